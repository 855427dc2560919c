/**
 * Money (R8): prices are SAR, formatted with Intl.NumberFormat in Latin digits; sums are
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

const formatters = new Map<string, Intl.NumberFormat>();

/** `SAR 1,234.50` in English, `‏1,234.50 ر.س.‏` in Arabic, always with Latin digits. */
export function formatSar(sar: number, language: 'ar' | 'en'): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      style: 'currency',
      currency: 'SAR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return formatter.format(sar);
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
