import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { ShopPage } from '@/features/catalog/shop/shop-page';
import { usePageParam } from '@/features/catalog/use-page-param';
import { CatalogSlots } from '../catalog-slots';

/** /shop. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.shop');
  const [page] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} page={page} />
      <PageTitle title={title} />
      <CatalogSlots>
        <ShopPage />
      </CatalogSlots>
    </div>
  );
}
