/**
 * Login limits behind a reverse proxy and per account: a client that writes its own
 * X-Forwarded-For gets no fresh budget from it, and failures on one account slow that account's
 * next attempts, from any address, without shutting its owner out.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../server/src/config';
import { signUp, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

const env = (trustProxy: string) => ({ DATA_DIR: join(tmpdir(), 'libas-test-unused'), TRUST_PROXY: trustProxy });
const trustProxy = (value: string): Config['trustProxy'] => loadConfig(env(value)).trustProxy;

interface Attempt {
  email: string;
  password: string;
  /** What reaches the API: the client's own header with the proxy's entry appended. */
  forwardedFor?: string;
  remoteAddress?: string;
  lang?: 'ar' | 'en';
}

async function login(app: TestApp['app'], attempt: Attempt) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: attempt.email, password: attempt.password },
    remoteAddress: attempt.remoteAddress ?? '127.0.0.1',
    headers: { 'accept-language': attempt.lang ?? 'en', ...(attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown>, retryAfter: response.headers['retry-after'] };
}

describe('TRUST_PROXY', () => {
  it('takes a number of proxies, their addresses or CIDRs, and nothing that trusts every hop', () => {
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxy(' 10.0.0.0/8, fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const wrong of ['true', 'yes', 'on', '-1', '1.5', 'proxy.example', '10.0.0.0/33', '10.0.0.300', '10.0.0.0/8,']) {
      expect(() => loadConfig(env(wrong)), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  describe('one proxy in front', () => {
    const proxy = '10.1.2.3';
    const apps: TestApp[] = [];
    const appWith = async (value: string) => {
      const ctx = await createTestApp({ seed: false, config: { trustProxy: trustProxy(value), authRateLimit: { max: 3, windowMs: 60_000 } } });
      apps.push(ctx);
      return ctx.app;
    };
    afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

    for (const value of ['1', proxy, '10.0.0.0/8']) {
      it(`TRUST_PROXY=${value}: a spoofed X-Forwarded-For per request gets no more login attempts`, async () => {
        const app = await appWith(value);
        const attempts = [];
        // Each request claims another address; the proxy appends the one it saw.
        for (let i = 1; i <= 5; i++) {
          attempts.push(await login(app, { email: uniqueEmail(), password: 'guess-123', remoteAddress: proxy, forwardedFor: `198.51.100.${i}, 203.0.113.9` }));
        }
        expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
        expectErrorBody(attempts[3]!.body);
        // Another client behind the same proxy keeps its own budget.
        const neighbour = await login(app, { email: uniqueEmail(), password: 'guess-123', remoteAddress: proxy, forwardedFor: '203.0.113.10' });
        expect(neighbour.status).toBe(401);
      });
    }

    it('a client that reaches the API past the named proxy is limited by its own address', async () => {
      const app = await appWith(proxy);
      const statuses = [];
      for (let i = 1; i <= 4; i++) {
        statuses.push((await login(app, { email: uniqueEmail(), password: 'guess-123', remoteAddress: '192.0.2.50', forwardedFor: `198.51.100.${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
      const app = await appWith('');
      const statuses = [];
      for (let i = 1; i <= 4; i++) {
        statuses.push((await login(app, { email: uniqueEmail(), password: 'guess-123', remoteAddress: proxy, forwardedFor: `198.51.100.${i}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });
});

describe('per-account login delay', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // A per-client limit high enough not to interfere; each attempt comes from another address.
    ctx = await createTestApp({ seed: false, config: { trustProxy: 1, authRateLimit: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => ctx?.close());
  // Only Date is faked: the database and the server keep their real timers.
  afterEach(() => vi.useRealTimers());

  let address = 0;
  const fromAnywhere = (attempt: Omit<Attempt, 'forwardedFor'>) => login(ctx.app, { ...attempt, forwardedFor: `198.51.100.${(address++ % 250) + 1}` });

  it('slows an account after a few failures from any address; another account is unaffected; the right password works after the delay', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());

    const wrong = [];
    for (let i = 0; i < 3; i++) wrong.push(await fromAnywhere({ email: owner.email, password: `wrong-${i}-pw` }));
    expect(wrong.map((a) => a.status)).toEqual([401, 401, 401]);

    // The next attempt waits, whatever the address and even with the right password: it is not checked.
    const early = await fromAnywhere({ email: owner.email, password: owner.password });
    expect(early.status).toBe(429);
    expect(early.retryAfter).toBe('1');
    expectErrorBody(early.body);
    const earlyAr = await fromAnywhere({ email: `  ${owner.email.toUpperCase()} `, password: owner.password, lang: 'ar' });
    expect(earlyAr.status).toBe(429);
    expect(earlyAr.body.message).toMatch(/[\u0600-\u06ff]/);

    // Another account is not slowed.
    expect((await fromAnywhere({ email: other.email, password: 'not-it-at-all' })).status).toBe(401);
    expect((await fromAnywhere({ email: other.email, password: other.password })).status).toBe(200);

    vi.advanceTimersByTime(1000);
    expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(200);
    // A success starts the count again.
    for (let i = 0; i < 3; i++) expect((await fromAnywhere({ email: owner.email, password: 'wrong-again' })).status).toBe(401);
    expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(429);
  });

  it('doubles the delay with each further failure, up to a cap, and never locks the account for longer', async () => {
    const owner = await signUp(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    for (let i = 0; i < 3; i++) await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' });

    const delays = [];
    for (let i = 0; i < 9; i++) {
      const refused = await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' });
      expect(refused.status).toBe(429);
      delays.push(Number(refused.retryAfter));
      vi.advanceTimersByTime(Number(refused.retryAfter) * 1000);
      // Once the delay has passed, the attempt is checked (and fails).
      expect((await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' })).status).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

    // Attempts refused during a delay do not lengthen it.
    for (let i = 0; i < 5; i++) expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(429);
    vi.advanceTimersByTime(60_000);
    expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('parallel attempts get no more than the free ones before the delay', async () => {
    const owner = await signUp(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => fromAnywhere({ email: owner.email, password: `wrong-${i}-pw` })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it('delays an unknown email exactly as a known one, so the delay tells nothing about accounts', async () => {
    const known = await signUp(ctx.app);
    const unknown = uniqueEmail('nobody');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await fromAnywhere({ email, password: 'wrong-pw-1' }));
      return answers.map((a) => [a.status, a.retryAfter, a.body]);
    };
    expect(await run(unknown)).toEqual(await run(known.email));
  });
});
