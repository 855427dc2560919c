/**
 * Product search (capability `search`): `GET /api/products?q=…` folds the
 * Arabic and English spellings shoppers mix up, forgives a typo, ranks by where the words match
 * (name, then brand or category, then description), and keeps filters, sorts and pages working
 * on the matches. The folding is the database's `libas_fold` (migration 0009), the typos
 * pg_trgm's, on PGlite and on PostgreSQL alike (TEST_DATABASE_URL).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { CAPABILITIES, PRODUCTS_PER_PAGE, ProductList, type Product, type StoreInfo } from '../../server/src/contract/catalog';
import * as t from '../../server/src/db/schema';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { databaseBefore } from './helpers/db';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
/** Product ids by seed slug. */
let idOf: (slug: string) => number;
beforeAll(async () => {
  ctx = await createTestApp();
  const rows = await ctx.database.db.select({ id: t.products.id, slug: t.products.slug }).from(t.products);
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  idOf = (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`No seeded product ${slug}`);
    return id;
  };
});
afterAll(() => ctx?.close());

const list = (url: string, lang: 'ar' | 'en' = 'ar') => getJson<ProductList>(ctx.app, url, lang);
const search = async (q: string, extra = '', lang: 'ar' | 'en' = 'ar') => {
  const { status, body } = await list(`/api/products?q=${encodeURIComponent(q)}${extra}`, lang);
  expect(status, q).toBe(200);
  expectShape(ProductList, body);
  return body;
};
const ids = (products: Product[]) => products.map((p) => p.id);

/** Every page of a search, checked for consistent paging on the way. */
async function allPages(q: string, extra = ''): Promise<Product[]> {
  const first = await search(q, `${extra}&page=1`);
  const products = [...first.data];
  for (let page = 2; page <= first.last_page; page++) {
    const body = await search(q, `${extra}&page=${page}`);
    expect([body.current_page, body.last_page, body.total]).toEqual([page, first.last_page, first.total]);
    products.push(...body.data);
  }
  expect(products).toHaveLength(first.total!);
  expect(new Set(ids(products)).size).toBe(first.total);
  return products;
}

describe('libas_fold (migration 0009)', () => {
  // Each pair folds to the same text: the spelling a shopper types, and the catalogue's.
  const pairs: [string, string][] = [
    ['عبايه', 'عباية'], // ة → ه
    ['عبـــاية', 'عباية'], // tatweel
    ['عَبَايَةٌ', 'عباية'], // diacritics
    ['فُسْتَانٌ', 'فستان'],
    ['مشجر', 'مشجّر'], // shadda
    ['عالٍ', 'عال'], // tanween
    ['احذيه', 'أحذية'], // أ → ا
    ['اكسسوارات', 'إكسسوارات'], // إ → ا
    ['امنه', 'آمنة'], // آ → ا
    ['الوصل', 'ٱلوصل'], // ٱ → ا
    ['خزامي', 'خزامى'], // ى → ي
    ['لولوه', 'لؤلؤة'], // ؤ → و
    ['هييه', 'هيئة'], // ئ → ي
    ['الجينز', 'جينز'], // the article
    ['ABAYA', 'abaya'],
    ['  t-shirt  ', 'T Shirt'],
    ['٣٨', '38'],
  ];
  it.each(pairs)('folds %s and %s alike', async (a, b) => {
    const result = await ctx.database.db.execute<{ a: string; b: string }>(sql`select libas_fold(${a}) as a, libas_fold(${b}) as b`);
    const [row] = (result as unknown as { rows: { a: string; b: string }[] }).rows;
    expect(row!.a).toBe(row!.b);
  });

  it('keeps different letters apart and collapses spaces', async () => {
    const result = await ctx.database.db.execute<{ f: string }>(sql`select libas_fold(${'  Classic   ABAYA،  عباية سوداء '}) as f, libas_fold('حقيبة') = libas_fold('حقيقة') as same`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ f: 'classic abaya عبايه سوداء', same: false });
  });
});

