import { useSyncExternalStore } from 'react';
import { getWishlist, subscribeWishlist, type WishlistItem } from './wishlist-store';

export function useWishlist(): WishlistItem[] {
  return useSyncExternalStore(subscribeWishlist, getWishlist, () => []);
}

export function useWishlistCount(): number {
  return useWishlist().length;
}
