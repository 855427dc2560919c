/**
 * Accounts: registration, login, tokens, password recovery, change-password,
 * the development outbox and the login rate limit. Every failure is checked for its status and
 * a `{ message }` the SPA can show, in both languages where it matters.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { buildApp } from '../../server/src/app';
import { LoginResponse, User } from '../../server/src/contract/accounts';
import { passwordResetCodes, users } from '../../server/src/db/schema';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS } from '../../server/src/services/tokens';
import { bearer, postJson, signUp, uniqueEmail } from './helpers/accounts';
import { createTestApp, TEST_JWT_SECRET, testConfig, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, config: { mailOutbox: true } });
});
afterAll(() => ctx?.close());

const outbox = async (email: string) => {
  const response = await ctx.app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { to: string; subject: string; text: string; created_at: string }[];
};
const latestCode = async (email: string) => {
  const [latest] = await outbox(email);
  return /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1] ?? '';
};
const myOrders = (token: string) => ctx.app.inject({ url: '/api/my_orders', headers: { ...bearer(token), 'accept-language': 'en' } });
/** A call from a client of its own: its address, and its browser's cookies. */
const fromClient = (url: string, payload: Record<string, string>, client: { address: string; cookie?: string }) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: client.address, headers: { 'accept-language': 'en', ...(client.cookie ? { cookie: client.cookie } : {}) } });
/** The device cookie of a browser that signs in to the account. */
const deviceOf = async (account: { email: string; password: string }) => {
  const response = await fromClient('/api/login', { email: account.email, password: account.password }, { address: '203.0.113.5' });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0]!;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('register', () => {
  it('creates an account: 201 { message } in the request language, and stores only an scrypt hash', async () => {
    const email = uniqueEmail();
    const body = { name: 'Sara Ahmed', email, password: 'secret123', password_confirmation: 'secret123' };
    const ar = await postJson(ctx.app, '/api/register', body, { lang: 'ar' });
    expect(ar.status).toBe(201);
    expect(ar.body).toEqual({ message: expect.stringMatching(/[\u0600-\u06ff]/), token: expect.any(String), user: expect.any(Object) });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row!.passwordHash).not.toContain('secret123');
  });

  it('signs the new shopper in: the answer carries a working token and the user, shaped as a login answer', async () => {
    const email = uniqueEmail();
    const created = await postJson(ctx.app, '/api/register', { name: 'Noura Saleh', email, password: 'secret123', password_confirmation: 'secret123' });
    expect(created.status).toBe(201);
    const { token, user } = created.body as { token: string; user: unknown };
    expectShape(LoginResponse, { token, user });
    expect(user).toMatchObject({ name: 'Noura Saleh', email });
    // The token is a real session: a signed-in call takes it.
    expect((await myOrders(token)).statusCode).toBe(200);
  });

  it('refuses a taken email (any case) with 422 and a message that names no account', async () => {
    const { email } = await signUp(ctx.app);
    const again = await postJson(ctx.app, '/api/register', {
      name: 'Other',
      email: `  ${email.toUpperCase()} `,
      password: 'another1',
      password_confirmation: 'another1',
    });
    expect(again.status).toBe(422);
    expectErrorBody(again.body);
    expect(again.body.message).not.toMatch(/exist|taken/i);
  });

  it('validates with the messages of "Forms"', async () => {
    const base = { name: 'Sara', email: uniqueEmail(), password: 'secret123', password_confirmation: 'secret123' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, password: '12345', password_confirmation: '12345' }, 400, 'Password must be at least 6 characters'],
      [{ ...base, password_confirmation: 'secret124' }, 422, 'Passwords do not match'],
      [{ ...base, email: 'not-an-email' }, 400, 'Invalid email format'],
      [{ ...base, name: '   ' }, 400, 'Name is required'],
      [{ ...base, name: undefined }, 400, 'Name is required'],
      [{ ...base, email: undefined }, 400, 'Email is required'],
    ];
    for (const [body, status, message] of cases) {
      const response = await postJson(ctx.app, '/api/register', body);
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ message });
    }
    const ar = await postJson(ctx.app, '/api/register', cases[1]![0], { lang: 'ar' });
    expect(ar.body.message).toBe('كلمتا المرور غير متطابقتين');
  });
});

