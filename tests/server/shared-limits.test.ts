/**
 * Limits shared by several API processes through Redis (REDIS_URL): two apps over one database
 * and one Redis allow together what one allows, for every limit; the login delays, per account
 * and per client, count the same in Redis as in memory; and with Redis gone each process counts
 * alone, with no 5xx. Runs against a redis-server the test starts itself (or TEST_REDIS_URL);
 * skipped without one.
 */
import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRenderLimit } from '../../server/src/plugins/security';
import {
  createFailureLimit,
  createLoginDelays,
  FIRST_LOGIN_DELAY_MS,
  loginDelayMs,
  MAX_LOGIN_DELAY_MS,
  type LoginAttempt,
  type LoginDelays,
} from '../../server/src/services/attempt-limits';
import { connected, openRedis } from '../../server/src/services/redis';
import { postJson, signUp, uniqueEmail } from './helpers/accounts';
import { TEST_TRADER_KEY } from './helpers/app';
import { shopOnTwoProcesses } from './helpers/two-processes';
import { redisAvailable } from './helpers/redis';

const quietLog = { warn: () => {} };

/** A connection as the app opens it, once connected: without one its counts would stay in memory. */
async function openConnected(url: string) {
  const client = openRedis(url, quietLog);
  await connected(client);
  expect(client.status).toBe('ready');
  return client;
}

// CI installs redis-server: there the shared limits must be tested, not skipped.
it.runIf(Boolean(process.env.CI))('has redis-server in CI', () => {
  expect(redisAvailable).toBe(true);
});

