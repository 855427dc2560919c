import { useSyncExternalStore } from 'react';
import { EMPTY_WISHLIST, getWishlist, subscribeWishlist, type WishlistItem } from './wishlist-store';

export function useWishlist(): WishlistItem[] {
  // No wishlist on the server; an empty one hydrates without re-rendering every heart.
  return useSyncExternalStore(subscribeWishlist, getWishlist, () => EMPTY_WISHLIST);
}

export function useWishlistCount(): number {
  return useWishlist().length;
}
