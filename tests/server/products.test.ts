/**
 * Product calls (the contract): list shape and paging, each filter and sort, best sellers, sale
 * items, per-category and per-brand lists, one product, ratings, 404s and 400s.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { count, eq, gt, sql } from 'drizzle-orm';
import { Product, PRODUCTS_PER_PAGE, ProductList } from '../../server/src/contract/catalog';
import * as t from '../../server/src/db/schema';
import { signUp } from './helpers/accounts';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { addToCart } from './helpers/orders';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
let totalProducts: number;
beforeAll(async () => {
  ctx = await createTestApp();
  totalProducts = await ctx.database.db.$count(t.products);
});
afterAll(() => ctx?.close());

const list = (url: string, lang: 'ar' | 'en' = 'ar') => getJson<ProductList>(ctx.app, url, lang);

/** Every page of a list, checked for consistent paging on the way. */
async function allPages(path: string, lang: 'ar' | 'en' = 'ar'): Promise<Product[]> {
  const join = path.includes('?') ? '&' : '?';
  const first = (await list(`${path}${join}page=1`, lang)).body;
  const products = [...first.data];
  for (let page = 2; page <= first.last_page; page++) {
    const { body } = await list(`${path}${join}page=${page}`, lang);
    expect(body.current_page).toBe(page);
    expect(body.last_page).toBe(first.last_page);
    products.push(...body.data);
  }
  expect(products.length).toBe(first.total);
  return products;
}

