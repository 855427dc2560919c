/**
 * What the pages reached by a link rather than a login read: a shipment's timeline by its
 * tracking number, an order for its signed invoice link, and an invoice QR by its random name.
 * The callers check the link; these only look the rows up.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvents, orders, payments, shipments } from '../db/schema';

/** A shipment's carrier, its order's city and the order's events, oldest first; null for an unknown number. */
export async function shipmentTimeline(db: Db, trackingNumber: string) {
  const [found] = await db
    .select({ orderId: orders.id, gate: shipments.gate, city: orders.city })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.trackingNumber, trackingNumber));
  if (!found) return null;
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, found.orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return { gate: found.gate, city: found.city, events };
}

/**
 * The order's row and the network of the card that paid it, whoever placed it: only for a caller
 * that checked the invoice link first.
 */
export async function orderRow(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, cardNetwork: payments.cardNetwork })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row && { ...row.order, cardNetwork: row.cardNetwork };
}

/** The invoice QR payload of the order whose QR has this random name, if it has one. */
export async function invoiceQrPayload(db: Db, qrToken: string): Promise<string | null> {
  const [order] = await db.select({ payload: orders.invoiceQr }).from(orders).where(eq(orders.qrToken, qrToken));
  return order?.payload ?? null;
}
