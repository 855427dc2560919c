import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { BrandsGrid } from '@/features/catalog/browse/brands-page';

/** /brands. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.brands');
  return (
    <PageShell title={title} description={t('catalog:brands.description')}>
      <BrandsGrid />
    </PageShell>
  );
}
