/** R8: the server keeps integer halalas; the API speaks SAR with at most two decimals. */

export const toSar = (halalas: number): number => halalas / 100;

/** SAR to halalas, for amounts that are already whole halalas (seed prices). */
export const toHalalas = (sar: number): number => Math.round(sar * 100);

// Filters compare halalas with a SAR bound the client sent; the epsilon absorbs binary
// floating-point noise (0.1 * 100 = 10.000000000000002) without moving a real bound.
const EPSILON = 1e-6;

/** The smallest whole halala amount that is >= `sar`. */
export const halalasAtLeast = (sar: number): number => Math.ceil(sar * 100 - EPSILON);

/** The largest whole halala amount that is <= `sar`. */
export const halalasAtMost = (sar: number): number => Math.floor(sar * 100 + EPSILON);

/** The selling price after a percentage discount, rounded to the halala (same rule as the DB column). */
export const discounted = (halalas: number, percent: number): number => Math.round((halalas * (100 - percent)) / 100);

/** Saudi VAT: 15 % of the discounted subtotal (spec §9, R8). */
export const VAT_PERCENT = 15;

/** A percentage of an amount, to the nearest halala, halves up: the SPA's cart rounds the same way. */
const percentOf = (halalas: number, percent: number): number => Math.round((halalas * percent) / 100);

export interface OrderTotals {
  subtotal: number;
  discount: number;
  vat: number;
  /** Discounted subtotal + VAT: the order's `total_price`. */
  totalPrice: number;
}

/** R8, R25: an order's amounts from unit prices in halalas and a coupon percentage. */
export function orderTotals(lines: readonly { priceHalalas: number; quantity: number }[], couponPercent: number): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.priceHalalas * line.quantity, 0);
  const discount = percentOf(subtotal, couponPercent);
  const vat = percentOf(subtotal - discount, VAT_PERCENT);
  return { subtotal, discount, vat, totalPrice: subtotal - discount + vat };
}

/** R31 on the API's own pages: whole riyals, or two decimals when there are halalas, Latin digits. */
export function formatSar(halalas: number, lang: 'ar' | 'en'): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: halalas % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);
}
