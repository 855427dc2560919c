/**
 * Size guides (docs/product.md, "Size guide"; capability `size-guide`): each demo category with
 * sizes answers its guide in the request's language, a category without one answers none, and a
 * database seeded before guides existed is given them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES, type StoreInfo } from '../../server/src/contract/catalog';
import { SizeGuideList } from '../../server/src/contract/size-guides';
import { categories, sizeGuides } from '../../server/src/db/schema';
import { completeSeed } from '../../server/src/db/seed';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function categoryId(slug: string) {
  const [row] = await ctx.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

const guideOf = async (slug: string, lang: 'ar' | 'en' = 'en') => {
  const { status, body } = await getJson<SizeGuideList>(ctx.app, `/api/size-guides?category_id=${await categoryId(slug)}`, lang);
  expect(status).toBe(200);
  expectShape(SizeGuideList, body);
  return body.data;
};

describe('GET /api/size-guides', () => {
  it('is listed as the capability size-guide', async () => {
    expect(CAPABILITIES).toContain('size-guide');
    const { body } = await getJson<StoreInfo[]>(ctx.app, '/api/store-info');
    expect(body[0]!.capabilities).toContain('size-guide');
  });

  it('gives abayas their guide by length and height, 52 to 60, in English and in Arabic', async () => {
    const [en] = await guideOf('abayas');
    expect(en).toMatchObject({ kind: 'abaya', title: 'Abaya size guide', columns: ['Size', 'Abaya length (cm)', 'Your height (cm)'] });
    expect(en!.rows.map((row) => row[0])).toEqual(['52', '54', '56', '58', '60']);
    const [ar] = await guideOf('abayas', 'ar');
    expect(ar).toMatchObject({ kind: 'abaya', title: 'دليل مقاسات العبايات', columns: ['المقاس', 'طول العباية (سم)', 'طول القامة (سم)'] });
    expect(ar!.rows).toEqual(en!.rows);
  });

  it('gives each demo kind its guide: thobes, letter sizes with chest, waist and hip, shoes EU 36 to 46, children by age', async () => {
    expect((await guideOf('thobes'))[0]!.kind).toBe('thobe');
    for (const slug of ['dresses', 'shirts', 'tshirts', 'trousers']) {
      const [guide] = await guideOf(slug);
      expect(guide!.kind, slug).toBe('letters');
      expect(guide!.columns).toEqual(['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)']);
      expect(guide!.rows.map((row) => row[0])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    }
    const [shoes] = await guideOf('shoes');
    expect(shoes!.rows.map((row) => row[0])).toEqual(['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46']);
    const [kids] = await guideOf('kids', 'ar');
    expect(kids!.columns[0]).toBe('العمر');
    expect(kids!.rows.map((row) => row[0])).toContain('4-5');
    // Its ages are named as the size picker names them in Arabic; English needs no names of its own.
    expect(kids!.size_names).toEqual(['0–3 أشهر', '3–6 أشهر', '6–12 شهرًا', '12–18 شهرًا', '2–3 سنوات', '4–5 سنوات', '6–7 سنوات', '8–9 سنوات', '10–11 سنة', '12–13 سنة']);
    expect((await guideOf('kids'))[0]).not.toHaveProperty('size_names');
    expect(shoes).not.toHaveProperty('size_names');
    // Every row has a cell per column.
    for (const guide of [shoes!, kids!]) for (const row of guide.rows) expect(row).toHaveLength(guide.columns.length);
  });

  it('answers no guide for a category without one, or an unknown category, and 400 for a bad id', async () => {
    expect(await guideOf('bags')).toEqual([]);
    expect((await getJson<SizeGuideList>(ctx.app, '/api/size-guides?category_id=99999')).body).toEqual({ data: [] });
    const bad = await getJson(ctx.app, '/api/size-guides?category_id=abc');
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body);
  });

  it('is given to a database seeded before size guides, once', async () => {
    const db = ctx.database.db;
    await db.update(categories).set({ sizeGuideId: null });
    await db.delete(sizeGuides);
    expect(await guideOf('abayas')).toEqual([]);
    expect(await completeSeed(db)).toBe(true);
    expect((await guideOf('abayas'))[0]!.kind).toBe('abaya');
    expect((await guideOf('shoes'))[0]!.kind).toBe('shoes');
    expect(await completeSeed(db)).toBe(false);
  });
});

describe("the guides' Arabic wording", () => {
  it('reaches a database seeded with the earlier wording, leaving a guide the trader wrote alone', async () => {
    const { db } = ctx.database;
    const [abaya] = await db.select().from(sizeGuides).where(eq(sizeGuides.key, 'abaya'));
    const [shoes] = await db.select().from(sizeGuides).where(eq(sizeGuides.key, 'shoes'));
    const earlier = 'المقاس هو طول العباءة بالبوصة من الكتف إلى الطرف. اختاري المقاس الذي يصل إلى الكاحل، ومع الكعب العالي مقاسًا أكبر.';
    const columns = abaya!.columns.map((column) => ({ ...column, ar: column.ar.replace('العباية', 'العباءة') }));
    const own = 'ملاحظة كتبها التاجر: قيسي قدمك.';
    try {
      await db.update(sizeGuides).set({ noteAr: earlier, columns }).where(eq(sizeGuides.id, abaya!.id));
      await db.update(sizeGuides).set({ noteAr: own }).where(eq(sizeGuides.id, shoes!.id));
      const migration = readFileSync(join(__dirname, '../../server/drizzle/0022_size_guide_wording.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
      const [fixed] = await db.select().from(sizeGuides).where(eq(sizeGuides.id, abaya!.id));
      expect(fixed).toEqual(abaya);
      expect((await db.select().from(sizeGuides).where(eq(sizeGuides.id, shoes!.id)))[0]!.noteAr).toBe(own);
    } finally {
      await db.update(sizeGuides).set({ noteAr: abaya!.noteAr, columns: abaya!.columns }).where(eq(sizeGuides.id, abaya!.id));
      await db.update(sizeGuides).set({ noteAr: shoes!.noteAr }).where(eq(sizeGuides.id, shoes!.id));
    }
  });
});
