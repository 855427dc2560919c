import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { BrandsGrid } from '@/features/catalog/brands-page';

/** /brands. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.brands');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('catalog:brands.description')} />
      <PageTitle title={title} />
      <BrandsGrid />
    </div>
  );
}
