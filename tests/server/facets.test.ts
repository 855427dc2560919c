/**
 * Size, colour and stock filters with counts (capability `facets`, "Filters and search"):
 * `GET /api/products` takes `sizes`, `colors` (comma-separated, any of them) and `in_stock=1`, with
 * every other filter and a search, and answers `facets` only when asked (`facets=1`). Each count is
 * the total the list shows once that value alone is chosen. "In stock" with sizes or colours asks
 * for stock in one of those options (`product_stock`).
 */
import { and, eq } from 'drizzle-orm';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CAPABILITIES, ProductList, SIZE_GROUPS, type Product, type ProductFacets, type StoreInfo } from '../../server/src/contract/catalog';
import * as t from '../../server/src/db/schema';
import { compareSizes, sizeGroup, sizeKey } from '../../server/src/services/sizes';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';
import { setStock, stockEveryOption } from './helpers/stock';

let ctx: TestApp;
afterAll(() => ctx?.close());

/** The catalogue as the filters see it, read from the database (never from the API under test). */
interface Row {
  id: number;
  categoryId: number;
  brandId: number;
  sizes: string[];
  colors: string[];
  stock: number;
  /** What its category's number sizes measure. */
  measure: 'length' | 'waist' | 'shoes' | 'belts' | null;
  /** `color\nsize` of each option with stock. */
  stocked: Set<string>;
}
let catalogue: Row[];

