/**
 * Coupons (the contract's Coupon and coupon/by_name): a code is matched case-insensitively. A coupon
 * may limit how many of one shopper's orders use it; a failed or rejected order does not count, so
 * its use comes back with its stock ("Stock").
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, orders } from '../db/schema';
import { HttpError, notFound } from '../http-error';

type Runner = Pick<Db, 'select' | '$count'>;

/**
 * The coupon with this code if it can be used now: unknown 404, expired or used up 422, and 422 for
 * a shopper (when `shopperId` is given) whose orders have used it as often as one may. Checkout
 * calls it under the shopper's row lock, so their orders cannot both use the last of their share.
 */
export async function findUsableCoupon(db: Runner, code: string, shopperId: number | null = null) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.name})`, code.trim().toLowerCase()));
  if (!coupon) throw notFound('couponNotFound');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw new HttpError(422, 'couponExpired');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw new HttpError(422, 'couponUsedUp');
  if (shopperId !== null && coupon.perShopperLimit !== null) {
    const used = await db.$count(orders, and(eq(orders.userId, shopperId), eq(orders.couponId, coupon.id), notInArray(orders.status, ['failed', 'rejected'])));
    if (used >= coupon.perShopperLimit) throw new HttpError(422, 'couponAlreadyUsed');
  }
  return coupon;
}
