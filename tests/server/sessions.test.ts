/**
 * Sessions that end ("Accounts and sessions"): a login lasts 2 hours from sign-in whatever `exp` a
 * token carries, a profile update cannot renew it, logging out ends it on the server, a new password
 * ends every other login, and wrong current passwords are limited like logins.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SignJWT } from 'jose';
import type { ChangePasswordResponse, UpdateProfileResponse } from '../../server/src/contract/accounts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/src/services/tokens';
import { bearer, multipart, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx?.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);
/** A correctly signed token, as a thief holding the secret's output would replay it. */
const sign = (userId: number, claims: { sit?: number; iat: number; exp: number }) =>
  new SignJWT({ tv: 0, ...(claims.sit === undefined ? {} : { sit: claims.sit }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
const orders = async (token: string) => (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(token) })).statusCode;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sit: number; exp: number; tv: number };

describe('a login lasts 2 hours from sign-in', () => {
  it('whatever exp a token carries', async () => {
    const { user } = await signUp(ctx.app);
    expect(await orders(await sign(user.id, { sit: now() - 60, iat: now() - 60, exp: now() + 600 }))).toBe(200);
    expect(await orders(await sign(user.id, { sit: now() - 7300, iat: now() - 10, exp: now() + 86_400 }))).toBe(401);
    // A token without a sign-in time counts from when it was issued.
    expect(await orders(await sign(user.id, { iat: now() - 7300, exp: now() + 86_400 }))).toBe(401);
  });

  it('and a profile update hands out no renewal, only a token ending when the login does', async () => {
    const account = await signUp(ctx.app);
    const signedIn = now() - 7000;
    const old = await sign(account.user.id, { sit: signedIn, iat: signedIn, exp: signedIn + 7200 });
    const form = multipart({ name: 'Sara Ahmed', email: account.email });
    const updated = await ctx.app.inject({ method: 'POST', url: '/api/update-profile', payload: form.payload, headers: { ...form.headers, ...bearer(old) } });
    expect(updated.statusCode).toBe(200);
    const { token } = updated.json() as UpdateProfileResponse;
    expect(claimsOf(token!).sit).toBe(signedIn);
    expect(claimsOf(token!).exp).toBe(signedIn + 7200);
  });
});

describe('logging out', () => {
  it('ends the login on the server: its token, copied anywhere, is refused from then on', async () => {
    const account = await signUp(ctx.app);
    const elsewhere = (await postJson<{ token: string }>(ctx.app, '/api/login', { email: account.email, password: account.password })).body.token;
    expect(await orders(account.token)).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(await orders(account.token)).toBe(401);
    // The token version ends every login of the account, as a new password does.
    expect(await orders(elsewhere)).toBe(401);
    // A token already ended cannot log out again; signing in again works.
    const again = await postJson(ctx.app, '/api/logout', {}, { token: account.token });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: 'Please log in to continue' });
    const fresh = await postJson<{ token: string }>(ctx.app, '/api/login', { email: account.email, password: account.password });
    expect(await orders(fresh.body.token)).toBe(200);
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json<{ message: string }>().message).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('changing the password', () => {
  it('ends every other login of the account and keeps the caller signed in until their login would end', async () => {
    const account = await signUp(ctx.app);
    const elsewhere = (await postJson<{ token: string }>(ctx.app, '/api/login', { email: account.email, password: account.password })).body.token;
    expect(await orders(elsewhere)).toBe(200);
    const changed = await postJson<ChangePasswordResponse>(
      ctx.app,
      '/api/change-password',
      { current_password: account.password, password: 'brand-new-pass1', password_confirmation: 'brand-new-pass1' },
      { token: account.token },
    );
    expect(changed.status).toBe(200);
    expect(await orders(elsewhere)).toBe(401);
    expect(await orders(account.token)).toBe(401);
    expect(await orders(changed.body.token!)).toBe(200);
    expect(claimsOf(changed.body.token!).sit).toBe(claimsOf(account.token).sit);
    expect((await postJson(ctx.app, '/api/login', { email: account.email, password: 'brand-new-pass1' })).status).toBe(200);
  });

  it('limits wrong current passwords like logins', async () => {
    const limited = await createTestApp({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const account = await signUp(limited.app);
      const guess = () =>
        postJson(limited.app, '/api/change-password', { current_password: 'guess-123', password: 'brand-new-pass1', password_confirmation: 'brand-new-pass1' }, { token: account.token, lang: 'ar' });
      for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(422);
      const blocked = await guess();
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'طلبات كثيرة، حاول مرة أخرى لاحقاً' });
    } finally {
      await limited.close();
    }
  });
});
