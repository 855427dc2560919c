import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { WishlistList } from '@/features/wishlist/page/wishlist-list';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /wishlist. */
export default function Page() {
  const { t } = useTranslation(['wishlist', 'common']);
  const title = t('common:pages.wishlist');
  return (
    <PageShell title={title} description={t('wishlist:page.description')}>
      <CatalogSlots>
        <WishlistList />
      </CatalogSlots>
    </PageShell>
  );
}
