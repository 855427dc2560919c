/**
 * The seeded catalogue looks like a real shop and is the same on every seed.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc } from 'drizzle-orm';
import * as t from '../../server/src/db/schema';
import { createTestDatabase, type TestDatabase } from './helpers/db';

const NOW = new Date('2025-03-01T09:00:00Z');
let first: TestDatabase;

beforeAll(async () => {
  first = await createTestDatabase({ seed: { now: NOW } });
});
afterAll(() => first?.close());

const hasArabic = (s: string) => /[\u0600-\u06FF]/.test(s);
const bilingual = (ar: string, en: string) => hasArabic(ar) && en.trim().length > 0 && !hasArabic(en);

describe('the demo catalogue', () => {
  it('has at least 80 products across at least 8 categories and 10 brands', async () => {
    const products = await first.db.select().from(t.products);
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.brandId)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives every product names and descriptions in both languages, a price, stock, colours, sizes, 2 to 5 images and reviews', async () => {
    const products = await first.db.select().from(t.products);
    for (const p of products) {
      const where = `product ${p.slug}`;
      expect(bilingual(p.nameAr, p.nameEn), where).toBe(true);
      expect(bilingual(p.descriptionAr, p.descriptionEn), where).toBe(true);
      expect(p.priceHalalas, where).toBeGreaterThan(0);
      expect(p.colors.length, where).toBeGreaterThan(0);
      expect(p.sizes.length, where).toBeGreaterThan(0);
      expect(p.images.length, where).toBeGreaterThanOrEqual(2);
      expect(p.images.length, where).toBeLessThanOrEqual(5);
      expect(p.reviewCount, where).toBeGreaterThan(0);
    }
    expect(products.some((p) => p.stock === 0), 'some out of stock').toBe(true);
    expect(products.some((p) => p.stock > 0 && p.stock <= 5), 'some low in stock').toBe(true);
  });

  it('puts about a quarter of the products on sale', async () => {
    const products = await first.db.select().from(t.products);
    const share = products.filter((p) => p.discount > 0).length / products.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.35);
  });

  it('has the content of the home page, blog and policies in both languages', async () => {
    const db = first.db;
    expect((await db.select().from(t.blogPosts)).length).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(t.banners)).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(t.offerBanners)).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(t.testimonials)).length).toBeGreaterThanOrEqual(6);
    const [store] = await db.select().from(t.store);
    expect(bilingual(store!.nameAr, store!.nameEn)).toBe(true);
    expect(bilingual(store!.descriptionAr, store!.descriptionEn)).toBe(true);
    expect(bilingual(store!.footerTextAr, store!.footerTextEn)).toBe(true);
    const pages = await db.select().from(t.contentPages);
    for (const kind of ['about', 'privacy', 'returns'] as const) {
      const page = pages.find((p) => p.kind === kind);
      expect(page, kind).toBeDefined();
      expect(bilingual(page!.titleAr, page!.titleEn), kind).toBe(true);
      expect(bilingual(page!.descriptionAr, page!.descriptionEn), kind).toBe(true);
    }
  });

  it('has valid, expired and used-up coupons', async () => {
    const coupons = await first.db.select().from(t.coupons);
    const expired = (c: (typeof coupons)[number]) => c.expiresAt !== null && c.expiresAt <= NOW;
    const usedUp = (c: (typeof coupons)[number]) => c.usageLimit !== null && c.usedCount >= c.usageLimit;
    expect(coupons.some((c) => !expired(c) && !usedUp(c))).toBe(true);
    expect(coupons.some(expired)).toBe(true);
    expect(coupons.some((c) => usedUp(c) && !expired(c))).toBe(true);
  });

  it('is the same shop on every seed', async () => {
    const second = await createTestDatabase({ seed: { now: NOW } });
    try {
      for (const table of [t.products, t.reviews, t.categories, t.brands, t.blogPosts, t.offerBanners, t.coupons, t.contentPages] as const) {
        const a = await first.db.select().from(table).orderBy(asc(table.id));
        const b = await second.db.select().from(table).orderBy(asc(table.id));
        expect(b).toEqual(a);
      }
    } finally {
      await second.close();
    }
  });

  it('leaves the id sequences past the seeded ids', async () => {
    const [category] = await first.db.insert(t.categories).values({ slug: 'new-category', nameAr: 'جديد', nameEn: 'New', img: 'x.webp' }).returning();
    expect(category!.id).toBe((await first.db.$count(t.categories)));
  });
});
