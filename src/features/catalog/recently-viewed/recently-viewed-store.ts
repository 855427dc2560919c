/**
 * Recently viewed products, kept in the browser like the wishlist
 * (features/wishlist/wishlist-store.ts): local storage key `recentlyViewed`, shared across tabs
 * through the storage event. Only product ids are kept, newest first: the cards read each product
 * through its query, so a price shown is today's price, never the one seen at the time.
 */
import { browserStore, parseJson } from '@/lib/browser-store';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const MAX_RECENTLY_VIEWED = 12;

/** The one empty list, so an empty history in the browser is the same value as the server's. */
export const NO_RECENTLY_VIEWED: readonly number[] = [];

const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The stored ids, newest first, at most 12, each once. Anything else in the value (another
 * version's whole products, which keep their `id`; bad JSON; stray entries) is read as well as it
 * can be or ignored, never thrown.
 */
export function parseRecentlyViewed(raw: string | null): readonly number[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return NO_RECENTLY_VIEWED;
  const ids = value.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry)).filter(isProductId);
  return [...new Set(ids)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The list after viewing `id`: it moves (or comes) to the front, and the oldest beyond 12 drop off. */
export function withViewed(ids: readonly number[], id: number): readonly number[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, MAX_RECENTLY_VIEWED);
}

// Where storage is unavailable (private modes, blocked cookies), the list lasts as long as the page.
const store = browserStore(RECENTLY_VIEWED_KEY, parseRecentlyViewed);

export const getRecentlyViewed = store.get;
export const subscribeRecentlyViewed = store.subscribe;

export function recordProductView(id: number): void {
  if (!isProductId(id)) return;
  const ids = getRecentlyViewed();
  if (ids[0] === id) return;
  store.set(JSON.stringify(withViewed(ids, id)));
}

/** Drops products the API no longer has (404), so they stop taking a place in the 12. */
export function forgetRecentlyViewed(gone: readonly number[]): void {
  const ids = getRecentlyViewed();
  const kept = ids.filter((id) => !gone.includes(id));
  if (kept.length !== ids.length) store.set(JSON.stringify(kept));
}

export function clearRecentlyViewed(): void {
  store.set(null);
}
