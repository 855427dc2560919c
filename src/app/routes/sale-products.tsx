import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { ProductList } from '@/features/catalog/list/product-list';
import { usePageParam } from '@/features/catalog/list/use-page-param';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /sale-products: products on sale. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.saleProducts');
  const [page] = usePageParam();
  return (
    <PageShell title={title} description={t('catalog:sale.description')} page={page}>
      <CatalogSlots>
        <ProductList source={{ kind: 'sale' }} emptyMessage={t('catalog:sale.empty')} />
      </CatalogSlots>
    </PageShell>
  );
}
