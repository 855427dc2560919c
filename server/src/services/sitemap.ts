/**
 * robots.txt and the sitemaps (docs/product.md, "Search engines"): built from the database on
 * request, as an index of per-type files. Every page is listed once per language, at the address
 * the page names as its canonical one (`?lng=ar`, `?lng=en`), with both languages and x-default
 * as alternates, so a crawler finds each language's page and knows they are one page.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts, brands, categories, contentPages, products } from '../db/schema';
import { LANGS, type Lang } from '@shared/lang';
import { DEFAULT_LANG } from '../i18n';

/** The protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the shop, by path, and when it last changed (null: not known). */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

/**
 * The one address of a page in a language: the SPA names the same one as the page's canonical
 * address (src/lib/seo.ts), and tests/e2e/seo.spec.ts holds the two together.
 */
export const pageAddress = (origin: string, path: string, lang: Lang) => `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lang}`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime, as the protocol takes it; to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>` with each page in every language, each naming the others (and x-default) as alternates. */
export function urlSetXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = [...LANGS.map((lang) => [lang, lang] as const), ['x-default', DEFAULT_LANG] as const]
      .map(([hreflang, lang]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(pageAddress(origin, path, lang))}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
    return LANGS.map((lang) => `<url><loc>${escapeXml(pageAddress(origin, path, lang))}</loc>${modified}${alternates}</url>`);
  });
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** A `<sitemapindex>` naming each file by its address and its newest page. */
export function sitemapIndexXml(files: readonly { loc: string; lastmod: Date | null }[]): string {
  const entries = files.map(({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`);
  return XML_HEAD + '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + entries.join('\n') + '\n</sitemapindex>\n';
}

/** Pages per file: each page is listed once per language. */
export const pagesPerFile = (maxUrls = SITEMAP_MAX_URLS) => Math.max(1, Math.floor(maxUrls / LANGS.length));

export type SitemapType = 'pages' | 'categories' | 'brands' | 'products' | 'posts';
export const SITEMAP_TYPES: readonly SitemapType[] = ['pages', 'categories', 'brands', 'products', 'posts'];

/** A file of the sitemap: its type and its number from 1; `sitemap-products-2.xml`. */
export interface SitemapFile {
  type: SitemapType;
  number: number;
  lastmod: Date | null;
}

export const sitemapFileName = ({ type, number }: Pick<SitemapFile, 'type' | 'number'>) => `sitemap-${type}-${number}.xml`;

