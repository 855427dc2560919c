/**
 * Orders as the shopper sees them (the contract's Order and order-status shapes, for my_orders,
 * orders/{id}/status and order/latest), always the caller's own.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order, PlacedOrder } from '../contract/accounts';
import type { Delivery } from '../contract/addresses';
import type { OrderStatusResponse, Payment, Shipment } from '../contract/checkout';
import type { Db } from '../db/client';
import { colors, orderItems, orders, payments, products, shipments } from '../db/schema';
import { awaitsClosing } from './card-payments';
import { toSar } from './money';
import { specOptions } from './products';

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * An order as this API answers it: every field of both contract shapes (the list's and the status
 * response's), where the contract marks its extensions optional for other APIs.
 */
export type ReferenceOrder = Order & PlacedOrder;

/** The absolute links an order answer carries; they depend on the request's origin. */
export interface OrderLinks {
  /** The public tracking page of a shipment. */
  tracking(trackingNumber: string): string;
  /** The order's printable invoice. */
  invoice(orderId: number): string;
}

/**
 * The number a shopper reads on the status page, in the profile and on the invoice
 * (docs/product.md, "Order details"): the order's id with the shop's prefix, never a secret.
 */
export const orderNumber = (id: number): string => `LB-${String(id).padStart(6, '0')}`;

/** The order's delivery address, when it was placed with its parts. */
export function deliveryOf(row: OrderRow): Delivery | null {
  if (row.recipient === null || row.street === null) return null;
  return {
    recipient: row.recipient,
    phone: row.phone ?? '',
    region: row.region ?? '',
    city: row.deliveryCity ?? '',
    district: row.district ?? '',
    street: row.street,
    building_number: row.buildingNumber ?? '',
    postcode: row.zipCode ?? '',
    short_address: row.shortAddress,
    directions: row.directions,
  };
}

/** Where an order's invoice QR is served, relative to the API host like `logo_url`. */
export const qrPath = (token: string) => `api/invoice-qr/${token}.png`;

/** The orders' lines with their product's names and their colour's names, in line order. */
export async function itemsOf(db: Db, orderIds: number[]) {
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
      colorAr: colors.nameAr,
      colorEn: colors.nameEn,
      colorHex: colors.hex,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(colors, eq(colors.key, orderItems.color))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
}

export type OrderLine = Awaited<ReturnType<typeof itemsOf>>[number];

/** A line's colour and size with their names in both languages; a colour the table lacks keeps its key. */
export function lineOptions(item: OrderLine) {
  return specOptions(
    item.color ? [{ key: item.color, ar: item.colorAr ?? item.color, en: item.colorEn ?? item.color, hex: item.colorHex ?? '' }] : [],
    item.size ? [item.size] : [],
  );
}

function toOrders(rows: { order: OrderRow; trackingNumber: string | null; cardNetwork: string | null }[], items: OrderLine[], links: OrderLinks): ReferenceOrder[] {
  return rows.map(({ order: row, trackingNumber, cardNetwork }) => ({
    id: row.id,
    total_price: toSar(row.totalPriceHalalas),
    discount_amount: toSar(row.discountAmountHalalas),
    shippment_cost: toSar(row.shippingCostHalalas),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    qr_path: row.qrToken ? qrPath(row.qrToken) : null,
    subtotal: toSar(row.subtotalHalalas),
    vat: toSar(row.vatHalalas),
    cod_fee: toSar(row.codFeeHalalas),
    cod: row.cod,
    card_network: row.cod ? null : cardNetwork,
    shipping_gate: row.shippingGate,
    city: row.city,
    address: row.address,
    tracking_url: trackingNumber ? links.tracking(trackingNumber) : null,
    invoice_url: links.invoice(row.id),
    number: orderNumber(row.id),
    delivery: deliveryOf(row),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        product_id: item.productId,
        quantity: item.quantity,
        price: toSar(item.priceHalalas),
        specs: { ...(item.color ? { color: item.color } : {}), ...(item.size ? { size: item.size } : {}) },
        options: lineOptions(item),
        product: { id: item.productId, name: item.nameAr, name_en: item.nameEn, img: item.images[0] ?? '' },
      })),
  }));
}

/** The user's orders with their items, newest first. */
export async function listOrders(db: Db, userId: number, links: OrderLinks): Promise<ReferenceOrder[]> {
  const rows = await db
    .select({ order: orders, trackingNumber: shipments.trackingNumber, cardNetwork: payments.cardNetwork })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrders(rows, await itemsOf(db, rows.map((row) => row.order.id)), links);
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

export interface FoundOrder {
  order: ReferenceOrder;
  shipment: Shipment | null;
  payment: PaymentRow | null;
}

/** The id of one of the user's orders, or of their newest; null when they have none such. */
export async function ownOrderId(db: Db, userId: number, orderId: number | 'latest'): Promise<number | null> {
  const mine = orderId === 'latest' ? eq(orders.userId, userId) : and(eq(orders.userId, userId), eq(orders.id, orderId));
  const [row] = await db.select({ id: orders.id }).from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  return row?.id ?? null;
}

/** One of the user's orders with its shipment and card payment. Null when the user has no such order. */
export async function findOrder(db: Db, userId: number, orderId: number, links: OrderLinks): Promise<FoundOrder | null> {
  const [row] = await db
    .select({ order: orders, shipment: shipments, payment: payments })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.id, orderId)));
  if (!row) return null;
  const [order] = toOrders(
    [{ order: row.order, trackingNumber: row.shipment?.trackingNumber ?? null, cardNetwork: row.payment?.cardNetwork ?? null }],
    await itemsOf(db, [row.order.id]),
    links,
  );
  return { order: order!, shipment: row.shipment ? toShipment(row.order, row.shipment) : null, payment: row.payment };
}

function toPayment(row: PaymentRow, orderStatus: string): Payment {
  return {
    id: row.gatewayPaymentId,
    status: row.status,
    amount: toSar(row.amountHalalas),
    currency: row.currency,
    url: row.status === 'initiated' && orderStatus === 'pending' ? row.paymentUrl : null,
    message: row.message,
    closing: awaitsClosing(orderStatus, row),
  };
}

/**
 * The order status answer: `[order, payment, shipment, tracking]`. Entry 1 exists only for a card
 * order, and entry 3 once the carrier has a tracking number.
 */
export function toStatusResponse({ order, shipment, payment }: FoundOrder): OrderStatusResponse {
  return [order, payment ? toPayment(payment, order.status) : null, shipment, order.tracking_url ? { url_original: order.tracking_url } : null];
}
