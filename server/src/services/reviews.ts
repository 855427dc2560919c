/**
 * Product reviews: one per account and product. The product's average and count follow from the
 * reviews table's trigger, so nothing here recomputes them. A review is a verified purchase when
 * its author received the product ("Reviews").
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { products, reviews } from '../db/schema';
import { notFound } from '../http-error';

/**
 * Whether the user received the product: an order of theirs with it is completed (delivered). A
 * review without an account (the seeded ones) has a null user, which no order has.
 */
export const receivedBy = (userId: SQL, productId: SQL) => sql`exists (
  select 1 from orders o join order_items oi on oi.order_id = o.id
   where o.user_id = ${userId} and oi.product_id = ${productId} and o.status = 'completed')`;

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
  const [received] = await queryRows<{ verified: boolean }>(db, sql`select ${receivedBy(sql`${input.userId}::int`, sql`${input.productId}::int`)} as verified`);
  return { ...row!, verifiedPurchase: received!.verified };
}
