/**
 * The operator's metrics at /metrics, in Prometheus's text format: off (404) without OPS_TOKEN,
 * 401 for another token; requests counted by their route's pattern, checkouts by payment method
 * and outcome, card payments by result, the jobs waiting read from the database, the answer
 * cache's hits and misses, and the database's connections.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { jobs } from '../../server/src/db/schema';
import { createMetrics } from '../../server/src/services/metrics';
import { signUp } from './helpers/accounts';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { addToCart, orderLines, placeOrder } from './helpers/orders';
import { productsWithOptions, setStock } from './helpers/stock';

const OPS_TOKEN = 'ops-token-of-at-least-thirty-two-characters';
const asOperator = { authorization: `Bearer ${OPS_TOKEN}` };

/** The value of the series `name` whose labels are exactly `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    const wanted = Object.entries(labels);
    if (Object.keys(found).length === wanted.length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let ctx: TestApp;
beforeAll(async () => {
  // The answer cache on, so that a second read is a hit.
  ctx = await createTestApp({ config: { opsToken: OPS_TOKEN, cacheTtlMs: 60_000 } });
});
afterAll(() => ctx?.close());

const freshProduct = productsWithOptions(() => ctx.database.db, 40);

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({ url: '/metrics', headers: asOperator });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

function pay(paymentUrl: string, number: string) {
  const form = new URLSearchParams({ number, name: 'Sara Ahmed', expiry: '12/30', cvc: '123' });
  return ctx.app.inject({ method: 'POST', url: new URL(paymentUrl).pathname, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

describe('/metrics', () => {
  it('is not there without OPS_TOKEN, and answers 401 to any other token', async () => {
    const off = await buildApp({ db: ctx.database.db, config: testConfig() });
    try {
      const response = await off.inject({ url: '/metrics', headers: asOperator });
      expect(response.statusCode).toBe(404);
      // The error's JSON, not the shop's page.
      expect(response.headers['content-type']).toMatch(/application\/json/);
    } finally {
      await off.close();
    }
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it("logs a scrape's request lines at debug, and a refused one at info", async () => {
    const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
    const logged = await buildApp({
      db: ctx.database.db,
      config: testConfig({ opsToken: OPS_TOKEN, logLevel: 'info', logFormat: 'json' }),
      logStream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    });
    try {
      expect((await logged.inject({ url: '/metrics', headers: asOperator })).statusCode).toBe(200);
      expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
      expect((await logged.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.res?.statusCode)).toEqual([401]);
    } finally {
      await logged.close();
    }
  });

  it('counts requests by route pattern, never by URL, and not the scrapes', async () => {
    const [first, second] = [await freshProduct(), await freshProduct()];
    await ctx.app.inject({ url: `/api/products/${first.id}` });
    await ctx.app.inject({ url: `/api/products/${second.id}` });
    await ctx.app.inject({ url: '/api/no-such-call' });
    const text = await scrape();
    expect(sample(text, 'libas_http_requests_total', { method: 'GET', route: '/api/products/:id', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(`/api/products/${first.id}"`);
    expect(sample(text, 'libas_http_requests_total', { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
    expect(sample(text, 'libas_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:id', status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'libas_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/products/:id', status_class: '2xx', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/route="\/metrics"/);
    // The process's own series come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // The embedded database has its one connection; PostgreSQL's pool has at least one.
    expect(sample(text, 'libas_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });

  it("counts the answer cache's misses and hits", async () => {
    const before = await scrape();
    const product = await freshProduct();
    expect((await ctx.app.inject({ url: `/api/products/${product.id}?lng=en` })).headers['x-cache']).toBe('MISS');
    expect((await ctx.app.inject({ url: `/api/products/${product.id}?lng=en` })).headers['x-cache']).toBe('HIT');
    const after = await scrape();
    const change = (result: string) => (sample(after, 'libas_answer_cache_total', { result }) ?? 0) - (sample(before, 'libas_answer_cache_total', { result }) ?? 0);
    expect(change('miss')).toBe(1);
    expect(change('hit')).toBe(1);
  });

  it('counts checkouts by payment method and outcome, card payments by result, and the jobs waiting and run', async () => {
    const shopper = await signUp(ctx.app);
    await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct()).id });
    const paid = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct()).id, cod: false });
    expect((await pay(paid.placed.payment_url!, '4111 1111 1111 1111')).statusCode).toBe(303);
    const declined = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct()).id, cod: false });
    expect((await pay(declined.placed.payment_url!, '4000 0000 0000 0002')).statusCode).toBe(303);

    // The declined order's expiry job is made due 90 seconds ago.
    await ctx.database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '90 seconds'` })
      .where(and(eq(jobs.orderId, declined.placed.order.id), eq(jobs.kind, 'expire-card-payment')));
    let text = await scrape();
    expect(sample(text, 'libas_orders_placed_total', { payment_method: 'cash', outcome: 'placed' })).toBe(1);
    expect(sample(text, 'libas_orders_placed_total', { payment_method: 'card', outcome: 'placed' })).toBe(2);
    expect(sample(text, 'libas_payments_total', { result: 'confirmed' })).toBe(1);
    expect(sample(text, 'libas_payments_total', { result: 'declined' })).toBe(1);
    expect(sample(text, 'libas_payments_total', { result: 'refunded' })).toBeUndefined();
    expect(sample(text, 'libas_jobs_waiting')).toBe(1);
    expect(sample(text, 'libas_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'libas_jobs_given_up')).toBe(0);

    expect(await ctx.app.jobs.runDue()).toBe(1);
    text = await scrape();
    expect(sample(text, 'libas_jobs_run_total', { kind: 'expire-card-payment', result: 'done' })).toBe(1);
    expect(sample(text, 'libas_jobs_waiting')).toBe(0);
    expect(sample(text, 'libas_jobs_oldest_waiting_seconds')).toBe(0);
  });

  it('counts a checkout refused for a sold-out product apart from one placed', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(1);
    const { product: row, specs } = await addToCart(ctx.app, ctx.database.db, shopper.token, product.id);
    // Another buyer takes the last unit between the cart and the checkout.
    await setStock(ctx.database.db, product.id, 0);
    const answer = await orderLines(ctx.app, shopper.token, [{ product: row, quantity: 1, specs }]);
    expect(answer.status).toBe(409);
    expect(sample(await scrape(), 'libas_orders_placed_total', { payment_method: 'cash', outcome: 'sold_out' })).toBe(1);
  });
});

describe('the metrics registry', () => {
  it('answers a scrape when the job queue cannot be read, with the job gauges unknown', async () => {
    const warnings: string[] = [];
    const metrics = createMetrics({
      jobQueue: () => Promise.reject(new Error('the database is down')),
      connections: () => ({ total: 10, idle: 4, waiting: 0 }),
      warn: (_error, message) => void warnings.push(message),
    });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'libas_jobs_waiting')).toBeNaN();
    expect(sample(text, 'libas_db_pool_connections', { state: 'idle' })).toBe(4);
    expect(warnings).toHaveLength(1);
  });
});