describe('login', () => {
  it('answers { token, user } with the contract user and nothing secret', async () => {
    const account = await signUp(ctx.app, { name: 'Layla Hassan' });
    const response = await postJson<LoginResponse>(ctx.app, '/api/login', { email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    expectShape(LoginResponse, response.body);
    expect(Object.keys(response.body.user).sort()).toEqual(['email', 'id', 'img', 'location', 'name', 'phone', 'postalCode']);
    expect(response.body.user).toMatchObject({ name: 'Layla Hassan', email: account.email, phone: null, img: null });
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|password|secret123/);
  });

  it('gives a wrong password and an unknown email the same 401 answer', async () => {
    const account = await signUp(ctx.app);
    for (const lang of ['ar', 'en'] as const) {
      const wrong = await postJson(ctx.app, '/api/login', { email: account.email, password: 'wrong-password' }, { lang });
      const unknown = await postJson(ctx.app, '/api/login', { email: uniqueEmail('nobody'), password: 'wrong-password' }, { lang });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expectErrorBody(wrong.body);
      expect(unknown.body).toEqual(wrong.body);
    }
  });

  it('validates the body', async () => {
    expect((await postJson(ctx.app, '/api/login', { email: 'a@b.co' })).body).toEqual({ message: 'Password is required' });
    expect((await postJson(ctx.app, '/api/login', { password: 'secret123' })).status).toBe(400);
  });
});

describe('tokens', () => {
  it('lets a valid token in, for 2 hours', async () => {
    const { token } = await signUp(ctx.app);
    expect((await myOrders(token)).statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(TOKEN_TTL_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBe(7200);
  });

  it('answers 401 { message } without a token, or with a malformed, tampered, unsigned, foreign or expired one', async () => {
    const { token, user } = await signUp(ctx.app);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (overrides: { exp?: number; iat?: number; iss?: string; aud?: string; secret?: Uint8Array } = {}) =>
      new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(overrides.iss ?? TOKEN_ISSUER)
        .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
        .setIssuedAt(overrides.iat ?? Math.floor(Date.now() / 1000))
        .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 60)
        .sign(overrides.secret ?? key);
    const now = Math.floor(Date.now() / 1000);

    const bad: Record<string, Record<string, string>> = {
      missing: {},
      'not bearer': { authorization: `Basic ${token}` },
      garbage: bearer('not-a-token'),
      'tampered payload (another user)': bearer(`${header}.${b64({ ...claims, sub: String(user.id + 1) })}.${signature}`),
      'tampered signature': bearer(`${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`),
      'alg none': bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`),
      'alg none with signature': bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`),
      'other secret': bearer(await sign({ secret: new TextEncoder().encode('another-secret-of-thirty-two-characters!') })),
      'wrong issuer': bearer(await sign({ iss: 'someone-else' })),
      'wrong audience': bearer(await sign({ aud: 'someone-else' })),
      expired: bearer(await sign({ iat: now - 7300, exp: now - 100 })),
    };
    // The forged but correctly signed token gets in: the checks above are what keep the others out.
    expect((await ctx.app.inject({ url: '/api/my_orders', headers: bearer(await sign()) })).statusCode).toBe(200);
    for (const [name, headers] of Object.entries(bad)) {
      const response = await ctx.app.inject({ url: '/api/my_orders', headers: { ...headers, 'accept-language': 'en' } });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ message: 'Please log in to continue' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("refuses a deleted user's token", async () => {
    const { token, user } = await signUp(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await myOrders(token)).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('answers 200 with one message whether or not the email has an account, and mails only real ones', async () => {
    const account = await signUp(ctx.app);
    const nobody = uniqueEmail('nobody');
    for (const lang of ['ar', 'en'] as const) {
      const known = await postJson(ctx.app, '/api/password-reset', { email: account.email }, { lang });
      const unknown = await postJson(ctx.app, '/api/password-reset', { email: nobody }, { lang });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(unknown.body).toEqual(known.body);
    }
    expect(await outbox(nobody)).toEqual([]);
    const mail = await outbox(account.email);
    expect(mail).toHaveLength(2);
    // Newest first: the English one was sent last.
    expect(mail[0]!.text).toMatch(/^Your Libas password reset code is \d{6}\./);
    expect(mail[1]!.text).toMatch(/[\u0600-\u06ff]/);
    for (const entry of mail) {
      expect(entry.to).toBe(account.email);
      expect(entry.text.match(/\b\d{6}\b/g)).toHaveLength(1);
      expect(Date.parse(entry.created_at)).not.toBeNaN();
    }
  });

  it('refuses a malformed email with 400', async () => {
    const response = await postJson(ctx.app, '/api/password-reset', { email: 'nope' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid email format' } });
  });

  it('keeps codes hashed, 6 digits, and replaces a live code with a new one', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const first = await latestCode(account.email);
    expect(first).toMatch(/^\d{6}$/);
    const rows = await ctx.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(first);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const second = await latestCode(account.email);
    if (second !== first) {
      const old = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: first });
      expect(old.status).toBe(422);
    }
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: second })).status).toBe(200);
  });

  it('mails at most 3 codes an hour to one client and 5 to one account from clients that never signed in to it, answering the same either way', async () => {
    const account = await signUp(ctx.app);
    const ownBrowser = { address: '203.0.113.5', cookie: await deviceOf(account) };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await fromClient('/api/password-reset', { email: account.email }, { address: '127.0.0.1' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await outbox(account.email)).toHaveLength(3);
    // The last code mailed is the live one.
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: await latestCode(account.email) })).status).toBe(200);
    // Other addresses, up to the account's 5.
    for (let i = 0; i < 3; i++) await fromClient('/api/password-reset', { email: account.email }, { address: '198.51.100.1' });
    expect(await outbox(account.email)).toHaveLength(5);
    await fromClient('/api/password-reset', { email: account.email }, { address: '198.51.100.2' });
    expect(await outbox(account.email)).toHaveLength(5);
    // The browser that signed in to the account is held only to its own 3, from any address.
    for (let i = 0; i < 4; i++) await fromClient('/api/password-reset', { email: account.email }, { ...ownBrowser, address: `198.51.100.${10 + i}` });
    expect(await outbox(account.email)).toHaveLength(8);
    // An hour later, codes can be sent again.
    await ctx.database.db
      .update(passwordResetCodes)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(passwordResetCodes.userId, account.user.id));
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    expect(await outbox(account.email)).toHaveLength(9);
  });

  it("never lets a stranger's requests or wrong tries end the owner's code: a code works only for the client that asked for it", async () => {
    const account = await signUp(ctx.app);
    const owner = { address: '203.0.113.5' };
    await fromClient('/api/password-reset', { email: account.email }, owner);
    const code = await latestCode(account.email);
    // A stranger asks for codes of their own, and tries every code they can think of, the owner's too.
    for (const address of ['198.51.100.7', '198.51.100.8']) {
      for (let i = 0; i < 3; i++) await fromClient('/api/password-reset', { email: account.email }, { address });
      for (const guess of [wrongCode(code), wrongCode(wrongCode(code)), '000000', '999999', code, code]) {
        expect((await fromClient('/api/password-reset-confirm', { email: account.email, code: guess }, { address })).statusCode).toBe(422);
      }
    }
    for (let i = 0; i < 6; i++) {
      const guess = await fromClient('/api/password-reset-update', { email: account.email, code, password: 'stolen-pw-1', password_confirmation: 'stolen-pw-1' }, { address: `198.51.100.${20 + i}` });
      expect(guess.statusCode).toBe(422);
    }
    // The owner's code still works, from where it was asked for.
    expect((await fromClient('/api/password-reset-confirm', { email: account.email, code }, owner)).statusCode).toBe(200);
    const update = await fromClient('/api/password-reset-update', { email: account.email, code, password: 'owners-new-1', password_confirmation: 'owners-new-1' }, owner);
    expect(update.statusCode).toBe(200);
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: 'owners-new-1' })).status).toBe(200);
  });

  it('lets a browser that has signed in to the account use its code from another address', async () => {
    const account = await signUp(ctx.app);
    const cookie = await deviceOf(account);
    await fromClient('/api/password-reset', { email: account.email }, { address: '203.0.113.5', cookie });
    const code = await latestCode(account.email);
    expect((await fromClient('/api/password-reset-confirm', { email: account.email, code }, { address: '203.0.113.6' })).statusCode).toBe(422);
    expect((await fromClient('/api/password-reset-confirm', { email: account.email, code }, { address: '203.0.113.6', cookie })).statusCode).toBe(200);
  });

  it('runs the whole flow: confirm, update, the code is used up, older logins end, the new password works', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const code = await latestCode(account.email);

    const confirmed = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code });
    expect(confirmed.status).toBe(200);
    expectErrorBody(confirmed.body); // { message } only
    // Confirming does not use the code up.
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code })).status).toBe(200);

    const mismatch = await postJson(ctx.app, '/api/password-reset-update', {
      email: account.email,
      code,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({ message: 'Passwords do not match', error: 'Passwords do not match' });

    const update = { email: account.email, code, password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    const updated = await postJson(ctx.app, '/api/password-reset-update', update);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: expect.any(String) });

    // Used once: the same code no longer works, for confirm or update.
    const reused = await postJson(ctx.app, '/api/password-reset-update', { ...update, password: 'third-one-1', password_confirmation: 'third-one-1' });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe(reused.body.message);
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code })).status).toBe(422);

    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: 'brand-new-1' })).status).toBe(200);
    // The token from before the reset is no longer accepted.
    expect((await myOrders(account.token)).statusCode).toBe(401);
  });

  it('answers 422 { message, error } for a wrong code, an expired code and an unknown email, in both languages', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const code = await latestCode(account.email);

    const wrong = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: wrongCode(code) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: expect.any(String), error: wrong.body.message });
    const wrongAr = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: wrongCode(code) }, { lang: 'ar' });
    expect(wrongAr.body.error).toMatch(/[\u0600-\u06ff]/);

    const unknown = await postJson(ctx.app, '/api/password-reset-confirm', { email: uniqueEmail('nobody'), code });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);

    const notDigits = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: 'abcdef' });
    expect(notDigits.status).toBe(422);

    await ctx.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, account.user.id));
    const expired = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code });
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual(wrong.body);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const code = await latestCode(account.email);
    // Five wrong tries in parallel: none gets past the limit.
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: wrongCode(code) })),
    );
    expect(tries.map((t) => t.status)).toEqual([422, 422, 422, 422, 422]);
    const right = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code });
    expect(right.status).toBe(422);
    const update = await postJson(ctx.app, '/api/password-reset-update', {
      email: account.email,
      code,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(update.status).toBe(422);
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('allows four wrong tries before the right one', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const code = await latestCode(account.email);
    for (let i = 0; i < 4; i++) {
      expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code: wrongCode(code) })).status).toBe(422);
    }
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code })).status).toBe(200);
  });
});

