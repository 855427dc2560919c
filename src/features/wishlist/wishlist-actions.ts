/** Wishlist changes: add appends a new id only, remove filters by id; each saves at once. */
import type { Product } from '@/types/api';
import { getWishlist, saveWishlist, type WishlistItem } from './wishlist-store';

export type WishlistChange = 'added' | 'removed' | 'unchanged';

export const isListed = (items: readonly WishlistItem[], id: number) => items.some((item) => item.id === id);

/** Appends the whole product unless its id is already listed (then nothing changes). */
export function addToWishlist(product: WishlistItem | Product): WishlistChange {
  const items = getWishlist();
  if (isListed(items, product.id)) return 'unchanged';
  saveWishlist([...items, product]);
  return 'added';
}

export function removeFromWishlist(id: number): WishlistChange {
  const items = getWishlist();
  if (!isListed(items, id)) return 'unchanged';
  saveWishlist(items.filter((item) => item.id !== id));
  return 'removed';
}

/** The heart: removes a listed product, adds any other. */
export function toggleWishlist(product: WishlistItem | Product): WishlistChange {
  return isListed(getWishlist(), product.id) ? removeFromWishlist(product.id) : addToWishlist(product);
}
