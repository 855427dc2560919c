/**
 * The shop's side of card payments (R4, R23, R24, R28). A card order opens a payment at the
 * gateway; the order is confirmed only when the server has read the gateway's own record and its
 * amount and currency match, whatever a redirect or a notification says. A declined, expired or
 * mismatched payment fails the order, which gives its stock back. Reading again changes nothing,
 * so a replayed return or webhook is harmless.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { HttpError } from '../i18n';
import { enqueueJob } from './jobs';
import { moveOrder, transition } from './order-life';
import type { GatewayPayment, PaymentGateway, PaymentRequest } from './payments';

/** R23: a card order not paid within this many minutes fails. */
export const PAYMENT_MINUTES = 30;
/** The expiry runs a minute after the gateway has stopped taking the payment. */
export const EXPIRY_DELAY_SECONDS = PAYMENT_MINUTES * 60 + 60;
/** The demo carrier's pace (R23 `DEMO_CARRIER`). */
export const DEMO_STEP_SECONDS = 5;

export interface CardPayments {
  readonly gateway: PaymentGateway | null;
  /** Opens the order's payment and answers where the shopper pays; a gateway failure fails the order (502). */
  start(input: Omit<PaymentRequest, 'expiresAt'>): Promise<string>;
  /** Reads a pending card order's payment from the gateway and applies it. */
  sync(orderId: number): Promise<void>;
  /** The same, by the gateway's payment id (a notification); false when no order has that payment. */
  syncGatewayPayment(gatewayPaymentId: string): Promise<boolean>;
  /** R23: the 30 minutes are over; the order fails unless the gateway says it was paid meanwhile. */
  expire(orderId: number): Promise<void>;
}

type PaymentRow = typeof payments.$inferSelect;

export function createCardPayments(db: Db, gateway: PaymentGateway | null, options: { demoCarrier: boolean; log: FastifyBaseLogger }): CardPayments {
  async function apply(payment: PaymentRow, remote: GatewayPayment): Promise<void> {
    if (remote.status === 'initiated') return;
    const matches = remote.amountHalalas === payment.amountHalalas && remote.currency === payment.currency;
    const open = and(eq(payments.id, payment.id), eq(payments.status, 'initiated'));
    if (remote.status === 'paid' && matches) {
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ status: 'paid', updatedAt: sql`now()` }).where(open);
        const moved = await moveOrder(tx, payment.orderId, 'confirmed', 'pending');
        if (!moved) {
          options.log.error({ orderId: payment.orderId }, 'A card payment was made for an order that is no longer pending: refund it');
          return;
        }
        // R24: a card order's cart lines go once it is paid.
        await tx.execute(sql`
          delete from cart_items ci using order_items oi, orders o
           where o.id = ${payment.orderId} and oi.order_id = o.id and ci.user_id = o.user_id
             and ci.product_id = oi.product_id and ci.color = oi.color and ci.size = oi.size`);
        if (options.demoCarrier) await enqueueJob(tx, 'demo-ship', payment.orderId, DEMO_STEP_SECONDS);
      });
      return;
    }
    if (remote.status === 'paid') {
      options.log.error({ orderId: payment.orderId, expected: payment.amountHalalas, paid: remote.amountHalalas, currency: remote.currency }, 'A card payment does not match its order');
    }
    const message = remote.status === 'paid' ? 'The amount or currency does not match the order' : (remote.message ?? remote.status);
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', message, updatedAt: sql`now()` }).where(open);
      await moveOrder(tx, payment.orderId, 'failed', 'pending');
    });
  }

  async function pendingPayment(orderId: number): Promise<PaymentRow | null> {
    const [row] = await db
      .select({ payment: payments, status: orders.status })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    if (!row || row.status !== 'pending' || row.payment.status !== 'initiated') return null;
    // A payment made with another gateway than the one configured now cannot be read.
    if (!gateway || gateway.name !== row.payment.gateway) return null;
    return row.payment;
  }

  async function sync(orderId: number): Promise<void> {
    const payment = await pendingPayment(orderId);
    if (payment) await apply(payment, await gateway!.fetchPayment(payment.gatewayPaymentId));
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
    sync,
    async syncGatewayPayment(gatewayPaymentId) {
      const [payment] = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.gateway, gateway?.name ?? ''), eq(payments.gatewayPaymentId, gatewayPaymentId)));
      if (!payment) return false;
      await sync(payment.orderId);
      return true;
    },
    async expire(orderId) {
      await sync(orderId);
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', message: 'expired', updatedAt: sql`now()` })
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'initiated')));
        await moveOrder(tx, orderId, 'failed', 'pending');
      });
    },
  };
}
