/**
 * The coupon the shopper applied in the cart, kept in session storage so that checkout, opened
 * directly or reloaded, totals the same cart as the cart page did. The server checks the coupon
 * again when the order is placed.
 */
import { browserStore, parseJson } from '../browser-store';

export interface AppliedCoupon {
  name: string;
  /** Percentage off the subtotal. */
  discount: number;
}

export const STORED_COUPON_KEY = 'coupon';

// A damaged value counts as no coupon.
function parse(raw: string | null): AppliedCoupon | null {
  const value = parseJson(raw) as Partial<AppliedCoupon> | null | undefined;
  return typeof value?.name === 'string' && typeof value.discount === 'number' ? { name: value.name, discount: value.discount } : null;
}

const store = browserStore(STORED_COUPON_KEY, parse, 'sessionStorage');

export const getStoredCoupon = store.get;
export const subscribeStoredCoupon = store.subscribe;

/** Stores the applied coupon, or forgets it (null): removed in the cart, or used by an order. */
export function setStoredCoupon(coupon: AppliedCoupon | null): void {
  store.set(coupon ? JSON.stringify(coupon) : null);
}
