/**
 * The server-rendered pages under load: a page is rendered and cached by what it
 * reads (its path, its own query parameters, its language), so other parameters cannot force a
 * render or take a cache entry; renders have a rate limit of their own, and a render's API calls
 * count as its shopper's; only a write that changes the catalogue empties the cached answers and
 * pages. The stand-in entry (helpers/spa-build.ts) plays the SPA's side, which
 * tests/integration/server-render.test.tsx tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { addToCart, placeOrder } from './helpers/orders';
import { INDEX, rendered, writeSpaBuild, type SpaBuild } from './helpers/spa-build';

let build: SpaBuild;
beforeAll(async () => {
  build = await writeSpaBuild();
});
afterAll(async () => {
  await build?.remove();
});

const page = (app: FastifyInstance, url: string, options: { cookie?: string; from?: string } = {}) =>
  app.inject({ url, headers: options.cookie ? { cookie: options.cookie } : {}, remoteAddress: options.from });

describe('the page cache key', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { distDir: build.distDir, ssrDir: build.ssrDir, cacheTtlMs: 60_000 } });
  });
  afterAll(async () => ctx?.close());

  it('serves one render for any query parameters the page does not read', async () => {
    const first = rendered((await page(ctx.app, '/shop?x=1')).body);
    expect(first.url).toBe('/shop');
    for (const url of ['/shop?x=2', '/shop?utm_source=mail&fbclid=abc', '/shop', '/shop?lng=fr']) {
      expect(rendered((await page(ctx.app, url)).body).renders, url).toBe(first.renders);
    }
  });

  it('keys on the parameters the page reads, in any order, and renders with those alone', async () => {
    const first = rendered((await page(ctx.app, '/shop?sort=price_asc&page=2&x=1')).body);
    expect(first.url).toBe('/shop?page=2&sort=price_asc');
    expect(rendered((await page(ctx.app, '/shop?x=9&page=2&sort=price_asc')).body).renders).toBe(first.renders);
    expect(rendered((await page(ctx.app, '/shop?page=3&sort=price_asc')).body).renders).not.toBe(first.renders);
  });

  it('keys on the language the page renders in, not on the words of the cookie', async () => {
    const arabic = rendered((await page(ctx.app, '/product/3')).body);
    expect(arabic.language).toBe('ar');
    for (const cookie of ['i18next=fr', 'i18next=zz1', 'i18next=ar']) {
      expect(rendered((await page(ctx.app, '/product/3', { cookie })).body).renders, cookie).toBe(arabic.renders);
    }
    expect(rendered((await page(ctx.app, '/product/3', { cookie: 'i18next=en' })).body).renders).not.toBe(arabic.renders);
  });
});

describe('the render rate limit', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: {
        distDir: build.distDir,
        ssrDir: build.ssrDir,
        cacheTtlMs: 60_000,
        rateLimit: { max: 2, windowMs: 60_000 },
        renderRateLimit: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => ctx?.close());

  it('counts renders per client in a bucket of their own; over it the browser renders the page', async () => {
    const shopper = '10.0.0.1';
    const first = await page(ctx.app, '/product/1', { from: shopper });
    expect(rendered(first.body).api).toBe(200);
    expect(rendered((await page(ctx.app, '/product/2', { from: shopper })).body).api).toBe(200);
    // The third render: the shell, with a 200, for the browser to render.
    const over = await page(ctx.app, '/product/3', { from: shopper });
    expect(over.statusCode).toBe(200);
    expect(over.body).toBe(INDEX);
    // A page already rendered is not a render: it is still served.
    expect(rendered((await page(ctx.app, '/product/1', { from: shopper })).body).renders).toBe(rendered(first.body).renders);
    // Another shopper has their own bucket.
    expect(rendered((await page(ctx.app, '/product/3', { from: '10.0.0.2' })).body).url).toBe('/product/3');
  });

  it("counts a render's API calls as its shopper's, not in one bucket shared by every render", async () => {
    // Each render calls the API once: three shoppers' renders stay within an API limit of 2 each.
    for (const id of [11, 12, 13]) {
      const from = `10.0.1.${id}`;
      expect(rendered((await page(ctx.app, `/product/${id}`, { from })).body).api, from).toBe(200);
    }
    // The render's call and one of the shopper's own use up their API limit.
    const from = '10.0.1.11';
    expect((await ctx.app.inject({ url: '/api/banners', remoteAddress: from })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/banners', remoteAddress: from })).statusCode).toBe(429);
  });
});

describe('what empties the cached catalogue', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { distDir: build.distDir, ssrDir: build.ssrDir, cacheTtlMs: 60_000 } });
  });
  afterAll(async () => ctx?.close());

  /** Caches a product's answer and its page; answers whether both are still those cached after `write`. */
  async function keptThrough(write: () => Promise<unknown>): Promise<{ answer: boolean; page: boolean }> {
    await ctx.app.inject({ url: '/api/products/5' });
    expect((await ctx.app.inject({ url: '/api/products/5' })).headers['x-cache']).toBe('HIT');
    const before = rendered((await page(ctx.app, '/product/5')).body).renders;
    await write();
    return {
      answer: (await ctx.app.inject({ url: '/api/products/5' })).headers['x-cache'] === 'HIT',
      page: rendered((await page(ctx.app, '/product/5')).body).renders === before,
    };
  }

  const ok = (status: number) => expect(status).toBeLessThan(300);

  it('keeps it through a registration, a login, a cart, a chat message and a contact message', async () => {
    const kept = { answer: true, page: true };
    let shopper!: Awaited<ReturnType<typeof signUp>>;
    const writes: [string, () => Promise<unknown>][] = [
      ['register and login', async () => (shopper = await signUp(ctx.app))],
      ['login', async () => ok((await postJson(ctx.app, '/api/login', { email: shopper.email, password: shopper.password })).status)],
      ['cart add', () => addToCart(ctx.app, ctx.database.db, shopper.token, 5)],
      [
        'cart remove',
        async () => {
          const { line } = await addToCart(ctx.app, ctx.database.db, shopper.token, 6);
          ok((await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${line.id}`, headers: bearer(shopper.token) })).statusCode);
        },
      ],
      [
        'chat message',
        async () => ok((await postJson(ctx.app, '/api/message', { message: 'Do you have XL?', chat_key: `${shopper.user.id}libas.test`, sender: 'user', domin: 'libas.test', receiver: 'trader', user_name: shopper.name }, { token: shopper.token })).status),
      ],
      [
        'contact message',
        async () => ok((await postJson(ctx.app, '/api/contact-us', { name: 'Omar Khalid', subject: 'Sizes', email: 'omar@example.com', phone: '512345678', message: 'Do you have XL?' })).status),
      ],
    ];
    for (const [name, write] of writes) expect(await keptThrough(write), name).toEqual(kept);
  });

  it('empties it on a review, an order (it takes stock) and the trader giving stock back', async () => {
    const emptied = { answer: false, page: false };
    const shopper = await signUp(ctx.app);
    expect(await keptThrough(async () => ok((await postJson(ctx.app, '/api/product-reviews', { product_id: 5, review: 'Soft and true to size.', rating: 5 }, { token: shopper.token })).status))).toEqual(emptied);
    let orderId = 0;
    expect(await keptThrough(async () => (orderId = (await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: 5 })).placed.order.id))).toEqual(emptied);
    const reject = () => ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${orderId}/reject`, headers: { 'x-trader-key': TEST_TRADER_KEY } });
    expect(await keptThrough(async () => ok((await reject()).statusCode))).toEqual(emptied);
  });
});
