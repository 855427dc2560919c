/**
 * Store, content, brand, category, blog and coupon calls (the contract): shapes, localisation,
 * 404s and 400s.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Type, type TSchema } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import {
  Banner,
  BlogPost,
  Brand,
  CATEGORIES_PER_PAGE,
  Category,
  ContactInfo,
  ContentEntry,
  Coupon,
  OfferBanner,
  Paged,
  Settings,
  StoreInfo,
  Testimonial,
} from '../../server/src/contract/catalog';
import * as t from '../../server/src/db/schema';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;

describe("the contract's shapes", () => {
  const bareArrays: [string, TSchema][] = [
    ['/api/store-info', StoreInfo],
    ['/api/settings', Settings],
    ['/api/contact-info', ContactInfo],
    ['/api/banners', Banner],
    ['/api/offer-banners', OfferBanner],
    ['/api/testimonials', Testimonial],
    ['/api/about-us', ContentEntry],
    ['/api/privacy-policy', ContentEntry],
    ['/api/returns-policy', ContentEntry],
  ];
  it.each(bareArrays)('%s answers a non-empty bare array', async (url, item) => {
    for (const lang of ['ar', 'en'] as const) {
      const { status, body } = await getJson(ctx.app, url, lang);
      expect(status).toBe(200);
      expectShape(Type.Array(item, { minItems: 1 }), body);
    }
  });

  it.each([
    ['/api/brands', Brand],
    ['/api/blogs', BlogPost],
    ['/api/categories', Category],
  ] as [string, TSchema][])('%s answers { data } with every row', async (url, item) => {
    const { status, body } = await getJson<{ data: unknown[] }>(ctx.app, url);
    expect(status).toBe(200);
    expectShape(Type.Object({ data: Type.Array(item, { minItems: 1 }) }, { additionalProperties: false }), body);
  });

  it('store-info, settings and contact-info agree on the shop identity', async () => {
    const [storeInfo] = (await getJson<StoreInfo[]>(ctx.app, '/api/store-info')).body;
    const [settings] = (await getJson<Settings[]>(ctx.app, '/api/settings')).body;
    const [contact] = (await getJson<ContactInfo[]>(ctx.app, '/api/contact-info')).body;
    expect(settings!.logo_url).toBe(storeInfo!.logo_url);
    expect(settings!.name).toBe(storeInfo!.name);
    expect(contact!.phone).toBe(storeInfo!.phone);
    expect(contact!.email).toBe(storeInfo!.email);
    // logo_url is relative to the API host (as the contract has it), images are relative to /storage/.
    expect(storeInfo!.logo_url).toMatch(/^storage\/.+\.(png|webp)$/);
  });

  it('offer banners link to existing products', async () => {
    const { body } = await getJson<OfferBanner[]>(ctx.app, '/api/offer-banners');
    for (const offer of body) {
      expect((await getJson(ctx.app, `/api/products/${offer.product.id}`)).status).toBe(200);
    }
  });

  it('blog dates are the first 10 characters of created_at, newest first', async () => {
    const { body } = await getJson<{ data: BlogPost[] }>(ctx.app, '/api/blogs');
    for (const post of body.data) expect(post.date).toBe(post.created_at.slice(0, 10));
    const times = body.data.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('localisation', () => {
  it('answers Arabic by default and English on Accept-Language: en', async () => {
    const [store] = await db().select().from(t.store);
    const ar = (await getJson<StoreInfo[]>(ctx.app, '/api/store-info', 'ar')).body[0]!;
    const none = await ctx.app.inject({ url: '/api/store-info' });
    const en = (await getJson<StoreInfo[]>(ctx.app, '/api/store-info', 'en')).body[0]!;
    expect(none.json()[0]).toEqual(ar);
    expect([ar.name, ar.description, ar.footer_text]).toEqual([store!.nameAr, store!.descriptionAr, store!.footerTextAr]);
    expect([en.name, en.description, en.footer_text]).toEqual([store!.nameEn, store!.descriptionEn, store!.footerTextEn]);
    expect(ar.description).not.toBe(en.description);
  });

  it('understands region tags and q-values', async () => {
    const [store] = await db().select().from(t.store);
    for (const [header, expected] of [
      ['en-US,en;q=0.9', store!.nameEn],
      ['fr-FR, ar-SA;q=0.5, en;q=0.4', store!.nameAr],
      ['ar;q=0.3, en-GB;q=0.8', store!.nameEn],
      ['de', store!.nameAr],
    ] as const) {
      const response = await ctx.app.inject({ url: '/api/settings', headers: { 'accept-language': header } });
      expect(response.json()[0].name, header).toBe(expected);
    }
  });

  it('localises banners, offers, testimonials, pages, blog posts, settings and contact info', async () => {
    const [banner] = await db().select().from(t.banners).orderBy(asc(t.banners.id));
    const [offer] = await db().select().from(t.offerBanners).orderBy(asc(t.offerBanners.id));
    const [testimonial] = await db().select().from(t.testimonials).orderBy(asc(t.testimonials.id));
    const [about] = await db().select().from(t.contentPages).where(eq(t.contentPages.kind, 'about')).orderBy(asc(t.contentPages.id));
    const [privacy] = await db().select().from(t.contentPages).where(eq(t.contentPages.kind, 'privacy')).orderBy(asc(t.contentPages.id));
    const [returns] = await db().select().from(t.contentPages).where(eq(t.contentPages.kind, 'returns')).orderBy(asc(t.contentPages.id));
    const [store] = await db().select().from(t.store);
    const post = (await db().select().from(t.blogPosts).orderBy(asc(t.blogPosts.id)))[0]!;

    // A list of entries, or one entry (blogs/{id}).
    type Body = Record<string, string>[] & Record<string, string>;
    const cases: [string, (body: Body) => unknown, unknown, unknown][] = [
      ['/api/banners', (b) => [b[0]!.title, b[0]!.description], [banner!.titleAr, banner!.descriptionAr], [banner!.titleEn, banner!.descriptionEn]],
      ['/api/offer-banners', (b) => [b[0]!.title, b[0]!.description], [offer!.titleAr, offer!.descriptionAr], [offer!.titleEn, offer!.descriptionEn]],
      ['/api/testimonials', (b) => [b[0]!.name, b[0]!.review], [testimonial!.nameAr, testimonial!.reviewAr], [testimonial!.nameEn, testimonial!.reviewEn]],
      ['/api/about-us', (b) => [b[0]!.title, b[0]!.description], [about!.titleAr, about!.descriptionAr], [about!.titleEn, about!.descriptionEn]],
      ['/api/privacy-policy', (b) => b[0]!.title, privacy!.titleAr, privacy!.titleEn],
      ['/api/returns-policy', (b) => b[0]!.title, returns!.titleAr, returns!.titleEn],
      [`/api/blogs/${post.id}`, (b) => [b.title, b.author], [post.titleAr, post.authorAr], [post.titleEn, post.authorEn]],
      ['/api/settings', (b) => [b[0]!.seo_description, b[0]!.seo_keywords], [store!.seoDescriptionAr, store!.seoKeywordsAr], [store!.seoDescriptionEn, store!.seoKeywordsEn]],
      ['/api/contact-info', (b) => b[0]!.location, store!.locationAr, store!.locationEn],
    ];
    for (const [url, pick, ar, en] of cases) {
      expect(pick((await getJson<Body>(ctx.app, url, 'ar')).body), `${url} ar`).toEqual(ar);
      expect(pick((await getJson<Body>(ctx.app, url, 'en')).body), `${url} en`).toEqual(en);
    }
  });

  it('keeps both names of categories and brands whatever the language', async () => {
    const ar = (await getJson<{ data: Category[] }>(ctx.app, '/api/categories', 'ar')).body;
    const en = (await getJson<{ data: Category[] }>(ctx.app, '/api/categories', 'en')).body;
    expect(en).toEqual(ar);
    const [category] = await db().select().from(t.categories).orderBy(asc(t.categories.id));
    expect(ar.data[0]).toMatchObject({ name: category!.nameAr, name_en: category!.nameEn });
  });

  it('marks localised answers as varying by Accept-Language', async () => {
    const { headers } = await getJson(ctx.app, '/api/banners');
    expect(String(headers.vary)).toMatch(/Accept-Language/i);
  });
});

describe('categories paging', () => {
  it(`pages by ${CATEGORIES_PER_PAGE} with ?page and covers every category once`, async () => {
    const all = (await getJson<{ data: Category[] }>(ctx.app, '/api/categories')).body.data;
    const first = (await getJson<Paged<Category>>(ctx.app, '/api/categories?page=1')).body;
    expectShape(Paged(Category), first);
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(Math.ceil(all.length / CATEGORIES_PER_PAGE));
    expect(first.total).toBe(all.length);
    const pages = [first.data];
    for (let page = 2; page <= first.last_page; page++) {
      pages.push((await getJson<Paged<Category>>(ctx.app, `/api/categories?page=${page}`)).body.data);
    }
    expect(pages.flat()).toEqual(all);
    const past = (await getJson<Paged<Category>>(ctx.app, `/api/categories?page=${first.last_page + 1}`)).body;
    expect(past.data).toEqual([]);
  });

  it.each(['page=0', 'page=abc', 'page=-2', 'page=1.5'])('rejects %s with 400', async (query) => {
    const { status, body } = await getJson(ctx.app, `/api/categories?${query}`);
    expect(status).toBe(400);
    expectErrorBody(body);
  });
});

describe('blog post by id', () => {
  it('answers the bare post', async () => {
    const { body: list } = await getJson<{ data: BlogPost[] }>(ctx.app, '/api/blogs', 'en');
    const { status, body } = await getJson(ctx.app, `/api/blogs/${list.data[0]!.id}`, 'en');
    expect(status).toBe(200);
    expect(body).toEqual(list.data[0]);
  });

  it('answers 404 with a localised message for an unknown id', async () => {
    const en = await getJson<{ message: string }>(ctx.app, '/api/blogs/99999', 'en');
    const ar = await getJson<{ message: string }>(ctx.app, '/api/blogs/99999', 'ar');
    expect([en.status, ar.status]).toEqual([404, 404]);
    expectErrorBody(en.body);
    expect(en.body.message).toBe('Blog post not found');
    expect(ar.body.message).not.toBe(en.body.message);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for id %s', async (id) => {
    const { status, body } = await getJson(ctx.app, `/api/blogs/${id}`);
    expect(status).toBe(400);
    expectErrorBody(body);
  });
});

describe('coupons (coupon/by_name)', () => {
  const coupons = async () => db().select().from(t.coupons);
  const now = Date.now();

  it('answers the discount of a valid coupon, in any letter case', async () => {
    const valid = (await coupons()).find(
      (c) => (!c.expiresAt || c.expiresAt.getTime() > now) && (c.usageLimit === null || c.usedCount < c.usageLimit),
    );
    expect(valid, 'the seed has a valid coupon').toBeDefined();
    for (const name of [valid!.name, valid!.name.toLowerCase(), ` ${valid!.name.toUpperCase()} `]) {
      const { status, body } = await getJson(ctx.app, `/api/coupon/by_name/${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expectShape(Coupon, body);
      expect(body).toEqual({ discount: valid!.discount });
    }
  });

  it('answers 422 with distinct messages for an expired and a used-up coupon', async () => {
    const all = await coupons();
    const expired = all.find((c) => c.expiresAt && c.expiresAt.getTime() <= now);
    const usedUp = all.find((c) => c.usageLimit !== null && c.usedCount >= c.usageLimit && (!c.expiresAt || c.expiresAt.getTime() > now));
    expect(expired, 'the seed has an expired coupon').toBeDefined();
    expect(usedUp, 'the seed has a used-up coupon').toBeDefined();
    const a = await getJson<{ message: string }>(ctx.app, `/api/coupon/by_name/${encodeURIComponent(expired!.name)}`, 'en');
    const b = await getJson<{ message: string }>(ctx.app, `/api/coupon/by_name/${encodeURIComponent(usedUp!.name)}`, 'en');
    expect([a.status, b.status]).toEqual([422, 422]);
    expectErrorBody(a.body);
    expectErrorBody(b.body);
    expect(a.body.message).toMatch(/expired/i);
    expect(b.body.message).toMatch(/usage limit/i);
  });

  it('answers 404 for an unknown coupon', async () => {
    const { status, body } = await getJson(ctx.app, '/api/coupon/by_name/NO-SUCH-CODE');
    expect(status).toBe(404);
    expectErrorBody(body);
  });
});
