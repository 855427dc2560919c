import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { ProductList } from '@/features/catalog/list/product-list';
import { usePageParam } from '@/features/catalog/list/use-page-param';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /top-seller: best sellers. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.topSeller');
  const [page] = usePageParam();
  return (
    <PageShell title={title} description={t('catalog:topSeller.description')} page={page}>
      <CatalogSlots>
        <ProductList source={{ kind: 'top' }} emptyMessage={t('catalog:list.empty')} />
      </CatalogSlots>
    </PageShell>
  );
}
