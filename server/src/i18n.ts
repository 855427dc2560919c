/**
 * The request language (`Accept-Language`, "Languages") and the server's own messages in both languages.
 * Content in both languages lives in the database; this file only holds error texts.
 */
import { ACCOUNT_MESSAGES } from './messages/accounts';
import { ADDRESS_MESSAGES } from './messages/addresses';
import { CHAT_MESSAGES } from './messages/chat';
import { CHECKOUT_MESSAGES } from './messages/checkout';
import { STOCK_MESSAGES } from './messages/stock';
import { cookieValue } from './cookies';

export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];
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

/** The SPA's language cookie (src/i18n: the detector's cache); sent to this API when it shares the shop's origin. */
export const LANGUAGE_COOKIE = 'i18next';

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

export const MESSAGES = {
  notFound: { en: 'Not found', ar: 'غير موجود' },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  categoryNotFound: { en: 'Category not found', ar: 'القسم غير موجود' },
  brandNotFound: { en: 'Brand not found', ar: 'الماركة غير موجودة' },
  blogNotFound: { en: 'Blog post not found', ar: 'المقال غير موجود' },
  imageNotFound: { en: 'Image not found', ar: 'الصورة غير موجودة' },
  couponNotFound: { en: 'Coupon not found', ar: 'الكوبون غير موجود' },
  couponExpired: { en: 'This coupon has expired', ar: 'انتهت صلاحية هذا الكوبون' },
  couponUsedUp: { en: 'This coupon has reached its usage limit', ar: 'تم استخدام هذا الكوبون الحد الأقصى من المرات' },
  couponAlreadyUsed: { en: 'You have already used this coupon', ar: 'سبق أن استخدمت هذا الكوبون' },
  invalidParam: { en: 'Invalid request', ar: 'طلب غير صالح' },
  priceRange: { en: 'minPrice must not be greater than max_price', ar: 'يجب ألا يتجاوز minPrice قيمة max_price' },
  filterValuesInvalid: {
    en: 'sizes and colors each take at most 20 values of at most 40 characters, separated by commas',
    ar: 'يقبل كل من sizes وcolors حتى 20 قيمة مفصولة بفواصل، طول كل منها حتى 40 حرفًا',
  },
  idListInvalid: {
    en: 'brands and categories each take at most 20 ids, whole numbers separated by commas',
    ar: 'يقبل كل من brands وcategories حتى 20 رقمًا صحيحًا مفصولة بفواصل',
  },
  textInvalid: { en: 'The text contains a character that cannot be stored (NUL)', ar: 'يحتوي النص على رمز لا يمكن حفظه (NUL)' },
  numberInvalid: { en: 'A number in the request is too large', ar: 'أحد الأرقام في الطلب كبير جداً' },
  urlTooLong: { en: 'The address is too long', ar: 'العنوان طويل جداً' },
  bodyTooLarge: { en: 'The request is too large', ar: 'حجم الطلب كبير جداً' },
  mediaTypeUnsupported: { en: 'This content type is not accepted; send JSON', ar: 'نوع المحتوى غير مقبول، والمقبول هو JSON' },
  bodyInvalid: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحاً' },
  multipartInvalid: { en: 'The form data is malformed', ar: 'بيانات النموذج غير صالحة' },
  tooManyRequests: { en: 'Too many requests, please try again later', ar: 'طلبات كثيرة، حاول مرة أخرى لاحقاً' },
  serverError: { en: 'Something went wrong, please try again', ar: 'حدث خطأ، حاول مرة أخرى' },
  ...ACCOUNT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...CHAT_MESSAGES,
  ...STOCK_MESSAGES,
  ...ADDRESS_MESSAGES,
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** An error with an HTTP status and a message in both languages; the error handler localises it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    /** Extra text appended to the message, e.g. which parameter was wrong. */
    readonly detail?: string,
    /** More fields for the error body beside `message`, e.g. a 409's fresh `total`. */
    readonly fields?: Record<string, unknown>,
  ) {
    super(MESSAGES[key].en + (detail ? `: ${detail}` : ''));
  }

  messageIn(lang: Lang): string {
    return MESSAGES[this.key][lang] + (this.detail ? `: ${this.detail}` : '');
  }
}

export const notFound = (key: MessageKey = 'notFound') => new HttpError(404, key);

/** The trimmed text, or a 400 with `key` when it is empty. */
export function requiredText(value: string | undefined, key: MessageKey): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new HttpError(400, key);
  return text;
}
