/** Coupons (the contract's Coupon and coupon/by_name): a code is matched case-insensitively. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { HttpError, notFound } from '../i18n';

/** The coupon with this code if it can be used now: unknown 404, expired or used up 422. */
export async function findUsableCoupon(db: Db, code: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.name})`, code.trim().toLowerCase()));
  if (!coupon) throw notFound('couponNotFound');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw new HttpError(422, 'couponExpired');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw new HttpError(422, 'couponUsedUp');
  return coupon;
}