describe('change-password', () => {
  it('needs a login, the right current password and a matching confirmation', async () => {
    const account = await signUp(ctx.app);
    const body = { current_password: account.password, password: 'changed-pw', password_confirmation: 'changed-pw' };
    expect((await postJson(ctx.app, '/api/change-password', body)).status).toBe(401);

    const wrong = await postJson(ctx.app, '/api/change-password', { ...body, current_password: 'not-it-at-all' }, { token: account.token });
    expect(wrong).toMatchObject({ status: 422, body: { message: 'The current password is incorrect' } });
    const mismatch = await postJson(ctx.app, '/api/change-password', { ...body, password_confirmation: 'changed-px' }, { token: account.token });
    expect(mismatch).toMatchObject({ status: 422, body: { message: 'Passwords do not match' } });
    const short = await postJson(ctx.app, '/api/change-password', { ...body, password: '123', password_confirmation: '123' }, { token: account.token });
    expect(short).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters' } });

    const ok = await postJson(ctx.app, '/api/change-password', body, { token: account.token, lang: 'ar' });
    expect(ok).toMatchObject({ status: 200, body: { message: 'تم تغيير كلمة المرور بنجاح' } });
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: 'changed-pw' })).status).toBe(200);
  });
});

describe('development outbox', () => {
  it('needs an email', async () => {
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(400);
  });

  it('does not exist without MAIL_OUTBOX', async () => {
    const closed = await buildApp({ db: ctx.database.db, config: testConfig({ mailOutbox: false }) });
    try {
      const response = await closed.inject({ url: '/api/dev/outbox?email=a%40b.co' });
      expect(response.statusCode).toBe(404);
      expectErrorBody(response.json());
    } finally {
      await closed.close();
    }
  });
});

