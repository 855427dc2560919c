/**
 * Coupon lookup (spec §7 `coupon/by_name/{name}`): the discount percentage of a usable coupon.
 * Unknown → 404; expired or used up → 422, each with its own message (spec §8 shows them).
 * Codes match case-insensitively. Redeeming (counting a use) belongs to checkout.
 */
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { Coupon } from '../contract';
import { coupons } from '../db/schema';
import { HttpError, notFound } from '../i18n';
import { withErrors, type RoutePlugin } from './common';

const couponRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/coupon/by_name/:name',
    {
      schema: {
        tags: ['cart'],
        summary: 'Discount percentage of a coupon code',
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64, description: 'Coupon code, any case' }) }),
        response: withErrors(Coupon, 400, 404, 422),
      },
    },
    async (request) => {
      const code = request.params.name.trim().toLowerCase();
      const [coupon] = await db
        .select()
        .from(coupons)
        .where(eq(sql`lower(${coupons.name})`, code));
      if (!coupon) throw notFound('couponNotFound');
      if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) throw new HttpError(422, 'couponExpired');
      if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) throw new HttpError(422, 'couponUsedUp');
      return { discount: coupon.discount };
    },
  );
};

export default couponRoutes;
