/** Orders as the shopper sees them (spec §3 Order, §7 my_orders). */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../contract-accounts';
import type { Db } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import { toSar } from './money';

/** The user's orders with their items, newest first. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      priceHalalas: orderItems.priceHalalas,
      color: orderItems.color,
      size: orderItems.size,
      nameAr: products.nameAr,
      nameEn: products.nameEn,
      images: products.images,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map((row) => ({
    id: row.id,
    total_price: toSar(row.totalPriceHalalas),
    discount_amount: toSar(row.discountAmountHalalas),
    shippment_cost: toSar(row.shippingCostHalalas),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        product_id: item.productId,
        quantity: item.quantity,
        price: toSar(item.priceHalalas),
        specs: { ...(item.color ? { color: item.color } : {}), ...(item.size ? { size: item.size } : {}) },
        product: { id: item.productId, name: item.nameAr, name_en: item.nameEn, img: item.images[0] ?? '' },
      })),
  }));
}