export function parseSitemapFileName(name: string): Pick<SitemapFile, 'type' | 'number'> | null {
  const match = /^sitemap-([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  const type = SITEMAP_TYPES.find((known) => known === match?.[1]);
  return type && match ? { type, number: Number(match[2]) } : null;
}

const newest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/** A timestamp column's maximum: PGlite and node-postgres answer it as a string. */
const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/** The content pages' paths in the shop, by their `kind`. */
const CONTENT_PATHS = { about: '/about-us', privacy: '/privacy-policy', returns: '/return-policy' } as const;

/**
 * The shop's own pages: the home page and the lists change with the catalogue, the blog with its
 * posts, a content page with its entries. Signed-in, checkout, payment, tracking and search pages
 * are left out (and robots.txt keeps crawlers off them).
 */
async function fixedPages(db: Db): Promise<SitemapPage[]> {
  const [[catalogue], [blog], content] = await Promise.all([
    db.select({ lastmod: sql<unknown>`max(${products.updatedAt})` }).from(products),
    db.select({ lastmod: sql<unknown>`max(${blogPosts.createdAt})` }).from(blogPosts),
    db
      .select({ kind: contentPages.kind, lastmod: sql<unknown>`max(${contentPages.updatedAt})` })
      .from(contentPages)
      .groupBy(contentPages.kind),
  ]);
  const catalogueDate = toDate(catalogue?.lastmod);
  return [
    ...['/', '/shop', '/category', '/brands', '/top-seller', '/sale-products'].map((path) => ({ path, lastmod: catalogueDate })),
    { path: '/ourblog', lastmod: toDate(blog?.lastmod) },
    ...content.map(({ kind, lastmod }) => ({ path: CONTENT_PATHS[kind], lastmod: toDate(lastmod) })),
    // The store's details have no date of their own.
    { path: '/contact-us', lastmod: null },
  ];
}

/** A category's or brand's page changes with its products. */
async function groupPages(db: Db, type: 'categories' | 'brands'): Promise<SitemapPage[]> {
  const [table, column, path] = type === 'categories' ? [categories, products.categoryId, '/category'] : [brands, products.brandId, '/brand'];
  const rows = await db
    .select({ id: table.id, lastmod: sql<unknown>`max(${products.updatedAt})` })
    .from(table)
    .leftJoin(products, eq(column, table.id))
    .groupBy(table.id)
    .orderBy(asc(table.id));
  return rows.map(({ id, lastmod }) => ({ path: `${path}/${id}`, lastmod: toDate(lastmod) }));
}

/** The pages of one file of `type` (numbered from 1). */
export async function sitemapPages(db: Db, type: SitemapType, number: number, perFile = pagesPerFile()): Promise<SitemapPage[]> {
  const offset = (number - 1) * perFile;
  switch (type) {
    case 'pages':
      return number === 1 ? fixedPages(db) : [];
    case 'categories':
    case 'brands':
      return (await groupPages(db, type)).slice(offset, offset + perFile);
    case 'products': {
      const rows = await db.select({ id: products.id, lastmod: products.updatedAt }).from(products).orderBy(asc(products.id)).limit(perFile).offset(offset);
      return rows.map(({ id, lastmod }) => ({ path: `/product/${id}`, lastmod }));
    }
    case 'posts': {
      const rows = await db.select({ id: blogPosts.id, lastmod: blogPosts.createdAt }).from(blogPosts).orderBy(asc(blogPosts.id)).limit(perFile).offset(offset);
      return rows.map(({ id, lastmod }) => ({ path: `/post/${id}`, lastmod }));
    }
  }
}

/** Every file the index lists, with its newest page: only files with pages. */
export async function sitemapFiles(db: Db, perFile = pagesPerFile()): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  const pages = await fixedPages(db);
  files.push({ type: 'pages', number: 1, lastmod: newest(...pages.map((page) => page.lastmod)) });
  for (const type of ['categories', 'brands'] as const) {
    const group = await groupPages(db, type);
    for (let start = 0; start < group.length; start += perFile) {
      files.push({ type, number: start / perFile + 1, lastmod: newest(...group.slice(start, start + perFile).map((page) => page.lastmod)) });
    }
  }
  // Products and posts may be many: each file's newest date is found by the database.
  for (const [type, table, date] of [
    ['products', products, products.updatedAt],
    ['posts', blogPosts, blogPosts.createdAt],
  ] as const) {
    const result = await db.execute(
      sql`select (n - 1) / ${perFile}::int as chunk, max(d) as lastmod from (select ${date} as d, row_number() over (order by ${table.id}) as n from ${table}) t group by chunk order by chunk`,
    );
    const chunks = (result as unknown as { rows: { chunk: number | string; lastmod: unknown }[] }).rows;
    for (const { chunk, lastmod } of chunks) files.push({ type, number: Number(chunk) + 1, lastmod: toDate(lastmod) });
  }
  return files;
}

/** Crawlers stay off pages that are a shopper's own or that only repeat the catalogue. */
export const ROBOTS_DISALLOW = [
  // Signed-in and sign-in pages, and the wishlist, which lives in the shopper's browser.
  '/profile',
  '/cart',
  '/wishlist',
  '/login',
  '/register',
  '/forget-password',
  '/verifycode',
  '/reset-password',
  // Checkout (and, by prefix, /payment-status), payment and tracking.
  '/payment',
  '/pay/',
  '/tracking/',
  '/api/tracking/',
  '/trader',
  // Search results: the shop with search words, whatever comes before them.
  '/shop?q=',
  '/shop?*&q=',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
