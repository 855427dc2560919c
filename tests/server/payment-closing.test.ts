/**
 * Card orders that can no longer be paid (docs/product.md, "Unpaid card orders"): rejecting or
 * failing an unpaid card order closes its payment at the gateway, so its page takes no card; a
 * payment that completes all the same is refunded through the gateway and recorded on the order,
 * once, however often the notification or the return comes again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { OrderStatusResponse } from '../../server/src/contract/checkout';
import { jobs, payments, products, testGatewayPayments } from '../../server/src/db/schema';
import type { GatewayPayment, PaymentGateway } from '../../server/src/services/gateways/types';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { placeOrder } from './helpers/orders';
import { productsWithOptions } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const freshProduct = productsWithOptions(() => ctx.database.db, 20);

const reject = (app: TestApp, orderId: number) =>
  app.app.inject({ method: 'POST', url: `/api/trader/orders/${orderId}/reject`, headers: { 'x-trader-key': TEST_TRADER_KEY, 'accept-language': 'en' } });

const statusOf = async (app: TestApp, token: string, orderId: number) =>
  (await app.app.inject({ url: `/api/orders/${orderId}/status`, headers: { ...bearer(token), 'accept-language': 'en' } })).json() as OrderStatusResponse;

const paymentRow = async (app: TestApp, orderId: number) => (await app.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A card order on the test gateway, and its payment page's path. */
async function cardOrder() {
  const shopper = await signUp(ctx.app);
  const product = await freshProduct(5);
  const { placed, payable } = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: product.id, cod: false });
  const path = new URL(placed.payment_url!).pathname;
  return { shopper, product, orderId: placed.order.id, path, gatewayId: path.split('/').pop()!, payable };
}

function pay(path: string) {
  const form = new URLSearchParams({ number: '4111 1111 1111 1111', name: 'Sara Ahmed', expiry: '12/30', cvc: '123', lang: 'en' });
  return ctx.app.inject({ method: 'POST', url: path, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const books = async (id: string) => (await ctx.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id)))[0]!;

/** Runs the order's jobs of `kind` now, as if their time had come. */
async function runNow(orderId: number, kind: string) {
  await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, kind), sql`${jobs.doneAt} is null`));
  return ctx.app.jobs.runDue();
}

