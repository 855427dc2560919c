/**
 * The pages the server renders (ADR 0007), declared once. The router (app/router.tsx) routes them
 * and preloads their code and data from this list; the server render (entry-server.tsx) renders
 * them, preloads the chunks of their `module`, and the server caches each by its path and the
 * `search` parameters it reads, so that any other parameter gets the same page
 * (tests/integration/server-render.test.tsx fails when a page reads one that is not listed).
 */
export const SERVED_ROUTES = [
  { name: 'home', path: '/', module: 'src/app/routes/home.tsx', search: [] },
  // features/catalog/shop/shop-query.ts: the filters, the search words, sizes, colours and stock.
  {
    name: 'shop',
    path: '/shop',
    module: 'src/app/routes/shop.tsx',
    search: ['page', 'sort', 'brand', 'category', 'rating', 'min', 'max', 'q', 'size', 'color', 'in_stock'],
  },
  // features/catalog/product/pending-add.ts: a visitor's choice or stock alert, back from logging in.
  { name: 'product', path: '/product/:id', module: 'src/app/routes/product.tsx', search: ['color', 'size', 'qty', 'add', 'notify'] },
] as const satisfies readonly { name: string; path: string; module: string; search: readonly string[] }[];

export type ServedRouteName = (typeof SERVED_ROUTES)[number]['name'];
