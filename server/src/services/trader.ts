/**
 * What the trader's endpoints read and write besides an order's moves (order-life.ts): the order
 * list, whether an order may be confirmed, its tracking number, and a product option's stock.
 */
import { desc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../contract/accounts';
import type { Db } from '../db/client';
import { orders, payments, products, shipments } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { specsProblem } from './cart';
import { setOptionStock, type OptionRef } from './stock';

/** The newest 200 orders, optionally of one status, each with its tracking number once shipped. */
export function traderOrders(db: Db, status: OrderStatus | undefined) {
  return db
    .select({ order: orders, trackingNumber: shipments.trackingNumber })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
}

/** Whether the order is cash on delivery and its card payment's status; undefined for an unknown order. */
export async function orderPaymentState(db: Db, orderId: number) {
  const [order] = await db.select({ cod: orders.cod, paid: payments.status }).from(orders).leftJoin(payments, eq(payments.orderId, orders.id)).where(eq(orders.id, orderId));
  return order;
}

/** The order's tracking number, null before it is handed to the carrier. */
export async function trackingNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [shipment] = await db.select({ trackingNumber: shipments.trackingNumber }).from(shipments).where(eq(shipments.orderId, orderId));
  return shipment?.trackingNumber ?? null;
}

/**
 * Sets the stock of one of a product's options, in one transaction with the check that the product
 * has that colour and size (404 for no product, 400 for an option it lacks). Answers the product's
 * total stock after the change.
 */
export async function setProductOptionStock(db: Db, option: OptionRef, stock: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ colors: products.colors, sizes: products.sizes }).from(products).where(eq(products.id, option.productId));
    if (!product) throw notFound('productNotFound');
    const problem = specsProblem(product, option.color, option.size);
    if (problem) throw new HttpError(400, problem);
    await setOptionStock(tx, option, stock);
    const [after] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, option.productId));
    return after!.stock;
  });
}
