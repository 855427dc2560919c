/**
 * Money (R8): prices are SAR, formatted in Latin digits; sums are
 * computed in integer halalas (1 SAR = 100 halalas) so rounding never drifts.
 */
export type Halalas = number;

export function toHalalas(sar: number): Halalas {
  // Round half away from zero on the hundredths; 0.1 + 0.2 style float noise is absorbed first.
  return Math.sign(sar) * Math.round(Math.abs(sar) * 100 + 1e-7);
}

export function fromHalalas(halalas: Halalas): number {
  return halalas / 100;
}

let english: Intl.NumberFormat | undefined;
let latinDigits: Intl.NumberFormat | undefined;

/**
 * `SAR 1,234.50` in English, `‏1,234.50 ر.س.‏` in Arabic, always with Latin digits.
 * Arabic is ar-SA's own pattern (marks, no-break space, `ر.س.`) around English digits: the first
 * Arabic Intl.NumberFormat costs a browser 25-30 ms loading number data, a long task on a phone at
 * every load, and the server's and the browser's ICU versions could disagree on it.
 */
export function formatSar(sar: number, language: 'ar' | 'en'): string {
  if (language === 'en') {
    english ??= new Intl.NumberFormat('en-SA', { style: 'currency', currency: 'SAR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    return english.format(sar);
  }
  latinDigits ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const amount = latinDigits.format(Math.abs(sar));
  return `\u200F${sar < 0 ? '\u200E-' : ''}${amount}\u00A0ر.س.\u200F`;
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
