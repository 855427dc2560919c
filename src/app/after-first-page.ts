/**
 * What waits for the first page, loaded by main.tsx at its load event: letting go of the early answers
 * it did not take (api/early-requests.ts), and in the production build the service worker (offline
 * pages, installing, the update prompt), so that a first visit loads as it would without it:
 * installing, the worker downloads the shop's files, which would otherwise share the link with the
 * page's own.
 */
import type { QueryClient } from '@tanstack/react-query';

/**
 * Lets go of the answers the app did not take (it asked in another language, or the page changed
 * first), once the first page has loaded: an answer left unread would keep its request open.
 */
export function dropEarlyRequests(): void {
  const early = window.earlyRequests;
  delete window.earlyRequests;
  for (const response of Object.values(early ?? {})) {
    void response?.then(
      (answer) => answer.body?.cancel(),
      () => undefined,
    );
  }
}

/**
 * Runs once the first page is on screen with its data (its queries have observers and none is on
 * the way) and the browser is idle: a page the browser renders has its load event before it has
 * even asked for its data.
 */
export default function afterFirstPage(queryClient: QueryClient): void {
  const then = () => {
    dropEarlyRequests();
    if (import.meta.env.PROD) void import('./service-worker').then(({ startServiceWorker }) => startServiceWorker(queryClient)).catch(() => undefined);
  };
  const shown = () => queryClient.isFetching() === 0 && queryClient.getQueryCache().getAll().some((query) => query.getObserversCount() > 0);
  // Shown still when the browser is next idle: a query's observer comes a moment before its fetch.
  const whenIdle = () => {
    const check = () => (shown() ? then() : whenShown());
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) requestIdleCallback(check, { timeout: 10_000 });
    else setTimeout(check, 1_000);
  };
  const whenShown = () => {
    if (shown()) return whenIdle();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!shown()) return;
      stop();
      whenIdle();
    });
  };
  whenShown();
}
