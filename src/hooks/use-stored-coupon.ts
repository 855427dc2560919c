import { useSyncExternalStore } from 'react';
import { getStoredCoupon, subscribeStoredCoupon, type AppliedCoupon } from '@/lib/stored-coupon';

/** The coupon applied in the cart (lib/stored-coupon.ts); null on the server render. */
export function useStoredCoupon(): AppliedCoupon | null {
  return useSyncExternalStore(subscribeStoredCoupon, getStoredCoupon, () => null);
}
