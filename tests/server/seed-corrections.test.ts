/**
 * Wording the seed corrected reaches databases seeded before: the white thobe post's washing
 * paragraph no longer begins with the word of its heading ("Washing Wash whites…"), in either language.
 * So do its redrawn pictures: a shop seeded with the first set shows the current one.
 */
import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts, offerBanners, products } from '../../server/src/db/schema';
import { SEED_TEXT_CORRECTIONS, completeSeed } from '../../server/src/db/seed';
import { catalogue } from '../../server/src/db/seed/content/index';
import { createTestDatabase } from './helpers/db';

/** The text of an HTML fragment as a card reads it: tags dropped, without spaces between elements. */
const readAsOneLine = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('seed wording', () => {
  it("has no paragraph that begins with its heading's verb (Washing / Wash whites…)", () => {
    for (const post of catalogue.blogPosts) {
      for (const [, heading, paragraph] of post.description.en.matchAll(/<h3>(\w+)ing\b[^<]*<\/h3>\s*<p>(\w+)/g)) {
        expect(paragraph!.toLowerCase(), `${heading}ing / ${paragraph}`).not.toBe(heading!.toLowerCase());
      }
    }
    expect(catalogue.blogPosts.some((post) => readAsOneLine(post.description.en).includes('Washing Wash'))).toBe(false);
  });

  it('is corrected in a database seeded with the old wording, once, leaving the rest of the post alone', async () => {
    const database = await createTestDatabase();
    try {
      const [post] = await database.db.select().from(blogPosts).where(like(blogPosts.titleEn, '%White Thobe%'));
      // As an earlier seed wrote it.
      const old = {
        descriptionEn: SEED_TEXT_CORRECTIONS.reduce((html, c) => (c.column === 'descriptionEn' ? html.replace(c.to, c.from) : html), post!.descriptionEn),
        descriptionAr: SEED_TEXT_CORRECTIONS.reduce((html, c) => (c.column === 'descriptionAr' ? html.replace(c.to, c.from) : html), post!.descriptionAr),
      };
      expect(readAsOneLine(old.descriptionEn)).toContain('Washing Wash whites');
      await database.db.update(blogPosts).set(old).where(eq(blogPosts.id, post!.id));

      expect(await completeSeed(database.db)).toBe(true);
      const [fixed] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
      expect(fixed!.descriptionEn).toBe(post!.descriptionEn);
      expect(fixed!.descriptionAr).toBe(post!.descriptionAr);
      expect(readAsOneLine(fixed!.descriptionEn)).not.toContain('Washing Wash');
      expect(await completeSeed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('seed pictures', () => {
  it('move a database seeded with the first set to the current one, once, leaving pictures a trader chose alone', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const current = await db.select({ id: products.id, images: products.images }).from(products).orderBy(asc(products.id));
      const offers = await db.select({ id: offerBanners.id, img: offerBanners.img }).from(offerBanners).orderBy(asc(offerBanners.id));
      expect(current[0]!.images[0]).toMatch(/^products\/\d+\/[\w-]+-1\.webp$/);
      // As the first seed wrote them; the trader has since given product 2 photos of their own.
      const firstSet = (path: string) => path.replace(/^(products|offers)\/\d+\//, '$1/');
      for (const row of current) await db.update(products).set({ images: row.images.map(firstSet) }).where(eq(products.id, row.id));
      for (const row of offers) await db.update(offerBanners).set({ img: firstSet(row.img) }).where(eq(offerBanners.id, row.id));
      const own = ['uploads/own-photo.webp', 'products/x-1.webp'];
      await db.update(products).set({ images: own }).where(eq(products.id, current[1]!.id));

      expect(await completeSeed(db)).toBe(true);
      const moved = await db.select({ id: products.id, images: products.images }).from(products).orderBy(asc(products.id));
      expect(moved[0]).toEqual(current[0]);
      expect(moved[1]!.images).toEqual(own);
      expect(moved.slice(2)).toEqual(current.slice(2));
      expect(await db.select({ id: offerBanners.id, img: offerBanners.img }).from(offerBanners).orderBy(asc(offerBanners.id))).toEqual(offers);
      expect(await completeSeed(db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
