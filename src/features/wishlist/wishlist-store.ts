/**
 * The browser wishlist: local storage key `wishlist`, a list of whole product
 * objects, saved on every change and shared across tabs through the storage event.
 */
import type { Product } from '@/types/api';

export const WISHLIST_KEY = 'wishlist';

export type WishlistItem = Pick<Product, 'id'> & Partial<Product>;

/** The one empty list, so an empty wishlist in the browser is the same value as the server's. */
export const EMPTY_WISHLIST: WishlistItem[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: WishlistItem[] = EMPTY_WISHLIST;

function parse(raw: string | null): WishlistItem[] {
  if (!raw) return EMPTY_WISHLIST;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is WishlistItem => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number',
    );
  } catch {
    console.error('Bad wishlist format in local storage; starting with an empty wishlist.');
    return [];
  }
}

export function getWishlist(): WishlistItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(WISHLIST_KEY);
  } catch {
    // storage unavailable: an empty wishlist
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

export function saveWishlist(items: WishlistItem[]): void {
  localStorage.setItem(WISHLIST_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === WISHLIST_KEY) for (const listener of listeners) listener();
}

export function subscribeWishlist(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
