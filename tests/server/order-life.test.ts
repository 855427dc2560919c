/**
 * An order's life after checkout (R23, R24, R26, R27): the trader's key-protected steps and the
 * ones it may not take, the demo carrier as database jobs (each run once however many runners), the
 * public tracking page and the signed printable invoice.
 */
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderPlaced, OrderStatusResponse } from '../../server/src/contract-checkout';
import { jobs, orderEvents, products } from '../../server/src/db/schema';
import { enqueueJob, runDueJobs, type JobHandlers } from '../../server/src/services/jobs';
import { toSar } from '../../server/src/services/money';
import { naqelRiyadh, payableHalalas } from './helpers/orders';
import type { ReferenceOrder } from '../../server/src/services/orders';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';
import { setStock } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ config: { demoCarrier: true } });
});
afterAll(() => ctx?.close());

let nextProduct = 40;
/** A cash order of one unit, fastlo to the Eastern Province, by a new shopper. */
async function cashOrder() {
  const shopper = await signUp(ctx.app, { name: 'Reem Alotaibi' });
  let product;
  for (;;) {
    [product] = await ctx.database.db.select().from(products).where(eq(products.id, nextProduct++));
    if (product!.colors.length && product!.sizes.length) break;
  }
  await setStock(ctx.database.db, product!.id, 5);
  const specs = { color: product!.colors[0], size: product!.sizes[0] };
  await postJson(ctx.app, '/api/cart', { product_id: product!.id, quantity: 1, specs }, { token: shopper.token });
  // fastlo to the Eastern Province: 24 SAR + 7.50 SAR cash on delivery, before VAT.
  const payable = payableHalalas([{ priceHalalas: product!.salePriceHalalas, quantity: 1 }], 0, { deliveryHalalas: 2_400, codFeeHalalas: 750 });
  const response = await postJson<OrderPlaced>(
    ctx.app,
    '/api/orders',
    {
      city: 'Eastern Province',
      area: 'Al Faisaliyah',
      address: 'Al Faisaliyah, Dammam',
      zip_code: '32272',
      amount: toSar(payable),
      products: [{ product_id: product!.id, quantity: 1, specs }],
      cod: true,
      phone: '0551234567',
      shipping_gate: 'fastlo',
    },
    { token: shopper.token, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { shopper, product: product!, orderId: response.body.order.id };
}

const trader = (url: string, key: string | null = TEST_TRADER_KEY) =>
  ctx.app.inject({ method: url.startsWith('GET ') ? 'GET' : 'POST', url: url.replace(/^(GET|POST) /, ''), headers: { 'accept-language': 'en', ...(key === null ? {} : { 'x-trader-key': key }) } });
const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const status = async (token: string, orderId: number) => (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: bearer(token) })).json() as OrderStatusResponse;

/** Runs the order's due jobs now, as if their time had come. */
async function runJobsOf(orderId: number) {
  await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.orderId, orderId));
  return ctx.app.jobs.runDue();
}

