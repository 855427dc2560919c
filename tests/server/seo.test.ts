/**
 * robots.txt and the sitemaps (docs/product.md, "Search engines"): built from the seeded catalogue,
 * on the shop's configured origin, every page once per language with its alternates, and every
 * listed address a page the shop answers.
 */
import { it, expect, beforeAll, afterAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../server/src/db/schema';
import { pagesPerFile, sitemapFiles, sitemapPages, urlSetXml } from '../../server/src/services/sitemap';
import { createTestApp, type TestApp } from './helpers/app';
import { writeSpaBuild, type SpaBuild } from './helpers/spa-build';

const ORIGIN = 'https://libas.example';
let ctx: TestApp;
let build: SpaBuild;

beforeAll(async () => {
  build = await writeSpaBuild();
  ctx = await createTestApp({ config: { distDir: build.distDir, ssrDir: build.ssrDir, publicUrl: ORIGIN, cacheTtlMs: 60_000 } });
});
afterAll(async () => {
  await ctx?.close();
  await build?.remove();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const get = (url: string) => ctx.app.inject({ url, headers: { host: 'attacker.example' } });

it('robots.txt keeps crawlers off the private, checkout, payment, tracking and search pages and names the sitemap', async () => {
  const response = await get('/robots.txt');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  const lines = response.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/profile', '/cart', '/payment', '/pay/', '/tracking/', '/shop?q=', '/shop?*&q=']) expect(lines).toContain(`Disallow: ${path}`);
  // Nothing the sitemap lists is disallowed.
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

it('lists every page of the catalogue and content in both languages, each answering 200 on the configured origin', async () => {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const files = locs(index.body);
  expect(files.map((loc) => loc.replace(ORIGIN, ''))).toEqual([
    '/sitemap-pages-1.xml',
    '/sitemap-categories-1.xml',
    '/sitemap-brands-1.xml',
    '/sitemap-products-1.xml',
    '/sitemap-posts-1.xml',
  ]);
  expect(index.body.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(files.length);

  const pages: string[] = [];
  for (const file of files) {
    const response = await get(file.replace(ORIGIN, ''));
    expect(response.statusCode, file).toBe(200);
    expect(response.headers['content-type'], file).toMatch(/^application\/xml/);
    pages.push(...locs(response.body));
  }
  const paths = pages.map((loc) => {
    expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    return loc.slice(ORIGIN.length);
  });
  // The seed: 94 products, 12 categories, 14 brands, 8 posts, and the shop's own pages, each in two languages.
  const count = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
  expect(count(/^\/product\/\d+\?lng=(ar|en)$/)).toBe(94 * 2);
  expect(count(/^\/category\/\d+\?lng=(ar|en)$/)).toBe(12 * 2);
  expect(count(/^\/brand\/\d+\?lng=(ar|en)$/)).toBe(14 * 2);
  expect(count(/^\/post\/\d+\?lng=(ar|en)$/)).toBe(8 * 2);
  for (const path of ['/', '/shop', '/category', '/brands', '/top-seller', '/sale-products', '/ourblog', '/about-us', '/privacy-policy', '/return-policy', '/contact-us']) {
    expect(paths, path).toContain(`${path}?lng=ar`);
    expect(paths, path).toContain(`${path}?lng=en`);
  }
  expect(new Set(paths).size).toBe(paths.length);

  // Every listed address is a page the shop answers, in its language, and what it shows exists.
  for (const path of paths) {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type'], path).toMatch(/^text\/html/);
  }
  const ids = (pattern: RegExp) => [...new Set(paths.map((path) => pattern.exec(path)?.[1]).filter(Boolean))];
  for (const id of ids(/^\/product\/(\d+)\?/)) expect((await get(`/api/products/${id}`)).statusCode, id).toBe(200);
  for (const id of ids(/^\/post\/(\d+)\?/)) expect((await get(`/api/blogs/${id}`)).statusCode, id).toBe(200);
  const categories = (await get('/api/categories')).json() as { data: { id: number }[] } | { id: number }[];
  const categoryIds = (Array.isArray(categories) ? categories : categories.data).map((c) => String(c.id));
  expect(ids(/^\/category\/(\d+)\?/).sort()).toEqual(categoryIds.sort());
  const brandIds = ((await get('/api/brands')).json() as { data: { id: number }[] }).data.map((b) => String(b.id));
  expect(ids(/^\/brand\/(\d+)\?/).sort()).toEqual(brandIds.sort());
});

it('names each language and x-default as alternates of every address, with its last change', async () => {
  const xml = (await get('/sitemap-products-1.xml')).body;
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const first = /<url>(.*?)<\/url>/.exec(xml)![1]!;
  expect(first).toMatch(/^<loc>https:\/\/libas\.example\/product\/1\?lng=ar<\/loc><lastmod>[^<]+<\/lastmod>/);
  expect(first).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://libas.example/product/1?lng=ar"/>');
  expect(first).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://libas.example/product/1?lng=en"/>');
  expect(first).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://libas.example/product/1?lng=ar"/>');
});

it("dates a product by its last change, its stock's and sales' included; the file is kept in the public answers' cache", async () => {
  const lastmodOf = async (id: number) => (await sitemapPages(ctx.database.db, 'products', 1)).find((page) => page.path === `/product/${id}`)!.lastmod!;
  const served = (await get('/sitemap-products-1.xml')).body;
  const before = await lastmodOf(3);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await ctx.database.db.update(products).set({ soldCount: sql`${products.soldCount} + 1` }).where(eq(products.id, 3));
  expect((await lastmodOf(3)).getTime()).toBeGreaterThan(before.getTime());
  // Written outside a request: the kept file stands until a catalogue write or its time is up.
  expect((await get('/sitemap-products-1.xml')).body).toBe(served);
});

it('splits a large catalogue into files under the protocol limit, each listed in the index', async () => {
  const db = ctx.database.db;
  // 20 addresses a file: 10 pages, each in two languages.
  const perFile = pagesPerFile(20);
  expect(perFile).toBe(10);
  const files = await sitemapFiles(db, perFile);
  const productFiles = files.filter((file) => file.type === 'products');
  expect(productFiles.map((file) => file.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const listed = [];
  for (const file of productFiles) {
    const pages = await sitemapPages(db, 'products', file.number, perFile);
    expect(pages.length).toBeLessThanOrEqual(10);
    expect(locs(urlSetXml(ORIGIN, pages)).length).toBeLessThanOrEqual(20);
    expect(file.lastmod?.getTime()).toBe(Math.max(...pages.map((page) => page.lastmod!.getTime())));
    listed.push(...pages.map((page) => page.path));
  }
  expect(listed).toHaveLength(94);
  expect(await sitemapPages(db, 'products', 11, perFile)).toEqual([]);
  expect((await get('/sitemap-products-2.xml')).statusCode).toBe(404);
  for (const url of ['/sitemap-unknown-1.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) expect((await get(url)).statusCode, url).toBe(404);
});

it('escapes what it lists', () => {
  const xml = urlSetXml('https://a.example', [{ path: '/shop?page=2&x="<>"', lastmod: new Date('2025-01-02T03:04:05.678Z') }]);
  expect(xml).toContain('<loc>https://a.example/shop?page=2&amp;x=&quot;&lt;&gt;&quot;&amp;lng=ar</loc><lastmod>2025-01-02T03:04:05Z</lastmod>');
});
