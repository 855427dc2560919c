/**
 * The server's messages for shipping, geocoding and checkout ("Forms", "Failures a shopper sees"),
 * in both languages. Merged into `MESSAGES` in index.ts; the original messages' wording is kept.
 */
import type { Lang } from '@shared/lang';

export const CHECKOUT_MESSAGES = {
  gateRequired: { en: 'Please choose a shipping company', ar: 'الرجاء اختيار شركة الشحن' },
  gateUnknown: { en: 'This shipping company is not one of ours', ar: 'شركة الشحن هذه غير متوفرة لدينا' },
  gateUnavailable: { en: 'This shipping company is not available at the moment', ar: 'شركة الشحن هذه غير متاحة حالياً' },
  cityRequired: { en: 'Please choose a city', ar: 'الرجاء اختيار المدينة' },
  cityNotServed: { en: 'This shipping company does not deliver to this city', ar: 'شركة الشحن هذه لا توصل إلى هذه المدينة' },
  shippingCityMismatch: {
    en: "The shipping city is not where the delivery address is. Please choose the address's city.",
    ar: 'مدينة الشحن ليست مدينة عنوان التوصيل، الرجاء اختيار مدينة العنوان',
  },
  addressRequired: { en: 'Please pick your address on the map', ar: 'الرجاء تحديد عنوانك على الخريطة' },
  checkoutPhoneRequired: { en: 'Phone number is required', ar: 'رقم الجوال مطلوب' },
  phoneInvalid: { en: 'Enter a valid Saudi number (5XXXXXXXX)', ar: 'الرجاء إدخال رقم جوال سعودي صحيح (5XXXXXXXX)' },
  zipRequired: { en: 'Zip Code is required', ar: 'الرمز البريدي مطلوب' },
  zipInvalid: { en: 'The zip code is 5 digits', ar: 'الرمز البريدي من 5 أرقام' },
  countryUnsupported: { en: 'We deliver within Saudi Arabia only', ar: 'نوصل داخل المملكة العربية السعودية فقط' },
  returnUrlInvalid: { en: 'returnUrl must be an http(s) address of the shop', ar: 'يجب أن يكون returnUrl عنوان http(s) في المتجر' },
  duplicateLine: { en: 'A product with the same colour and size is listed twice', ar: 'المنتج نفسه باللون والمقاس نفسيهما مذكور مرتين' },
  cartChanged: {
    en: 'Your cart has changed since this page was opened. Please review it and try again.',
    ar: 'تغيّرت سلتك منذ فتح هذه الصفحة، الرجاء مراجعتها والمحاولة مرة أخرى',
  },
  totalChanged: {
    en: 'The total has changed (prices or shipping were updated). Please check the new total and place the order again.',
    ar: 'تغيّر الإجمالي بسبب تحديث الأسعار أو الشحن، الرجاء مراجعة الإجمالي الجديد وإرسال الطلب مرة أخرى',
  },
  soldOut: { en: 'Sorry, not enough left in stock of', ar: 'عذراً، الكمية المتبقية في المخزون لا تكفي من' },
  idempotencyKeyInvalid: { en: 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :', ar: 'ترويسة Idempotency-Key غير صالحة' },
  idempotencyMismatch: {
    en: 'This checkout attempt was already used for a different order. Reload the page and try again.',
    ar: 'استُخدمت محاولة الدفع هذه لطلب مختلف، الرجاء إعادة تحميل الصفحة والمحاولة مرة أخرى',
  },
  cardUnavailable: {
    en: 'Card payment is not available at the moment. Please choose cash on delivery.',
    ar: 'الدفع بالبطاقة غير متاح حالياً، الرجاء اختيار الدفع عند الاستلام',
  },
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  paymentUnavailable: {
    en: 'The card payment service is not answering. Your order was not placed: try again, or choose cash on delivery.',
    ar: 'خدمة الدفع بالبطاقة لا تستجيب، ولم يُسجَّل طلبك. يمكنك المحاولة مرة أخرى أو اختيار الدفع عند الاستلام',
  },
  transitionNotAllowed: { en: 'This order cannot change like that', ar: 'لا يمكن تغيير حالة هذا الطلب بهذا الشكل' },
  awaitingPayment: { en: 'This card order has not been paid yet', ar: 'لم يُدفع هذا الطلب بالبطاقة بعد' },
  serviceKeyInvalid: { en: 'This key is not in the format the network gives', ar: 'هذا المفتاح ليس بالصيغة التي تعطيها الشبكة' },
  serviceNotFound: { en: 'Advertising service not found', ar: 'خدمة الإعلان غير موجودة' },
  traderKeyInvalid: { en: 'A valid trader key is required', ar: 'مفتاح التاجر غير صحيح' },
  traderNotConfigured: { en: 'The trader endpoints are off: set TRADER_KEY', ar: 'واجهات التاجر غير مفعلة: يلزم ضبط TRADER_KEY' },
  webhookTokenInvalid: { en: 'The webhook secret token is wrong', ar: 'رمز الإشعار السري غير صحيح' },
  geocoderFormat: { en: 'Only format=json and format=jsonv2 are supported', ar: 'الصيغة المدعومة هي format=json أو format=jsonv2 فقط' },
} satisfies Record<string, Record<Lang, string>>;
