/**
 * The `moyasar` gateway against a local HTTP fake of Moyasar's documented invoices API:
 * `POST /v1/invoices`, `GET /v1/invoices/{id}`, `PUT /v1/invoices/{id}/cancel` and
 * `POST /v1/payments/{id}/refund` with the secret key as Basic auth, and the webhook with its secret
 * token. The shop confirms an order only after reading the invoice itself, cancels the invoice of an
 * order that can no longer be paid, and refunds one paid all the same.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { OrderStatusResponse } from '../../server/src/contract/checkout';
import { createMoyasarGateway } from '../../server/src/services/gateways/moyasar';
import { orderNumber } from '../../server/src/services/orders';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { placeOrder } from './helpers/orders';
import { setStock } from './helpers/stock';

const SECRET_KEY = 'sk_test_libas_0123456789';
const WEBHOOK_SECRET = 'whsec_libas_0123456789';

interface FakeInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  callback_url: string;
  success_url: string;
  back_url: string;
  expired_at: string;
  metadata: Record<string, string>;
  payments: FakePayment[];
}

interface FakePayment {
  id: string;
  status: string;
  amount: number;
  refunded?: number;
  refunded_at?: string | null;
  invoice_id?: string;
  source: { message: string | null; company?: string };
}

let moyasar: FastifyInstance;
let moyasarUrl: string;
const invoices = new Map<string, FakeInvoice>();
/** The cancel and refund calls the fake received, in order. */
const calls: string[] = [];
let ctx: TestApp;

beforeAll(async () => {
  // Moyasar as documented: amounts in halalas, Basic auth with the secret key and no password.
  moyasar = Fastify();
  moyasar.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) {
      return reply.code(401).send({ type: 'authentication_error', message: 'Invalid authorization credentials' });
    }
  });
  moyasar.post('/v1/invoices', async (request, reply) => {
    const body = request.body as Omit<FakeInvoice, 'id' | 'status' | 'url' | 'payments'>;
    if (!Number.isInteger(body.amount) || body.amount < 100 || !body.description) return reply.code(400).send({ type: 'invalid_request_error', message: 'Validation Failed' });
    const id = randomUUID();
    const invoice: FakeInvoice = { ...body, id, status: 'initiated', url: `https://checkout.moyasar.com/invoices/${id}?lang=en`, payments: [] };
    invoices.set(id, invoice);
    return reply.code(201).send(invoice);
  });
  moyasar.get('/v1/invoices/:id', async (request, reply) => {
    const invoice = invoices.get((request.params as { id: string }).id);
    return invoice ? invoice : reply.code(404).send({ type: 'record_not_found', message: 'Object not found' });
  });
  // Only an initiated invoice can be canceled.
  moyasar.put('/v1/invoices/:id/cancel', async (request, reply) => {
    const invoice = invoices.get((request.params as { id: string }).id);
    if (!invoice) return reply.code(404).send({ type: 'record_not_found', message: 'Object not found' });
    calls.push(`PUT /v1/invoices/${invoice.id}/cancel`);
    if (invoice.status !== 'initiated') return reply.code(400).send({ type: 'invalid_request_error', message: `Invoice is ${invoice.status} and cannot be canceled` });
    invoice.status = 'canceled';
    return invoice;
  });
  // A paid payment is refunded in full when no amount is given; its invoice becomes refunded.
  moyasar.post('/v1/payments/:id/refund', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    const invoice = [...invoices.values()].find((i) => i.payments.some((p) => p.id === id));
    const payment = invoice?.payments.find((p) => p.id === id);
    if (!invoice || !payment) return reply.code(404).send({ type: 'record_not_found', message: 'Object not found' });
    calls.push(`POST /v1/payments/${id}/refund`);
    const amount = (request.body as { amount?: number } | null)?.amount ?? payment.amount;
    if (payment.status !== 'paid') return reply.code(400).send({ type: 'invalid_request_error', message: `Payment is ${payment.status} and cannot be refunded` });
    Object.assign(payment, { status: 'refunded', refunded: amount, refunded_at: new Date().toISOString() });
    invoice.status = 'refunded';
    return payment;
  });
  moyasarUrl = `${await moyasar.listen({ port: 0, host: '127.0.0.1' })}/v1`;

  ctx = await createTestApp({
    config: { payments: { provider: 'moyasar', secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: moyasarUrl } },
    payments: createMoyasarGateway({ secretKey: SECRET_KEY, apiUrl: moyasarUrl }),
  });
});
afterAll(async () => {
  await ctx?.close();
  await moyasar?.close();
});

async function cardOrder() {
  const shopper = await signUp(ctx.app);
  await setStock(ctx.database.db, 30, 50);
  const { placed, payable } = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: 30, cod: false });
  return { shopper, orderId: placed.order.id, paymentUrl: placed.payment_url!, payable };
}

