/**
 * The shop's side of card payments ("Card payments"). A card order opens a payment at the
 * gateway; the order is confirmed only when the server has read the gateway's own record and its
 * amount and currency match, whatever a redirect or a notification says. A declined, expired or
 * mismatched payment fails the order, which gives its stock back. Reading again changes nothing,
 * so a replayed return or webhook is harmless.
 *
 * An order that can no longer be paid (failed or rejected while its payment was open) has the
 * payment closed at the gateway; one that completed anyway is refunded through the gateway and
 * recorded on the order (docs/product.md, "Unpaid card orders").
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { HttpError } from '../http-error';
import { enqueueJob } from './jobs';
import { moveOrder, transition } from './order-life';
import type { GatewayPayment, PaymentGateway, PaymentRequest } from './gateways/types';
import { noMetrics, type Metrics } from './metrics';

/** A card order not paid within this many minutes fails ("Order life"). */
export const PAYMENT_MINUTES = 30;
/** The expiry runs a minute after the gateway has stopped taking the payment. */
export const EXPIRY_DELAY_SECONDS = PAYMENT_MINUTES * 60 + 60;
/** The demo carrier's pace (`DEMO_CARRIER`). */
export const DEMO_STEP_SECONDS = 5;

export interface CardPayments {
  readonly gateway: PaymentGateway | null;
  /** Opens the order's payment and answers where the shopper pays; a gateway failure fails the order (502). */
  start(input: Omit<PaymentRequest, 'expiresAt'>): Promise<string>;
  /** Reads a card order's payment from the gateway and applies it, or closes it if the order can no longer be paid. */
  sync(orderId: number): Promise<void>;
  /** The same, by the gateway's payment id (a notification); false when no order has that payment. */
  syncGatewayPayment(gatewayPaymentId: string): Promise<boolean>;
  /** The 30 minutes are over; the order fails unless the gateway says it was paid meanwhile. */
  expire(orderId: number): Promise<void>;
  /**
   * Closes the payment of an order that failed or was rejected unpaid, and refunds it if it was
   * paid all the same. Throws while the gateway cannot be reached or the payment is still open, so
   * that its job tries again.
   */
  close(orderId: number): Promise<void>;
  /** `close`, logging a failure instead of throwing: a move already made never fails for it. */
  closeSoon(orderId: number): Promise<void>;
}

type PaymentRow = typeof payments.$inferSelect;

/** Whether the order failed or was rejected while its payment was open (one that paid it is kept). */
const unpayable = (orderStatus: string, payment: PaymentRow) =>
  (orderStatus === 'failed' || orderStatus === 'rejected') && (payment.status === 'initiated' || payment.status === 'failed');

/**
 * Whether the shop has yet to close the payment of an order that can no longer be paid, and so
 * perhaps to refund it: until then its status may still turn to `refunded`.
 */
export const awaitsClosing = (orderStatus: string, payment: PaymentRow) => unpayable(orderStatus, payment) && payment.closedAt === null;

