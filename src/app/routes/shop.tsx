import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { ShopPage } from '@/features/catalog/shop/shop-page';
import { usePageParam } from '@/features/catalog/list/use-page-param';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /shop. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.shop');
  const [page] = usePageParam();
  return (
    <PageShell title={title} page={page}>
      <CatalogSlots>
        <ShopPage />
      </CatalogSlots>
    </PageShell>
  );
}
