/**
 * The server cart (the contract's Cart item): one line per product, colour and size, kept in
 * the database so it survives a restart. Lines are read with their product in one statement.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CartItem, CartSpecs } from '../contract/cart';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { toSar } from './money';
import { specOptions } from './products';
import { MAX_UNITS_PER_OPTION, optionStock } from './stock';

interface CartRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  quantity: number;
  color: string;
  size: string;
  name_ar: string;
  name_en: string;
  images: string[];
  sale_price_halalas: number;
  price_halalas: number;
  stock: number;
  discount: number;
  sizes: string[];
  colors: { key: string; hex: string; ar: string; en: string }[];
}

/** The user's lines (or one of them), oldest first, with their products. */
export async function listCart(db: Db, userId: number, lineId?: number): Promise<CartItem[]> {
  const result = await db.execute<CartRow>(sql`
    select ci.id, ci.product_id, ci.quantity, ci.color, ci.size,
           p.name_ar, p.name_en, p.images, p.sale_price_halalas, p.price_halalas, p.stock, p.discount, p.sizes, cl.colors
      from cart_items ci
      join products p on p.id = ci.product_id
      cross join lateral (
        select coalesce(json_agg(json_build_object('key', c.key, 'hex', c.hex, 'ar', c.name_ar, 'en', c.name_en)
               order by u.ord), '[]') as colors
          from unnest(p.colors) with ordinality u(key, ord) join colors c on c.key = u.key) cl
     where ci.user_id = ${userId} ${lineId === undefined ? sql`` : sql`and ci.id = ${lineId}`}
     order by ci.id`);
  return (result as unknown as { rows: CartRow[] }).rows.map(toCartItem);
}

function toCartItem(row: CartRow): CartItem {
  return {
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    specs: specsOf(row.color, row.size),
    product: {
      id: row.product_id,
      name: row.name_ar,
      name_en: row.name_en,
      img: row.images[0] ?? '',
      price: toSar(row.sale_price_halalas),
      original_price: row.discount > 0 ? toSar(row.price_halalas) : null,
      quantity: row.stock,
      discount: row.discount,
      specs: [specOptions(row.colors, row.sizes, row.images)],
    },
  };
}

const specsOf = (color: string, size: string): CartSpecs => ({ ...(color ? { color } : {}), ...(size ? { size } : {}) });

export interface CartLineInput {
  /** Extension: the line to change (its quantity and specs). */
  id?: number;
  productId: number;
  quantity: number;
  specs: CartSpecs;
}

/**
 * Why a colour and size do not fit a product: a product with colours or sizes needs one of each of
 * its own, and one without takes none. Null when they fit.
 */
export function specsProblem(
  product: { colors: string[]; sizes: string[] },
  color: string,
  size: string,
): 'colorRequired' | 'colorUnavailable' | 'sizeRequired' | 'sizeUnavailable' | null {
  if (product.colors.length > 0 && color === '') return 'colorRequired';
  if (color !== '' && !product.colors.includes(color)) return 'colorUnavailable';
  if (product.sizes.length > 0 && size === '') return 'sizeRequired';
  if (size !== '' && !product.sizes.includes(size)) return 'sizeUnavailable';
  return null;
}

/**
 * Checks the line against the product: it exists (404), its colour and size are among its options
 * and in stock, and the quantity is at most their stock and at most `MAX_UNITS_PER_OPTION` (400). A
 * product without colours or sizes takes none.
 */
async function checkLine(db: Db, input: CartLineInput) {
  const [product] = await db
    .select({ stock: products.stock, colors: products.colors, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw notFound('productNotFound');
  const color = input.specs.color?.trim() ?? '';
  const size = input.specs.size?.trim() ?? '';
  const wrongSpec = specsProblem(product, color, size);
  if (wrongSpec) throw new HttpError(400, wrongSpec);
  if (product.stock === 0) throw new HttpError(400, 'outOfStock');
  // Stock per option: what the chosen colour and size have, not the product's total.
  const stock = await optionStock(db, { productId: input.productId, color, size });
  if (stock === 0) throw new HttpError(400, 'optionOutOfStock');
  if (input.quantity > stock) throw new HttpError(400, 'quantityOverStock', String(stock));
  if (input.quantity > MAX_UNITS_PER_OPTION) throw new HttpError(400, 'quantityOverLimit');
  return { color, size, stock };
}

/**
 * Adds or updates a line (the contract: one call for both) and returns its id and whether it is new.
 * - With `id`: that line of the user's (404 otherwise) gets the quantity and specs; if another
 *   line then has the same product and specs, the two merge (quantities added, up to the stock and
 *   the limit).
 * - Without: the line with the same product and specs gets the quantity, or a new line is added.
 */
export async function saveCartLine(db: Db, userId: number, input: CartLineInput): Promise<{ id: number; created: boolean }> {
  const { color, size, stock } = await checkLine(db, input);
  return db.transaction(async (tx) => {
    const sameLine = and(
      eq(cartItems.userId, userId),
      eq(cartItems.productId, input.productId),
      eq(cartItems.color, color),
      eq(cartItems.size, size),
    );
    if (input.id !== undefined) {
      const mine = and(eq(cartItems.id, input.id), eq(cartItems.userId, userId), eq(cartItems.productId, input.productId));
      const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(mine);
      if (!line) throw notFound('cartItemNotFound');
      const [twin] = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(sameLine, ne(cartItems.id, input.id)));
      if (twin) {
        await tx.delete(cartItems).where(eq(cartItems.id, input.id));
        await tx
          .update(cartItems)
          .set({ quantity: Math.min(stock, MAX_UNITS_PER_OPTION, twin.quantity + input.quantity) })
          .where(eq(cartItems.id, twin.id));
        return { id: twin.id, created: false };
      }
      await tx.update(cartItems).set({ quantity: input.quantity, color, size }).where(eq(cartItems.id, input.id));
      return { id: input.id, created: false };
    }
    const [saved] = await tx
      .insert(cartItems)
      .values({ userId, productId: input.productId, quantity: input.quantity, color, size })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.color, cartItems.size],
        set: { quantity: input.quantity },
      })
      // xmax is 0 only for a row this statement inserted.
      .returning({ id: cartItems.id, created: sql<boolean>`(xmax = 0)` });
    return { id: saved!.id, created: Boolean(saved!.created) };
  });
}

export async function removeCartLine(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