describe('rate limits', () => {
  it('limits login and password-reset attempts per client with 429 { message }', async () => {
    // Another app over the same database: its own limiter.
    const app = await buildApp({ db: ctx.database.db, config: testConfig({ authRateLimit: { max: 3, windowMs: 60_000 } }) });
    const limited = { app };
    try {
      const login = () => postJson(limited.app, '/api/login', { email: 'a@b.co', password: 'whatever1' });
      expect((await Promise.all([login(), login(), login()])).map((r) => r.status)).toEqual([401, 401, 401]);
      const blocked = await login();
      expect(blocked.status).toBe(429);
      expectErrorBody(blocked.body);
      // Each call has its own budget, and other calls are not limited this way.
      const reset = () => postJson(limited.app, '/api/password-reset', { email: 'a@b.co' });
      expect((await reset()).status).toBe(200);
      for (let i = 0; i < 2; i++) await reset();
      expect((await reset()).status).toBe(429);
      for (let i = 0; i < 3; i++) await postJson(limited.app, '/api/password-reset-confirm', { email: 'a@b.co', code: '000000' });
      expect((await postJson(limited.app, '/api/password-reset-confirm', { email: 'a@b.co', code: '000000' })).status).toBe(429);
      expect((await limited.app.inject({ url: '/api/banners' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

it('User matches the contract', () => {
  expectShape(User, { id: 1, name: 'a', email: 'a@b.co', phone: null, location: null, postalCode: null, img: null });
});
