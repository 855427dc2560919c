/**
 * What every call shares: the `{ message }` error shape without stack traces,
 * security headers, the CORS allowlist, rate limiting, the OpenAPI document at /docs.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../../server/src/app';
import { acceptedEncoding, createResponseCache } from '../../server/src/plugins/response-cache';
import { eq } from 'drizzle-orm';
import * as t from '../../server/src/db/schema';
import { createTestApp, getJson, testConfig, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ config: { corsOrigins: ['http://localhost:5173'] } });
  // A route that fails the way a bug would, registered before the app is ready.
  ctx.app.get('/api/test-failure', async () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
  ctx.app.post('/api/test-echo', async (request) => ({ received: request.body }));
});
afterAll(() => ctx?.close());

describe('errors', () => {
  it('answers unknown paths with 404 { message }', async () => {
    for (const url of ['/api/nothing-here', '/nothing-here', '/api/products/1/extra']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expectErrorBody(response.json());
    }
  });

  it('answers a failure with a generic localised 500 and no internals', async () => {
    const en = await getJson<{ message: string }>(ctx.app, '/api/test-failure', 'en');
    const ar = await getJson<{ message: string }>(ctx.app, '/api/test-failure', 'ar');
    expect([en.status, ar.status]).toEqual([500, 500]);
    expectErrorBody(en.body);
    expect(JSON.stringify(en.body)).not.toMatch(/secret|stack|srv|\.ts/);
    expect(ar.body.message).not.toBe(en.body.message);
  });

  it('answers an unparsable JSON body with 400 and a body over the limit with 413, as { message }', async () => {
    const post = (payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/test-echo', headers: { 'content-type': 'application/json' }, payload });
    const broken = await post('{"broken":');
    expect(broken.statusCode).toBe(400);
    expectErrorBody(broken.json());
    const huge = await post(JSON.stringify({ text: 'x'.repeat(testConfig().bodyLimit) }));
    expect(huge.statusCode).toBe(413);
    expectErrorBody(huge.json());
    expect((await post('{"ok":true}')).json()).toEqual({ received: { ok: true } });
  });
});

describe('security headers', () => {
  it('sends helmet headers and a CSP on API answers', async () => {
    const { headers } = await ctx.app.inject({ url: '/api/store-info' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeDefined();
    expect(headers['x-frame-options']).toBeDefined();
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS allowlist', () => {
  it('allows a configured origin, with a preflight', async () => {
    const simple = await ctx.app.inject({ url: '/api/banners', headers: { origin: 'http://localhost:5173' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/banners',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept-language' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Accept-Language/i);
  });

  it("lets a configured origin send the browser's cookies, for the device cookie of sign-in", async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const other = await ctx.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not allow any other origin', async () => {
    const response = await ctx.app.inject({ url: '/api/banners', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit', () => {
  it('answers 429 { message } past the limit on /api, and leaves other paths alone', async () => {
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ rateLimit: { max: 3, windowMs: 60_000 } }) });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: '/api/settings' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await app.inject({ url: '/api/settings', headers: { 'accept-language': 'en' } });
      expect(limited.json()).toEqual({ message: 'Too many requests, please try again later' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/** A review of product 5 by a new account (a catalogue write), from another client, so a rate limit counts the test's own requests alone. */
