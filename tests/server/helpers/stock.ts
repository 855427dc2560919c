/**
 * Test stock: `products.stock` is the sum of the product's options (`product_stock`),
 * kept by trigger, and cannot be written directly. These put a product's stock on one option.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import { products, productStock } from '../../../server/src/db/schema';

/**
 * Gives the product exactly `stock` units, all on its first colour and size (or on `option`), and
 * none on its other options. Answers the product's row afterwards.
 */
export async function setStock(db: Db, productId: number, stock: number, option?: { color?: string; size?: string }) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ colors: products.colors, sizes: products.sizes }).from(products).where(eq(products.id, productId));
    if (!product) throw new Error(`No product ${productId}`);
    const color = option?.color ?? product.colors[0] ?? '';
    const size = option?.size ?? product.sizes[0] ?? '';
    await tx.update(productStock).set({ stock: 0 }).where(and(eq(productStock.productId, productId), sql`(${productStock.color}, ${productStock.size}) <> (${color}, ${size})`));
    await tx
      .insert(productStock)
      .values({ productId, color, size, stock })
      .onConflictDoUpdate({ target: [productStock.productId, productStock.color, productStock.size], set: { stock } });
    return (await tx.select().from(products).where(eq(products.id, productId)))[0]!;
  });
}

/** One option's stock. */
export async function stockOfOption(db: Db, productId: number, color: string, size: string): Promise<number> {
  const [row] = await db
    .select({ stock: productStock.stock })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.color, color), eq(productStock.size, size)));
  return row?.stock ?? 0;
}

/** Gives every colour and size of the product `stock` units. Answers the product's row afterwards. */
export async function stockEveryOption(db: Db, productId: number, stock: number) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ colors: products.colors, sizes: products.sizes }).from(products).where(eq(products.id, productId));
    if (!product) throw new Error(`No product ${productId}`);
    const colors = product.colors.length ? product.colors : [''];
    const sizes = product.sizes.length ? product.sizes : [''];
    await tx.delete(productStock).where(eq(productStock.productId, productId));
    await tx.insert(productStock).values(colors.flatMap((color) => sizes.map((size) => ({ productId, color, size, stock }))));
    return (await tx.select().from(products).where(eq(products.id, productId)))[0]!;
  });
}

/**
 * Hands out seeded products that have colours and sizes, from `fromId` on, each given `stock` units on
 * its first colour and size, so that tests of one file share no stock (start each file elsewhere).
 */
export function productsWithOptions(db: () => Db, fromId: number, defaultStock = 10) {
  let next = fromId;
  return async (stock = defaultStock) => {
    for (;;) {
      const [row] = await db().select().from(products).where(eq(products.id, next++));
      if (!row) throw new Error('Ran out of seeded products');
      if (row.colors.length > 0 && row.sizes.length > 0) return setStock(db(), row.id, stock);
    }
  };
}
