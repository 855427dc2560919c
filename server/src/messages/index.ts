/**
 * The server's own messages in both languages, by key (an HttpError names one). Content in both
 * languages lives in the database.
 */
import type { Lang } from '@shared/lang';
import { ACCOUNT_MESSAGES } from './accounts';
import { ADDRESS_MESSAGES } from './addresses';
import { CHAT_MESSAGES } from './chat';
import { CHECKOUT_MESSAGES } from './checkout';
import { STOCK_MESSAGES } from './stock';

export const MESSAGES = {
  notFound: { en: 'Not found', ar: 'غير موجود' },
  opsTokenInvalid: { en: "A valid operator's token is required", ar: 'رمز المشغّل غير صحيح' },
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
