/**
 * The signed-in shopper's own data: update-profile with its picture checks, and Google
 * sign-in verified against a local key set.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import sharp from 'sharp';
import { buildApp } from '../../server/src/app';
import { LoginResponse, UpdateProfileResponse } from '../../server/src/contract/accounts';
import { users } from '../../server/src/db/schema';
import { bearer, multipart, postJson, signUp, uniqueEmail } from './helpers/accounts';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'libas-profile-'));
  ctx = await createTestApp({ config: { storageDir } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6f4a31' } })
    .png()
    .toBuffer();

function updateProfile(token: string | null, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], lang = 'en') {
  const { payload, headers } = multipart(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update-profile',
    payload,
    headers: { ...headers, 'accept-language': lang, ...(token ? bearer(token) : {}) },
  });
}

const profileFields = (email: string) => ({ name: 'Noura Saleh', email, phone: '512345678', location: 'Riyadh', postalCode: '12211' });

describe('update-profile', () => {
  it('updates the fields and stores the picture re-encoded as WebP under a random name', async () => {
    const account = await signUp(ctx.app);
    const response = await updateProfile(account.token, profileFields(account.email), {
      filename: 'me.png',
      type: 'image/png',
      data: await png(1200, 900),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as UpdateProfileResponse;
    expectShape(UpdateProfileResponse, body);
    // The mobile is kept as checkout sends it.
    expect(body.user).toMatchObject({ id: account.user.id, name: 'Noura Saleh', phone: '966512345678', location: 'Riyadh', postalCode: '12211' });
    expect(body.user.img).toMatch(/^users\/[0-9a-f]{32}\.webp$/);
    // A token for the new details comes with it, and it works.
    expect((await ctx.app.inject({ url: '/api/my_orders', headers: bearer(body.token!) })).statusCode).toBe(200);

    const stored = await sharp(join(storageDir, body.user.img!)).metadata();
    expect(stored.format).toBe('webp');
    expect(Math.max(stored.width!, stored.height!)).toBe(512);
    const served = await ctx.app.inject({ url: `/storage/${body.user.img}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // The next login returns the stored profile.
    const login = await postJson<LoginResponse>(ctx.app, '/api/login', { email: account.email, password: account.password });
    expect(login.body.user).toEqual(body.user);

    // A new picture replaces the old file, and its resized copies; without one, the picture stays.
    expect((await ctx.app.inject({ url: `/storage/${body.user.img}?w=200` })).statusCode).toBe(200);
    const again = await updateProfile(account.token, profileFields(account.email), { filename: 'x.webp', type: 'image/webp', data: await sharp(await png(64, 64)).webp().toBuffer() });
    const img2 = (again.json() as UpdateProfileResponse).user.img!;
    expect(img2).not.toBe(body.user.img);
    expect(await readdir(join(storageDir, 'users'))).not.toContain(body.user.img!.slice('users/'.length));
    expect(await readdir(join(storageDir, '.cache', 'w200', 'users'))).toEqual([]);
    expect((await ctx.app.inject({ url: `/storage/${body.user.img}?w=200` })).statusCode).toBe(404);
    const noImage = await updateProfile(account.token, { ...profileFields(account.email), phone: '' });
    expect((noImage.json() as UpdateProfileResponse).user).toMatchObject({ img: img2, phone: null });
  });

  it('answers 401 "Failed to update user data" in both languages when the login is missing, bad or its user is gone', async () => {
    const account = await signUp(ctx.app);
    for (const lang of ['ar', 'en']) {
      for (const token of [null, 'not-a-token', `${account.token}x`]) {
        const response = await updateProfile(token, profileFields(account.email), undefined, lang);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Failed to update user data' });
      }
    }
    await ctx.database.db.delete(users).where(eq(users.id, account.user.id));
    const gone = await updateProfile(account.token, profileFields(account.email));
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: 'Failed to update user data' });
  });

  it('refuses an oversized picture with 413, and a fake or unsupported one with 422', async () => {
    const account = await signUp(ctx.app);
    const fields = profileFields(account.email);
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooBig = await updateProfile(account.token, fields, { filename: 'big.png', type: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'The image must be 2 MB or smaller' });

    // Far above the JSON body limit but under 2 MB: accepted.
    const large = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024);
    expect(large.length).toBeLessThan(2 * 1024 * 1024);
    expect((await updateProfile(account.token, fields, { filename: 'large.png', type: 'image/png', data: large })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ img: null }).where(eq(users.id, account.user.id));

    const fakes = [
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('this is only text pretending to be a picture\n') },
      { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
      { filename: 'anim.gif', type: 'image/gif', data: await sharp(await png(8, 8)).gif().toBuffer() },
      { filename: 'half.png', type: 'image/png', data: (await png(300, 300)).subarray(0, 200) },
    ];
    for (const fake of fakes) {
      const response = await updateProfile(account.token, fields, fake);
      expect(response.statusCode, fake.filename).toBe(422);
      expect(response.json()).toEqual({ message: 'The image must be a JPEG, PNG or WebP picture' });
    }
    const ar = await updateProfile(account.token, fields, fakes[0], 'ar');
    expect((ar.json() as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
    // Nothing was stored, and the profile kept no picture.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.img).toBeNull();
  });

  it('keeps a phone only as a Saudi mobile, however it is typed, and refuses another in the shopper\'s language', async () => {
    const account = await signUp(ctx.app);
    for (const typed of ['512345678', '0512345678', '966512345678', '+966 51 234 5678', '٠٥١٢٣٤٥٦٧٨']) {
      const response = await updateProfile(account.token, { ...profileFields(account.email), phone: typed });
      expect((response.json() as UpdateProfileResponse).user.phone, typed).toBe('966512345678');
    }
    for (const lang of ['en', 'ar']) {
      const refused = await updateProfile(account.token, { ...profileFields(account.email), phone: '112345678' }, undefined, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: lang === 'en' ? 'Enter a valid Saudi number (5XXXXXXXX)' : 'الرجاء إدخال رقم جوال سعودي صحيح (5XXXXXXXX)' });
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.phone).toBe('966512345678');
  });

  it('validates name and email, and keeps emails unique', async () => {
    const account = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const cases: [Record<string, string>, number, string][] = [
      [{ ...profileFields(account.email), name: '  ' }, 400, 'Name is required'],
      [{ ...profileFields(account.email), email: '' }, 400, 'Email is required'],
      [{ ...profileFields(account.email), email: 'someone@' }, 400, 'Invalid email format'],
      [{ ...profileFields(account.email), email: other.email.toUpperCase(), current_password: account.password }, 422, 'This email is used by another account'],
      [{ ...profileFields(account.email), email: uniqueEmail() }, 422, 'Enter your current password to change your email'],
      [{ ...profileFields(account.email), email: uniqueEmail(), current_password: 'not-my-password' }, 422, 'The current password is incorrect'],
      [{ ...profileFields(account.email), location: 'x'.repeat(301) }, 400, 'A field is too long'],
    ];
    for (const [fields, status, message] of cases) {
      const response = await updateProfile(account.token, fields);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    // A new, free email is fine, and logging in uses it.
    const email = uniqueEmail();
    expect((await updateProfile(account.token, { ...profileFields(email), current_password: account.password })).statusCode).toBe(200);
    expect((await postJson(ctx.app, '/api/login', { email, password: account.password })).status).toBe(200);
  });
});

describe('login-w-google', () => {
  const CLIENT_ID = 'libas-test.apps.googleusercontent.com';
  let google: FastifyInstance;
  let privateKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    google = await buildApp({
      db: ctx.database.db,
      config: testConfig({ googleClientId: CLIENT_ID, storageDir }),
      googleKeys: createLocalJWKSet({ keys: [jwk] }),
    });
  });
  afterAll(() => google?.close());

  const idToken = (
    claims: { sub: string; email?: string; email_verified?: boolean; name?: string },
    options: { aud?: string; iss?: string; exp?: number; key?: CryptoKey } = {},
  ) =>
    new SignJWT({ email: claims.email, email_verified: claims.email_verified ?? true, name: claims.name })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(options.key ?? privateKey);

  const googleLogin = (token: string, app: FastifyInstance = google) => postJson<LoginResponse>(app, '/api/login-w-google', { token });

  it('answers 503 { message } when Google sign-in is not configured', async () => {
    const response = await googleLogin(await idToken({ sub: '1', email: uniqueEmail() }), ctx.app);
    expect(response.status).toBe(503);
    expectErrorBody(response.body);
  });

  it('makes an account for a new subject, and logs the same subject into it again', async () => {
    const email = uniqueEmail('google');
    const first = await googleLogin(await idToken({ sub: 'g-100', email: email.toUpperCase(), name: 'Huda Omar' }));
    expect(first.status).toBe(200);
    expectShape(LoginResponse, first.body);
    expect(first.body.user).toMatchObject({ name: 'Huda Omar', email });
    // Both issuer spellings Google uses are accepted.
    const again = await googleLogin(await idToken({ sub: 'g-100', email }, { iss: 'accounts.google.com' }));
    expect(again.body.user.id).toBe(first.body.user.id);
    // The token is ours and works on guarded calls; a Google-only account has no password to log in with.
    expect((await google.inject({ url: '/api/my_orders', headers: bearer(again.body.token) })).statusCode).toBe(200);
    expect((await postJson(google, '/api/login', { email, password: 'anything1' })).status).toBe(401);
  });

  it('links to the existing account with the same verified email, once', async () => {
    const account = await signUp(ctx.app);
    const linked = await googleLogin(await idToken({ sub: 'g-200', email: account.email }));
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(account.user.id);
    // Another Google account may not take it over.
    const other = await googleLogin(await idToken({ sub: 'g-201', email: account.email }));
    expect(other.status).toBe(422);
    expectErrorBody(other.body);
    // An unverified email neither links nor creates.
    const unverified = await googleLogin(await idToken({ sub: 'g-202', email: uniqueEmail(), email_verified: false }));
    expect(unverified.status).toBe(422);
  });

  it('refuses a wrong audience, a wrong issuer, an expired token, a bad signature and garbage with 401', async () => {
    const email = uniqueEmail();
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      'wrong audience': await idToken({ sub: 'g-300', email }, { aud: 'someone-else.apps.googleusercontent.com' }),
      'wrong issuer': await idToken({ sub: 'g-300', email }, { iss: 'https://evil.example.com' }),
      expired: await idToken({ sub: 'g-300', email }, { exp: now - 10 }),
      'bad signature': await idToken({ sub: 'g-300', email }, { key: strangerKey }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await googleLogin(token);
      expect(response.status, name).toBe(401);
      expectErrorBody(response.body);
    }
    expect(await ctx.database.db.$count(users, eq(users.email, email))).toBe(0);
  });
});
