/**
 * The browser wishlist: local storage key `wishlist`, a list of whole product
 * objects, saved on every change and shared across tabs through the storage event.
 */
import { browserStore, parseJson } from '@/lib/browser-store';
import type { Product } from '@/types/api';

export const WISHLIST_KEY = 'wishlist';

export type WishlistItem = Pick<Product, 'id'> & Partial<Product>;

/** The one empty list, so an empty wishlist in the browser is the same value as the server's. */
export const EMPTY_WISHLIST: WishlistItem[] = [];

function parse(raw: string | null): WishlistItem[] {
  if (!raw) return EMPTY_WISHLIST;
  const value = parseJson(raw);
  if (value === undefined) console.error('Bad wishlist format in local storage; starting with an empty wishlist.');
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is WishlistItem => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number');
}

const store = browserStore(WISHLIST_KEY, parse);

export const getWishlist = store.get;
export const subscribeWishlist = store.subscribe;

export function saveWishlist(items: WishlistItem[]): void {
  store.set(JSON.stringify(items));
}
