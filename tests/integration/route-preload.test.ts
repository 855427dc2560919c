/**
 * The first load of the busiest pages fetches their data while their code loads, not after the
 * page renders (no waterfall): app/router.tsx preloadRoute with the route's loader (app/route-data/).
 */
import { waitFor } from '@testing-library/react';
import { productKeys } from '@/api/catalog/product-keys';
import { storeKeys } from '@/api/store';
import { createQueryClient } from '@/api/query-client';
import { preloadRoute } from '@/app/router';
import { currentLanguage } from '@/i18n';
import { server } from '../mocks/server';

let started: string[];
beforeEach(() => {
  started = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    started.push(url.pathname + url.search);
  });
});
afterEach(() => server.events.removeAllListeners());

it("fetches every home section's data at once", async () => {
  const queryClient = createQueryClient();
  preloadRoute({ pathname: '/', search: '' }, queryClient);
  await waitFor(() =>
    expect([...started].sort()).toEqual(
      ['/api/banners', '/api/blogs', '/api/brands', '/api/categories', '/api/offer-banners', '/api/products?page=1', '/api/testimonials'].sort(),
    ),
  );
  await waitFor(() => expect(queryClient.getQueryData(productKeys.list(currentLanguage(), { page: 1 }))).toBeDefined());
});

it("fetches the shop's page for the filters in the URL, with the filter lists", async () => {
  const queryClient = createQueryClient();
  preloadRoute({ pathname: '/shop', search: '?page=2&brand=3&sort=price_asc&max=500' }, queryClient);
  await waitFor(() => expect(started).toHaveLength(3));
  expect(started).toEqual(
    expect.arrayContaining(['/api/products?page=2&brand_id=3&minPrice=0&max_price=434.78&price_asc=1', '/api/brands', '/api/categories']),
  );
  // SAR 500 with VAT is SAR 434.78 before it, as the API filters.
  const params = { page: 2, brand_id: 3, minPrice: 0, max_price: 434.78, price_asc: 1 as const };
  await waitFor(() => expect(queryClient.getQueryData(productKeys.list(currentLanguage(), params))).toBeDefined());
});

it('fetches the shop’s page as the page will ask for it once store info is known', async () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(storeKeys.info(currentLanguage()), [{ capabilities: ['search', 'facets'] }]);
  preloadRoute({ pathname: '/shop', search: '?q=dress&size=M' }, queryClient);
  await waitFor(() => expect(started).toHaveLength(3));
  expect(started).toEqual(expect.arrayContaining(['/api/products?page=1&q=dress&sizes=M&facets=1', '/api/brands', '/api/categories']));
});

it('fetches the product of a product page, and at once the brands its structured data names', async () => {
  const queryClient = createQueryClient();
  preloadRoute({ pathname: '/product/4', search: '' }, queryClient);
  await waitFor(() => expect(queryClient.getQueryData(productKeys.detail(currentLanguage(), 4))).toBeDefined());
  expect(started).toEqual(['/api/products/4', '/api/brands']);
});

it('fetches nothing for other pages', async () => {
  const queryClient = createQueryClient();
  for (const pathname of ['/cart', '/profile', '/ourblog', '/shop/extra']) preloadRoute({ pathname, search: '' }, queryClient);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started).toEqual([]);
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

it('fetches no data without a query client: a server-rendered page brought its own', async () => {
  preloadRoute({ pathname: '/product/4', search: '' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(started).toEqual([]);
});
