/**
 * The pages the server renders (ADR 0007), declared once. The router (app/router.tsx) routes them
 * and preloads their code and data from this list; the server render (entry-server.tsx) renders
 * them, with what only it needs of each (`SERVED_PAGE_FILES`: the page's module and the query
 * parameters it reads, by which the server caches it).
 *
 * A `signedIn` page shows the shopper's own data: the server renders it for the shopper its login
 * cookie names (lib/stored-login.ts), and never keeps it; without the cookie it sends the page's
 * layout with a skeleton, and index.html asks for the data as the document arrives
 * (api/early-requests.ts). Either way the browser renders the page afresh rather than hydrating it.
 */
export const SERVED_ROUTES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'shop', path: '/shop', signedIn: false },
  { name: 'product', path: '/product/:id', signedIn: false },
  { name: 'cart', path: '/cart', signedIn: true },
  { name: 'payment', path: '/payment', signedIn: true },
  { name: 'payment-status', path: '/payment-status', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
] as const satisfies readonly { name: string; path: string; signedIn: boolean }[];

export type ServedRouteName = (typeof SERVED_ROUTES)[number]['name'];
