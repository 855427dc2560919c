/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/product.md, "Offline and installing"). Workbox fills
 * `__WB_MANIFEST` with the build's files at build time.
 *
 * - The shell, scripts, styles, icons and the offline page are kept from the install on.
 * - Catalogue answers and product images: the kept copy at once, refreshed behind it, a bounded
 *   number of each.
 * - Pages a shopper opened: the network first, the kept copy when there is none; the wishlist, which
 *   lives in the browser, opens from the shell; any other page offline shows the offline page.
 * - Never kept: a request with a login (Authorization), the cart, checkout, payment, the profile,
 *   orders, tracking and anything else of one shopper's, whatever the case of its address, and
 *   any answer its server marks `no-store` or `private`. Those go to the network untouched.
 *
 * The rules themselves are in lib/offline-rules.ts.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isCatalogueRequest, isKeptPage, mayKeep, opensFromShell } from './lib/offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version serves the pages already open at once; a later one only once the shopper reloads.
clientsClaim();

// A new version waits until the shopper chooses to reload (the page's update prompt asks it).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** An answer marked for no cache, or for one shopper alone, is never kept, whatever asked for it. */
const sharedAnswersOnly: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null) };

registerRoute(
  ({ request, url }) => isCatalogueRequest(request, url),
  new StaleWhileRevalidate({
    cacheName: 'catalogue',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  // An image the page shows, or one it asks to keep (the first page's, shown before the worker ran).
  ({ request, url }) => (request.destination === 'image' || request.destination === '') && request.method === 'GET' && url.pathname.startsWith('/storage/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

const PAGES = 'pages';
const MAX_PAGES = 60;
const keptPage = (url: URL) => isKeptPage(url, self.location.origin);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && keptPage(url),
  new NetworkFirst({
    cacheName: PAGES,
    // A weak connection that still answers is waited for a while before the kept copy is shown.
    networkTimeoutSeconds: 6,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), sharedAnswersOnly, new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true })],
  }),
);

/**
 * A page the shopper opened within the shop (no request for its HTML), or the first page, opened
 * before the worker ran: the shell is kept for its address, where no copy of its own is yet, so
 * offline it opens and shows what the kept answers hold. Online, the network's copy replaces it.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== 'KEEP_PAGE' || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (!keptPage(url)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      if (await cache.match(url.href)) return;
      const shell = await matchPrecache('/index.html');
      if (!shell) return;
      await cache.put(url.href, shell);
      // As many pages as the network's copies are kept, the oldest going first.
      const kept = await cache.keys();
      await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_PAGES)).map((old) => cache.delete(old)));
    })(),
  );
});

// Every other page of the shop goes to the network alone, so that offline it too gets the offline page.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin, new NetworkOnly());

// A page the network could not bring and no copy holds.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  if (opensFromShell(url)) return (await matchPrecache('/index.html')) ?? Response.error();
  return (await matchPrecache('/offline.html')) ?? Response.error();
});