async function review(app: Awaited<ReturnType<typeof buildApp>>) {
  const other = async (url: string, payload: Record<string, unknown>, token?: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.9', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const account = { name: 'Reem Saleh', email: `reem.${process.pid}.${Date.now()}.${Math.random()}@example.com`, password: 'secret123' };
  expect((await other('/api/register', { ...account, password_confirmation: account.password })).statusCode).toBe(201);
  const { token } = (await other('/api/login', account)).json<{ token: string }>();
  return other('/api/product-reviews', { product_id: 5, review: 'Soft fabric.', rating: 5 }, token);
}

describe('response cache', () => {
  it('compresses a large answer once and sends the same bytes on every hit, in the encoding asked for', async () => {
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ cacheTtlMs: 60_000 }) });
    try {
      const get = (encoding: string) => app.inject({ url: '/api/products?page=1', headers: { 'accept-encoding': encoding } });
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip, deflate', gunzipSync],
        ['br;q=0, gzip', gunzipSync],
      ] as const) {
        const hit = await get(encoding);
        expect(hit.headers['x-cache'], encoding).toBe('HIT');
        expect(hit.headers['content-encoding'], encoding).toBe(encoding === 'br' ? 'br' : 'gzip');
        expect(String(hit.headers.vary), encoding).toMatch(/accept-encoding/i);
        expect(decode(hit.rawPayload).toString(), encoding).toBe(plain.body);
      }
      expect((await get('identity')).body).toBe(plain.body);
    } finally {
      await app.close();
    }
  });

  it('reads Accept-Encoding: br first, then gzip, never a refused one', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('reuses public answers per URL and language until a catalogue write, and still rate-limits them', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      config: testConfig({ cacheTtlMs: 60_000, rateLimit: { max: 5, windowMs: 60_000 } }),
    });
    try {
      const get = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });
      const miss = await get('/api/banners');
      const hit = await get('/api/banners');
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(hit.body).toBe(miss.body);
      expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
      expect(String(hit.headers.vary)).toMatch(/Accept-Language/);
      expect((await get('/api/banners', 'ar')).headers['x-cache']).toBe('MISS');
      expect((await review(app)).statusCode).toBe(201);
      expect((await get('/api/banners')).headers['x-cache']).toBe('MISS');
      // The fifth request of the window is served from the cache; the sixth is over the limit.
      expect((await get('/api/banners')).headers['x-cache']).toBe('HIT');
      expect((await get('/api/banners')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('keeps rows by id until they expire or a write drops them, loading only the missing ones', async () => {
    let now = 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = createResponseCache(2_000);
      const rows = cache.rows<{ id: number; v: string }>(3);
      const asked: number[][] = [];
      const get = (ids: number[], v = 'a') =>
        rows.get(ids, async (missing) => (asked.push(missing), missing.filter((id) => id !== 99).map((id) => ({ id, v }))), (row) => row.id);
      expect([...(await get([1, 2, 99])).values()]).toEqual([{ id: 1, v: 'a' }, { id: 2, v: 'a' }]);
      expect([...(await get([2, 1, 3], 'b')).entries()]).toEqual([[2, { id: 2, v: 'a' }], [1, { id: 1, v: 'a' }], [3, { id: 3, v: 'b' }]]);
      expect(asked).toEqual([[1, 2, 99], [3]]);
      // At most three: the oldest kept goes first.
      await get([4], 'c');
      expect((await get([1, 4], 'd')).get(1)).toEqual({ id: 1, v: 'd' });
      // Expired.
      now += 2_001;
      expect((await get([4], 'e')).get(4)).toEqual({ id: 4, v: 'e' });
      // Dropped by a write, and not kept when the write came while they loaded.
      cache.clear();
      expect((await get([4], 'f')).get(4)).toEqual({ id: 4, v: 'f' });
      await rows.get([5], async (missing) => (cache.clear(), missing.map((id) => ({ id, v: 'g' }))), (row) => row.id);
      expect((await get([5], 'h')).get(5)).toEqual({ id: 5, v: 'h' });
      asked.length = 0;
      await get([5]);
      expect(asked).toEqual([]);
      // Without a cache moment, nothing is kept.
      const none = createResponseCache(0).rows<{ id: number }>();
      let loads = 0;
      for (let i = 0; i < 2; i++) await none.get([1], async (missing) => (loads++, missing.map((id) => ({ id }))), (row) => row.id);
      expect(loads).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it("reuses a list's products in other lists until a catalogue write", async () => {
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ cacheTtlMs: 60_000 }) });
    const db = ctx.database.db;
    const [product] = await db.select().from(t.products).where(eq(t.products.id, 5));
    const nameIn = async (url: string) => (await getJson<{ data: { id: number; name_en: string }[] }>(app, url, 'en')).body.data.find((p) => p.id === 5)?.name_en;
    try {
      expect(await nameIn(`/api/products?page=1&category_id=${product!.categoryId}`)).toBe(product!.nameEn);
      // Changed behind the app's back: a list never answered before still shows the product as kept.
      await db.update(t.products).set({ nameEn: 'Renamed Quietly' }).where(eq(t.products.id, 5));
      expect(await nameIn(`/api/products/by-category?category_id=${product!.categoryId}`)).toBe(product!.nameEn);
      // A failed write keeps it; a catalogue write (a review) drops it.
      expect((await app.inject({ method: 'POST', url: '/api/product-reviews', payload: {} })).statusCode).toBe(401);
      expect(await nameIn(`/api/products?page=1&brand_id=${product!.brandId}`)).toBe(product!.nameEn);
      expect((await review(app)).statusCode).toBe(201);
      expect(await nameIn(`/api/products/by-brand?brand_id=${product!.brandId}`)).toBe('Renamed Quietly');
    } finally {
      await db.update(t.products).set({ nameEn: product!.nameEn }).where(eq(t.products.id, 5));
      await app.close();
    }
  });

  it('never caches errors', async () => {
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ cacheTtlMs: 60_000 }) });
    try {
      for (let i = 0; i < 2; i++) {
        const missing = await app.inject({ url: '/api/products/999999' });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['x-cache']).toBe('MISS');
      }
      expect((await app.inject({ url: '/api/products?page=0' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI (/docs)', () => {
  it('documents every call of the contract, and the calls it adds, that this server answers', async () => {
    const response = await ctx.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/store-info',
      '/api/settings',
      '/api/contact-info',
      '/api/banners',
      '/api/offer-banners',
      '/api/testimonials',
      '/api/about-us',
      '/api/privacy-policy',
      '/api/returns-policy',
      '/api/products',
      '/api/products/{id}',
      '/api/top_products',
      '/api/has_sale',
      '/api/products/by-category',
      '/api/products/by-brand',
      '/api/categories',
      '/api/brands',
      '/api/blogs',
      '/api/blogs/{id}',
      '/api/coupon/by_name/{name}',
      '/api/register',
      '/api/login',
      '/api/login-w-google',
      '/api/password-reset',
      '/api/password-reset-confirm',
      '/api/password-reset-update',
      '/api/change-password',
      '/api/update-profile',
      '/api/my_orders',
      '/api/product-reviews',
      '/api/contact-us',
      '/api/cart',
      '/api/cart/{id}',
      '/api/shipping-gates',
      '/api/calculate/shiping',
      '/api/orders',
      '/api/orders/{id}/status',
      '/api/order/latest',
      '/api/invoice-qr/{token}',
      '/api/stock-alerts',
      '/api/stock-alerts/{id}',
      '/api/trader/products/{id}/stock',
      '/search',
      '/reverse',
      '/storage/{path}',
    ]) {
      expect(paths, path).toContain(path);
    }
    const products = document.paths['/api/products']!.get as { parameters: { name: string }[] };
    expect(products.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'brand_id', 'category_id', 'rating', 'minPrice', 'max_price', 'price_asc', 'created_desc', 'q']),
    );
  });

  it('serves the browsable UI', async () => {
    const response = await ctx.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});
