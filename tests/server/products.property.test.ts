/**
 * Property: any mix of filters and sort flags returns only matching products,
 * in order, with consistent paging — the pages concatenate to the whole filtered set with no
 * duplicates, and last_page and total agree with it.
 */
import { it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { PRODUCTS_PER_PAGE, SORT_FLAGS, type Paged, type Product, type SortFlag } from '../../server/src/contract/catalog';
import { createTestApp, getJson, type TestApp } from './helpers/app';

/** A product as the reference API answers it, with the extensions other APIs may leave out. */
type ReferenceProduct = Product & Required<Pick<Product, 'category_id' | 'brand_id' | 'created_at'>>;

let ctx: TestApp;
let catalogue: ReferenceProduct[];
let categoryIds: number[];
let brandIds: number[];

async function fetchList(query: URLSearchParams, lang: 'ar' | 'en'): Promise<Paged<ReferenceProduct>> {
  const { status, body } = await getJson<Paged<ReferenceProduct>>(ctx.app, `/api/products?${query}`, lang);
  expect(status, String(query)).toBe(200);
  return body;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const first = await fetchList(new URLSearchParams({ page: '1' }), 'ar');
  catalogue = [...first.data];
  for (let page = 2; page <= first.last_page; page++) catalogue.push(...(await fetchList(new URLSearchParams({ page: String(page) }), 'ar')).data);
  categoryIds = [...new Set(catalogue.map((p) => p.category_id))];
  brandIds = [...new Set(catalogue.map((p) => p.brand_id))];
});
afterAll(() => ctx?.close());

interface Filters {
  category_id?: number;
  brand_id?: number;
  rating?: number;
  minPrice?: number;
  max_price?: number;
  flags: SortFlag[];
  lang: 'ar' | 'en';
}

/** The reference: what the API must answer, computed from the whole catalogue in memory. */
function expected(f: Filters): ReferenceProduct[] {
  const matches = catalogue.filter(
    (p) =>
      (f.category_id === undefined || p.category_id === f.category_id) &&
      (f.brand_id === undefined || p.brand_id === f.brand_id) &&
      (f.rating === undefined || p.rating >= f.rating) &&
      (f.minPrice === undefined || p.price >= f.minPrice) &&
      (f.max_price === undefined || p.price <= f.max_price),
  );
  const sort = SORT_FLAGS.find((flag) => f.flags.includes(flag)) ?? 'created_desc';
  const name = (p: Product) => (f.lang === 'en' ? p.name_en : p.name).toLowerCase();
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const primary: Record<SortFlag, (a: ReferenceProduct, b: ReferenceProduct) => number> = {
    name_asc: (a, b) => compare(name(a), name(b)),
    name_desc: (a, b) => compare(name(b), name(a)),
    price_asc: (a, b) => a.price - b.price,
    price_desc: (a, b) => b.price - a.price,
    created_asc: (a, b) => compare(a.created_at, b.created_at),
    created_desc: (a, b) => compare(b.created_at, a.created_at),
  };
  return matches.sort((a, b) => primary[sort](a, b) || a.id - b.id);
}

/** Built after the catalogue is loaded, so that ids come from it. */
function filtersArbitrary(): fc.Arbitrary<Filters> {
  const ratings = [...new Set(catalogue.map((p) => p.rating))];
  const prices = [...new Set(catalogue.map((p) => p.price))];
  // Mostly real ids, sometimes one that matches nothing.
  const id = (real: number[]) => fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 500 }), weight: 1 });
  // Each filter is absent two times in three, so that combinations still match products.
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });
  return fc.record({
    category_id: sometimes(id(categoryIds)),
    brand_id: sometimes(id(brandIds)),
    // Real ratings and prices often, so that the bounds themselves are exercised.
    rating: sometimes(fc.oneof(fc.constantFrom(...ratings), fc.integer({ min: 0, max: 50 }).map((n) => n / 10))),
    minPrice: sometimes(fc.oneof(fc.constantFrom(...prices), fc.integer({ min: 0, max: 1500 }))),
    max_price: sometimes(fc.oneof(fc.constantFrom(...prices), fc.integer({ min: 0, max: 3000 }))),
    // No flag, one flag, or several in any order in the query.
    flags: fc.oneof(fc.constant<SortFlag[]>([]), fc.constantFrom(...SORT_FLAGS).map((flag) => [flag]), fc.shuffledSubarray([...SORT_FLAGS])),
    lang: fc.constantFrom<'ar' | 'en'>('ar', 'en'),
  });
}

it('returns only matching products, in order, with consistent paging', async () => {
  await fc.assert(
    fc.asyncProperty(filtersArbitrary(), async (f) => {
      if (f.minPrice !== undefined && f.max_price !== undefined && f.minPrice > f.max_price) {
        [f.minPrice, f.max_price] = [f.max_price, f.minPrice];
      }
      const query = new URLSearchParams();
      for (const key of ['category_id', 'brand_id', 'rating', 'minPrice', 'max_price'] as const) {
        if (f[key] !== undefined) query.set(key, String(f[key]));
      }
      // Whatever their order in the query, the first of SORT_FLAGS that is set applies.
      for (const flag of f.flags) query.set(flag, '1');

      const want = expected(f);
      const lastPage = Math.max(1, Math.ceil(want.length / PRODUCTS_PER_PAGE));
      const got: Product[] = [];
      for (let page = 1; page <= lastPage + 1; page++) {
        query.set('page', String(page));
        const body = await fetchList(query, f.lang);
        expect(body.current_page).toBe(page);
        expect(body.last_page).toBe(lastPage);
        expect(body.total).toBe(want.length);
        expect(body.data.length).toBe(page < lastPage ? PRODUCTS_PER_PAGE : page === lastPage ? want.length - (lastPage - 1) * PRODUCTS_PER_PAGE : 0);
        got.push(...body.data);
      }
      expect(new Set(got.map((p) => p.id)).size).toBe(got.length);
      expect(got.map((p) => p.id)).toEqual(want.map((p) => p.id));
    }),
    { numRuns: 100 },
  );
});
