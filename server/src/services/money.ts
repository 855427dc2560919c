/** The server keeps integer halalas; the API speaks SAR with at most two decimals. */

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

/** Saudi VAT, in percent. */
export const VAT_PERCENT = 15;

/** A percentage of an amount, to the nearest halala, halves up: the SPA's cart rounds the same way. */
const percentOf = (halalas: number, percent: number): number => Math.round((halalas * percent) / 100);

/** An amount before VAT with VAT added: round(amount × 1.15), in whole halalas (integer arithmetic, halves up). */
export const withVat = (halalas: number): number => Math.floor((halalas * (100 + VAT_PERCENT) + 50) / 100);

/** The VAT inside an amount that includes it: round(total × 15 / 115). */
export const vatWithin = (total: number): number => Math.round((total * VAT_PERCENT) / (100 + VAT_PERCENT));

export interface OrderTotals {
  /** Σ unit price with VAT × quantity: the lines as the shopper saw them. */
  items: number;
  /** The coupon's part of `items`. */
  discount: number;
  /** Delivery and the cash-on-delivery fee, each with VAT. */
  shipping: number;
  /** The cash-on-delivery fee with VAT, within `shipping`. */
  codFee: number;
  /** What is charged: items − discount + shipping. */
  total: number;
  /** The VAT inside `total`, as the invoice and its QR state it. */
  vat: number;
}

/**
 * An order's amounts from unit prices before VAT, a coupon percentage and the carrier's charges
 * before VAT, in halalas (docs/product.md, "Prices and VAT"): the SPA computes the same with the
 * same cases.
 */
export function orderTotals(
  lines: readonly { priceHalalas: number; quantity: number }[],
  couponPercent: number,
  charges: { deliveryHalalas: number; codFeeHalalas: number },
): OrderTotals {
  const items = lines.reduce((sum, line) => sum + withVat(line.priceHalalas) * line.quantity, 0);
  const discount = percentOf(items, couponPercent);
  const codFee = withVat(charges.codFeeHalalas);
  const shipping = withVat(charges.deliveryHalalas) + codFee;
  const total = items - discount + shipping;
  return { items, discount, shipping, codFee, total, vat: vatWithin(total) };
}

/** Money on the API's own pages: whole riyals, or two decimals when there are halalas, Latin digits. */
export function formatSar(halalas: number, lang: 'ar' | 'en'): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: halalas % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);
}
