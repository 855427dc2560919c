/**
 * The `moyasar` gateway (R28) against a local HTTP fake of Moyasar's documented invoices API:
 * `POST /v1/invoices` and `GET /v1/invoices/{id}` with the secret key as Basic auth, and the webhook
 * with its secret token. The shop confirms an order only after reading the invoice itself.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { OrderStatusResponse } from '../../server/src/contract-checkout';
import { createMoyasarGateway } from '../../server/src/services/gateways/moyasar';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
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
  payments: { id: string; status: string; amount: number; source: { message: string | null } }[];
}

let moyasar: FastifyInstance;
let moyasarUrl: string;
const invoices = new Map<string, FakeInvoice>();
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

const webhook = (payload: Record<string, unknown>) => postJson(ctx.app, '/api/payments/moyasar/webhook', payload);
const status = async (token: string, orderId: number) =>
  (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: bearer(token) })).json() as OrderStatusResponse;

describe('the moyasar gateway (R28)', () => {
  it('opens an invoice for the total in halalas, with the return pages, an expiry and the order id', async () => {
    const { orderId, paymentUrl, payable } = await cardOrder();
    const invoice = [...invoices.values()].find((i) => i.metadata.order_id === String(orderId))!;
    expect(paymentUrl).toBe(invoice.url);
    expect(invoice).toMatchObject({
      amount: payable,
      currency: 'SAR',
      description: `Order ${orderId}`,
      success_url: `http://localhost:5173/payment-status?order_id=${orderId}`,
      back_url: `http://localhost:5173/payment-status?order_id=${orderId}`,
      callback_url: 'http://localhost:80/api/payments/moyasar/webhook',
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
    invoice.payments.push({ id: event.data.id, status: 'paid', amount: invoice.amount, source: { message: 'APPROVED' } });
    expect((await webhook(event)).body).toEqual({ received: true });
    const [order, payment] = await status(shopper.token, orderId);
    expect(order.status).toBe('confirmed');
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

  it('sends the secret key to Moyasar, and reports its refusal', async () => {
    const wrong = createMoyasarGateway({ secretKey: 'sk_test_wrong', apiUrl: moyasarUrl });
    await expect(wrong.fetchPayment('x')).rejects.toThrow(/answered 401: Invalid authorization credentials/);
  });
});
