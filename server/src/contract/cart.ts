/**
 * Cart contract (the contract's Cart item and cart calls; "Who may do what"). The SPA is built against these
 * shapes; the reference API answers exactly them. TypeBox schemas, no Node imports.
 *
 * Semantics:
 * - `GET /api/cart` (bearer) → `{ data: CartItem[] }`, the caller's lines, oldest first.
 * - `POST /api/cart` (bearer) with `AddCartItemBody` adds or updates (one call, as the contract has it):
 *   - with `id` (an extension): updates that line of the caller's (quantity and specs);
 *     if another of the caller's lines then has the same product and specs, the two merge;
 *   - without `id`: the line with the same product and specs gets the sent quantity,
 *     otherwise a new line is added (never a duplicate line).
 *   Quantity is a positive integer no larger than the stock; colour and size must be among the
 *   product's specs. Anything else answers 400 `{ message }`. Answers 200 `AddCartItemResponse`.
 * - `DELETE /api/cart/{id}` (bearer) → 200 `{ message }`; another user's or an unknown line → 404.
 * - `DELETE /api/cart` (bearer) → 200 `{ message }`, clears the caller's cart.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, SpecEntry } from './catalog';

export const CartSpecs = Type.Object({
  color: Type.Optional(Type.String({ maxLength: 60 })),
  size: Type.Optional(Type.String({ maxLength: 60 })),
});
export type CartSpecs = Static<typeof CartSpecs>;

export const CartProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Extension: the contract's cart product has `name` only; English falls back to it. */
  name_en: Type.Optional(Type.String()),
  img: Type.String(),
  /** Selling price in SAR, after any discount. */
  price: Type.Number(),
  /** Extension: the price before the discount, when discounted (as on Product); other APIs may omit it. */
  original_price: Type.Optional(Nullable(Type.Number())),
  /** Stock on hand. */
  quantity: Type.Integer({ minimum: 0 }),
  /** Extension: not in the contract's cart product. */
  discount: Type.Optional(Type.Number()),
  /** As on Product: specs[0] lists the colour and size options. */
  specs: Type.Array(Type.Array(SpecEntry)),
});
export type CartProduct = Static<typeof CartProduct>;

export const CartItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product: CartProduct,
  quantity: Type.Integer({ minimum: 1 }),
  specs: CartSpecs,
});
export type CartItem = Static<typeof CartItem>;

export const CartList = Type.Object({ data: Type.Array(CartItem) });
export type CartList = Static<typeof CartList>;

export const AddCartItemBody = Type.Object({
  /** Extension: the line to update. */
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  specs: CartSpecs,
});
export type AddCartItemBody = Static<typeof AddCartItemBody>;

/** The sent payload back (the contract); the message and the stored line are extensions. */
export const AddCartItemResponse = Type.Object({
  message: Type.Optional(Type.String()),
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  specs: CartSpecs,
  data: Type.Optional(CartItem),
});
export type AddCartItemResponse = Static<typeof AddCartItemResponse>;
