import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { ProductList } from '@/features/catalog/product-list';
import { usePageParam } from '@/features/catalog/use-page-param';
import { CatalogSlots } from '../catalog-slots';

/** /top-seller: best sellers. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.topSeller');
  const [page] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('catalog:topSeller.description')} page={page} />
      <PageTitle title={title} />
      <CatalogSlots>
        <ProductList source={{ kind: 'top' }} emptyMessage={t('catalog:list.empty')} />
      </CatalogSlots>
    </div>
  );
}
