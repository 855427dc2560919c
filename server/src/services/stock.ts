/**
 * Stock per option ("Stock"): each product's stock is kept per colour and size in
 * `product_stock` ('' where a product has no colours or no sizes). Triggers (migration 0012) keep
 * `products.stock` the sum of its options and mark an option's waiting alerts due when it comes back.
 *
 * Writers change option rows in one order (product, colour, size: `byOption`), so that two
 * transactions never wait for each other's rows the other way round.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productStock } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/**
 * The most units of one colour and size a cart line, and so an order, may hold ("Stock"), so that
 * no shopper can hold a product's whole stock with one order.
 */
export const MAX_UNITS_PER_OPTION = 10;

export interface OptionRef {
  productId: number;
  color: string;
  size: string;
}

/** The lock order of option rows. */
export const byOption = (a: OptionRef, b: OptionRef) =>
  a.productId - b.productId || (a.color < b.color ? -1 : a.color > b.color ? 1 : 0) || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0);

const sameOption = ({ productId, color, size }: OptionRef) =>
  and(eq(productStock.productId, productId), eq(productStock.color, color), eq(productStock.size, size));

/** The option's stock; 0 for an option without a row (nothing was ever stocked). */
export async function optionStock(db: Runner, option: OptionRef): Promise<number> {
  const [row] = await db.select({ stock: productStock.stock }).from(productStock).where(sameOption(option));
  return row?.stock ?? 0;
}

/**
 * The option's stock, its row held (FOR SHARE) until the transaction ends so that no one changes it
 * meanwhile; an option never stocked gets its row, at 0.
 */
export async function lockOptionStock(tx: Tx, option: OptionRef): Promise<number> {
  await tx.insert(productStock).values({ ...option, stock: 0 }).onConflictDoNothing();
  const [row] = await tx.select({ stock: productStock.stock }).from(productStock).where(sameOption(option)).for('share');
  return row!.stock;
}

/**
 * Takes `quantity` from the option if it has that many; false (and nothing taken) otherwise. The
 * condition, checked again after any wait for the row's lock, leaves an option's last unit to one
 * buyer; the column's check constraint is the backstop.
 */
export async function takeOptionStock(tx: Tx, option: OptionRef, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(productStock)
    .set({ stock: sql`${productStock.stock} - ${quantity}` })
    .where(and(sameOption(option), sql`${productStock.stock} >= ${quantity}`))
    .returning({ stock: productStock.stock });
  return taken.length > 0;
}

/** Puts units back on an option (a failed or rejected order), making its row if it has none. */
export async function returnOptionStock(tx: Tx, option: OptionRef, quantity: number): Promise<void> {
  await tx
    .insert(productStock)
    .values({ ...option, stock: quantity })
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.color, productStock.size],
      set: { stock: sql`${productStock.stock} + ${quantity}` },
    });
}

/** Sets the option's stock (the trader's count); answers the stock it had before. */
export async function setOptionStock(tx: Tx, option: OptionRef, stock: number): Promise<number> {
  const [before] = await tx.select({ stock: productStock.stock }).from(productStock).where(sameOption(option)).for('update');
  if (before) await tx.update(productStock).set({ stock }).where(sameOption(option));
  else await tx.insert(productStock).values({ ...option, stock });
  return before?.stock ?? 0;
}