describe('GET /api/products?q=', () => {
  it('lists search in store-info capabilities', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { body } = await getJson<StoreInfo[]>(ctx.app, '/api/store-info', lang);
      expect(body[0]!.capabilities).toEqual([...CAPABILITIES]);
      expect(body[0]!.capabilities).toContain('search');
    }
  });

  it('finds the abayas by name in both languages, names first', async () => {
    const abayas = await ctx.database.db
      .select({ id: t.products.id })
      .from(t.products)
      .where(sql`${t.products.nameEn} ilike '%abaya%'`);
    expect(abayas.length).toBeGreaterThan(3);
    for (const q of ['abaya', 'Abaya', 'عباية', 'عبايه']) {
      const found = await allPages(q);
      // Every abaya, and the abayas by name before anything that only mentions one.
      expect(ids(found.slice(0, abayas.length)).sort(), q).toEqual(abayas.map((a) => a.id).sort());
    }
  });

  // Arabic spellings that fold alike find the same products, in the same order, as the catalogue's own.
  const spellings: [string, string, string][] = [
    ['عبايه', 'عباية', 'abaya-classic-crepe'],
    ['عبـــاية', 'عباية', 'abaya-classic-crepe'],
    ['عَبَايَة', 'عباية', 'abaya-classic-crepe'],
    ['فُسْتان', 'فستان', 'dress-floral-maxi'],
    ['مشجر', 'مشجّر', 'dress-floral-maxi'],
    ['احذيه', 'أحذية', 'shoes-crystal-slides'],
    ['اكسسوارات', 'إكسسوارات', 'acc-classic-leather-watch'],
    ['امامي', 'أمامي', 'abaya-zip-front'],
    ['خزامي', 'خزامى', 'dress-floral-maxi'],
    ['لولوه', 'لؤلؤة', 'bag-mini-crossbody'],
    ['الجينز', 'جينز', 'jeans-women-wide-leg'],
    ['ABAYA', 'abaya', 'abaya-classic-crepe'],
  ];
  it.each(spellings)('finds with %s what %s finds (%s among them)', async (typed, catalogue, slug) => {
    const [a, b] = [await search(typed), await search(catalogue)];
    expect(a).toEqual(b);
    expect(ids((await allPages(typed)))).toContain(idOf(slug));
  });

  // One letter dropped, changed or added.
  const typos: [string, string][] = [
    ['abya', 'abaya-classic-crepe'],
    ['abeya', 'abaya-classic-crepe'],
    ['abayya', 'abaya-classic-crepe'],
    ['jeens', 'jeans-women-wide-leg'],
    ['sunglases', 'acc-cat-eye-sunglasses'],
    ['clutsh', 'bag-beaded-clutch'],
    ['عبيه', 'abaya-classic-crepe'],
    ['عبايت', 'abaya-classic-crepe'],
    ['فسطان', 'dress-floral-maxi'],
    ['نضارة', 'acc-aviator-sunglasses'],
    ['سااعة', 'acc-steel-watch'],
    ['حقيبه كروز', 'bag-mini-crossbody'],
  ];
  it.each(typos)('forgives a typo: %s finds %s', async (q, slug) => {
    expect(ids(await allPages(q))).toContain(idOf(slug));
  });

  it('finds every product by its name in either language with a letter wrong in its longest word', async () => {
    const products = await ctx.database.db.select({ id: t.products.id, ar: t.products.nameAr, en: t.products.nameEn }).from(t.products);
    const misses: string[] = [];
    for (const p of products) {
      for (const [name, lang, wrong] of [[p.en, 'en', 'x'], [p.ar, 'ar', 'ظ']] as const) {
        const words = name.split(' ');
        const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
        const middle = longest.length >> 1;
        const typo = longest.slice(0, middle) + (longest[middle] === wrong ? 'q' : wrong) + longest.slice(middle + 1);
        const q = words.map((w) => (w === longest ? typo : w)).join(' ');
        const found = await search(q, '', lang);
        if (!ids(found.data).includes(p.id)) misses.push(`${q} (${name})`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('takes English plurals: abayas and dresses find the abayas and dresses by name', async () => {
    for (const [plural, singular] of [['abayas', 'abaya'], ['dresses', 'dress'], ['Shirts', 'shirt']]) {
      const named = await ctx.database.db.select({ id: t.products.id }).from(t.products).where(sql`${t.products.nameEn} ~* ${`\\m${singular}\\M`}`);
      expect(named.length, singular).toBeGreaterThan(0);
      const found = ids(await allPages(plural!));
      for (const { id } of named) expect(found, plural).toContain(id);
    }
  });

  it('needs every word: "black abaya" is narrower than "abaya"', async () => {
    const both = ids(await allPages('black abaya'));
    expect(both).toContain(idOf('abaya-classic-crepe'));
    const abaya = ids(await allPages('abaya'));
    for (const id of both) expect(abaya).toContain(id);
    expect(both.length).toBeLessThan(abaya.length);
  });

  it('suggests from the first letters typed', async () => {
    for (const q of ['ab', 'عب', 'dres']) expect((await search(q)).total, q).toBeGreaterThan(0);
    expect(ids((await search('ab')).data)).toContain(idOf('abaya-classic-crepe'));
  });

  it('applies filters, a sort and pages to the matches; highest_price stays the catalogue\'s', async () => {
    const all = await allPages('shirt');
    expect(all.length).toBeGreaterThan(PRODUCTS_PER_PAGE);
    const catalogue = (await list('/api/products')).body;
    const first = await search('shirt');
    expect(first.last_page).toBe(Math.ceil(all.length / PRODUCTS_PER_PAGE));
    expect(first.highest_price).toBe(catalogue.highest_price);

    // Past the last page: no data, the real total.
    expect(await search('shirt', '&page=99')).toEqual({ data: [], current_page: 99, last_page: first.last_page, total: all.length, highest_price: catalogue.highest_price });

    // A filter keeps exactly the matches that pass it.
    const category = all[0]!.category_id;
    const inCategory = await allPages('shirt', `&category_id=${category}`);
    expect(ids(inCategory).sort()).toEqual(ids(all.filter((p) => p.category_id === category)).sort());
    const cheap = await allPages('shirt', '&max_price=150');
    expect(ids(cheap).sort()).toEqual(ids(all.filter((p) => p.price <= 150)).sort());
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(all.length);

    // A sort orders the matches instead of the rank.
    const byPrice = await allPages('shirt', '&price_asc=1');
    expect(ids(byPrice).sort()).toEqual(ids(all).sort());
    const prices = byPrice.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filteredSorted = await allPages('abaya', `&max_price=600&price_desc=1`);
    expect(filteredSorted.length).toBeGreaterThan(1);
    expect(filteredSorted.every((p) => p.price <= 600)).toBe(true);
    expect(filteredSorted.map((p) => p.price)).toEqual(filteredSorted.map((p) => p.price).sort((a, b) => b - a));
  });

  it('answers no match with an empty list, total 0', async () => {
    const catalogue = (await list('/api/products')).body;
    for (const q of ['xyzzyqwv', 'ظظظظظ', '!!!', 'ـــ']) {
      expect(await search(q), q).toEqual({ data: [], current_page: 1, last_page: 1, total: 0, highest_price: catalogue.highest_price });
    }
  });

  it('suggests the nearest category when a search finds nothing, named in the request language', async () => {
    const abaya = (await search('abaya')).data[0]!;
    const [category] = await ctx.database.db.select().from(t.categories).where(eq(t.categories.id, abaya.category_id!));
    // Every word must match, so a word nothing has empties the list; the other word still points somewhere.
    for (const [q, lang, name] of [
      ['abaya xyzzyqwv', 'en', category!.nameEn],
      ['عبايه ظظظظظ', 'ar', category!.nameAr],
    ] as const) {
      const body = await search(q, '', lang);
      expect(body.total, q).toBe(0);
      expect(body.nearest_category, q).toEqual({ id: category!.id, name });
    }
    // A filter that leaves nothing gets the suggestion too; a search that finds does not.
    expect((await search('abaya', '&max_price=1')).nearest_category?.id).toBe(category!.id);
    expect((await search('abaya')).nearest_category).toBeUndefined();
  });

  it('treats a blank q as no search', async () => {
    const plain = (await list('/api/products?page=2&price_asc=1')).body;
    for (const q of ['', '%20', '%20%20%09']) {
      expect((await list(`/api/products?q=${q}&page=2&price_asc=1`)).body, q).toEqual(plain);
    }
  });

  it('answers 400 in the request language for a q over 100 characters, or a repeated q', async () => {
    const long = 'a'.repeat(101);
    const en = await getJson<{ message: string }>(ctx.app, `/api/products?q=${long}`, 'en');
    const ar = await getJson<{ message: string }>(ctx.app, `/api/products?q=${long}`, 'ar');
    expect([en.status, ar.status]).toEqual([400, 400]);
    expectErrorBody(en.body);
    expect(en.body.message).toMatch(/\bq\b/);
    expect(ar.body.message).not.toBe(en.body.message);
    // The limit is on the words: spaces around them do not count.
    expect((await list(`/api/products?q=${encodeURIComponent(`   ${'b'.repeat(100)}   `)}`)).status).toBe(200);
    const twice = await list('/api/products?q=abaya&q=dress');
    expect(twice.status).toBe(400);
    expectErrorBody(twice.body);
  });

  it('takes any text as words, never as SQL or a pattern', async () => {
    for (const q of ["abaya' or '1'='1", 'a%', '_', '\\', '(abaya', '[ab]*', 'abaya; drop table products', '😀 abaya', 'a'.repeat(100), 'a b c d e f g h i j k']) {
      const { status, body } = await list(`/api/products?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expectShape(ProductList, body);
    }
    expect(ids((await search('(abaya)')).data)).toEqual(ids((await search('abaya')).data));
  });

  it('answers the same matches whatever the request language', async () => {
    expect(ids((await search('عباية', '', 'en')).data)).toEqual(ids((await search('عباية', '', 'ar')).data));
  });
});

describe('search ranking', () => {
  const WORD = 'qirmizi';
  let made: { name: number; brand: number; description: number; brandId: number };

  beforeAll(async () => {
    const db = ctx.database.db;
    const [brand] = await db.insert(t.brands).values({ slug: 'qirmizi-atelier', nameAr: 'أتيليه قرمزي', nameEn: `${WORD} Atelier`, img: 'x.webp' }).returning();
    const product = (slug: string, daysAgo: number, fields: { nameEn?: string; descriptionEn?: string; brandId?: number }) => ({
      slug,
      categoryId: 1,
      brandId: fields.brandId ?? 1,
      nameAr: 'قطعة اختبار',
      nameEn: fields.nameEn ?? 'Test Piece',
      descriptionAr: '<p>وصف</p>',
      descriptionEn: fields.descriptionEn ?? '<p>A plain piece.</p>',
      seoDescriptionAr: '',
      seoDescriptionEn: '',
      seoKeywordsAr: '',
      seoKeywordsEn: '',
      priceHalalas: 10_000,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    // Newest first by default would put them description, brand, name.
    const rows = await db
      .insert(t.products)
      .values([
        product('rank-by-name', 30, { nameEn: `${WORD} Kaftan` }),
        product('rank-by-brand', 20, { brandId: brand!.id }),
        product('rank-by-description', 10, { descriptionEn: `<p>Dyed <strong>${WORD}</strong> red.</p>` }),
      ])
      .returning({ id: t.products.id, slug: t.products.slug });
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    made = { name: bySlug.get('rank-by-name')!, brand: bySlug.get('rank-by-brand')!, description: bySlug.get('rank-by-description')!, brandId: brand!.id };
  });

  afterAll(async () => {
    const db = ctx.database.db;
    await db.delete(t.products).where(inArray(t.products.id, [made.name, made.brand, made.description]));
    await db.delete(t.brands).where(eq(t.brands.id, made.brandId));
  });

  it('puts a name match above a brand match above a description match', async () => {
    expect(ids((await search(WORD)).data)).toEqual([made.name, made.brand, made.description]);
  });

  it('forgives typos in names, brands and categories, not in descriptions', async () => {
    const found = ids((await search('qirmisi')).data);
    expect(found.slice(0, 2)).toEqual([made.name, made.brand]);
    expect(found).not.toContain(made.description);
  });

  it('orders the matches by a sort flag instead', async () => {
    expect(ids((await search(WORD, '&created_desc=1')).data)).toEqual([made.description, made.brand, made.name]);
    expect(ids((await search(WORD, '&created_asc=1')).data)).toEqual([made.name, made.brand, made.description]);
  });
});

describe('search index upkeep (migration 0013)', () => {
  /** The product's rows in product_search_words, by physical position: rewritten rows move. */
  const indexRows = async (id: number) => {
    const result = await ctx.database.db.execute<{ row: string }>(sql`select ctid::text || ' ' || word as row from product_search_words where product_id = ${id} order by 1`);
    return (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
  };

  it('finds a product by its new name, brand or category at once, and no more once they change back', async () => {
    const db = ctx.database.db;
    const id = idOf('dress-floral-maxi');
    const [product] = await db.select().from(t.products).where(eq(t.products.id, id));
    const [brand] = await db.select().from(t.brands).where(eq(t.brands.id, product!.brandId));
    const [category] = await db.select().from(t.categories).where(eq(t.categories.id, product!.categoryId));
    const ofBrand = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.brandId, brand!.id));
    const ofCategory = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.categoryId, category!.id));
    try {
      await db.update(t.products).set({ nameEn: 'Zorbluff Gown', descriptionAr: '<p>قماش فلوبيري</p>' }).where(eq(t.products.id, id));
      await db.update(t.brands).set({ nameEn: 'Quellmar' }).where(eq(t.brands.id, brand!.id));
      await db.update(t.categories).set({ nameAr: 'مجموعة طرنفوشية' }).where(eq(t.categories.id, category!.id));
      expect(ids(await allPages('zorbluff'))).toEqual([id]);
      expect(ids(await allPages('فلوبيري'))).toEqual([id]);
      expect(ids(await allPages('quellmar')).sort()).toEqual(ofBrand.map((p) => p.id).sort());
      expect(ids(await allPages('طرنفوشيه')).sort()).toEqual(ofCategory.map((p) => p.id).sort());
    } finally {
      await db.update(t.products).set({ nameEn: product!.nameEn, descriptionAr: product!.descriptionAr }).where(eq(t.products.id, id));
      await db.update(t.brands).set({ nameEn: brand!.nameEn }).where(eq(t.brands.id, brand!.id));
      await db.update(t.categories).set({ nameAr: category!.nameAr }).where(eq(t.categories.id, category!.id));
    }
    for (const q of ['zorbluff', 'فلوبيري', 'quellmar', 'طرنفوشيه']) expect((await search(q)).total, q).toBe(0);
    expect(ids(await allPages(product!.nameEn))).toContain(id);
  });

  it('leaves the index alone when only sales or stock change, or a name is written unchanged', async () => {
    const db = ctx.database.db;
    const id = idOf('abaya-classic-crepe');
    const before = await indexRows(id);
    expect(before.length).toBeGreaterThan(5);
    await db.update(t.products).set({ soldCount: sql`${t.products.soldCount} + 1` }).where(eq(t.products.id, id));
    await db.update(t.productStock).set({ stock: sql`${t.productStock.stock} + 1` }).where(eq(t.productStock.productId, id));
    await db.execute(sql`update products set name_en = name_en where id = ${id}`);
    expect(await indexRows(id)).toEqual(before);
  });
});

describe('the distinct words (migration 0014)', () => {
  const distinctWords = async () => {
    const result = await ctx.database.db.execute<{ missing: number; extra: number }>(sql`
      select (select count(*) from (select word from product_search_words except select word from search_words) m)::int as missing,
             (select count(*) from search_words w where not exists (select 1 from product_search_words s where s.word = w.word))::int as extra`);
    return (result as unknown as { rows: { missing: number; extra: number }[] }).rows[0]!;
  };

  it('holds every word of the index, new ones as soon as a product has them', async () => {
    expect((await distinctWords()).missing).toBe(0);
    const db = ctx.database.db;
    const id = idOf('abaya-classic-crepe');
    const [product] = await db.select().from(t.products).where(eq(t.products.id, id));
    try {
      await db.update(t.products).set({ nameEn: 'Vexnorath Abaya' }).where(eq(t.products.id, id));
      expect((await distinctWords()).missing).toBe(0);
      expect(ids(await allPages('vexnorat'))).toEqual([id]);
    } finally {
      await db.update(t.products).set({ nameEn: product!.nameEn }).where(eq(t.products.id, id));
    }
    // The word stays among the distinct words, and matches nothing.
    expect((await distinctWords()).extra).toBeGreaterThan(0);
    expect((await search('vexnorath')).total).toBe(0);
  });

  it("fills them in for an existing database's catalogue, which searches as before", async () => {
    const { client, migrateRest, close } = await databaseBefore('0014');
    try {
      await client.exec(`
        insert into categories (id, slug, name_ar, name_en, img) values (1, 'c', 'عبايات', 'Abayas', 'c.webp');
        insert into brands (id, slug, name_ar, name_en, img) values (1, 'b', 'لمسة', 'Lamsa', 'b.webp');
        insert into products (id, slug, category_id, brand_id, name_ar, name_en, description_ar, description_en, seo_description_ar,
                              seo_description_en, seo_keywords_ar, seo_keywords_en, price_halalas)
        values (1, 'black', 1, 1, 'عباية سوداء', 'Black Abaya', '', '<p>Soft crepe</p>', '', '', '', '', 100),
               (2, 'navy', 1, 1, 'عباية كحلية', 'Navy Abaya', '', '', '', '', '', '', 100);`);
      const lookup = "select word, match, similarity, product_id, field from libas_search_lookup(array['abya', 'crep', 'عبايه'], 0.2, 2) order by 1, 2, 4, 5";
      const found = (await client.query(lookup)).rows;
      expect(found.length).toBeGreaterThan(4);
      await migrateRest();
      const words = (await client.query<{ word: string }>('select word from search_words order by word')).rows.map((r) => r.word);
      const indexed = (await client.query<{ word: string }>('select distinct word from product_search_words order by word')).rows.map((r) => r.word);
      expect(words).toEqual(indexed);
      expect((await client.query(lookup)).rows).toEqual(found);
    } finally {
      await close();
    }
  });
});

/** Products as the catalogue keeps them, read from the database (never from the API under test). */
async function catalogueRows() {
  const db = ctx.database.db;
  return db
    .select({ id: t.products.id, nameEn: t.products.nameEn, descriptionEn: t.products.descriptionEn, colors: t.products.colors, category: t.categories.slug })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId));
}

describe('colour and kind words (docs/product.md "Filters and search")', () => {
  it.each(['red dress', 'فستان احمر', 'فستان أحمر', 'فساتين حمراء', 'Red Dresses'])('"%s" finds exactly the dresses that come in red', async (q) => {
    const rows = await catalogueRows();
    const redDresses = rows.filter((p) => p.category === 'dresses' && p.colors.includes('red')).map((p) => p.id);
    expect(redDresses.length).toBeGreaterThanOrEqual(2);
    // Their names and descriptions do not say red: the colour is matched as the colour.
    for (const id of redDresses) expect(rows.find((p) => p.id === id)!.nameEn).not.toMatch(/red/i);
    expect(ids(await allPages(q)).sort((a, b) => a - b)).toEqual(redDresses.sort((a, b) => a - b));
  });

  it('"black abaya" and "عباية سوداء" list the abayas that come in black, and nothing else', async () => {
    const rows = await catalogueRows();
    const blackAbayas = rows.filter((p) => p.category === 'abayas' && p.colors.includes('black')).map((p) => p.id).sort((a, b) => a - b);
    expect(blackAbayas.length).toBeGreaterThan(2);
    for (const q of ['black abaya', 'عباية سوداء', 'عبايات سود']) expect(ids(await allPages(q)).sort((a, b) => a - b), q).toEqual(blackAbayas);
  });

  it('names the colours its words name, so the shop shows each product in the colour searched for', async () => {
    const colourOf = (p: Product, key: string) => p.specs[0]!.find((s) => s.key === 'color' && s.value === key);
    for (const [q, colours] of [
      ['عباية سوداء', ['black']],
      ['black abaya', ['black']],
      ['red dress', ['red']],
      ['فساتين حمراء', ['red']],
      ['grey abaya', ['grey']],
      ['abaya', undefined],
    ] as const) {
      const body = await search(q);
      expect(body.search_colors, q).toEqual(colours);
      // Each product found comes in the first colour named, whose photo the list names.
      if (colours) for (const p of body.data) expect(colourOf(p, colours[0])?.img, `${q}: ${p.name_en}`).toEqual(expect.any(String));
    }
    // Two colours, in the order the words name them.
    expect((await search('grey black')).search_colors).toEqual(['grey', 'black']);
    expect((await search('black grey')).search_colors).toEqual(['black', 'grey']);
    // Without a search, no colour is named.
    expect((await list('/api/products')).body.search_colors).toBeUndefined();
  });

  it('a kind word finds its category, whatever the products are called', async () => {
    const rows = await catalogueRows();
    const dresses = rows.filter((p) => p.category === 'dresses');
    // A dress whose name says neither dress nor فستان (a jalabiya) is a dress all the same.
    expect(dresses.some((p) => !/dress/i.test(p.nameEn))).toBe(true);
    for (const q of ['فستان', 'dress']) expect(ids(await allPages(q)), q).toEqual(expect.arrayContaining(dresses.map((p) => p.id)));
  });

  it('keeps the index in step when a product changes colour, or a colour gains a word', async () => {
    const db = ctx.database.db;
    const id = idOf('dress-floral-maxi');
    const [before] = await db.select({ colors: t.products.colors }).from(t.products).where(eq(t.products.id, id));
    try {
      await db.update(t.products).set({ colors: ['lilac'] }).where(eq(t.products.id, id));
      expect(ids(await allPages('purple dress'))).toContain(id);
      expect(ids(await allPages('red dress'))).not.toContain(id);
      await db.update(t.colors).set({ keywords: 'بنفسجي lavender violetta' }).where(eq(t.colors.key, 'lilac'));
      const lilac = (await catalogueRows()).filter((p) => p.colors.includes('lilac')).map((p) => p.id);
      expect(ids(await allPages('violetta')).sort((a, b) => a - b)).toEqual(lilac.sort((a, b) => a - b));
      expect(lilac).toContain(id);
    } finally {
      await db.update(t.colors).set({ keywords: 'ليلكية بنفسجي بنفسجية purple lavender' }).where(eq(t.colors.key, 'lilac'));
      await db.update(t.products).set({ colors: before!.colors }).where(eq(t.products.id, id));
    }
    expect(ids(await allPages('red dress'))).toContain(id);
    expect((await search('violetta')).total).toBe(0);
  });
});

describe('precision (docs/product.md "Filters and search")', () => {
  it('"abaya" lists the abayas, not the other pieces whose descriptions mention an abaya', async () => {
    const rows = await catalogueRows();
    const mentions = rows.filter((p) => p.category !== 'abayas' && !/abaya/i.test(p.nameEn) && /abaya/i.test(p.descriptionEn));
    expect(mentions.length).toBeGreaterThan(0);
    for (const q of ['abaya', 'عباية']) {
      const found = await allPages(q);
      expect(found.length, q).toBeGreaterThan(5);
      for (const product of found) expect(rows.find((p) => p.id === product.id)!.category, `${q}: ${product.name_en}`).toBe('abayas');
    }
  });

  it('still finds by description what names, brands and categories hardly have', async () => {
    const rows = await catalogueRows();
    const byDescription = rows.filter((p) => /wedding/i.test(p.descriptionEn) && !/wedding/i.test(p.nameEn)).map((p) => p.id);
    expect(byDescription.length).toBeGreaterThan(0);
    expect(ids(await allPages('wedding'))).toEqual(expect.arrayContaining(byDescription));
  });
});
