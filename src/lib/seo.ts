/**
 * What search engines and link previews read of a page (docs/product.md, "Search engines"): its
 * one address per language, on the shop's origin. Pure functions, so the server render and the
 * browser build the same tags from the same data (components/page-meta.tsx); the schema.org data
 * is in ./structured-data.ts, which only pages load.
 */
import { PAGE_ORIGIN } from '@/config/env';
import { LANGS, type Lang } from '@shared/lang';

let origin = PAGE_ORIGIN;

/**
 * The shop's origin for its addresses: the server's configured one (PUBLIC_URL, handed to the
 * browser with a served page), else the page's own, as on a static host.
 */
export function setShopOrigin(value: string | undefined): void {
  if (value) origin = value.replace(/\/+$/, '');
}

export const shopOrigin = () => origin;

/** A path or an image's URL as an absolute address on the shop's origin (absolute ones stay). */
export const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).href;

/**
 * The one address of a page in a language: its path, its list page when past the first, and
 * `?lng`. Sort and filters are left out, so they make no page of their own. The API's sitemap
 * lists the same addresses (server/src/services/sitemap.ts).
 */
export function pageAddress(path: string, language: Lang, page = 1): string {
  const query = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  query.set('lng', language);
  return `${origin}${path}?${query}`;
}

/** hreflang → address: each language's page, and x-default on the shop's default language. */
export function alternateAddresses(path: string, defaultLanguage: Lang, page = 1): [string, string][] {
  return [...LANGS.map((language) => [language, pageAddress(path, language, page)] as [string, string]), ['x-default', pageAddress(path, defaultLanguage, page)]];
}

/** Open Graph's locale of a language: the shop sells in Saudi Arabia. */
export const ogLocale = (language: Lang) => (language === 'ar' ? 'ar_SA' : 'en_SA');

/**
 * JSON as the text of a `<script>` data block: no `</script>` or `<!--` in page text can end it
 * early, and U+2028/U+2029 stay valid in older JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
