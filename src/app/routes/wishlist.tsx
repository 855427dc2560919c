import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { WishlistList } from '@/features/wishlist/wishlist-list';

/** /wishlist. */
export default function Page() {
  const { t } = useTranslation(['wishlist', 'common']);
  const title = t('common:pages.wishlist');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('wishlist:page.description')} />
      <PageTitle title={title} />
      <WishlistList />
    </div>
  );
}
