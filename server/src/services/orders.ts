/**
 * Orders as the shopper sees them (spec §3 Order, Order status response; §7 my_orders,
 * orders/{id}/status, order/latest; R3), always the caller's own.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../contract-accounts';
import type { OrderStatusResponse, Shipment } from '../contract-checkout';
import type { Db } from '../db/client';
import { orderItems, orders, products, shipments } from '../db/schema';
import { toSar } from './money';

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

/** Where an order's invoice QR is served (R26), relative to the API host like `logo_url`. */
export const qrPath = (token: string) => `api/invoice-qr/${token}.png`;

async function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
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
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
}

function toOrders(rows: OrderRow[], items: Awaited<ReturnType<typeof itemsOf>>): Order[] {
  return rows.map((row) => ({
    id: row.id,
    total_price: toSar(row.totalPriceHalalas),
    discount_amount: toSar(row.discountAmountHalalas),
    shippment_cost: toSar(row.shippingCostHalalas),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    qr_path: row.qrToken ? qrPath(row.qrToken) : null,
    subtotal: toSar(row.subtotalHalalas),
    vat: toSar(row.vatHalalas),
    cod: row.cod,
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

/** The user's orders with their items, newest first. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrders(rows, await itemsOf(db, rows.map((row) => row.id)));
}

export function toShipment(order: OrderRow, shipment: ShipmentRow): Shipment {
  return {
    id: shipment.id,
    order_id: order.id,
    shipping_gate: shipment.gate,
    city: order.city ?? '',
    area: order.area ?? '',
    address: order.address ?? '',
    zip_code: order.zipCode,
    phone: order.phone ?? '',
    cod: order.cod,
    shiping_cost: toSar(order.shippingCostHalalas),
    cod_fee: toSar(order.codFeeHalalas),
    tracking_number: shipment.trackingNumber,
    created_at: shipment.createdAt.toISOString(),
  };
}

export interface OrderWithShipment {
  order: Order;
  shipment: Shipment | null;
}

/** One of the user's orders with its shipment: by id, or the newest. Null when the user has no such order. */
export async function findOrder(db: Db, userId: number, orderId: number | 'latest'): Promise<OrderWithShipment | null> {
  const mine = orderId === 'latest' ? eq(orders.userId, userId) : and(eq(orders.userId, userId), eq(orders.id, orderId));
  const [row] = await db
    .select({ order: orders, shipment: shipments })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!row) return null;
  const [order] = toOrders([row.order], await itemsOf(db, [row.order.id]));
  return { order: order!, shipment: row.shipment ? toShipment(row.order, row.shipment) : null };
}

/**
 * R3's order status: `[order, payment, shipment, tracking]`. Entry 1 exists only for card payments,
 * and entry 3 only once the carrier has a tracking number; neither exists for a cash order yet.
 */
export function toStatusResponse({ order, shipment }: OrderWithShipment): OrderStatusResponse {
  return [order, null, shipment, null];
}
