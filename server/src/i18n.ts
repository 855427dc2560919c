/**
 * The request language ("Languages"): from `Accept-Language`, or for a page, the shop's link and
 * cookie. The languages themselves are shared/lang.ts; the server's messages, messages/.
 */
import { LANGUAGE_COOKIE } from '@shared/cookies';
import type { Lang } from '@shared/lang';
import { cookieValue } from './cookies';

/** This is a Saudi shop, so Arabic unless the client asks for English. */
export const DEFAULT_LANG: Lang = 'ar';

/**
 * Picks `ar` or `en` from an Accept-Language header, honouring q-values and region tags
 * (`en-US,en;q=0.9`, `ar-SA`). Anything else gives the default.
 */
export function detectLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (base !== 'ar' && base !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { lang: base, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

/** The language the shop's cookie names, if any. */
export const cookieLanguage = (cookieHeader: string | undefined): string | undefined => cookieValue(cookieHeader, LANGUAGE_COOKIE);

/**
 * The language of a page this API serves to a browser (payment, tracking, invoice): `?lng`, then
 * the shop's cookie, then Accept-Language. The shop links with `?lng`, so its language wins over
 * the browser's.
 */
export function pageLanguage(lng: unknown, headers: { cookie?: string; 'accept-language'?: string }): Lang {
  const chosen = (typeof lng === 'string' ? lng : undefined) ?? cookieLanguage(headers.cookie);
  return chosen === 'ar' || chosen === 'en' ? chosen : detectLang(headers['accept-language']);
}

/** Chooses the text for the language from an `_ar` / `_en` column pair. */
export function localize(lang: Lang, ar: string, en: string): string {
  return lang === 'en' ? en : ar;
}
