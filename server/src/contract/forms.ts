/**
 * Review and contact contract (the contract's Review and Contact message, its product-reviews and
 * contact-us calls). TypeBox schemas; the SPA imports the types only, so no Node imports.
 *
 * - `POST /api/product-reviews` (bearer) with `ReviewBody` → 201 `ReviewResponse`; the product's
 *   rating and review count update at once. One review per account and product: a second one edits
 *   the first and answers 200. The author is the account's name; the form's `name` is not used.
 *   400 `{ message }` for an empty review or a rating that is not a whole number from 1 to 5; 404
 *   for an unknown product; 401 without login.
 * - `POST /api/contact-us` (bearer optional) with `ContactBody` → 201 `{ message }`. Every field is
 *   required (trimmed); the email must look like one. 400 `{ message }` otherwise.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Review } from './catalog';

export const ReviewBody = Type.Object({
  product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** Sent by the review form; the author shown is the account's name. */
  name: Type.Optional(Type.String({ maxLength: 120 })),
  review: Type.String({ maxLength: 2000 }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** The contract: the answer has `review.product_id`; the message is an extension. */
export const ReviewResponse = Type.Object({ message: Type.Optional(Type.String()), review: Review });
export type ReviewResponse = Static<typeof ReviewResponse>;

export const ContactBody = Type.Object({
  /** First and last name joined, as the contract has it. */
  name: Type.String({ maxLength: 120 }),
  subject: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 32 }),
  message: Type.String({ maxLength: 5000 }),
});
export type ContactBody = Static<typeof ContactBody>;