describe('the trader (R23)', () => {
  it('needs the trader key', async () => {
    for (const key of [null, 'wrong-key-wrong-key', `${TEST_TRADER_KEY}x`]) {
      const response = await trader('GET /api/trader/orders', key);
      expect(response.statusCode).toBe(401);
      expectErrorBody(response.json());
    }
    const off = await createTestApp({ seed: false, config: { traderKey: null } });
    try {
      expect((await off.app.inject({ url: '/api/trader/orders', headers: { 'x-trader-key': 'anything-at-all-x' } })).statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });

  it('confirms, ships with a random tracking number, and completes, each step recorded with its time', async () => {
    const { shopper, orderId } = await cashOrder();
    expect((await trader(`POST /api/trader/orders/${orderId}/complete`)).statusCode).toBe(409);
    expect((await trader(`POST /api/trader/orders/${orderId}/confirm`)).json()).toEqual({ id: orderId, status: 'confirmed', tracking_number: null });
    const shipped = (await trader(`POST /api/trader/orders/${orderId}/ship`)).json() as { tracking_number: string };
    expect(shipped.tracking_number).toMatch(/^[A-HJ-NP-Z2-9]{14}$/);
    expect(shipped.tracking_number).not.toContain(String(orderId));
    const [order, , shipment, tracking] = await status(shopper.token, orderId);
    expect(order.status).toBe('shippment_created');
    expect(shipment!.tracking_number).toBe(shipped.tracking_number);
    expect(tracking).toEqual({ url_original: `http://localhost:80/api/tracking/${shipped.tracking_number}?lng=ar` });
    // The link opens the page in the language the shopper reads the shop in.
    const [, , , inEnglish] = (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: { ...bearer(shopper.token), 'accept-language': 'en' } })).json() as OrderStatusResponse;
    expect(inEnglish).toEqual({ url_original: `http://localhost:80/api/tracking/${shipped.tracking_number}?lng=en` });
    expect((await trader(`POST /api/trader/orders/${orderId}/complete`)).json()).toMatchObject({ status: 'completed' });
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed', 'shippment_created', 'completed']);
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true);
    const listed = (await trader('GET /api/trader/orders?status=completed')).json() as { id: number; tracking_number: string }[];
    expect(listed.find((o) => o.id === orderId)?.tracking_number).toBe(shipped.tracking_number);
  });

  it('refuses steps that are not allowed with 409, and gives the stock back when it rejects an order', async () => {
    const { product, orderId } = await cashOrder();
    expect(await stockOf(product.id)).toBe(4);
    expect((await trader(`POST /api/trader/orders/${orderId}/reject`)).json()).toMatchObject({ status: 'rejected' });
    expect(await stockOf(product.id)).toBe(5);
    const impossible = await trader(`POST /api/trader/orders/${orderId}/complete`);
    expect(impossible.statusCode).toBe(409);
    expect(impossible.json()).toEqual({ message: 'This order cannot change like that: rejected → completed' });
    expect((await trader(`POST /api/trader/orders/${orderId}/reject`)).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
    expect((await trader('POST /api/trader/orders/999999/confirm')).statusCode).toBe(404);
    expect((await trader(`POST /api/trader/orders/${orderId}/teleport`)).statusCode).toBe(400);
  });

  it('does not confirm a card order the gateway has not been paid for', async () => {
    const shopper = await signUp(ctx.app);
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, 60));
    await setStock(ctx.database.db, 60, 5);
    const specs = { color: product!.colors[0], size: product!.sizes[0] };
    await postJson(ctx.app, '/api/cart', { product_id: 60, quantity: 1, specs }, { token: shopper.token });
    const payable = payableHalalas([{ priceHalalas: product!.salePriceHalalas, quantity: 1 }], 0, naqelRiyadh(false));
    const placed = await postJson<OrderPlaced>(
      ctx.app,
      '/api/orders',
      { city: 'RUH', area: 'x', address: 'x', zip_code: '12211', amount: toSar(payable), products: [{ product_id: 60, quantity: 1, specs }], cod: false, phone: '501234567', returnUrl: 'http://localhost:5173/payment-status', shipping_gate: 'naqel' },
      { token: shopper.token, headers: { 'idempotency-key': randomUUID() } },
    );
    const response = await trader(`POST /api/trader/orders/${placed.body.order.id}/confirm`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This card order has not been paid yet' });
  });
});

describe('the demo carrier (R23, DEMO_CARRIER)', () => {
  it('confirms a cash order and hands it to the carrier, as jobs in the database', async () => {
    const { shopper, orderId } = await cashOrder();
    expect((await ctx.database.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.orderId, orderId))).map((j) => j.kind)).toEqual(['demo-confirm']);
    // Not yet due: a few seconds away.
    await ctx.app.jobs.runDue();
    expect((await status(shopper.token, orderId))[0].status).toBe('pending');
    await runJobsOf(orderId);
    expect((await status(shopper.token, orderId))[0].status).toBe('confirmed');
    await runJobsOf(orderId);
    const [order, , shipment, tracking] = await status(shopper.token, orderId);
    expect(order.status).toBe('shippment_created');
    expect(shipment!.tracking_number).toMatch(/^[A-Z2-9]{14}$/);
    expect(tracking!.url_original).toContain(shipment!.tracking_number!);
  });

  it('leaves alone an order the trader has already moved', async () => {
    const { shopper, orderId } = await cashOrder();
    await trader(`POST /api/trader/orders/${orderId}/reject`);
    await runJobsOf(orderId);
    expect((await status(shopper.token, orderId))[0].status).toBe('rejected');
    expect((await ctx.database.db.select().from(jobs).where(eq(jobs.orderId, orderId)))[0]!.doneAt).not.toBeNull();
  });
});

