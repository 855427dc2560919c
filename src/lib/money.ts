/**
 * Money (R8): prices are SAR in Latin digits; sums are computed in integer halalas
 * (1 SAR = 100 halalas) so rounding never drifts.
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
 * R31: whole riyals, or two decimals when there are halalas: `SAR 1,234` and `SAR 193.50` in English,
 * `‏193.50 ر.س.‏` in Arabic, Latin digits in both. The same text as Intl.NumberFormat's for `en-SA` and
 * `ar-SA-u-nu-latn`, which a test holds it to. It is written out because a browser's first
 * Intl.NumberFormat loads number data for 20 ms, 80 ms on a phone, in the middle of the first page's
 * hydration; and because the server's ICU and the browser's cannot then disagree.
 */
export function formatSar(sar: number, language: 'ar' | 'en'): string {
  const halalas = Math.abs(toHalalas(sar));
  const whole = String(Math.floor(halalas / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = halalas % 100;
  const amount = cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
  const negative = halalas > 0 && sar < 0;
  if (language === 'en') return `${negative ? '-' : ''}SAR\u00A0${amount}`;
  return `\u200F${negative ? '\u200E-' : ''}${amount}\u00A0ر.س.\u200F`;
}

/** VAT in Saudi Arabia: 15 % of the discounted subtotal (spec §9, R8). */
export const VAT_PERCENT = 15;

export interface PricedLine {
  /** Unit price in SAR. */
  price: number;
  quantity: number;
}

export interface CartTotals {
  subtotal: Halalas;
  discount: Halalas;
  discountedSubtotal: Halalas;
  tax: Halalas;
  total: Halalas;
}

/** Percent of an amount, rounded to the nearest halala (halves up). */
function percentOf(amount: Halalas, percent: number): Halalas {
  return Math.round((amount * percent) / 100);
}

/** A unit price with the 15 % VAT the cart adds (R31's second line on the product page). */
export function priceWithVat(sar: number): Halalas {
  const halalas = toHalalas(sar);
  return halalas + percentOf(halalas, VAT_PERCENT);
}

/**
 * The cart summary (spec §9, R8), all in halalas: subtotal = Σ price × quantity; the coupon takes
 * its percentage off; VAT is 15 % of the discounted subtotal; total = discounted subtotal + VAT.
 */
export function cartTotals(lines: readonly PricedLine[], couponPercent = 0): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + toHalalas(line.price) * line.quantity, 0);
  const percent = Math.min(Math.max(couponPercent, 0), 100);
  const discount = percentOf(subtotal, percent);
  const discountedSubtotal = subtotal - discount;
  const tax = percentOf(discountedSubtotal, VAT_PERCENT);
  return { subtotal, discount, discountedSubtotal, tax, total: discountedSubtotal + tax };
}
