/**
 * The server's messages for stock per option, how much of it one shopper may hold, and
 * back-in-stock alerts, in both languages. Merged into `MESSAGES` in index.ts. The numbers are
 * those of services/stock.ts and services/checkout.ts.
 */
import type { Lang } from '@shared/lang';

export const STOCK_MESSAGES = {
  optionOutOfStock: { en: 'This colour and size is out of stock', ar: 'هذا اللون والمقاس غير متوفر حالياً' },
  optionInStock: { en: 'This colour and size is in stock: add it to your cart instead', ar: 'هذا اللون والمقاس متوفر حالياً، يمكنك إضافته إلى السلة' },
  quantityOverLimit: { en: 'At most 10 pieces of one colour and size per order', ar: 'الحد الأقصى 10 قطع من اللون والمقاس نفسيهما في الطلب الواحد' },
  cashOrdersWaiting: {
    en: "You already have 2 cash-on-delivery orders waiting for the shop's confirmation. You can pay for this one by card, or order it once the shop has confirmed them.",
    ar: 'لديك طلبان بالدفع عند الاستلام بانتظار تأكيد المتجر. يمكنك دفع هذا الطلب بالبطاقة، أو طلبه بعد أن يؤكدهما المتجر',
  },
  stockInvalid: { en: 'The stock must be a whole number from 0 to 1000000', ar: 'يجب أن يكون المخزون رقماً صحيحاً من 0 إلى 1000000' },
  alertNotFound: { en: 'Alert not found', ar: 'التنبيه غير موجود' },
  alertCreated: { en: "We'll email you when it's back in stock", ar: 'سنراسلك بالبريد الإلكتروني عند توفره من جديد' },
  alertExists: { en: "You're already on the list: we'll email you when it's back", ar: 'طلبك مسجل مسبقاً، وسنراسلك عند توفره من جديد' },
  alertDeleted: { en: "Alert cancelled: we won't email you about it", ar: 'أُلغي التنبيه، ولن نراسلك بشأنه' },
  backInStockSubject: { en: 'Back in stock at Libas', ar: 'عاد إلى المخزون في لباس' },
} satisfies Record<string, Record<Lang, string>>;
