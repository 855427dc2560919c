/**
 * Money (docs/product.md, "Prices and VAT"): prices are SAR in Latin digits; sums are computed in
 * integer halalas (1 SAR = 100 halalas) so rounding never drifts.
 */
export type Halalas = number;

export function toHalalas(sar: number): Halalas {
  // Round half away from zero on the hundredths; 0.1 + 0.2 style float noise is absorbed first.
  return Math.sign(sar) * Math.round(Math.abs(sar) * 100 + 1e-7);
}

export function fromHalalas(halalas: Halalas): number {
  return halalas / 100;
}

/**
 * Whole riyals, or two decimals when there are halalas (or `cents`, for a column of amounts where
 * another has them): `SAR 1,234` and `SAR 193.50` in English,
 * `‏193.50 ر.س.‏` in Arabic, Latin digits in both. The same text as Intl.NumberFormat's for `en-SA` and
 * `ar-SA-u-nu-latn`, which a test holds it to. It is written out because a browser's first
 * Intl.NumberFormat loads number data, a pause a phone feels in the middle of the first page's
 * hydration (docs/performance.md); and because the server's ICU and the browser's cannot then
 * disagree.
 */
export function formatSar(sar: number, language: 'ar' | 'en', { cents: always = false }: { cents?: boolean } = {}): string {
  const halalas = Math.abs(toHalalas(sar));
  const whole = String(Math.floor(halalas / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = halalas % 100;
  const amount = cents === 0 && !always ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
  const negative = halalas > 0 && sar < 0;
  if (language === 'en') return `${negative ? '-' : ''}SAR\u00A0${amount}`;
  return `\u200F${negative ? '\u200E-' : ''}${amount}\u00A0ر.س.\u200F`;
}

/** Saudi VAT, in percent. */
export const VAT_PERCENT = 15;

/**
 * How an API charges VAT (docs/product.md, "Prices and VAT"). `included`: every price is shown with
 * VAT, shipping and the cash-on-delivery fee carry it too, and the VAT is the part of the total that
 * is tax; an API says it charges so by listing `vat-on-shipping`. `added`: the original contract's
 * arithmetic, VAT added to the discounted subtotal and none on shipping.
 */
export type VatRule = 'included' | 'added';

/** Percent of an amount, rounded to the nearest halala (halves up). */
function percentOf(amount: Halalas, percent: number): Halalas {
  return Math.round((amount * percent) / 100);
}

/** An amount before VAT with VAT added: round(amount × 1.15), in whole halalas (integer arithmetic, halves up). */
export function withVat(halalas: Halalas): Halalas {
  return Math.floor((halalas * (100 + VAT_PERCENT) + 50) / 100);
}

/** A price as the API gives it (SAR, before VAT) as a shopper sees it: with VAT, in SAR. */
export function shownPrice(sar: number): number {
  return fromHalalas(withVat(toHalalas(sar)));
}

/** The VAT inside an amount that includes it: round(total × 15 / 115). */
export function vatWithin(total: Halalas): Halalas {
  return Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The smallest price before VAT whose price with VAT is at least `halalas` (a price filter's lower bound). */
export function beforeVatAtLeast(halalas: Halalas): Halalas {
  return Math.max(Math.ceil((100 * halalas - 50) / (100 + VAT_PERCENT)), 0);
}

/** The largest price before VAT whose price with VAT is at most `halalas` (a price filter's upper bound). */
export function beforeVatAtMost(halalas: Halalas): Halalas {
  return Math.floor((100 * halalas + 49) / (100 + VAT_PERCENT));
}

export interface PricedLine {
  /** Unit price in SAR, before VAT, as the API gives it. */
  price: number;
  quantity: number;
}

/** A cart or order line as the shopper sees it: the unit price with VAT times the quantity. */
export function lineAmount(line: PricedLine): Halalas {
  return withVat(toHalalas(line.price)) * line.quantity;
}

export interface ShippingCharge {
  /** The carrier's price in SAR before VAT, the cash-on-delivery fee included (the shipping-cost answer). */
  cost: number;
  /** The part of `cost` that is the cash-on-delivery fee, when the API says. */
  codFee?: number | null;
}

/** What shipping adds under `rule`: with VAT, the delivery and the cash-on-delivery fee each rounded on its own. */
export function shippingAmount(charge: ShippingCharge, rule: VatRule): { shipping: Halalas; codFee: Halalas } {
  const cost = toHalalas(charge.cost);
  const codFee = Math.min(toHalalas(charge.codFee ?? 0), cost);
  if (rule === 'added') return { shipping: cost, codFee };
  return { shipping: withVat(cost - codFee) + withVat(codFee), codFee: withVat(codFee) };
}

export interface OrderAmounts {
  rule: VatRule;
  /** The products: with VAT (`included`), or before it (`added`). */
  items: Halalas;
  /** The coupon's part of `items`. */
  discount: Halalas;
  /** Shipping with the cash-on-delivery fee, as charged; 0 while unknown. */
  shipping: Halalas;
  /** The cash-on-delivery fee within `shipping`. */
  codFee: Halalas;
  vat: Halalas;
  /** What is charged. */
  total: Halalas;
  /** The total without its VAT. */
  beforeVat: Halalas;
}

/**
 * An order's amounts, all in halalas (docs/product.md, "Prices and VAT").
 * - `included`: items = Σ unit with VAT × quantity; the coupon takes its percentage of that;
 *   shipping and the COD fee each with VAT; total = items − coupon + shipping; VAT = round(total × 15 / 115).
 * - `added`: items = Σ price × quantity; the coupon takes its percentage; VAT is 15 % of the
 *   discounted items; total = discounted items + VAT + shipping.
 */
export function orderAmounts(lines: readonly PricedLine[], couponPercent: number, rule: VatRule, charge?: ShippingCharge | null): OrderAmounts {
  const percent = Math.min(Math.max(couponPercent, 0), 100);
  const { shipping, codFee } = charge ? shippingAmount(charge, rule) : { shipping: 0, codFee: 0 };
  if (rule === 'included') {
    const items = lines.reduce((sum, line) => sum + lineAmount(line), 0);
    const discount = percentOf(items, percent);
    const total = items - discount + shipping;
    const vat = vatWithin(total);
    return { rule, items, discount, shipping, codFee, vat, total, beforeVat: total - vat };
  }
  const items = lines.reduce((sum, line) => sum + toHalalas(line.price) * line.quantity, 0);
  const discount = percentOf(items, percent);
  const vat = percentOf(items - discount, VAT_PERCENT);
  const total = items - discount + vat + shipping;
  return { rule, items, discount, shipping, codFee, vat, total, beforeVat: total - vat };
}
