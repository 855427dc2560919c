import { useSyncExternalStore } from 'react';
import { isListed } from './wishlist-actions';
import { EMPTY_WISHLIST, getWishlist, subscribeWishlist, type WishlistItem } from './wishlist-store';

export function useWishlist(): WishlistItem[] {
  // No wishlist on the server; an empty one hydrates without re-rendering every heart.
  return useSyncExternalStore(subscribeWishlist, getWishlist, () => EMPTY_WISHLIST);
}

export function useWishlistCount(): number {
  return useWishlist().length;
}

/**
 * Whether one product is listed: its heart re-renders when that changes only, not with every other
 * heart on a list of cards.
 */
export function useIsListed(id: number): boolean {
  return useSyncExternalStore(
    subscribeWishlist,
    () => isListed(getWishlist(), id),
    () => false,
  );
}
