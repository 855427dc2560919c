/**
 * Coupon lookup (the contract's `coupon/by_name/{name}`): the discount percentage of a usable coupon.
 * Unknown → 404; expired or used up → 422, each with its own message ("Failures a shopper sees").
 * Codes match case-insensitively. A visitor is answered for anyone; a signed-in caller (a valid
 * bearer, optional) also hears when their own orders have used it as often as one shopper may, so
 * the answer is per caller and never cached. Redeeming (counting a use) belongs to checkout.
 */
import { Type } from '@sinclair/typebox';
import { Coupon } from '../contract/catalog';
import { findUsableCoupon } from '../services/coupons';
import { withErrors } from './common';
import type { PrivateRoutePlugin } from '../plugins/route-context';

const couponRoutes: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.get(
    '/coupon/by_name/:name',
    {
      preHandler: auth.optional,
      schema: {
        tags: ['cart'],
        summary: 'Discount percentage of a coupon code',
        description:
          'Public. With a valid bearer token (optional), a coupon that limits how many of one shopper\'s orders may use it answers ' +
          '422 to a shopper whose orders already have; without one, or with an invalid one, it answers as for anyone.',
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 64, description: 'Coupon code, any case' }) }),
        response: withErrors(Coupon, 400, 404, 422),
      },
    },
    async (request) => ({ discount: (await findUsableCoupon(db, request.params.name, request.user?.id ?? null)).discount }),
  );
};

export default couponRoutes;
