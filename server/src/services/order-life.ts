/**
 * An order's life after checkout ("Order life"). Only the server moves an order, and only along
 * these steps; each move is recorded with its time (the tracking timeline). A failed or rejected
 * order puts its stock and its coupon use back, and an unpaid card order's payment is closed; a
 * cash order the trader leaves unconfirmed fails in time. A shipment gets its random tracking number.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '../contract/accounts';
import type { Db } from '../db/client';
import { coupons, orderEvents, orderItems, orders, payments, products, shipments } from '../db/schema';
import { HttpError } from '../http-error';
import { enqueueJob } from './jobs';
import { byOption, returnOptionStock } from './stock';

/**
 * An unpaid card order that fails or is rejected has its payment closed at the gateway right after
 * the move (`CardPayments.closeSoon`); this job, scheduled with the move, tries again if that did
 * not happen or the gateway did not answer.
 */
export const CLOSE_RETRY_SECONDS = 60;

/** Where each status may go next. */
export const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'rejected', 'failed'],
  confirmed: ['shippment_created', 'rejected'],
  shippment_created: ['completed'],
  completed: [],
  rejected: [],
  failed: [],
};

/** Tracking numbers: random and unguessable, never the order id; no 0/O or 1/I to misread on a phone. */
const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newTrackingNumber(): string {
  return Array.from({ length: 14 }, () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]).join('');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Puts back what a failed or rejected order took: each line's units on its option ("Stock";
 * an option back from 0 makes its alerts due, by trigger) and its coupon's use.
 */
async function giveBack(tx: Tx, orderId: number, couponId: number | null): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, color: orderItems.color, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const item of items.sort(byOption)) await returnOptionStock(tx, item, item.quantity);
  const perProduct = new Map<number, number>();
  for (const item of items) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(${products.soldCount} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
  if (couponId !== null) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, couponId), sql`${coupons.usedCount} > 0`));
  }
}

export interface Moved {
  from: OrderStatus;
  to: OrderStatus;
  /** Set when the move created the shipment's tracking number. */
  trackingNumber: string | null;
}

/**
 * Moves an order to `to` within `tx`, or answers 409 when its status does not allow it (and 404 for
 * an unknown order). `expect` moves it only from that status: a job or a payment that finds the
 * order already moved (by the trader, another process or an earlier run) changes nothing and gets
 * null back.
 */
export async function moveOrder(tx: Tx, orderId: number, to: OrderStatus, expect?: OrderStatus): Promise<Moved | null> {
  const [order] = await tx.select({ status: orders.status, couponId: orders.couponId, cod: orders.cod }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, 'orderNotFound');
  const from = order.status;
  if (expect !== undefined && from !== expect) return null;
  if (!NEXT_STATUS[from].includes(to)) throw new HttpError(409, 'transitionNotAllowed', `${from} → ${to}`);
  await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status: to });
  let trackingNumber: string | null = null;
  if (to === 'shippment_created') {
    trackingNumber = newTrackingNumber();
    await tx.update(shipments).set({ trackingNumber }).where(eq(shipments.orderId, orderId));
  }
  if (to === 'failed' || to === 'rejected') await giveBack(tx, orderId, order.couponId);
  if (from === 'pending' && (to === 'failed' || to === 'rejected') && !order.cod) {
    // The order can no longer be paid: its payment, still open unless a caller said why it ended, is
    // closed at the gateway after this commits (no gateway call inside a transaction).
    await tx
      .update(payments)
      .set({ status: 'failed', message: to === 'rejected' ? 'The order was rejected' : 'The order failed', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')));
    await enqueueJob(tx, 'close-card-payment', orderId, CLOSE_RETRY_SECONDS);
  }
  return { from, to, trackingNumber };
}

/** `moveOrder` in a transaction of its own. */
export function transition(db: Db, orderId: number, to: OrderStatus, expect?: OrderStatus): Promise<Moved | null> {
  return db.transaction((tx) => moveOrder(tx, orderId, to, expect));
}

/**
 * Fails the cash orders the trader has not confirmed within `hours` of their placing, as a card
 * order not paid in time fails, so their stock and coupon use come back ("Order life"). Read from
 * the orders themselves at each run of the jobs, so an order placed before a restart or a change of
 * the setting expires all the same; each is moved only from pending, so processes that run it at
 * once, or a trader who moves it meanwhile, change nothing twice. Answers how many failed.
 */
export async function expireWaitingCashOrders(db: Db, hours: number, limit = 50): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.cod, true), lt(orders.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  let failed = 0;
  for (const { id } of due) if (await transition(db, id, 'failed', 'pending')) failed++;
  return failed;
}