export function createCardPayments(
  db: Db,
  gateway: PaymentGateway | null,
  options: { demoCarrier: boolean; log: FastifyBaseLogger; metrics?: Pick<Metrics, 'payment'> },
): CardPayments {
  const metrics = options.metrics ?? noMetrics;
  /** Applies the gateway's record to the payment of a pending order. */
  async function apply(payment: PaymentRow, remote: GatewayPayment): Promise<void> {
    if (remote.status === 'initiated') return;
    const matches = remote.amountHalalas === payment.amountHalalas && remote.currency === payment.currency;
    const open = and(eq(payments.id, payment.id), eq(payments.status, 'initiated'));
    if (remote.status === 'paid' && matches) {
      const confirmed = await db.transaction(async (tx) => {
        const moved = await moveOrder(tx, payment.orderId, 'confirmed', 'pending');
        // The order failed or was rejected since it was read: the payment is not its to keep.
        if (!moved) return false;
        // The card's network is the gateway's word, read with the payment, never the shopper's.
        await tx.update(payments).set({ status: 'paid', cardNetwork: remote.network, updatedAt: sql`now()` }).where(open);
        // A card order's cart lines go once it is paid ("Stock").
        await tx.execute(sql`
          delete from cart_items ci using order_items oi, orders o
           where o.id = ${payment.orderId} and oi.order_id = o.id and ci.user_id = o.user_id
             and ci.product_id = oi.product_id and ci.color = oi.color and ci.size = oi.size`);
        if (options.demoCarrier) await enqueueJob(tx, 'demo-ship', payment.orderId, DEMO_STEP_SECONDS);
        return true;
      });
      if (confirmed) metrics.payment('confirmed');
      else await closeSoon(payment.orderId);
      return;
    }
    if (remote.status === 'paid') {
      options.log.error({ orderId: payment.orderId, expected: payment.amountHalalas, paid: remote.amountHalalas, currency: remote.currency }, 'A card payment does not match its order');
    }
    const message = remote.status === 'paid' ? 'The amount or currency does not match the order' : (remote.message ?? remote.status);
    const failed = await db.transaction(async (tx) => {
      const updated = await tx.update(payments).set({ status: 'failed', message, updatedAt: sql`now()` }).where(open).returning({ id: payments.id });
      await moveOrder(tx, payment.orderId, 'failed', 'pending');
      return updated.length > 0;
    });
    if (failed) metrics.payment(remote.status === 'expired' ? 'expired' : 'declined');
    // A mismatched payment was taken all the same: closing reads it and refunds it.
    await closeSoon(payment.orderId);
  }

  /** The order's status and card payment, when the configured gateway can reach that payment. */
  async function paymentOf(orderId: number): Promise<{ orderStatus: string; payment: PaymentRow } | null> {
    const [row] = await db
      .select({ payment: payments, orderStatus: orders.status })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    // A payment made with another gateway than the one configured now cannot be read.
    if (!row || !gateway || gateway.name !== row.payment.gateway) return null;
    return row;
  }

  /**
   * Gives back a payment the gateway says completed for an order that can no longer be paid, and
   * records it. Safe to repeat: the gateway answers the same refund, and the order records it once.
   */
  async function refund(payment: PaymentRow): Promise<void> {
    const done = await gateway!.refundPayment(payment.gatewayPaymentId);
    const recorded = await db
      .update(payments)
      .set({
        status: 'refunded',
        refundId: done.id,
        refundedHalalas: done.amountHalalas,
        refundedAt: done.refundedAt,
        closedAt: sql`coalesce(${payments.closedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'refunded')))
      .returning({ id: payments.id });
    if (recorded.length > 0) {
      metrics.payment('refunded');
      options.log.warn(
        { orderId: payment.orderId, gatewayPaymentId: payment.gatewayPaymentId, refundId: done.id, refundedHalalas: done.amountHalalas },
        'A card payment completed for an order that can no longer be paid: refunded',
      );
    }
  }

  /**
   * Closes the payment at the gateway (unless it is closed already), then reads it: one that was
   * paid all the same is refunded; one still open is an error, to be tried again.
   */
  async function settle(payment: PaymentRow, closeFirst: boolean): Promise<void> {
    let closeError: unknown = null;
    if (closeFirst) {
      try {
        await gateway!.closePayment(payment.gatewayPaymentId);
      } catch (error) {
        // Refused for a payment made meanwhile, or the gateway is down: the read below tells which.
        closeError = error;
      }
    }
    const remote = await gateway!.fetchPayment(payment.gatewayPaymentId);
    if (remote.status === 'paid' || remote.status === 'refunded') await refund(payment);
    else if (remote.status === 'initiated') throw closeError ?? new Error(`The gateway's payment ${payment.gatewayPaymentId} is still open`);
    await db
      .update(payments)
      .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), isNull(payments.closedAt)));
  }

  async function sync(orderId: number, notified = false): Promise<void> {
    const row = await paymentOf(orderId);
    if (!row) return;
    const { orderStatus, payment } = row;
    if (orderStatus === 'pending' && payment.status === 'initiated') {
      await apply(payment, await gateway!.fetchPayment(payment.gatewayPaymentId));
    } else if (unpayable(orderStatus, payment) && (payment.closedAt === null || notified)) {
      // A notification after closing means the gateway has news of it: read it again.
      await settle(payment, payment.closedAt === null);
    }
  }

  async function close(orderId: number): Promise<void> {
    const row = await paymentOf(orderId);
    if (row && awaitsClosing(row.orderStatus, row.payment)) await settle(row.payment, true);
  }

  async function closeSoon(orderId: number): Promise<void> {
    try {
      await close(orderId);
    } catch (error) {
      options.log.warn({ err: error, orderId }, 'Could not close a card payment at the gateway; its job tries again, and a payment made meanwhile is refunded');
    }
  }

  return {
    gateway,
    async start(input) {
      const { orderId, amountHalalas } = input;
      if (!gateway) throw new HttpError(422, 'cardUnavailable');
      let started: { paymentId: string; paymentUrl: string };
      try {
        started = await gateway.startPayment({ ...input, expiresAt: new Date(Date.now() + PAYMENT_MINUTES * 60_000) });
      } catch (error) {
        options.log.error({ err: error, orderId }, 'The payment gateway could not open a payment');
        await transition(db, orderId, 'failed', 'pending');
        throw new HttpError(502, 'paymentUnavailable');
      }
      await db.insert(payments).values({ orderId, gateway: gateway.name, gatewayPaymentId: started.paymentId, paymentUrl: started.paymentUrl, amountHalalas });
      return started.paymentUrl;
    },
    sync: (orderId) => sync(orderId),
    async syncGatewayPayment(gatewayPaymentId) {
      const [payment] = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.gateway, gateway?.name ?? ''), eq(payments.gatewayPaymentId, gatewayPaymentId)));
      if (!payment) return false;
      await sync(payment.orderId, true);
      return true;
    },
    async expire(orderId) {
      await sync(orderId);
      const expired = await db.transaction(async (tx) => {
        const updated = await tx
          .update(payments)
          .set({ status: 'failed', message: 'expired', updatedAt: sql`now()` })
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')))
          .returning({ id: payments.id });
        await moveOrder(tx, orderId, 'failed', 'pending');
        return updated.length > 0;
      });
      if (expired) metrics.payment('expired');
      await closeSoon(orderId);
    },
    close,
    closeSoon,
  };
}