describe.skipIf(!redisAvailable)('limits shared through Redis', () => {
  const shop = shopOnTwoProcesses();
  const { twoProcesses } = shop;

  it('the API limit counts every process together', async () => {
    const [a, b] = await twoProcesses({ rateLimit: { max: 4, windowMs: 60_000 } });
    const client = { remoteAddress: '203.0.113.10', headers: { 'accept-language': 'en' } };
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await app.inject({ url: '/api/categories', ...client })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client has its own count.
    expect((await b.inject({ url: '/api/categories', remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
  });

  it('the per-client limit of logins and reset codes counts every process together', async () => {
    const [a, b] = await twoProcesses({ authRateLimit: { max: 3, windowMs: 60_000 } });
    const headers = { 'x-forwarded-for': '', 'accept-language': 'en' };
    const reset = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: uniqueEmail() }, remoteAddress: '203.0.113.20', headers });
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await reset(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('the per-account login delay holds across processes, from any address, and for none the browser that signed in before', async () => {
    const [a, b] = await twoProcesses({ authRateLimit: { max: 100, windowMs: 60_000 } });
    const owner = await signUp(a);
    const device = String((await a.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password: owner.password } })).headers['set-cookie']).split(';')[0]!;
    const login = (app: FastifyInstance, address: string, password = 'not-it-1', cookie?: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password }, remoteAddress: address, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
    // The free failures, spread over both processes and three addresses.
    expect((await login(a, '198.51.100.1')).statusCode).toBe(401);
    expect((await login(b, '198.51.100.2')).statusCode).toBe(401);
    expect((await login(a, '198.51.100.3')).statusCode).toBe(401);
    const waiting = await login(b, '198.51.100.4', owner.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('60');
    // The owner's browser, on either process and from the strangers' address.
    expect((await login(b, '198.51.100.4', owner.password, device)).statusCode).toBe(200);
    expect((await login(a, '198.51.100.1', owner.password, device)).statusCode).toBe(200);
  });

  it('wrong trader keys count every process together', async () => {
    const [a, b] = await twoProcesses({ authRateLimit: { max: 3, windowMs: 60_000 } });
    const call = (app: FastifyInstance, key: string) =>
      app.inject({ url: '/api/trader/orders', remoteAddress: '203.0.113.30', headers: { 'x-trader-key': key, 'accept-language': 'en' } });
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await call(app, 'wrong-key-0000000000000')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    // Even the right key waits out the window, on either process.
    expect((await call(b, TEST_TRADER_KEY)).statusCode).toBe(429);
    expect((await call(a, TEST_TRADER_KEY)).statusCode).toBe(429);
  });

  it('the chat limit counts a shopper\'s messages on every process together', async () => {
    const [a, b] = await twoProcesses({ chatRateLimit: { max: 2, windowMs: 60_000 } });
    const shopper = await signUp(a);
    const send = (app: FastifyInstance) =>
      postJson(app, '/api/message', { message: 'hello', chat_key: `${shopper.user.id}localhost`, sender: 'user', domin: 'localhost', receiver: 'trader', user_name: shopper.name }, { token: shopper.token });
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await send(app)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('the limit on server renders counts every process together', async () => {
    const client = await openConnected(shop.redis.url);
    const processes: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        // The render limit as plugins/spa.ts takes it, on a route that answers whether it may render.
        const app = Fastify();
        const mayRender = await createRenderLimit(app, { max: 2, windowMs: 60_000 }, client);
        app.get('/page', async (request) => ({ render: await mayRender(request) }));
        processes.push(app);
      }
      const answers = [];
      for (const app of [processes[0]!, processes[1]!, processes[0]!]) answers.push((await app.inject({ url: '/page', remoteAddress: '203.0.113.70' })).json<{ render: boolean }>().render);
      expect(answers).toEqual([true, true, false]);
    } finally {
      for (const app of processes) await app.close();
      client.disconnect();
    }
  });

  describe('the login delays', () => {
    // The same steps on both stores: the script in Redis follows loginDelayMs as memory does.
    for (const store of ['memory', 'redis'] as const) {
      it(`double from 1 s to at most 60 s, per account and per client, and start again after a success (${store})`, async () => {
        let now = 1_000_000;
        const client = store === 'redis' ? await openConnected(shop.redis.url) : null;
        try {
          const delays: LoginDelays = createLoginDelays({ redis: client, now: () => now });
          const account = uniqueEmail('steps');
          let address = 0;
          // Each attempt from another address: only the account's count holds them up.
          const stranger = (): LoginAttempt => ({ account, client: { key: `ip:198.51.100.${++address}`, trusted: false } });
          const owner: LoginAttempt = { account, client: { key: 'device:owner-browser', trusted: true } };
          const waits: number[] = [];
          for (let failure = 0; failure < 12; failure++) {
            const wait = await delays.begin(stranger());
            waits.push(wait?.ms ?? 0);
            if (wait) {
              expect(wait.account).toBe(true);
              // Refused while waiting: not counted; then it may try once the delay has passed.
              now += wait.ms;
              expect(await delays.begin(stranger())).toBeNull();
            }
          }
          expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
          expect(waits.slice(3)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11].map(loginDelayMs));
          expect(Math.max(...waits)).toBe(MAX_LOGIN_DELAY_MS);
          if (client) expect(await client.hget(`libas:login-delay:${account}`, 'failures')).toBe('12');

          // The owner's browser counts only its own failures, and is told their delay.
          for (let i = 0; i < 3; i++) expect(await delays.begin(owner)).toBeNull();
          expect(await delays.begin(owner)).toEqual({ ms: FIRST_LOGIN_DELAY_MS, account: false });
          if (client) expect(await client.hget(`libas:login-client-delay:device:owner-browser|${account}`, 'failures')).toBe('3');
          expect(await delays.begin(stranger())).toMatchObject({ account: true });
          await delays.succeeded(owner);
          expect(await delays.begin(owner)).toBeNull();
          // Its success leaves the strangers' count as it was.
          expect(await delays.begin(stranger())).toMatchObject({ account: true });
          now += MAX_LOGIN_DELAY_MS;
          const knowsIt = stranger();
          expect(await delays.begin(knowsIt)).toBeNull();
          await delays.succeeded(knowsIt);
          expect(await delays.begin(stranger())).toBeNull();
        } finally {
          client?.disconnect();
        }
      });
    }
  });

  it('a failure limit counts in Redis with a window of its own', async () => {
    const client = await openConnected(shop.redis.url);
    try {
      const limit = createFailureLimit('test-failures', { max: 2, windowMs: 5_000 }, { redis: client });
      const other = createFailureLimit('test-failures', { max: 2, windowMs: 5_000 }, { redis: client });
      await limit.failed('203.0.113.40');
      await other.failed('203.0.113.40');
      const wait = await limit.retryAfterMs('203.0.113.40');
      expect(wait).toBeGreaterThan(4_000);
      expect(wait).toBeLessThanOrEqual(5_000);
      expect(await other.retryAfterMs('203.0.113.41')).toBe(0);
    } finally {
      client.disconnect();
    }
  });

  // Last: it stops the server. A TEST_REDIS_URL server is not the test's to stop.
  it.skipIf(Boolean(process.env.TEST_REDIS_URL))('without Redis, each process counts alone and answers no 5xx', async () => {
    const [a] = await twoProcesses({ rateLimit: { max: 3, windowMs: 60_000 }, authRateLimit: { max: 100, windowMs: 60_000 } });
    await shop.redis.stop();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await a.inject({ url: '/api/categories', remoteAddress: '203.0.113.50' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const email = uniqueEmail('offline');
    const logins = [];
    for (let i = 0; i < 4; i++) {
      logins.push((await a.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'not-it-1' }, remoteAddress: `203.0.113.${60 + i}` })).statusCode);
    }
    expect(logins).toEqual([401, 401, 401, 429]);
  });
});
