import { useSyncExternalStore } from 'react';
import { NO_RECENTLY_VIEWED, getRecentlyViewed, subscribeRecentlyViewed } from './recently-viewed-store';

/** The recently viewed product ids, newest first. */
export function useRecentlyViewed(): readonly number[] {
  // Nothing on the server; the browser's list replaces it after hydration, so the markup matches.
  return useSyncExternalStore(subscribeRecentlyViewed, getRecentlyViewed, () => NO_RECENTLY_VIEWED);
}
