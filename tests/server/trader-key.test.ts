/**
 * The trader key: wrong keys are limited per client like logins, and a wrong key of any length is
 * refused the same way, after a comparison of equal-length digests that does not depend on the
 * key's length.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

// Records the constant-time comparisons the server makes.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

const call = (ctx: TestApp, key: string | null, options: { lang?: 'ar' | 'en'; remoteAddress?: string; url?: string } = {}) =>
  ctx.app.inject({
    url: options.url ?? '/api/trader/orders',
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { 'accept-language': options.lang ?? 'en', ...(key === null ? {} : { 'x-trader-key': key }) },
  });

describe('wrong trader keys', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => ctx?.close());

  it('answer 429 after a few, per client, in both languages, across the trader routes', async () => {
    const client = { remoteAddress: '198.51.100.7' };
    expect((await call(ctx, TEST_TRADER_KEY, client)).statusCode).toBe(200);
    // The failures count together over the orders, the inbox and the advertising services.
    const wrong = [
      await call(ctx, 'wrong-key-0000000000000', client),
      await call(ctx, 'x', { ...client, url: '/api/trader/chats' }),
      await call(ctx, null, { ...client, url: '/api/trader/services' }),
    ];
    expect(wrong.map((r) => r.statusCode)).toEqual([401, 401, 401]);

    const en = await call(ctx, 'wrong-key-0000000000001', client);
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({ message: 'Too many requests, please try again later' });
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    const ar = await call(ctx, 'wrong-key-0000000000002', { ...client, lang: 'ar', url: '/api/trader/chats' });
    expect(ar.statusCode).toBe(429);
    expectErrorBody(ar.json());
    expect(ar.json().message).toMatch(/[\u0600-\u06ff]/);
    // While limited, the key is not even compared: the right one gets the same answer.
    expect((await call(ctx, TEST_TRADER_KEY, client)).statusCode).toBe(429);

    // Another client is not limited.
    expect((await call(ctx, TEST_TRADER_KEY, { remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
    expect((await call(ctx, 'wrong-key-0000000000003', { remoteAddress: '198.51.100.8' })).statusCode).toBe(401);
  });

  it('the right key is not limited however often it is used', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await call(ctx, TEST_TRADER_KEY, { remoteAddress: '198.51.100.9' })).statusCode);
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});

describe('comparing the trader key', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // Test files share their worker's modules: the server is loaded again here, so that it takes
    // the recording crypto above even if an earlier file loaded it first.
    vi.resetModules();
    const fresh = await import('./helpers/app');
    ctx = await fresh.createTestApp({ seed: false });
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    timingSafeEqual.mockClear();
  });

  const lengths = [0, 1, TEST_TRADER_KEY.length - 1, TEST_TRADER_KEY.length, TEST_TRADER_KEY.length + 1, 200];

  it('refuses a wrong key of any length the same way', async () => {
    const answers = [];
    for (const length of lengths) {
      const response = await call(ctx, 'k'.repeat(length));
      answers.push([response.statusCode, response.json()]);
    }
    answers.push(((r) => [r.statusCode, r.json()])(await call(ctx, null)));
    expect(answers).toEqual(answers.map(() => [401, { message: 'A valid trader key is required' }]));
  });

  it('compares digests of one length whatever the length of the key given', async () => {
    for (const length of lengths) {
      timingSafeEqual.mockClear();
      await call(ctx, 'k'.repeat(length));
      expect(timingSafeEqual, `a key of ${length} characters`).toHaveBeenCalledTimes(1);
      const [given, expected] = timingSafeEqual.mock.calls[0]!;
      expect(given.byteLength).toBe(32);
      expect(expected.byteLength).toBe(32);
    }
    timingSafeEqual.mockClear();
    expect((await call(ctx, TEST_TRADER_KEY)).statusCode).toBe(200);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});
