/**
 * Product search (capability `search`): the header's suggestions, `GET /api/products?q=…&page=1`. Only an
 * API whose store info lists `search` is asked (useCapability); the results page is the shop's list
 * with `q` (features/catalog/shop).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { listProducts, productKeys } from './catalog/products';

/** Suggestions start at this many characters… */
export const MIN_SEARCH_LENGTH = 2;
/** …and are asked for once typing has paused this long. */
export const SUGGESTION_DELAY_MS = 250;
export const MAX_SUGGESTIONS = 6;

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The first page of matches for `q` (as `searchWords` gives it). Each keystroke changes the key, so the query of the previous
 * words loses its last observer and React Query aborts its signal: its pause or its request stops
 * there (debounce and cancel in one). The key is the shop's first page of results for `q`, so Enter
 * shows those at once.
 */
export const productSuggestionsQuery = (language: Lang, q: string) =>
  queryOptions({
    queryKey: productKeys.list(language, { page: 1, q }),
    queryFn: async ({ signal }) => {
      await pause(SUGGESTION_DELAY_MS, signal);
      return listProducts({ page: 1, q }, signal);
    },
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
