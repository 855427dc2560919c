/**
 * Every route of the shop, declared once (docs/architecture.md, "Adding a page"). The router
 * (app/router.tsx) builds its route tree, its preloads and the pages' first data from this table;
 * the server render (entry-server.tsx) renders, caches and preloads the served pages by it; the
 * build writes the signed-in pages' early requests into index.html from it
 * (scripts/route-table.ts). Nothing else names a route.
 *
 * The fields are shaped like React Router's data router's (`lazy`, `loader`), which the shop does
 * not use for its weight (ADR 0019). This module is plain data, so that the Vite config and the
 * end-to-end tests can read it too: it imports nothing, and exports the table alone (the
 * browser's build carries it without the fields only the server and index.html read,
 * scripts/route-table.ts).
 */

/**
 * A request index.html starts with the document on a signed-in page: an API path, or one with a
 * query parameter in it when the page's address carries a valid id there (a positive whole
 * number), else `otherwise`.
 */
export type EarlyRequest = string | { path: `${string}:${string}`; param: string; otherwise: string };

interface Route {
  /** The address, as React Router matches it ('*': any other). */
  path: string;
  /** The page: its module, `src/app/routes/<lazy>.tsx`, loaded when the route is first shown, with its strings. */
  lazy: string;
  /** The sign-in forms' own layout; without it, the shop's (header, footer). */
  layout?: 'auth';
  /** The page's string namespaces (src/i18n/locales/<language>/<namespace>.json), loaded with its code. */
  namespaces?: readonly string[];
  /**
   * The page's first data, fetched while its code loads rather than after it renders (no
   * waterfall): the module `src/app/route-data/<loader>.ts`, whose default export gives the queries.
   */
  loader?: string;
  /**
   * Only for a signed-in shopper (app/require-auth.tsx). Rendered on the server, such a page shows
   * the shopper its login cookie names and is never kept; without the cookie it is the layout with
   * a skeleton.
   */
  signedIn?: boolean;
  /** A signed-in page's first data, asked for by index.html as the document arrives (api/early-requests.ts). Not in the browser's build. */
  early?: readonly EarlyRequest[];
}

/** A page the server renders too (ADR 0007): its HTML arrives with the answers it was rendered from. */
interface ServedRoute extends Route {
  served: true;
  /**
   * The query parameters its render reads, which with the path are the page's cache key, so that
   * any other parameter gets the same page (tests/integration/server-render.test.tsx fails when a
   * page reads one that is not listed). Not in the browser's build.
   */
  search?: readonly string[];
  /** The sources of the lazy parts it renders that are not the layout's, preloaded with it. Not in the browser's build. */
  parts?: readonly string[];
}

interface BrowserRoute extends Route {
  served?: false;
  search?: never;
  parts?: never;
}

export type RouteEntry = ServedRoute | BrowserRoute;

/** 'cart' serves the signed-in add-to-cart button of the product slots. */
const PRODUCT_LISTS = ['catalog', 'wishlist', 'cart'];

export const ROUTES: readonly RouteEntry[] = [
  // Signing in, signing up and recovering a password, in their own layout.
  { path: '/login', lazy: 'login', layout: 'auth' },
  { path: '/register', lazy: 'register', layout: 'auth' },
  { path: '/forget-password', lazy: 'forget-password', layout: 'auth' },
  { path: '/verifycode', lazy: 'verify-code', layout: 'auth' },
  { path: '/reset-password', lazy: 'reset-password', layout: 'auth' },

  // The first screens the server renders for anyone.
  { path: '/', lazy: 'home', namespaces: ['home', 'catalog', 'blog', 'wishlist', 'cart'], loader: 'home', served: true },
  // features/catalog/shop/shop-query.ts: the filters, the search words, sizes, colours and stock.
  {
    path: '/shop',
    lazy: 'shop',
    namespaces: PRODUCT_LISTS,
    loader: 'shop',
    served: true,
    search: ['page', 'sort', 'brand', 'category', 'rating', 'min', 'max', 'q', 'size', 'color', 'in_stock'],
  },
  // features/catalog/product/pending-add.ts: a visitor's choice or stock alert, back from logging in.
  { path: '/product/:id', lazy: 'product', namespaces: ['product', ...PRODUCT_LISTS], loader: 'product', served: true, search: ['color', 'size', 'qty', 'add', 'notify'] },

  // The catalogue and the shop's content, rendered by the browser.
  { path: '/category', lazy: 'categories', namespaces: ['catalog'] },
  { path: '/category/:id', lazy: 'category', namespaces: PRODUCT_LISTS },
  { path: '/brands', lazy: 'brands', namespaces: ['catalog'] },
  { path: '/brand/:id', lazy: 'brand', namespaces: PRODUCT_LISTS },
  { path: '/top-seller', lazy: 'top-seller', namespaces: PRODUCT_LISTS },
  { path: '/sale-products', lazy: 'sale-products', namespaces: PRODUCT_LISTS },
  { path: '/ourblog', lazy: 'blog', namespaces: ['blog'] },
  { path: '/post/:id', lazy: 'post', namespaces: ['blog'] },
  { path: '/wishlist', lazy: 'wishlist', namespaces: ['wishlist'] },
  { path: '/contact-us', lazy: 'contact', namespaces: ['contact'] },
  { path: '/about-us', lazy: 'about', namespaces: ['content'] },
  { path: '/privacy-policy', lazy: 'privacy', namespaces: ['content'] },
  { path: '/return-policy', lazy: 'returns', namespaces: ['content'] },
  { path: '/tracking/:id', lazy: 'tracking' },
  { path: '/map', lazy: 'map', namespaces: ['contact'] },

  // The signed-in shopper's own pages. Each asks for the cart first, which the header counts.
  { path: '/cart', lazy: 'cart', namespaces: ['cart'], loader: 'cart', signedIn: true, served: true, early: ['/api/cart'] },
  // The form, which the page loads lazily: rendered afresh, the page would otherwise show its skeleton until it came.
  {
    path: '/payment',
    lazy: 'payment',
    namespaces: ['checkout', 'cart', 'address'],
    loader: 'payment',
    signedIn: true,
    served: true,
    parts: ['src/features/checkout/checkout-form.tsx'],
    early: ['/api/cart', '/api/addresses', '/api/order/latest'],
  },
  {
    path: '/payment-status',
    lazy: 'payment',
    namespaces: ['checkout', 'cart', 'address'],
    loader: 'payment-status',
    signedIn: true,
    served: true,
    search: ['order_id'],
    early: ['/api/cart', { path: '/api/orders/:order_id/status', param: 'order_id', otherwise: '/api/order/latest' }],
  },
  { path: '/profile', lazy: 'profile', namespaces: ['account', 'address'], loader: 'profile', signedIn: true, served: true, search: ['tab'], early: ['/api/cart', '/api/my_orders'] },

  { path: '*', lazy: 'not-found' },
];
