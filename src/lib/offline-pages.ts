/**
 * What the page tells the service worker to keep for offline use ("Offline and installing"). The
 * worker decides what it keeps (never one shopper's pages or answers); without a worker in control,
 * nothing is sent.
 */

/** Keeps the shell for a page the shopper opened within the shop, so it opens offline too. */
export function keepPageOffline(url: string): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'KEEP_PAGE', url });
}
