/**
 * What every call shares (issue 3 item 1): the `{ message }` error shape without stack traces,
 * security headers, the CORS allowlist, rate limiting, the OpenAPI document at /docs.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../../server/src/app';
import { acceptedEncoding } from '../../server/src/plugins/response-cache';
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
    // A review, from another client, so that the limit below counts this one's requests alone.
    const other = async (url: string, payload: Record<string, unknown>, token?: string) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.9', headers: token ? { authorization: `Bearer ${token}` } : {} });
    const review = async () => {
      const account = { name: 'Reem Saleh', email: `reem.${process.pid}.${Date.now()}@example.com`, password: 'secret123' };
      expect((await other('/api/register', { ...account, password_confirmation: account.password })).statusCode).toBe(201);
      const { token } = (await other('/api/login', account)).json<{ token: string }>();
      return other('/api/product-reviews', { product_id: 5, review: 'Soft fabric.', rating: 5 }, token);
    };
    try {
      const get = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });
      const miss = await get('/api/banners');
      const hit = await get('/api/banners');
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(hit.body).toBe(miss.body);
      expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
      expect(String(hit.headers.vary)).toMatch(/Accept-Language/);
      expect((await get('/api/banners', 'ar')).headers['x-cache']).toBe('MISS');
      expect((await review()).statusCode).toBe(201);
      expect((await get('/api/banners')).headers['x-cache']).toBe('MISS');
      // The fifth request of the window is served from the cache; the sixth is over the limit.
      expect((await get('/api/banners')).headers['x-cache']).toBe('HIT');
      expect((await get('/api/banners')).statusCode).toBe(429);
    } finally {
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
  it('documents every call of spec §7 and R3 that this server answers', async () => {
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
      '/storage/{*}',
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
