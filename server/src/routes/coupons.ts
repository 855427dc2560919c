/**
 * Coupon lookup (the contract's `coupon/by_name/{name}`): the discount percentage of a usable coupon.
 * Unknown → 404; expired or used up → 422, each with its own message ("Failures a shopper sees").
 * Codes match case-insensitively. Redeeming (counting a use) belongs to checkout.
 */
import { Type } from '@sinclair/typebox';
import { Coupon } from '../contract/catalog';
import { findUsableCoupon } from '../services/coupons';
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
    async (request) => ({ discount: (await findUsableCoupon(db, request.params.name)).discount }),
  );
};

export default couponRoutes;