describe('closing the payment of an order that can no longer be paid (test gateway)', () => {
  it('a rejected card order: its page is closed, a card sent to it is refused, and nothing is charged', async () => {
    const { shopper, product, orderId, path, gatewayId } = await cardOrder();
    expect((await reject(ctx, orderId)).json()).toMatchObject({ status: 'rejected' });
    expect(await stockOf(product.id)).toBe(5);

    const page = await ctx.app.inject({ url: `${path}?lng=en` });
    expect(page.body).toContain('This payment is over');
    expect(page.body).not.toContain('Card number');
    const attempt = await pay(path);
    expect(attempt.statusCode).toBe(200);
    expect(attempt.body).toContain('This payment is over');
    expect(attempt.headers.location).toBeUndefined();

    expect(await books(gatewayId)).toMatchObject({ status: 'closed', cardLast4: null, refundId: null });
    const [order, payment] = await statusOf(ctx, shopper.token, orderId);
    expect(order.status).toBe('rejected');
    expect(payment).toMatchObject({ status: 'failed', url: null, closing: false });
    expect((await paymentRow(ctx, orderId)).closedAt).not.toBeNull();
  });

  it('an earlier card order failed by a newer one: its page no longer takes a card', async () => {
    const shopper = await signUp(ctx.app);
    const first = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct(5)).id, cod: false });
    const firstPath = new URL(first.placed.payment_url!).pathname;
    await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct(5)).id, cod: false });
    expect((await statusOf(ctx, shopper.token, first.placed.order.id))[0].status).toBe('failed');
    expect(await books(firstPath.split('/').pop()!)).toMatchObject({ status: 'closed' });
    expect((await pay(firstPath)).body).toContain('This payment is over');
    expect(await books(firstPath.split('/').pop()!)).toMatchObject({ status: 'closed', cardLast4: null });
  });

  it('an unpaid card order past its 30 minutes: its payment is closed too', async () => {
    const { shopper, orderId, path, gatewayId } = await cardOrder();
    // The shop's expiry runs while the gateway would still take the payment (its clock a little behind).
    await runNow(orderId, 'expire-card-payment');
    expect((await statusOf(ctx, shopper.token, orderId))[0].status).toBe('failed');
    expect(await books(gatewayId)).toMatchObject({ status: 'closed' });
    expect((await pay(path)).body).toContain('This payment is over');
  });

  it('a declined card: the order fails and its payment is marked closed, with nothing to refund', async () => {
    const { shopper, orderId, path, gatewayId } = await cardOrder();
    const form = new URLSearchParams({ number: '4000 0000 0000 0002', name: 'Sara Ahmed', expiry: '12/30', cvc: '123' });
    await ctx.app.inject({ method: 'POST', url: path, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await statusOf(ctx, shopper.token, orderId))[1]).toMatchObject({ status: 'failed', message: 'Card declined' });
    expect(await books(gatewayId)).toMatchObject({ status: 'failed', refundId: null });
    expect((await paymentRow(ctx, orderId)).closedAt).not.toBeNull();
  });

  it('a payment made just before the rejection is refunded and recorded on the order, once', async () => {
    const { shopper, orderId, path, gatewayId, payable } = await cardOrder();
    // The shopper's card went through a moment before the trader rejected the order, and the shop
    // had not heard of it yet.
    await ctx.database.db.update(testGatewayPayments).set({ status: 'paid', cardLast4: '1111' }).where(eq(testGatewayPayments.id, gatewayId));
    expect((await reject(ctx, orderId)).statusCode).toBe(200);

    const refunded = await books(gatewayId);
    expect(refunded).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^tref_/) });
    const row = await paymentRow(ctx, orderId);
    expect(row).toMatchObject({ status: 'refunded', refundId: refunded.refundId, refundedHalalas: payable });
    expect(row.refundedAt).not.toBeNull();
    const [order, payment] = await statusOf(ctx, shopper.token, orderId);
    expect(order.status).toBe('rejected');
    expect(payment).toMatchObject({ status: 'refunded', url: null });

    // The return, the page and the job again change nothing.
    await pay(path);
    await statusOf(ctx, shopper.token, orderId);
    await runNow(orderId, 'close-card-payment');
    expect(await paymentRow(ctx, orderId)).toMatchObject({ status: 'refunded', refundId: refunded.refundId });
    expect((await books(gatewayId)).refundId).toBe(refunded.refundId);
  });
});

/**
 * A gateway the test drives: it keeps its payments in memory, can be told a payment was made, and
 * can stop answering; it counts the refunds it makes.
 */
function scriptedGateway() {
  const records = new Map<string, GatewayPayment>();
  const refunds: string[] = [];
  const state = { down: false };
  const gateway: PaymentGateway = {
    name: 'moyasar',
    async startPayment({ orderId, amountHalalas }) {
      const id = `inv_${orderId}_${randomUUID()}`;
      records.set(id, { id, status: 'initiated', amountHalalas, currency: 'SAR', message: null, network: null });
      return { paymentId: id, paymentUrl: `https://pay.example/${id}` };
    },
    async fetchPayment(id) {
      if (state.down) throw new Error('connect ECONNREFUSED');
      return { ...records.get(id)! };
    },
    async closePayment(id) {
      if (state.down) throw new Error('connect ECONNREFUSED');
      const record = records.get(id)!;
      if (record.status !== 'initiated') throw new Error('Only an initiated invoice can be canceled');
      record.status = 'closed';
    },
    async refundPayment(id) {
      if (state.down) throw new Error('connect ECONNREFUSED');
      const record = records.get(id)!;
      if (record.status === 'paid') {
        record.status = 'refunded';
        refunds.push(id);
      }
      if (record.status !== 'refunded') throw new Error('Nothing to refund');
      return { id: `refund_of_${id}`, amountHalalas: record.amountHalalas, refundedAt: new Date('2030-01-02T03:04:05Z') };
    },
  };
  return { gateway, records, refunds, state };
}

