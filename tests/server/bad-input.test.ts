/**
 * Bad input that could otherwise answer 500 or an untranslated message: each
 * gets a 400, 413 or 415 with a message in the caller's language, and nothing is stored.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { bearer, multipart, signUp, type Lang } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

let ctx: TestApp;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signUp(ctx.app)).token;
});
afterAll(() => ctx?.close());

const NUL = '\u0000';

interface Schema { type?: string; maximum?: number; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] }
interface Operation { parameters?: { name: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}, lang: Lang = 'en') => {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': lang, ...headers },
    ...(payload === undefined ? {} : typeof payload === 'string' ? { payload } : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
};

describe('a NUL character in any text (finding 1)', () => {
  it.each([
    ['coupon', '/api/coupon', { name: `WELCOME${NUL}10` }],
    ['register', '/api/register', { name: `Sara${NUL}`, email: 'nul.register@example.com', password: 'secret123', password_confirmation: 'secret123' }],
    ['login', '/api/login', { email: `a${NUL}@example.com`, password: 'secret123' }],
    ['password reset', '/api/password-reset', { email: `a${NUL}@example.com` }],
    ['reset code', '/api/password-reset-confirm', { email: 'a@example.com', code: `12345${NUL}` }],
    ['contact', '/api/contact-us', { name: `Sara${NUL}`, email: 'a@example.com', subject: 'Hello', phone: '0501234567', message: 'Hi' }],
    ['review', '/api/products/1/reviews', { name: 'Sara', review: `Lovely${NUL}`, rate: 5 }],
    ['a key as well as a value', '/api/login', { [`email${NUL}`]: 'a@example.com', password: 'secret123' }],
  ])('answers 400 on %s, in both languages', async (_what, url, body) => {
    expect(await send('POST', url, body, { ...bearer(token) })).toEqual({ status: 400, message: 'The text contains a character that cannot be stored (NUL)' });
    expect(await send('POST', url, body, { ...bearer(token) }, 'ar')).toEqual({ status: 400, message: 'يحتوي النص على رمز لا يمكن حفظه (NUL)' });
  });

  it('answers 400 in a query, a path and a multipart profile field', async () => {
    expect((await send('GET', `/api/products?name=a${encodeURIComponent(NUL)}`)).status).toBe(400);
    expect((await send('GET', `/api/chats/1x${encodeURIComponent(NUL)}/messages`, undefined, bearer(token))).status).toBe(400);
    const form = multipart({ name: `Sara${NUL}`, email: 'sara.nul@example.com' });
    const profile = await send('POST', '/api/update-profile', form.payload, { ...bearer(token), ...form.headers });
    expect(profile).toEqual({ status: 400, message: 'The text contains a character that cannot be stored (NUL)' });
  });
});

describe('numbers that are not finite (finding 2) and ids past 32 bits (finding 3)', () => {
  it.each([
    '/api/products/1e309',
    '/api/products/Infinity',
    '/api/blogs/1e309',
    '/api/products?page=1e309',
    '/api/products?brand_id=1e309',
    '/api/products?category_id=Infinity',
    '/api/products?minPrice=1e309',
    '/api/products?max_price=Infinity',
    '/api/products/1e309/reviews',
    '/api/pages/1e309',
    '/api/brands/1e309',
    '/api/categories/1e309',
  ])('answers 400, never 500, to %s', async (url) => {
    const { status } = await send('GET', url);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('answers 400 with a message to a JSON number past what JavaScript holds', async () => {
    const response = await send('POST', '/api/cart', '{"product_id":1e309,"quantity":1}', { ...bearer(token), 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    const quantity = await send('POST', '/api/cart', '{"product_id":1,"quantity":1e400}', { ...bearer(token), 'content-type': 'application/json' }, 'ar');
    expect(quantity.status).toBe(400);
  });

  it('gives every integer a request may carry a maximum that fits the database', () => {
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (schema.type === 'integer' && !(typeof schema.maximum === 'number' && schema.maximum <= 2 ** 31 - 1)) unbounded.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`);
      walk(schema.items, `${where}[]`);
      for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(member, where);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // The walk below reads schemas inline; a $ref would hide integers from it.
        expect(JSON.stringify([operation.parameters, operation.requestBody])).not.toContain('$ref');
        for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method} ${path} ${parameter.name}`);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) walk(content.schema, `${method} ${path} ${type}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it.each(['/api/products/2147483648', '/api/blogs/99999999999', '/api/products?page=2147483648'])('answers 400 to %s', async (url) => {
    expect((await send('GET', url)).status).toBe(400);
  });
});

describe('broken multipart (finding 4)', () => {
  it('answers 400 to a form without a boundary or without its closing boundary', async () => {
    const noBoundary = await send('POST', '/api/update-profile', 'abc', { ...bearer(token), 'content-type': 'multipart/form-data' });
    expect(noBoundary).toEqual({ status: 400, message: 'The form data is malformed' });
    const unclosed = await send(
      'POST',
      '/api/update-profile',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara',
      { ...bearer(token), 'content-type': 'multipart/form-data; boundary=XYZ' },
      'ar',
    );
    expect(unclosed).toEqual({ status: 400, message: 'بيانات النموذج غير صالحة' });
  });
});

describe("Fastify's own client errors, translated (finding 9)", () => {
  it('answers 413, 415 and malformed JSON in the caller\'s language', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(200_000) });
    expect(await send('POST', '/api/login', big, { 'content-type': 'application/json' }, 'ar')).toEqual({ status: 413, message: 'حجم الطلب كبير جداً' });
    expect(await send('POST', '/api/login', big, { 'content-type': 'application/json' })).toEqual({ status: 413, message: 'The request is too large' });
    expect(await send('POST', '/api/login', 'a,b', { 'content-type': 'text/csv' }, 'ar')).toEqual({ status: 415, message: 'نوع المحتوى غير مقبول، والمقبول هو JSON' });
    expect(await send('POST', '/api/login', '{bad', { 'content-type': 'application/json' }, 'ar')).toEqual({ status: 400, message: 'محتوى الطلب ليس JSON صالحاً' });
  });

  it('answers a path parameter past its limit in the caller\'s language, without echoing the URL', async () => {
    const url = `/api/chats/${'9'.repeat(400)}/messages`;
    expect(await send('GET', url, undefined, {}, 'ar')).toEqual({ status: 414, message: 'العنوان طويل جداً' });
    expect(await send('GET', '/api/products/%E0%A4%A', undefined, {}, 'ar')).toEqual({ status: 400, message: 'طلب غير صالح' });
  });
});

describe('defaults fit for production (finding 8)', () => {
  it('answers per-caller calls with Cache-Control: no-store', async () => {
    const shopper = await signUp(ctx.app);
    for (const url of ['/api/cart', '/api/my_orders', '/api/order/latest', '/api/chats/1localhost/messages']) {
      const response = await ctx.app.inject({ url, headers: bearer(shopper.token) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'wrong-pass1' } });
    expect(login.headers['cache-control']).toBe('no-store');
    // The catalogue stays cacheable.
    expect((await ctx.app.inject({ url: '/api/products?page=1' })).headers['cache-control']).not.toBe('no-store');
  });
});
