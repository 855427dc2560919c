/**
 * Product reviews: one per account and product. The product's average and count follow from the
 * reviews table's trigger, so nothing here recomputes them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, reviews } from '../db/schema';
import { notFound } from '../i18n';

export interface ReviewInput {
  productId: number;
  userId: number;
  /** The account's name, shown as the review's author. */
  name: string;
  review: string;
  rating: number;
}

/**
 * Writes the account's review of the product, or edits it if there is one; `created` says which.
 * 404 for a product that does not exist.
 */
export async function saveReview(db: Db, input: ReviewInput) {
  const found = await db.$count(products, eq(products.id, input.productId));
  if (!found) throw notFound('productNotFound');
  const [row] = await db
    .insert(reviews)
    .values(input)
    .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: { name: input.name, review: input.review, rating: input.rating } })
    .returning({
      id: reviews.id,
      productId: reviews.productId,
      name: reviews.name,
      review: reviews.review,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      // A row the insert wrote has no deleting transaction yet; an updated one has.
      created: sql<boolean>`(xmax = 0)`,
    });
  return row!;
}