describe('a payment the gateway takes after its order failed', () => {
  let scripted: ReturnType<typeof scriptedGateway>;
  let app: TestApp;
  beforeAll(async () => {
    scripted = scriptedGateway();
    app = await createTestApp({ payments: scripted.gateway });
  });
  afterAll(() => app?.close());

  async function unpaidOrder() {
    const shopper = await signUp(app.app);
    const [product] = await app.database.db.select().from(products).where(sql`${products.stock} > 2 and cardinality(${products.colors}) > 0 and cardinality(${products.sizes}) > 0`).limit(1);
    const { placed, payable } = await placeOrder(app.app, app.database.db, shopper.token, { productId: product!.id, cod: false });
    return { shopper, orderId: placed.order.id, payable, paymentId: (await paymentRow(app, placed.order.id)).gatewayPaymentId };
  }

  it('is refunded once and recorded, however often its notification and the return come', async () => {
    const { shopper, orderId, payable, paymentId } = await unpaidOrder();
    // The gateway does not answer when the trader rejects: the rejection stands all the same.
    scripted.state.down = true;
    const rejected = await reject(app, orderId);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await paymentRow(app, orderId)).closedAt).toBeNull();
    scripted.state.down = false;

    // Meanwhile the shopper paid on the page that was never closed.
    scripted.records.get(paymentId)!.status = 'paid';
    for (let i = 0; i < 3; i++) {
      expect((await postJson(app.app, '/api/payments/moyasar/webhook', { id: paymentId })).body).toEqual({ received: true });
    }
    for (let i = 0; i < 2; i++) {
      const [order, payment] = await statusOf(app, shopper.token, orderId);
      expect(order.status).toBe('rejected');
      expect(payment).toMatchObject({ status: 'refunded', url: null });
    }
    expect(scripted.refunds).toEqual([paymentId]);
    expect(await paymentRow(app, orderId)).toMatchObject({
      status: 'refunded',
      refundId: `refund_of_${paymentId}`,
      refundedHalalas: payable,
      refundedAt: new Date('2030-01-02T03:04:05Z'),
    });
    // Its retry job finds nothing more to do.
    await app.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.orderId, orderId));
    await app.app.jobs.runDue();
    expect(scripted.refunds).toEqual([paymentId]);
  });

  it('is refunded by the retry job when nobody tells the shop', async () => {
    const { orderId, paymentId } = await unpaidOrder();
    scripted.state.down = true;
    await reject(app, orderId);
    scripted.state.down = false;
    scripted.records.get(paymentId)!.status = 'paid';
    await app.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'close-card-payment')));
    await app.app.jobs.runDue();
    expect(scripted.refunds).toContain(paymentId);
    expect(await paymentRow(app, orderId)).toMatchObject({ status: 'refunded' });
    const [job] = await app.database.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'close-card-payment')));
    expect(job!.doneAt).not.toBeNull();
  });

  it('keeps the closing job for later while the gateway does not answer', async () => {
    const { orderId } = await unpaidOrder();
    scripted.state.down = true;
    try {
      await reject(app, orderId);
      await app.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'close-card-payment')));
      await app.app.jobs.runDue();
      const [job] = await app.database.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'close-card-payment')));
      expect(job).toMatchObject({ doneAt: null, attempts: 1, lastError: 'connect ECONNREFUSED' });
    } finally {
      scripted.state.down = false;
    }
  });

  it('tells the status page its payment is still being closed while the gateway does not answer, and no more once it is', async () => {
    const { shopper, orderId, paymentId } = await unpaidOrder();
    expect((await statusOf(app, shopper.token, orderId))[1]).toMatchObject({ status: 'initiated', closing: false });
    scripted.state.down = true;
    try {
      await reject(app, orderId);
      // Reading the status tries again, and the gateway is still down: a refund may yet come.
      const [order, payment] = await statusOf(app, shopper.token, orderId);
      expect(order.status).toBe('rejected');
      expect(payment).toMatchObject({ status: 'failed', closing: true });
    } finally {
      scripted.state.down = false;
    }
    scripted.records.get(paymentId)!.status = 'paid';
    expect((await statusOf(app, shopper.token, orderId))[1]).toMatchObject({ status: 'refunded', closing: false });
  });

  it('a paid payment of another amount fails its order and is refunded', async () => {
    const { shopper, orderId, paymentId } = await unpaidOrder();
    Object.assign(scripted.records.get(paymentId)!, { status: 'paid', amountHalalas: 100 });
    const [order, payment] = await statusOf(app, shopper.token, orderId);
    expect(order.status).toBe('failed');
    expect(payment).toMatchObject({ status: 'refunded', message: 'The amount or currency does not match the order' });
    expect(await paymentRow(app, orderId)).toMatchObject({ refundedHalalas: 100 });
    await statusOf(app, shopper.token, orderId);
    expect(scripted.refunds.filter((id) => id === paymentId)).toHaveLength(1);
  });
});
