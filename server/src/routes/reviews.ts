/**
 * `POST /api/product-reviews` (the contract's call): a signed-in shopper reviews a product, once: a
 * second review edits the first, and the author is the account's name. The
 * product's average and count follow from the reviews table's trigger (migration 0001), and the
 * write empties the public answer cache (plugins/response-cache.ts), so the product page shows
 * the review on its next read.
 */
import { ReviewBody, ReviewResponse } from '../contract/forms';
import { requiredText } from '../http-error';
import { MESSAGES } from '../messages';
import { saveReview } from '../services/reviews';
import { ErrorRef } from './common';
import { BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const reviewRoutes: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.post(
    '/product-reviews',
    {
      attachValidation: true,
      preHandler: [
        auth.required(),
        friendlyValidation({ review: 'reviewRequired', rating: 'ratingInvalid', product_id: 'productNotFound' }),
      ],
      schema: {
        tags: ['catalogue'],
        summary: 'Review a product (rating 1 to 5); a second review of the same product edits the first',
        security: BEARER_SECURITY,
        body: ReviewBody,
        response: { 200: ReviewResponse, 201: ReviewResponse, 400: ErrorRef, 401: ErrorRef, 404: ErrorRef, 500: ErrorRef },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const text = requiredText(body.review, 'reviewRequired');
      const user = request.user!;
      // The account's one review of the product: written, or edited if it exists.
      const review = await saveReview(db, { productId: body.product_id, userId: user.id, name: user.name, review: text, rating: body.rating });
      return reply.status(review.created ? 201 : 200).send({
        message: MESSAGES[review.created ? 'reviewAdded' : 'reviewUpdated'][request.lang],
        review: {
          id: review.id,
          product_id: review.productId,
          name: review.name,
          review: review.review,
          rating: review.rating,
          created_at: review.createdAt.toISOString(),
          verified_purchase: review.verifiedPurchase,
        },
      });
    },
  );
};

export default reviewRoutes;
