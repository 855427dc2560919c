/**
 * `POST /api/product-reviews` (spec §7, issue 5): a signed-in shopper reviews a product. The
 * product's average and count follow from the reviews table's trigger (migration 0001), and the
 * write empties the public answer cache (plugins/response-cache.ts), so the product page shows
 * the review on its next read.
 */
import { eq } from 'drizzle-orm';
import { ReviewBody, ReviewResponse } from '../contract-forms';
import { products, reviews } from '../db/schema';
import { MESSAGES, notFound, requiredText } from '../i18n';
import { ErrorRef } from './common';
import { BEARER_SECURITY, type PrivateRoutePlugin } from './context';
import { friendlyValidation } from './validation';

const reviewRoutes: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.post(
    '/product-reviews',
    {
      attachValidation: true,
      preHandler: [
        auth.required(),
        friendlyValidation({ name: 'nameRequired', review: 'reviewRequired', rating: 'ratingInvalid', product_id: 'productNotFound' }),
      ],
      schema: {
        tags: ['catalogue'],
        summary: 'Review a product (rating 1 to 5)',
        security: BEARER_SECURITY,
        body: ReviewBody,
        response: { 201: ReviewResponse, 400: ErrorRef, 401: ErrorRef, 404: ErrorRef, 500: ErrorRef },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = requiredText(body.name, 'nameRequired');
      const text = requiredText(body.review, 'reviewRequired');
      const found = await db.$count(products, eq(products.id, body.product_id));
      if (!found) throw notFound('productNotFound');
      const [row] = await db
        .insert(reviews)
        .values({ productId: body.product_id, userId: request.user!.id, name, review: text, rating: body.rating })
        .returning();
      return reply.status(201).send({
        message: MESSAGES.reviewAdded[request.lang],
        review: {
          id: row!.id,
          product_id: row!.productId,
          name: row!.name,
          review: row!.review,
          rating: row!.rating,
          created_at: row!.createdAt.toISOString(),
        },
      });
    },
  );
};

export default reviewRoutes;
