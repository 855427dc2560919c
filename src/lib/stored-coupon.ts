/**
 * The coupon the shopper applied in the cart, kept in session storage so that checkout, opened
 * directly or reloaded, totals the same cart as the cart page did. The server checks the coupon
 * again when the order is placed.
 */
export interface AppliedCoupon {
  name: string;
  /** Percentage off the subtotal. */
  discount: number;
}

export const STORED_COUPON_KEY = 'coupon';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: AppliedCoupon | null = null;

function parse(raw: string | null): AppliedCoupon | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AppliedCoupon> | null;
    if (typeof value?.name === 'string' && typeof value.discount === 'number') return { name: value.name, discount: value.discount };
  } catch {
    // fall through: a damaged value counts as no coupon
  }
  return null;
}

export function getStoredCoupon(): AppliedCoupon | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORED_COUPON_KEY);
  } catch {
    // storage unavailable: no coupon
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Stores the applied coupon, or forgets it (null): removed in the cart, or used by an order. */
export function setStoredCoupon(coupon: AppliedCoupon | null): void {
  try {
    if (coupon) sessionStorage.setItem(STORED_COUPON_KEY, JSON.stringify(coupon));
    else sessionStorage.removeItem(STORED_COUPON_KEY);
  } catch {
    // storage unavailable: the coupon lasts as long as the page
  }
  for (const listener of listeners) listener();
}

export function subscribeStoredCoupon(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
