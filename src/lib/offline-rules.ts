/**
 * What the service worker (src/sw.ts) keeps and what it never keeps (docs/product.md, "Offline and
 * installing"), as plain rules its tests can read without a worker.
 */

/** Answers that are the same for every shopper: the catalogue and the store's content. */
const CATALOGUE_PATH =
  /^\/api\/(store-info|settings|contact-info|banners|offer-banners|testimonials|blogs|brands|categories|products|top_products|has_sale|product-reviews|size-guides|about-us|privacy-policy|returns-policy)(\/|$)/;

/**
 * Pages of one shopper, or of one moment (signing in, paying): never kept, offline or not. Any
 * spelling: the router opens /Profile as /profile.
 */
const PRIVATE_PAGE = /^\/(cart|payment|payment-status|profile|login|register|forget-password|verifycode|reset-password|tracking|pay|trader|docs)(\/|$)/i;

/** Pages that read only what the browser holds, which the shell can open without the network. */
const BROWSER_ONLY_PAGE = /^\/wishlist\/?$/i;

/** The path as the router reads it: /%70rofile is /profile. */
function routerPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** A catalogue call the worker may answer from its copy: a GET without a login. */
export const isCatalogueRequest = (request: Request, url: URL): boolean =>
  request.method === 'GET' && !request.headers.has('authorization') && CATALOGUE_PATH.test(url.pathname);

/** A page of the shop at `origin` that may be kept for offline use: any but one shopper's or one moment's. */
export const isKeptPage = (url: URL, origin: string): boolean => url.origin === origin && !PRIVATE_PAGE.test(routerPath(url));

/** A page the shell opens offline by itself. */
export const opensFromShell = (url: URL): boolean => BROWSER_ONLY_PAGE.test(routerPath(url));

/**
 * Whether an answer may be kept: not when its server says no cache may store it (`no-store`) or
 * that it is one shopper's (`private`), as a server-rendered signed-in page is.
 */
export function mayKeep(response: Response): boolean {
  const directives = (response.headers.get('cache-control') ?? '').split(',').map((directive) => directive.split('=')[0]!.trim().toLowerCase());
  return !directives.includes('no-store') && !directives.includes('private');
}