describe('jobs (R23)', () => {
  it('runs each due job once however many runners look at the same moment, and tries a failing one again later', async () => {
    const { orderId } = await cashOrder();
    await ctx.database.db.delete(jobs).where(eq(jobs.orderId, orderId));
    for (let i = 0; i < 12; i++) await enqueueJob(ctx.database.db, 'demo-ship', orderId, -1);
    const runs: number[] = [];
    const handlers: JobHandlers = {
      'demo-ship': async (id) => {
        runs.push(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      'demo-confirm': async () => {
        throw new Error('carrier down');
      },
      'expire-card-payment': async () => {},
    };
    const counts = await Promise.all(Array.from({ length: 4 }, () => runDueJobs(ctx.database.db, handlers, 5)));
    const more = await runDueJobs(ctx.database.db, handlers);
    expect(counts.reduce((a, b) => a + b, 0) + more).toBe(12);
    expect(runs).toHaveLength(12);

    await enqueueJob(ctx.database.db, 'demo-confirm', orderId, -1);
    expect(await runDueJobs(ctx.database.db, handlers)).toBe(1);
    const [failed] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'demo-confirm')).orderBy(sql`${jobs.id} desc`).limit(1);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'carrier down', doneAt: null, lockedUntil: null });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
    // A claim whose runner died (its lease over) is taken again.
    await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'`, lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, failed!.id));
    expect(await runDueJobs(ctx.database.db, handlers)).toBe(1);
    await ctx.database.db.delete(jobs).where(inArray(jobs.id, [failed!.id]));
  });
});

describe('the tracking page (R27)', () => {
  it("is public and bilingual: the carrier, the destination city and the timeline, and nothing of the shopper's", async () => {
    const { shopper, orderId } = await cashOrder();
    await runJobsOf(orderId);
    await runJobsOf(orderId);
    const [, , shipment] = await status(shopper.token, orderId);
    const url = `/api/tracking/${shipment!.tracking_number}`;
    const ar = await ctx.app.inject({ url });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toMatch(/text\/html/);
    for (const text of ['lang="ar" dir="rtl"', 'فاستلو', 'المنطقة الشرقية', 'استُلم الطلب', 'تم تأكيد الطلب', 'سُلّمت الشحنة لشركة الشحن', 'aria-current="step"']) expect(ar.body).toContain(text);
    const en = await ctx.app.inject({ url: `${url}?lng=en` });
    for (const text of ['lang="en"', 'Fastlo', 'Eastern Province', 'Order received', 'Handed to the carrier']) expect(en.body).toContain(text);
    expect((await ctx.app.inject({ url, headers: { 'accept-language': 'en-US,en;q=0.9' } })).body).toContain('Order confirmed');
    // The shop's language cookie outranks the browser's; ?lng outranks both.
    expect((await ctx.app.inject({ url, headers: { cookie: 'i18next=en', 'accept-language': 'ar' } })).body).toContain('lang="en"');
    expect((await ctx.app.inject({ url: `${url}?lng=ar`, headers: { cookie: 'i18next=en' } })).body).toContain('lang="ar"');
    for (const personal of ['Reem', 'Alotaibi', '551234567', 'Al Faisaliyah', '32272']) {
      expect(ar.body).not.toContain(personal);
      expect(en.body).not.toContain(personal);
    }
    // The number is read as written, whatever the case.
    expect((await ctx.app.inject({ url: url.toLowerCase() })).statusCode).toBe(200);
  });

  it('answers an unknown number with a friendly 404 page', async () => {
    const response = await ctx.app.inject({ url: '/api/tracking/NOSUCHNUMBER42?lng=en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('We could not find this tracking number');
  });
});

describe('the tax invoice (R26)', () => {
  it("opens from the order's signed link: seller and VAT number, items, VAT, total and the QR, in both languages", async () => {
    const { shopper, product, orderId } = await cashOrder();
    const mine = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as ReferenceOrder[];
    const order = mine.find((o) => o.id === orderId)!;
    expect(order.invoice_url).toMatch(new RegExp(`^http://localhost:80/api/orders/${orderId}/invoice\\?token=[\\w.-]+&lng=ar$`));
    const response = await ctx.app.inject({ url: new URL(order.invoice_url!).pathname + new URL(order.invoice_url!).search });
    expect(response.statusCode).toBe(200);
    // As a browser reads it: Eta escapes what it writes (Girls' → Girls&#39;).
    const html = response.body.replaceAll('&#39;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
    for (const text of ['فاتورة ضريبية مبسطة', 'Simplified tax invoice', 'لباس', 'Libas', '310175397400003', product.nameAr, product.nameEn, 'VAT 15%', 'data:image/png;base64,']) expect(html).toContain(text);
    const total = new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(order.total_price + order.shippment_cost);
    expect(html).toContain(total.replace(/\.00(?=\D|$)/, ''));
  });

  it('refuses a link without its token, with a token of another order, or an expired one', async () => {
    const { shopper, orderId } = await cashOrder();
    const [order] = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as ReferenceOrder[];
    const token = new URL(order!.invoice_url!).searchParams.get('token')!;
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId - 1}/invoice?token=${token}` })).statusCode).toBe(404);
    const [expires, signature] = token.split('.');
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice?token=${Number(expires) + 1}.${signature}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice?token=${token}` })).statusCode).toBe(200);
  });
});