const invoiceOf = (orderId: number) => [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
const reject = (orderId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${orderId}/reject`, headers: { 'x-trader-key': TEST_TRADER_KEY, 'accept-language': 'en' } });
const webhook = (payload: Record<string, unknown>) => postJson(ctx.app, '/api/payments/moyasar/webhook', payload);
const status = async (token: string, orderId: number) =>
  (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: bearer(token) })).json() as OrderStatusResponse;

describe('the moyasar gateway', () => {
  it('opens an invoice for the total in halalas, with the return pages, an expiry and the order id', async () => {
    const { orderId, paymentUrl, payable } = await cardOrder();
    const invoice = [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
    expect(paymentUrl).toBe(invoice.url);
    expect(invoice).toMatchObject({
      amount: payable,
      currency: 'SAR',
      description: `Order ${orderNumber(orderId)}`,
      success_url: `http://localhost:5173/payment-status?order_id=${orderId}`,
      back_url: `http://localhost:5173/payment-status?order_id=${orderId}`,
      callback_url: 'http://localhost:3000/api/payments/moyasar/webhook',
    });
    expect(new Date(invoice.expired_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('confirms the order when its webhook comes with the secret token and the invoice it reads is paid for the amount', async () => {
    const { shopper, orderId } = await cardOrder();
    const invoice = [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
    const event = { id: randomUUID(), type: 'payment_paid', secret_token: WEBHOOK_SECRET, data: { id: randomUUID(), status: 'paid', invoice_id: invoice.id } };

    // The webhook arrives before the invoice is paid (or is forged): the shop reads "initiated".
    expect((await webhook(event)).body).toEqual({ received: true });
    expect((await status(shopper.token, orderId))[0].status).toBe('pending');

    invoice.status = 'paid';
    invoice.payments.push({ id: event.data.id, status: 'paid', amount: invoice.amount, source: { message: 'APPROVED', company: 'mada' } });
    expect((await webhook(event)).body).toEqual({ received: true });
    const [order, payment] = await status(shopper.token, orderId);
    expect(order.status).toBe('confirmed');
    // The card's network, as the invoice's paid payment names it.
    expect(order.card_network).toBe('mada');
    expect(payment).toMatchObject({ id: invoice.id, status: 'paid' });
    // A replay changes nothing.
    expect((await webhook(event)).status).toBe(200);
    expect((await status(shopper.token, orderId))[0].status).toBe('confirmed');
  });

  it('refuses a wrong secret token, ignores an invoice that is not ours, and fails the order for a failed invoice', async () => {
    const { shopper, orderId } = await cardOrder();
    const invoice = [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
    invoice.status = 'paid';
    const forged = await webhook({ type: 'payment_paid', secret_token: 'guess', data: { invoice_id: invoice.id } });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'The webhook secret token is wrong' });
    expect((await webhook({ type: 'payment_paid', secret_token: WEBHOOK_SECRET, data: { invoice_id: randomUUID() } })).body).toEqual({ received: false });

    invoice.status = 'failed';
    invoice.payments.push({ id: randomUUID(), status: 'failed', amount: invoice.amount, source: { message: 'INSUFFICIENT_FUNDS' } });
    // An invoice's callback carries no token: it too only says which invoice to read.
    expect((await webhook({ id: invoice.id, status: 'paid' })).body).toEqual({ received: true });
    const [order, payment] = await status(shopper.token, orderId);
    expect(order.status).toBe('failed');
    expect(payment).toMatchObject({ status: 'failed', message: 'INSUFFICIENT_FUNDS' });
  });

  it('reads a paid invoice with another amount as a failure, never as paid', async () => {
    const { shopper, orderId } = await cardOrder();
    const invoice = [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
    invoice.status = 'paid';
    invoice.amount = 100;
    expect((await status(shopper.token, orderId))[0].status).toBe('failed');
  });

  it('cancels the invoice of an order the trader rejects, so it takes no payment', async () => {
    const { shopper, orderId } = await cardOrder();
    const invoice = invoiceOf(orderId);
    expect((await reject(orderId)).json()).toMatchObject({ status: 'rejected' });
    expect(invoice.status).toBe('canceled');
    expect(calls).toContain(`PUT /v1/invoices/${invoice.id}/cancel`);
    // A webhook or a return afterwards reads the canceled invoice and changes nothing.
    expect((await webhook({ id: invoice.id })).body).toEqual({ received: true });
    const [order, payment] = await status(shopper.token, orderId);
    expect(order.status).toBe('rejected');
    expect(payment).toMatchObject({ status: 'failed', url: null });
    expect(calls.filter((call) => call.includes(invoice.id))).toEqual([`PUT /v1/invoices/${invoice.id}/cancel`]);
  });

  it('refunds, once, an invoice paid before the order could be closed, and records it on the order', async () => {
    const { shopper, orderId, payable } = await cardOrder();
    const invoice = invoiceOf(orderId);
    // Paid a moment before the trader's rejection, before the shop heard of it.
    const paymentId = randomUUID();
    invoice.status = 'paid';
    invoice.payments.push({ id: paymentId, status: 'paid', amount: invoice.amount, invoice_id: invoice.id, source: { message: 'APPROVED' } });
    expect((await reject(orderId)).statusCode).toBe(200);
    expect(calls.filter((call) => call.includes(invoice.id) || call.includes(paymentId))).toEqual([
      `PUT /v1/invoices/${invoice.id}/cancel`,
      `POST /v1/payments/${paymentId}/refund`,
    ]);
    expect(invoice.payments[0]).toMatchObject({ status: 'refunded', refunded: payable });

    // Moyasar's webhook for the payment, and the shopper's return, come again and again.
    const event = { id: randomUUID(), type: 'payment_paid', secret_token: WEBHOOK_SECRET, data: { id: paymentId, status: 'paid', invoice_id: invoice.id } };
    for (let i = 0; i < 2; i++) expect((await webhook(event)).body).toEqual({ received: true });
    const [order, payment] = await status(shopper.token, orderId);
    expect(order.status).toBe('rejected');
    expect(payment).toMatchObject({ id: invoice.id, status: 'refunded', url: null });
    await status(shopper.token, orderId);
    expect(calls.filter((call) => call.includes(paymentId))).toEqual([`POST /v1/payments/${paymentId}/refund`]);
  });

  it('cannot cancel a paid invoice, refunds its payment instead, and answers the same refund when asked again', async () => {
    const gateway = createMoyasarGateway({ secretKey: SECRET_KEY, apiUrl: moyasarUrl });
    const { paymentId: invoiceId } = await gateway.startPayment({
      orderId: 1,
      amountHalalas: 5_000,
      returnUrl: 'http://localhost:5173/payment-status?order_id=1',
      description: 'Order 1',
      expiresAt: new Date(Date.now() + 60_000),
      apiOrigin: 'http://localhost:3000',
      lang: 'en',
    });
    const invoice = invoices.get(invoiceId)!;
    invoice.status = 'paid';
    invoice.payments.push({ id: randomUUID(), status: 'paid', amount: 5_000, source: { message: 'APPROVED' } });
    await expect(gateway.closePayment(invoiceId)).rejects.toThrow(/answered 400: Invoice is paid and cannot be canceled/);
    const refund = await gateway.refundPayment(invoiceId);
    expect(refund).toMatchObject({ id: invoice.payments[0]!.id, amountHalalas: 5_000 });
    expect(await gateway.fetchPayment(invoiceId)).toMatchObject({ status: 'refunded' });
    // Asked again, it answers the same refund without a second call.
    const before = calls.length;
    expect(await gateway.refundPayment(invoiceId)).toEqual(refund);
    expect(calls).toHaveLength(before);
  });

  it("names the network of the card that paid, in the shop's words, and none before it is paid", async () => {
    const gateway = createMoyasarGateway({ secretKey: SECRET_KEY, apiUrl: moyasarUrl });
    const open = async () => {
      const { paymentId } = await gateway.startPayment({
        orderId: 2,
        amountHalalas: 5_000,
        returnUrl: 'http://localhost:5173/payment-status?order_id=2',
        description: 'Order LB-000002',
        expiresAt: new Date(Date.now() + 60_000),
        apiOrigin: 'http://localhost:3000',
        lang: 'en',
      });
      return { paymentId, invoice: invoices.get(paymentId)! };
    };
    const first = await open();
    first.invoice.payments.push({ id: randomUUID(), status: 'failed', amount: 5_000, source: { message: 'DECLINED', company: 'visa' } });
    expect(await gateway.fetchPayment(first.paymentId)).toMatchObject({ status: 'initiated', network: null });
    first.invoice.status = 'paid';
    first.invoice.payments.push({ id: randomUUID(), status: 'paid', amount: 5_000, source: { message: 'APPROVED', company: 'master' } });
    expect(await gateway.fetchPayment(first.paymentId)).toMatchObject({ status: 'paid', network: 'mastercard' });
    const second = await open();
    second.invoice.status = 'paid';
    second.invoice.payments.push({ id: randomUUID(), status: 'paid', amount: 5_000, source: { message: 'APPROVED' } });
    expect(await gateway.fetchPayment(second.paymentId)).toMatchObject({ status: 'paid', network: null });
  });

  it('sends the secret key to Moyasar, and reports its refusal', async () => {
    const wrong = createMoyasarGateway({ secretKey: 'sk_test_wrong', apiUrl: moyasarUrl });
    await expect(wrong.fetchPayment('x')).rejects.toThrow(/answered 401: Invalid authorization credentials/);
  });
});