describe('GET /api/products', () => {
  it('answers 12 products a page with data, current_page, last_page and total', async () => {
    const { status, body } = await list('/api/products');
    expect(status).toBe(200);
    expectShape(ProductList, body);
    expect(body.data).toHaveLength(PRODUCTS_PER_PAGE);
    expect(body.current_page).toBe(1);
    expect(body.total).toBe(totalProducts);
    expect(body.last_page).toBe(Math.ceil(totalProducts / PRODUCTS_PER_PAGE));
  });

  it('lists every product once across the pages, newest first by default', async () => {
    const products = await allPages('/api/products');
    expect(new Set(products.map((p) => p.id)).size).toBe(totalProducts);
    const keys = products.map((p) => p.created_at);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('answers an empty page past the end with the real last page', async () => {
    const { body } = await list('/api/products?page=999');
    expect(body).toMatchObject({ data: [], current_page: 999, total: totalProducts, last_page: Math.ceil(totalProducts / PRODUCTS_PER_PAGE) });
    const none = (await list('/api/products?minPrice=9999999')).body;
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, highest_price: expect.any(Number) });
  });

  it('tells the catalogue\'s highest selling price in whole SAR rounded up, whatever the filters', async () => {
    const db = ctx.database.db;
    const [dearest] = await db.select({ id: t.products.id, price: t.products.priceHalalas, discount: t.products.discount }).from(t.products).orderBy(sql`${t.products.salePriceHalalas} desc`).limit(1);
    // A price with halalas, above every other: the answer rounds it up.
    await db.update(t.products).set({ priceHalalas: 12_345_678, discount: 0 }).where(eq(t.products.id, dearest!.id));
    try {
      const first = (await list('/api/products')).body;
      expectShape(ProductList, first);
      expect(first.highest_price).toBe(123_457);
      // The same on a narrowed list, past the last page, and when nothing matches: the slider keeps its scale.
      const cheapest = Math.min(...(await allPages('/api/products')).map((p) => p.price));
      for (const url of ['/api/products?max_price=' + Math.ceil(cheapest), '/api/products?page=999', '/api/products?minPrice=9999999', '/api/products?category_id=1&price_asc=1']) {
        expect((await list(url)).body.highest_price, url).toBe(123_457);
      }
      // The other lists keep the contract's shape.
      expect((await list('/api/top_products')).body).not.toHaveProperty('highest_price');
    } finally {
      await db.update(t.products).set({ priceHalalas: dearest!.price, discount: dearest!.discount }).where(eq(t.products.id, dearest!.id));
    }
    const [{ top }] = (await db.select({ top: sql<number>`max(${t.products.salePriceHalalas})::int` }).from(t.products)) as [{ top: number }];
    expect((await list('/api/products?rating=1')).body.highest_price).toBe(Math.ceil(top / 100));
  });

  it('gives rating, rating_avg and rate the same rounded review average', async () => {
    for (const product of await allPages('/api/products')) {
      const ratings = product.reviews.map((r) => r.rating);
      const expected = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;
      expect(product.rating, `product ${product.id}`).toBeCloseTo(expected, 10);
      expect(product.rating_avg).toBe(product.rating);
      expect(product.rate).toBe(product.rating);
    }
  });

  it('prices in SAR after the discount, with the price before it', async () => {
    const rows = await ctx.database.db.select().from(t.products);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const product of await allPages('/api/products')) {
      const row = byId.get(product.id)!;
      expect(product.price).toBe(Math.round((row.priceHalalas * (100 - row.discount)) / 100) / 100);
      expect(product.discount).toBe(row.discount);
      expect(product.original_price).toBe(row.discount > 0 ? row.priceHalalas / 100 : null);
      expect(product.quantity).toBe(row.stock);
      expect(product.img).toBe(product.images[0]);
    }
  });

  it('lists colour and size options in specs[0] with both names', async () => {
    const { body } = await getJson<Product>(ctx.app, '/api/products/1');
    const options = body.specs[0]!;
    expect(options.some((o) => o.key === 'color')).toBe(true);
    expect(options.some((o) => o.key === 'size')).toBe(true);
    for (const option of options.filter((o) => o.key === 'color')) {
      expect(option).toMatchObject({ value: expect.any(String), label: expect.any(String), label_en: expect.any(String), hex: expect.stringMatching(/^#[0-9a-f]{3,8}$/i) });
    }
  });

  it("names each colour's photo, the image at the colour's position, where there is one", async () => {
    const rows = await ctx.database.db.select({ id: t.products.id, colors: t.products.colors, images: t.products.images }).from(t.products);
    const several = rows.find((row) => row.colors.length > 1 && row.images.length >= row.colors.length)!;
    const fewer = rows.find((row) => row.colors.length > row.images.length);
    for (const row of [several, ...(fewer ? [fewer] : [])]) {
      const colors = (await getJson<Product>(ctx.app, `/api/products/${row.id}`)).body.specs[0]!.filter((o) => o.key === 'color');
      expect(colors.map((o) => o.value)).toEqual(row.colors);
      expect(colors.map((o) => o.img)).toEqual(row.colors.map((_, i) => row.images[i]));
    }
    // The cart's line names them too, so it shows the chosen colour's photo.
    const shopper = await signUp(ctx.app);
    const { line } = await addToCart(ctx.app, ctx.database.db, shopper.token, several.id);
    expect(line.product.specs[0]!.filter((o) => o.key === 'color').map((o) => o.img)).toEqual(several.colors.map((_, i) => several.images[i]));
  });

  it('names a size that is a word in Arabic, in the product and in the cart alike', async () => {
    const [row] = await ctx.database.db.select({ id: t.products.id }).from(t.products).where(sql`'One Size' = any(${t.products.sizes}) and ${t.products.stock} > 0`).limit(1);
    const size = (await getJson<Product>(ctx.app, `/api/products/${row!.id}`)).body.specs[0]!.find((o) => o.key === 'size');
    expect(size).toMatchObject({ value: 'One Size', label: 'مقاس واحد', label_en: 'One Size' });
    const shopper = await signUp(ctx.app);
    const { line } = await addToCart(ctx.app, ctx.database.db, shopper.token, row!.id);
    expect(line.product.specs[0]!.find((o) => o.key === 'size')).toEqual(size);
    expect((await getJson<Product>(ctx.app, '/api/products/1')).body.specs[0]!.filter((o) => o.key === 'size' && /^[A-Z0-9]+$/.test(o.value)).every((o) => o.label === o.value)).toBe(true);
  });

  it('filters by category, brand, minimum rating and price range', async () => {
    const [product] = (await list('/api/products')).body.data;
    const byCategory = await allPages(`/api/products?category_id=${product!.category_id}`);
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((p) => p.category_id === product!.category_id)).toBe(true);
    const byBrand = await allPages(`/api/products?brand_id=${product!.brand_id}`);
    expect(byBrand.every((p) => p.brand_id === product!.brand_id)).toBe(true);
    const threshold = Math.floor(Math.max(...(await allPages('/api/products')).map((p) => p.rating)));
    const rated = await allPages(`/api/products?rating=${threshold}`);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((p) => p.rating >= threshold)).toBe(true);
    const priced = await allPages('/api/products?minPrice=100&max_price=300');
    expect(priced.every((p) => p.price >= 100 && p.price <= 300)).toBe(true);
  });

  it('sorts by the first flag set, names in the request language', async () => {
    const ids = (ps: Product[]) => ps.map((p) => p.id);
    const byPrice = await allPages('/api/products?price_asc=1');
    expect(byPrice.map((p) => p.price)).toEqual(byPrice.map((p) => p.price).sort((a, b) => a - b));
    // price_desc comes after price_asc in SORT_FLAGS, so price_asc wins.
    expect(ids(await allPages('/api/products?price_desc=1&price_asc=1'))).toEqual(ids(byPrice));
    expect(ids(await allPages('/api/products?price_asc=0&name_asc=0'))).toEqual(ids(await allPages('/api/products')));
    const en = (await allPages('/api/products?name_asc=1', 'en')).map((p) => p.name_en.toLowerCase());
    expect(en).toEqual([...en].sort());
    const ar = (await allPages('/api/products?name_desc=1', 'ar')).map((p) => p.name.toLowerCase());
    expect(ar).toEqual([...ar].sort().reverse());
    const oldest = (await allPages('/api/products?created_asc=1')).map((p) => p.created_at);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('treats empty parameters as not set', async () => {
    const plain = (await list('/api/products?page=2')).body;
    const empty = (await list('/api/products?page=2&brand_id=&category_id=&rating=&minPrice=&max_price=&price_asc=')).body;
    expect(empty).toEqual(plain);
  });

  it('localises the SEO text and keeps both names and descriptions', async () => {
    const ar = (await getJson<Product>(ctx.app, '/api/products/1', 'ar')).body;
    const en = (await getJson<Product>(ctx.app, '/api/products/1', 'en')).body;
    const [row] = await ctx.database.db.select().from(t.products).where(eq(t.products.id, 1));
    expect([ar.name, ar.name_en, ar.description, ar.description_en]).toEqual([row!.nameAr, row!.nameEn, row!.descriptionAr, row!.descriptionEn]);
    expect([en.name, en.name_en]).toEqual([ar.name, ar.name_en]);
    expect([ar.seo_description, en.seo_description]).toEqual([row!.seoDescriptionAr, row!.seoDescriptionEn]);
  });

  const badQueries = [
    'page=abc',
    'page=0',
    'page=-1',
    'page=1.5',
    'page=1&page=2',
    'rating=9',
    'rating=-1',
    'rating=good',
    'max_price=-1',
    'minPrice=abc',
    'minPrice=500&max_price=100',
    'brand_id=x',
    'brand_id=0',
    'category_id=1.2',
    'category_id=99999999999',
    'price_asc=2',
    'name_desc=yes',
  ];
  it.each(badQueries)('answers 400 with a message for %s', async (query) => {
    const { status, body } = await list(`/api/products?${query}`);
    expect(status).toBe(400);
    expectErrorBody(body);
  });

  it('answers 400 in the request language', async () => {
    const en = await getJson<{ message: string }>(ctx.app, '/api/products?minPrice=5&max_price=1', 'en');
    const ar = await getJson<{ message: string }>(ctx.app, '/api/products?minPrice=5&max_price=1', 'ar');
    expect(en.body.message).toMatch(/minPrice/);
    expect(ar.body.message).not.toBe(en.body.message);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the bare product, equal to its list entry, with its stock per colour and size', async () => {
    const [fromList] = (await list('/api/products')).body.data;
    const { status, body } = await getJson<Product>(ctx.app, `/api/products/${fromList!.id}`);
    expect(status).toBe(200);
    expectShape(Product, body);
    const { availability, ...bare } = body;
    expect(bare).toEqual(fromList);
    expect(availability!.reduce((sum, option) => sum + option.stock, 0)).toBe(body.quantity);
  });

  it('lists reviews newest first', async () => {
    const products = await allPages('/api/products');
    const reviewed = products.find((p) => p.reviews.length > 1)!;
    const dates = reviewed.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviewed.reviews.every((r) => r.product_id === reviewed.id)).toBe(true);
  });

  it('answers 404 with a message for an unknown id, 400 for a malformed one', async () => {
    const missing = await getJson<{ message: string }>(ctx.app, '/api/products/987654', 'en');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Product not found' });
    for (const id of ['abc', '0', '1e3x', '2147483648']) {
      const { status, body } = await getJson(ctx.app, `/api/products/${id}`);
      expect(status, id).toBe(400);
      expectErrorBody(body);
    }
  });

  it('follows new reviews in its rating (database trigger)', async () => {
    const db = ctx.database.db;
    const [product] = await db.insert(t.products).values({
      slug: 'test-rating-product',
      categoryId: 1,
      brandId: 1,
      nameAr: 'اختبار',
      nameEn: 'Test',
      descriptionAr: '',
      descriptionEn: '',
      seoDescriptionAr: '',
      seoDescriptionEn: '',
      seoKeywordsAr: '',
      seoKeywordsEn: '',
      priceHalalas: 10_000,
    }).returning();
    const rating = async () => (await getJson<Product>(ctx.app, `/api/products/${product!.id}`)).body.rating;
    expect(await rating()).toBe(0);
    const inserted = await db
      .insert(t.reviews)
      .values([4, 5, 5].map((r) => ({ productId: product!.id, name: 'n', review: 'r', rating: r })))
      .returning();
    expect(await rating()).toBe(4.7);
    await db.update(t.reviews).set({ rating: 1 }).where(eq(t.reviews.id, inserted[0]!.id));
    expect(await rating()).toBe(3.7);
    await db.delete(t.reviews).where(eq(t.reviews.productId, product!.id));
    expect(await rating()).toBe(0);
    await db.delete(t.products).where(eq(t.products.id, product!.id));
  });
});

describe('best sellers, sale items, category and brand lists', () => {
  it('top_products ranks the products that sold, most sold first', async () => {
    const db = ctx.database.db;
    const rows = await db.select({ id: t.products.id, sold: t.products.soldCount, rating: t.products.ratingAvg }).from(t.products).where(gt(t.products.soldCount, 0));
    const top = await allPages('/api/top_products');
    expectShape(ProductList, (await list('/api/top_products')).body);
    expect(top.length).toBe(rows.length);
    const sold = new Map(rows.map((r) => [r.id, r.sold]));
    const counts = top.map((p) => sold.get(p.id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('has_sale lists exactly the discounted products', async () => {
    const [{ value }] = (await ctx.database.db.select({ value: count() }).from(t.products).where(gt(t.products.discount, 0))) as [{ value: number }];
    const sale = await allPages('/api/has_sale');
    expect(sale.length).toBe(value);
    expect(sale.every((p) => p.discount > 0 && p.original_price !== null && p.price < p.original_price!)).toBe(true);
  });

  it('by-category and by-brand list exactly that category or brand', async () => {
    const [product] = (await list('/api/products')).body.data;
    const byCategory = await allPages(`/api/products/by-category?category_id=${product!.category_id}`);
    expect(byCategory.map((p) => p.id).sort()).toEqual((await allPages(`/api/products?category_id=${product!.category_id}`)).map((p) => p.id).sort());
    expect(byCategory.every((p) => p.category_id === product!.category_id)).toBe(true);
    const byBrand = await allPages(`/api/products/by-brand?brand_id=${product!.brand_id}`);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((p) => p.brand_id === product!.brand_id)).toBe(true);
  });

  it.each([
    ['/api/products/by-category?category_id=9999', 404],
    ['/api/products/by-brand?brand_id=9999', 404],
    ['/api/products/by-category', 400],
    ['/api/products/by-brand?brand_id=abc', 400],
    ['/api/top_products?page=0', 400],
    ['/api/has_sale?page=x', 400],
  ] as const)('%s answers %i with a message', async (url, expected) => {
    const { status, body } = await getJson(ctx.app, url);
    expect(status).toBe(expected);
    expectErrorBody(body);
  });
});
