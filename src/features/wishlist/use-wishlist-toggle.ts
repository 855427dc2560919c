import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { Product } from '@/types/api';
import { removeFromWishlist, toggleWishlist, type WishlistChange } from './wishlist-actions';
import type { WishlistItem } from './wishlist-store';

/** A success toast on add, an info toast on remove, none when nothing changed. */
function useAnnounce() {
  const { t } = useTranslation('wishlist');
  return useCallback(
    (change: WishlistChange) => {
      // One toast for the wishlist: quick toggles replace it rather than stack.
      if (change === 'added') void notify.success(t('toast.added'), { key: 'wishlist' });
      else if (change === 'removed') void notify.info(t('toast.removed'), { key: 'wishlist' });
      return change;
    },
    [t],
  );
}

export function useWishlistToggle() {
  const announce = useAnnounce();
  return useCallback((product: WishlistItem | Product) => announce(toggleWishlist(product)), [announce]);
}

export function useWishlistRemove() {
  const announce = useAnnounce();
  return useCallback((id: number) => announce(removeFromWishlist(id)), [announce]);
}