async function readCatalogue() {
  const { db } = ctx.database;
  const rows = await db
    .select({
      id: t.products.id,
      categoryId: t.products.categoryId,
      brandId: t.products.brandId,
      sizes: t.products.sizes,
      colors: t.products.colors,
      stock: t.products.stock,
      measure: t.categories.sizeMeasure,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId));
  const options = await db.select().from(t.productStock);
  catalogue = rows.map((row) => ({
    ...row,
    stocked: new Set(options.filter((o) => o.productId === row.id && o.stock > 0).map((o) => `${o.color}\n${o.size}`)),
  }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  await readCatalogue();
});

interface Filters {
  sizes?: string[];
  colors?: string[];
  inStock?: boolean;
  categoryId?: number;
}

/** A product's size as the filter names it: a number with what its category measures (`shoes:38`). */
const keyOf = (p: Row, size: string) => sizeKey(size, p.measure);
/** A size of `p` is chosen by its filter value, or by the bare size (`38`, whatever it measures). */
const chosen = (p: Row, size: string, sizes: string[]) => sizes.includes(keyOf(p, size)) || sizes.includes(size);

/** The rule, restated: any chosen size, any chosen colour, and stock in an option of those. */
function expected({ sizes = [], colors = [], inStock = false, categoryId }: Filters): number[] {
  return catalogue
    .filter((p) => categoryId === undefined || p.categoryId === categoryId)
    .filter((p) => sizes.length === 0 || p.sizes.some((s) => chosen(p, s, sizes)))
    .filter((p) => colors.length === 0 || p.colors.some((c) => colors.includes(c)))
    .filter((p) => {
      if (!inStock) return true;
      if (sizes.length === 0 && colors.length === 0) return p.stock > 0;
      return [...p.stocked].some((option) => {
        const [color = '', size = ''] = option.split('\n');
        return (sizes.length === 0 || chosen(p, size, sizes)) && (colors.length === 0 || colors.includes(color));
      });
    })
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

const query = ({ sizes, colors, inStock, categoryId }: Filters) =>
  [
    sizes && `sizes=${encodeURIComponent(sizes.join(','))}`,
    colors && `colors=${encodeURIComponent(colors.join(','))}`,
    inStock && 'in_stock=1',
    categoryId && `category_id=${categoryId}`,
  ]
    .filter(Boolean)
    .join('&');

async function list(url: string, lang: 'ar' | 'en' = 'ar') {
  const { status, body } = await getJson<ProductList>(ctx.app, url, lang);
  expect(status, url).toBe(200);
  expectShape(ProductList, body);
  return body;
}

/** Every product of a list, across its pages. */
async function allIds(search: string): Promise<number[]> {
  const first = await list(`/api/products?${search}&page=1`);
  const products: Product[] = [...first.data];
  for (let page = 2; page <= first.last_page; page++) products.push(...(await list(`/api/products?${search}&page=${page}`)).data);
  expect(products).toHaveLength(first.total!);
  return products.map((p) => p.id).sort((a, b) => a - b);
}

const sizesOf = (p: Product) => p.specs[0]!.filter((s) => s.key === 'size').map((s) => s.value);
const colorsOf = (p: Product) => p.specs[0]!.filter((s) => s.key === 'color').map((s) => s.value);

describe('GET /api/products: sizes, colors and in_stock', () => {
  it('lists facets in store-info capabilities', async () => {
    const { body } = await getJson<StoreInfo[]>(ctx.app, '/api/store-info');
    expect(CAPABILITIES).toContain('facets');
    expect(body[0]!.capabilities).toContain('facets');
  });

  it('filters by one size: exactly the products that come in it', async () => {
    const ids = await allIds('sizes=M');
    expect(ids).toEqual(expected({ sizes: ['M'] }));
    expect(ids.length).toBeGreaterThan(12);
    const page = await list('/api/products?sizes=M');
    for (const product of page.data) expect(sizesOf(product)).toContain('M');
  });

  it('filters by a size that is a word, and by several sizes (any of them)', async () => {
    expect(await allIds('sizes=One%20Size')).toEqual(expected({ sizes: ['One Size'] }));
    const either = await allIds('sizes=XS,46');
    expect(either).toEqual(expected({ sizes: ['XS', '46'] }));
    expect(either.length).toBeGreaterThan((await allIds('sizes=XS')).length);
  });

  it('filters by colours (any of them), by colour key', async () => {
    expect(await allIds('colors=navy')).toEqual(expected({ colors: ['navy'] }));
    const page = await list('/api/products?colors=navy,emerald');
    expect(page.total).toBe(expected({ colors: ['navy', 'emerald'] }).length);
    for (const product of page.data) expect(colorsOf(product).some((c) => c === 'navy' || c === 'emerald')).toBe(true);
  });

  it('in_stock=1 lists the products with stock', async () => {
    const inStock = expected({ inStock: true });
    expect(inStock.length).toBeLessThan(catalogue.length);
    expect(await allIds('in_stock=1')).toEqual(inStock);
    expect((await list('/api/products?in_stock=0')).total).toBe(catalogue.length);
  });

  it('combines sizes, colours and stock with each other and with the other filters', async () => {
    const withM = catalogue.find((p) => p.sizes.includes('M') && p.colors.includes('black'))!;
    const filters: Filters = { sizes: ['M', 'L'], colors: ['black', 'white'], inStock: true, categoryId: withM.categoryId };
    const ids = await allIds(query(filters));
    expect(ids).toEqual(expected(filters));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(expected({ categoryId: withM.categoryId }).length);

    // Brand, price, rating and a sort still apply, and pages stay consistent.
    const narrowed = await list(`/api/products?${query({ sizes: ['M'] })}&brand_id=${withM.brandId}&minPrice=1&max_price=100000&price_asc=1`);
    const byBrand = expected({ sizes: ['M'] }).filter((id) => catalogue.find((p) => p.id === id)!.brandId === withM.brandId);
    expect(narrowed.total).toBe(byBrand.length);
    const prices = narrowed.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('narrows a search (q) the same way', async () => {
    const abayas = await allIds('q=abaya');
    const sized = await allIds('q=abaya&sizes=56&in_stock=1');
    expect(sized.length).toBeGreaterThan(0);
    expect(sized).toEqual(abayas.filter((id) => expected({ sizes: ['56'], inStock: true }).includes(id)));
  });

  it('matches nothing for values no product has, and treats a blank list as no filter', async () => {
    expect((await list('/api/products?sizes=XXXXL')).total).toBe(0);
    expect((await list('/api/products?colors=plaid')).total).toBe(0);
    expect((await list('/api/products?sizes=M,XXXXL')).total).toBe(expected({ sizes: ['M'] }).length);
    expect((await list('/api/products?sizes=&colors=')).total).toBe(catalogue.length);
    expect((await list('/api/products?sizes=,%20,')).total).toBe(catalogue.length);
    expect((await list('/api/products?sizes=%20M%20,M')).total).toBe(expected({ sizes: ['M'] }).length);
  });

  it('answers 400 in the request language for too many or too long values, a repeated key or a bad flag', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `S${i}`).join(',');
    for (const url of [
      `/api/products?sizes=${many}`,
      `/api/products?colors=${'x'.repeat(41)}`,
      `/api/products?sizes=${'x,'.repeat(500)}`,
      '/api/products?sizes=M&sizes=L',
      '/api/products?in_stock=2',
      '/api/products?in_stock=yes',
      '/api/products?facets=2',
    ]) {
      for (const lang of ['ar', 'en'] as const) {
        const response = await ctx.app.inject({ url, headers: { 'accept-language': lang } });
        expect(response.statusCode, url).toBe(400);
        expectErrorBody(response.json());
        if (lang === 'ar') expect(response.json().message).toMatch(/[\u0600-\u06ff]/);
      }
    }
    const en = await getJson<{ message: string }>(ctx.app, `/api/products?sizes=${many}`, 'en');
    expect(en.body.message).toMatch(/at most 20 values/);
    // Twenty values of forty characters are fine.
    expect((await list(`/api/products?colors=${Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 'c')).join(',')}`)).total).toBe(0);
  });
});

describe('GET /api/products?facets=1', () => {
  it('answers facets only when asked, so a call without them costs no more', async () => {
    expect(await list('/api/products')).not.toHaveProperty('facets');
    expect(await list('/api/products?facets=0')).not.toHaveProperty('facets');
    const body = await list('/api/products?facets=1');
    expect(body.facets).toBeDefined();
    expect(body.data).toEqual((await list('/api/products')).data);
  });

  it('names colours in both languages with their swatch, sorted by name in the request language, and sizes smallest first', async () => {
    const ar = (await list('/api/products?facets=1', 'ar')).facets!;
    const en = (await list('/api/products?facets=1', 'en')).facets!;
    const black = en.colors.find((c) => c.value === 'black');
    expect(black).toEqual({ value: 'black', label: 'أسود', label_en: 'Black', hex: expect.stringMatching(/^#[0-9a-f]{6}$/i), count: expected({ colors: ['black'] }).length });
    const names = en.colors.map((c) => c.label_en.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(ar.colors.map((c) => c.value))).toEqual(new Set(en.colors.map((c) => c.value)));
    const sizes = en.sizes.map((s) => s.value);
    expect(sizes).toEqual([...sizes].sort(compareSizes));
    expect(en.sizes.find((s) => s.value === 'One Size')).toMatchObject({ label: 'مقاس واحد', label_en: 'One Size' });
    // Every size and colour of the catalogue, each once, a number with what it measures.
    expect(new Set(sizes)).toEqual(new Set(catalogue.flatMap((p) => p.sizes.map((size) => keyOf(p, size)))));
    expect(sizes).toHaveLength(new Set(sizes).size);
  });

  // Each count is the list's total with that value alone chosen in its group (the others kept).
  const combinations: [string, Filters & { q?: string }][] = [
    ['nothing', {}],
    ['a size and a colour', { sizes: ['M'], colors: ['black'] }],
    ['in stock in a category', { inStock: true, categoryId: 1 }],
    ['two sizes, a colour and stock', { sizes: ['S', '40'], colors: ['beige'], inStock: true }],
    ['a shoe size and a waist, in stock', { sizes: ['shoes:40', 'waist:32'], inStock: true }],
    ['a search', { q: 'abaya' }],
    ['a search, in stock', { q: 'abaya', inStock: true, sizes: ['56'] }],
  ];
  it.each(combinations)('gives counts that equal the filtered totals: %s', async (_, { q, ...filters }) => {
    const base = [q && `q=${encodeURIComponent(q)}`, query(filters)].filter(Boolean).join('&');
    const body = await list(`/api/products?${base}&facets=1`);
    const facets: ProductFacets = body.facets!;
    expect(facets.sizes.length + facets.colors.length).toBeGreaterThan(0);
    for (const size of facets.sizes) {
      if (!filters.sizes?.includes(size.value)) expect(size.count, size.value).toBeGreaterThan(0);
      const { total } = await list(`/api/products?${[q && `q=${encodeURIComponent(q)}`, query({ ...filters, sizes: [size.value] })].filter(Boolean).join('&')}`);
      expect(total, `size ${size.value}`).toBe(size.count);
    }
    for (const color of facets.colors) {
      const { total } = await list(`/api/products?${[q && `q=${encodeURIComponent(q)}`, query({ ...filters, colors: [color.value] })].filter(Boolean).join('&')}`);
      expect(total, `colour ${color.value}`).toBe(color.count);
    }
    const { total } = await list(`/api/products?${[q && `q=${encodeURIComponent(q)}`, query({ ...filters, inStock: true })].filter(Boolean).join('&')}`);
    expect(facets.in_stock).toBe(total);
    if (!q) {
      // And they are the rule's counts.
      for (const size of facets.sizes) expect(size.count, size.value).toBe(expected({ ...filters, sizes: [size.value] }).length);
      expect(facets.in_stock).toBe(expected({ ...filters, inStock: true }).length);
    }
  });

  it('lists a chosen value that nothing matches at 0, so it can be taken back, but not unchosen ones', async () => {
    const body = await list('/api/products?sizes=XXXXL,M&colors=plaid,black&facets=1');
    expect(body.facets!.sizes).toContainEqual({ value: 'XXXXL', label: 'XXXXL', label_en: 'XXXXL', group: 'other', count: 0 });
    expect(body.facets!.sizes.find((s) => s.value === 'M')!.count).toBeGreaterThan(0);
    // An unknown colour key has no name to show: it is not listed.
    expect(body.facets!.colors.map((c) => c.value)).not.toContain('plaid');
    // A colour only the chosen sizes lack is not listed.
    const kids = await list('/api/products?sizes=0-3M&facets=1');
    for (const color of kids.facets!.colors) expect(color.count).toBeGreaterThan(0);
  });

  it('answers the facets and the real total on an empty page, past the end or when nothing matches', async () => {
    const full = await list('/api/products?sizes=M&facets=1');
    const past = await list('/api/products?sizes=M&facets=1&page=999');
    expect(past.data).toEqual([]);
    expect(past.total).toBe(full.total);
    expect(past.facets).toEqual(full.facets);
    const none = await list('/api/products?q=abaya&sizes=24&facets=1');
    expect(none.total).toBe(0);
    expect(none.facets!.sizes.find((s) => s.value === '24')).toMatchObject({ count: 0 });
    expect(none.facets!.sizes.filter((s) => s.count > 0).length).toBeGreaterThan(0);
  });
});

describe('in stock with sizes or colours: stock per option', () => {
  it('lists a product for a size only while that size has stock, and counts it so', async () => {
    const product = catalogue.find((p) => p.sizes.length >= 2 && p.colors.length >= 1 && p.stock > 0)!;
    const [first, second] = product.sizes as [string, string];
    // All its stock on its first colour and size: the second size is sold out in every colour.
    await setStock(ctx.database.db, product.id, 5, { color: product.colors[0]!, size: first });
    await readCatalogue();

    const soldOut = await allIds(query({ sizes: [second], inStock: true }));
    expect(soldOut).not.toContain(product.id);
    expect(soldOut).toEqual(expected({ sizes: [second], inStock: true }));
    // It has the size, and stock overall: without in_stock, and in stock without a size, it is listed.
    expect(await allIds(query({ sizes: [second] }))).toContain(product.id);
    expect(await allIds(query({ inStock: true }))).toContain(product.id);
    expect(await allIds(query({ sizes: [first], inStock: true }))).toContain(product.id);
    expect(await allIds(query({ sizes: [second, first], inStock: true }))).toContain(product.id);
    // A colour in stock only in another size.
    if (product.colors[1]) expect(await allIds(query({ colors: [product.colors[1]], sizes: [first], inStock: true }))).not.toContain(product.id);

    const facets = (await list(`/api/products?${query({ inStock: true, categoryId: product.categoryId })}&facets=1`)).facets!;
    for (const size of [first, second]) {
      const count = facets.sizes.find((s) => s.value === keyOf(product, size))?.count ?? 0;
      expect(count, size).toBe(expected({ sizes: [size], inStock: true, categoryId: product.categoryId }).length);
      expect(count, size).toBe((await list(`/api/products?${query({ sizes: [size], inStock: true, categoryId: product.categoryId })}`)).total);
    }

    // Sold out altogether: gone from in_stock, still listed without it.
    await setStock(ctx.database.db, product.id, 0);
    await readCatalogue();
    expect(await allIds(query({ inStock: true }))).not.toContain(product.id);
    expect(await allIds(query({ sizes: [first] }))).toContain(product.id);
  });
});

describe('sizes by what they fit, in natural order', () => {
  it("puts letters first, then lengths, waists and shoes by value, children's ages (months before years), belts, then the rest", () => {
    const sizes = ['One Size', 'shoes:42', '2-3', 'XL', 'belts:110', '0-3M', 'S', '12-18M', 'waist:38', '10-11', 'XXS', 'waist:24', 'M', '6-12M', 'length:54', 'shoes:38', '9'];
    expect([...sizes].sort(compareSizes)).toEqual([
      'XXS', 'S', 'M', 'XL', 'length:54', 'waist:24', 'waist:38', 'shoes:38', 'shoes:42', '0-3M', '6-12M', '12-18M', '2-3', '10-11', 'belts:110', '9', 'One Size',
    ]);
    expect(['xl', 'waist:38', 'shoes:38', 'length:54', 'belts:90', '4-5', '3-6M', '38', 'One Size'].map(sizeGroup)).toEqual([
      'letters', 'waist', 'shoes', 'length', 'belts', 'ages', 'ages', 'other', 'other',
    ]);
  });

  it('groups the demo catalogue by what its sizes fit: abayas and thobes by length, trousers and jeans by waist, shoes by EU size', async () => {
    const { sizes } = (await list('/api/products?facets=1', 'en')).facets!;
    const group = (name: string) => sizes.filter((s) => s.group === name).map((s) => s.label_en);
    expect(group('length')).toEqual(['52', '54', '56', '58', '60', '62']);
    expect(group('waist')).toEqual(['24', '26', '28', '30', '32', '34', '36', '38']);
    expect(group('shoes')).toEqual(expect.arrayContaining(['24', '34', '36', '38', '46']));
    expect(group('belts')).toEqual(['85', '90', '95', '100', '105', '110']);
    // 38 is a waist and a shoe size: two choices, each listing only its own.
    const waist = await allIds('sizes=waist:38');
    const shoe = await allIds('sizes=shoes:38');
    expect(waist.length).toBeGreaterThan(0);
    expect(shoe.length).toBeGreaterThan(0);
    expect(waist.filter((id) => shoe.includes(id))).toEqual([]);
    expect(waist).toEqual(expected({ sizes: ['waist:38'] }));
    expect(shoe).toEqual(expected({ sizes: ['shoes:38'] }));
    // A bare 38, as an older address may carry, still lists both.
    expect(await allIds('sizes=38')).toEqual([...waist, ...shoe].sort((a, b) => a - b));
    expect(sizes.find((s) => s.value === 'shoes:38')!.count).toBe(shoe.length);
  });

  it("names children's ages in Arabic in words, and leaves them as they are in English", async () => {
    const { sizes } = (await list('/api/products?facets=1', 'ar')).facets!;
    const ages = sizes.filter((s) => s.group === 'ages');
    expect(ages.map((s) => s.label)).toEqual(['0–3 أشهر', '3–6 أشهر', '6–12 شهرًا', '12–18 شهرًا', '2–3 سنوات', '4–5 سنوات', '6–7 سنوات', '8–9 سنوات', '10–11 سنة', '12–13 سنة']);
    expect(ages.map((s) => s.label_en)).toEqual(['0-3M', '3-6M', '6-12M', '12-18M', '2-3', '4-5', '6-7', '8-9', '10-11', '12-13']);
    // The product's own options name them alike.
    const baby = (await list('/api/products?sizes=0-3M')).data[0]!;
    expect(baby.specs[0]!.find((s) => s.value === '0-3M')).toMatchObject({ label: '0–3 أشهر', label_en: '0-3M' });
  });

  it('answers each size with its kind, the kinds one after another in their order', async () => {
    const { sizes } = (await list('/api/products?facets=1', 'en')).facets!;
    for (const size of sizes) expect(size.group, size.value).toBe(sizeGroup(size.value));
    const groups = sizes.map((s) => s.group!);
    // Each kind in one run, the runs in SIZE_GROUPS' order.
    const runs = groups.filter((group, i) => group !== groups[i - 1]);
    expect(runs).toEqual(SIZE_GROUPS.filter((group) => groups.includes(group)));
    expect(runs).toEqual(['letters', 'length', 'waist', 'shoes', 'ages', 'belts', 'other']);
  });
});

describe('facets fit the list', () => {
  const offered = async (search: string) => {
    const { facets } = await list(`/api/products?${search}&facets=1`, 'en');
    return { sizes: facets!.sizes.map((s) => s.value), colors: facets!.colors.map((c) => c.value) };
  };
  const valuesOf = (ids: number[]) => {
    const rows = catalogue.filter((p) => ids.includes(p.id));
    return { sizes: [...new Set(rows.flatMap((p) => p.sizes.map((size) => keyOf(p, size))))].sort(compareSizes), colors: new Set(rows.flatMap((p) => p.colors)) };
  };

  it.each([
    ['a category', () => `category_id=${catalogue[0]!.categoryId}`],
    ['a brand', () => `brand_id=${catalogue[0]!.brandId}`],
    ['a search', () => 'q=abaya'],
  ])('offers on %s only the sizes and colours of its products', async (_, search) => {
    const ids = await allIds(search());
    const { sizes, colors } = await offered(search());
    const own = valuesOf(ids);
    expect(sizes).toEqual(own.sizes);
    expect(new Set(colors)).toEqual(own.colors);
    expect(sizes.length).toBeLessThan(new Set(catalogue.flatMap((p) => p.sizes)).size);
  });

  it('lists a size with a colour and in stock only where that colour in that size has stock', async () => {
    // A product in black and another colour, in two sizes: black sold out in the first size only.
    const product = catalogue.find((p) => p.colors.includes('black') && p.colors.length >= 2 && p.sizes.length >= 2)!;
    const [size, other] = product.sizes as [string, string];
    const otherColor = product.colors.find((c) => c !== 'black')!;
    await stockEveryOption(ctx.database.db, product.id, 3);
    await ctx.database.db
      .update(t.productStock)
      .set({ stock: 0 })
      .where(and(eq(t.productStock.productId, product.id), eq(t.productStock.color, 'black'), eq(t.productStock.size, size)));
    await readCatalogue();
    expect(await allIds(query({ sizes: [size], colors: ['black'], inStock: true }))).not.toContain(product.id);
    expect(await allIds(query({ sizes: [size], colors: [otherColor], inStock: true }))).toContain(product.id);
    expect(await allIds(query({ sizes: [other], colors: ['black'], inStock: true }))).toContain(product.id);
    expect(await allIds(query({ sizes: [size], colors: ['black'] }))).toContain(product.id);
  });
});

describe('several brands and categories (`facets`)', () => {
  const ofBrands = (ids: number[]) => catalogue.filter((p) => ids.includes(p.brandId)).map((p) => p.id).sort((a, b) => a - b);
  const ofCategories = (ids: number[]) => catalogue.filter((p) => ids.includes(p.categoryId)).map((p) => p.id).sort((a, b) => a - b);

  it('lists the products of any of the brands, or of any of the categories, with the other filters', async () => {
    const [a, b] = [...new Set(catalogue.map((p) => p.brandId))] as [number, number];
    expect(await allIds(`brands=${a},${b}`)).toEqual(ofBrands([a, b]));
    expect(ofBrands([a, b]).length).toBeGreaterThan(ofBrands([a]).length);
    const [c, d] = [...new Set(catalogue.map((p) => p.categoryId))] as [number, number];
    expect(await allIds(`categories=${c},${d}`)).toEqual(ofCategories([c, d]));
    // Combined with each other, the single-id parameters, sizes and the counts.
    const both = ofBrands([a, b]).filter((id) => ofCategories([c, d]).includes(id));
    expect(await allIds(`brands=${a},${b}&categories=${c},${d}`)).toEqual(both);
    expect(await allIds(`brands=${a},${b}&brand_id=${a}`)).toEqual(ofBrands([a]));
    const sized = await list(`/api/products?categories=${c},${d}&sizes=M&facets=1`);
    expect(sized.total).toBe(expected({ sizes: ['M'] }).filter((id) => ofCategories([c, d]).includes(id)).length);
    expect(sized.facets!.sizes.find((s) => s.value === 'M')!.count).toBe(sized.total);
  });

  it('answers 400 in the request language for ids that are not whole numbers, or too many', async () => {
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    for (const url of ['/api/products?brands=1,x', '/api/products?categories=0', `/api/products?brands=${many}`, '/api/products?categories=1.5']) {
      const ar = await getJson<{ message: string }>(ctx.app, url, 'ar');
      expect(ar.status, url).toBe(400);
      expectErrorBody(ar.body);
      expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await list('/api/products?brands=1,%201,')).total).toBe(ofBrands([1]).length);
  });
});
