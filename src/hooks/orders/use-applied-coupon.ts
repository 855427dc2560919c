import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { couponQuery } from '@/api/cart';
import { errorMessage } from '@/api/client';
import { getStoredCoupon, subscribeStoredCoupon, type AppliedCoupon } from '@/lib/orders/stored-coupon';

export interface CouponState {
  /** The coupon to total with: its discount as the server gives it now, or null. */
  coupon: AppliedCoupon | null;
  /** The code the shopper applied that can no longer be used, and the server's reason. */
  unusable: { name: string; reason: string } | null;
}

/**
 * The coupon applied in the cart (lib/stored-coupon.ts), checked again with the server: the cart and
 * checkout total with its current discount, and leave it out once it has expired or been used up.
 */
export function useAppliedCoupon(): CouponState {
  const stored = useSyncExternalStore(subscribeStoredCoupon, getStoredCoupon, () => null);
  const check = useQuery({ ...couponQuery(stored?.name ?? ''), enabled: stored !== null });
  if (!stored) return { coupon: null, unusable: null };
  if (check.isError) return { coupon: null, unusable: { name: stored.name, reason: errorMessage(check.error, '') } };
  return { coupon: check.data ? { name: stored.name, discount: check.data.discount } : stored, unusable: null };
}
