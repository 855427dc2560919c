/**
 * Login limits behind a reverse proxy, per client and per account: a client that writes its own
 * X-Forwarded-For gets no fresh budget from it; failures on one account slow that account's next
 * attempts from any address, but never those of a browser that has signed in to it before (its
 * device cookie), so a stranger's guesses cannot shut the owner out.
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
  /** The browser's Cookie header. */
  cookie?: string;
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
    headers: {
      'accept-language': attempt.lang ?? 'en',
      ...(attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {}),
      ...(attempt.cookie ? { cookie: attempt.cookie } : {}),
    },
  });
  const setCookie = response.headers['set-cookie'] as string | undefined;
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    retryAfter: response.headers['retry-after'],
    setCookie,
    /** The device cookie as the browser sends it back. */
    device: setCookie?.split(';')[0],
  };
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

describe('login delays', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // A per-client limit high enough not to interfere; each attempt comes from the address given.
    ctx = await createTestApp({ seed: false, config: { trustProxy: 1, authRateLimit: { max: 1000, windowMs: 60_000 } } });
  });
  afterAll(() => ctx?.close());
  // Only Date is faked: the database and the server keep their real timers.
  afterEach(() => vi.useRealTimers());
  const startClock = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  };

  let address = 0;
  const fromAnywhere = (attempt: Omit<Attempt, 'forwardedFor'>) => login(ctx.app, { ...attempt, forwardedFor: `198.51.100.${(address++ % 250) + 1}` });
  const from = (forwardedFor: string, attempt: Omit<Attempt, 'forwardedFor'>) => login(ctx.app, { ...attempt, forwardedFor });
  /** A shopper who has signed in once from their browser, which keeps its device cookie. */
  async function ownerWithDevice() {
    const owner = await signUp(ctx.app);
    const signedIn = await from('203.0.113.77', { email: owner.email, password: owner.password });
    expect(signedIn.status).toBe(200);
    return { ...owner, device: signedIn.device! };
  }

  it('slows an account after a few failures from any address, without telling when the delay ends; another account is unaffected', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    startClock();

    const wrong = [];
    for (let i = 0; i < 3; i++) wrong.push(await fromAnywhere({ email: owner.email, password: `wrong-${i}-pw` }));
    expect(wrong.map((a) => a.status)).toEqual([401, 401, 401]);

    // The next attempt waits, whatever the address and even with the right password: it is not checked.
    // Retry-After gives the longest the account's delay can be, not its end (1 s here).
    const early = await fromAnywhere({ email: owner.email, password: owner.password });
    expect(early.status).toBe(429);
    expect(early.retryAfter).toBe('60');
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
    startClock();
    for (let i = 0; i < 3; i++) await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' });

    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60, 60]) {
      const refused = await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('60');
      vi.advanceTimersByTime(seconds * 1000 - 1);
      expect((await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' })).status, `${seconds} s`).toBe(429);
      vi.advanceTimersByTime(1);
      // Once the delay has passed, the attempt is checked (and fails).
      expect((await fromAnywhere({ email: owner.email, password: 'wrong-pw-1' })).status).toBe(401);
    }

    // Attempts refused during a delay do not lengthen it.
    for (let i = 0; i < 5; i++) expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(429);
    vi.advanceTimersByTime(60_000);
    expect((await fromAnywhere({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  for (const { where, attacker, ownerAddress } of [
    { where: "the owner's own address", attacker: () => '198.51.100.9', ownerAddress: '198.51.100.9' },
    { where: 'rotating addresses', attacker: () => `198.51.100.${(address++ % 250) + 1}`, ownerAddress: '203.0.113.77' },
  ]) {
    it(`a stranger's guesses from ${where} never keep the owner out of the browser they have signed in with`, async () => {
      const owner = await ownerWithDevice();
      startClock();
      // Nine wrong passwords, then one more each time Retry-After ends.
      let retryAfter = '0';
      for (let i = 0; i < 9; i++) retryAfter = (await from(attacker(), { email: owner.email, password: `guess-${i}-pw` })).retryAfter ?? retryAfter;
      for (let round = 0; round < 26; round++) {
        vi.advanceTimersByTime(Number(retryAfter) * 1000);
        const guess = await from(attacker(), { email: owner.email, password: `guess-more-${round}` });
        expect(guess.status).toBe(401);
        // At once after the guess.
        const own = await login(ctx.app, { email: owner.email, password: owner.password, forwardedFor: ownerAddress, cookie: owner.device });
        expect(own.status, `round ${round}`).toBe(200);
        const refused = await from(attacker(), { email: owner.email, password: owner.password });
        expect(refused.status).toBe(429);
        retryAfter = refused.retryAfter!;
      }
    });
  }

  it("a browser's own failures slow it, telling it exactly how long; a device cookie for another account, altered or not ours gets past nothing", async () => {
    const owner = await ownerWithDevice();
    const stranger = await ownerWithDevice();
    startClock();
    const own = (password: string) => login(ctx.app, { email: owner.email, password, forwardedFor: '203.0.113.77', cookie: owner.device });
    for (let i = 0; i < 3; i++) expect((await own('typo-typo-1')).status).toBe(401);
    const waiting = await own(owner.password);
    expect(waiting.status).toBe(429);
    expect(waiting.retryAfter).toBe('1');
    vi.advanceTimersByTime(1000);
    expect((await own(owner.password)).status).toBe(200);

    // Strangers slow the account; only the owner's browser goes past that.
    for (let i = 0; i < 3; i++) await fromAnywhere({ email: owner.email, password: 'guess-guess' });
    const [name, value] = stranger.device.split('=') as [string, string];
    const [id, , signature] = value.split('.');
    const forged = [
      stranger.device,
      `${name}=${id}.${owner.user.id}.${signature}`,
      `${name}=${id}.${owner.user.id}-${stranger.user.id}.${signature}`,
      `${name}=${'A'.repeat(22)}.${owner.user.id}.${'A'.repeat(43)}`,
    ];
    for (const cookie of forged) {
      const refused = await fromAnywhere({ email: owner.email, password: owner.password, cookie });
      expect(refused.status, cookie).toBe(429);
      expect(refused.retryAfter).toBe('60');
    }
    expect((await own(owner.password)).status).toBe(200);
  });

  it('sets the device cookie at every sign-in: for our API only, kept a year, naming the last accounts signed in', async () => {
    const first = await ownerWithDevice();
    const second = await signUp(ctx.app);
    const again = await login(ctx.app, { email: second.email, password: second.password, forwardedFor: '203.0.113.77', cookie: first.device });
    expect(again.status).toBe(200);
    expect(again.setCookie).toMatch(/^device=[\w-]{22}\.\d+-\d+\.[\w-]{43}; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    // The same browser, now naming both accounts, the latest first.
    expect(again.device!.split('.')[0]).toBe(first.device.split('.')[0]);
    expect(again.device!.split('.')[1]).toBe(`${second.user.id}-${first.user.id}`);
    // Registration signs in too.
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Sara', email: uniqueEmail(), password: 'secret123', password_confirmation: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['set-cookie']).toMatch(/^device=/);
    // A failed login sets nothing.
    expect((await login(ctx.app, { email: first.email, password: 'not-it-at-all', forwardedFor: '203.0.113.78' })).setCookie).toBeUndefined();

    const production = await createTestApp({ seed: false, config: { secureCookies: true } });
    try {
      const account = await signUp(production.app);
      const response = await production.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
      expect(response.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await production.close();
    }
  });

  it('parallel attempts get no more than the free ones before the delay', async () => {
    const owner = await signUp(ctx.app);
    startClock();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => fromAnywhere({ email: owner.email, password: `wrong-${i}-pw` })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it('delays an unknown email exactly as a known one, so the delay tells nothing about accounts', async () => {
    const known = await signUp(ctx.app);
    const unknown = uniqueEmail('nobody');
    startClock();
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await fromAnywhere({ email, password: 'wrong-pw-1' }));
      return answers.map((a) => [a.status, a.retryAfter, a.body, a.setCookie]);
    };
    expect(await run(unknown)).toEqual(await run(known.email));
  });
});
