/**
 * `npm start` sends the busiest pages rendered on the server (ADR 0007) when the build has a
 * server entry (dist-ssr/entry-server.js): in the asked-for language, compressed, and falling
 * back to index.html whenever the entry declines or fails. A stand-in entry keeps this test
 * about the server's side of the contract; tests/integration/server-render.test.tsx tests the SPA's.
 */
import { it, expect, beforeAll, afterAll } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { INDEX, rendered, writeSpaBuild, type SpaBuild } from './helpers/spa-build';

let ctx: TestApp;
let build: SpaBuild;

beforeAll(async () => {
  build = await writeSpaBuild();
  ctx = await createTestApp({ seed: false, config: { distDir: build.distDir, ssrDir: build.ssrDir, cacheTtlMs: 60_000 } });
});
afterAll(async () => {
  await ctx?.close();
  await build?.remove();
});

it('renders pages, the home page included, with the API answered in-process', async () => {
  for (const url of ['/', '/shop?sort=price_asc', '/product/12']) {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(rendered(response.body)).toMatchObject({ url, language: 'ar', api: 200, banners: [] });
  }
});

it("gives the render the shop's configured origin for its addresses, never the request's Host", async () => {
  const response = await ctx.app.inject({ url: '/product/12', headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } });
  expect(rendered(response.body).origin).toBe(testConfig().publicUrl);
});

it('passes the language from ?lng, else from the language cookie, and varies on the cookie', async () => {
  expect(rendered((await ctx.app.inject({ url: '/shop?lng=en' })).body).language).toBe('en');
  const byCookie = await ctx.app.inject({ url: '/shop', headers: { cookie: 'theme=dark; i18next=en' } });
  expect(rendered(byCookie.body).language).toBe('en');
  expect(byCookie.headers.vary).toMatch(/Cookie/);
  expect(byCookie.headers.vary).toMatch(/Accept-Encoding/i);
  const both = await ctx.app.inject({ url: '/shop?lng=ar', headers: { cookie: 'i18next=en' } });
  expect(rendered(both.body).language).toBe('ar');
});

it('remembers ?lng in the language cookie at once, on rendered pages and the others', async () => {
  for (const url of ['/shop?lng=en', '/cart?lng=en']) {
    const response = await ctx.app.inject({ url });
    expect(response.headers['set-cookie'], url).toBe('i18next=en; Path=/; Max-Age=31536000; SameSite=Lax');
  }
  expect((await ctx.app.inject({ url: '/shop?lng=fr' })).headers['set-cookie']).toBeUndefined();
  expect((await ctx.app.inject({ url: '/shop' })).headers['set-cookie']).toBeUndefined();
});

it("passes whether the consent cookie holds the shopper's choice, and keeps the page with the bar and without it apart", async () => {
  const page = async (cookie?: string) => rendered((await ctx.app.inject({ url: '/product/5', headers: cookie ? { cookie } : {} })).body);
  const asks = await page();
  expect(asks.consentChosen).toBe(false);
  for (const cookie of ['consent=granted', 'i18next=ar; consent=denied']) {
    const chosen = await page(cookie);
    expect(chosen.consentChosen, cookie).toBe(true);
    expect(chosen.renders, cookie).not.toBe(asks.renders);
  }
  // Each kept for a moment; a cookie that holds no choice is none.
  expect((await page('consent=granted')).renders).toBe((await page('consent=denied')).renders);
  for (const cookie of ['consent=', 'consent=maybe', 'other=1']) expect((await page(cookie)).renders, cookie).toBe(asks.renders);
  // A signed-in page too.
  expect(rendered((await ctx.app.inject({ url: '/mine', headers: { cookie: 'login=%7B%7D; consent=granted' } })).body).consentChosen).toBe(true);
});

it('compresses the rendered page for browsers that accept it', async () => {
  const response = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(rendered(brotliDecompressSync(response.rawPayload).toString()).url).toBe('/shop');
});

it('renders a signed-in page for the shopper its login cookie names, for them alone: never kept here or on the way', async () => {
  const mine = async (cookie?: string) => {
    const response = await ctx.app.inject({ url: '/mine', headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'br' } });
    return { response, page: rendered(brotliDecompressSync(response.rawPayload).toString()) };
  };
  const first = await mine('i18next=en; login=%7B%22token%22%3A1%7D');
  expect(first.page).toMatchObject({ url: '/mine', language: 'en', login: '%7B%22token%22%3A1%7D' });
  expect(first.response.headers['cache-control']).toBe('private, no-store');
  expect(first.response.headers.vary).toMatch(/Cookie/);
  expect(first.response.headers['content-encoding']).toBe('br');
  const again = await mine('i18next=en; login=%7B%22token%22%3A1%7D');
  expect(again.page.renders).toBeGreaterThan(first.page.renders);

  // Without a login, or with one the render refuses, the page as anyone gets it: kept for a moment.
  const anyone = await mine();
  expect(anyone.page.login).toBeNull();
  expect(anyone.response.headers['cache-control']).toBe('no-cache');
  const refused = await mine('login=refused');
  expect(refused.page).toMatchObject({ login: null, renders: anyone.page.renders });
});

it("renders a signed-in page at its own lower-case path alone, and sends any other spelling there with its query", async () => {
  const login = { cookie: 'login=%7B%22token%22%3A1%7D' };
  for (const [url, location] of [
    ['/Mine', '/mine'],
    ['/MINE?order_id=1&lng=en', '/mine?order_id=1&lng=en'],
    ['/mine/', '/mine'],
  ] as const) {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url, headers: login });
      expect(response.statusCode, `${method} ${url}`).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(response.body, url).not.toContain('token');
    }
  }
  // Without the cookie too: the address is the page's, whoever asks.
  expect((await ctx.app.inject({ url: '/Mine' })).headers.location).toBe('/mine');
  // Its own path renders, and a public page is left as it is spelt.
  expect(rendered((await ctx.app.inject({ url: '/mine?order_id=1', headers: login })).body).login).toBe(login.cookie.slice('login='.length));
  expect((await ctx.app.inject({ url: '/Shop' })).statusCode).toBe(200);
});

it('gives the login cookie to no page but a signed-in one', async () => {
  const shop = rendered((await ctx.app.inject({ url: '/shop?page=3', headers: { cookie: 'login=someone' } })).body);
  expect(shop.login).toBeNull();
  expect(rendered((await ctx.app.inject({ url: '/shop?page=3' })).body).renders).toBe(shop.renders);
});

it('sends index.html for the browser to render when the entry declines or fails', async () => {
  for (const url of ['/cart', '/boom']) {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toBe(INDEX);
  }
  // HEAD is answered without rendering.
  expect((await ctx.app.inject({ method: 'HEAD', url: '/shop' })).statusCode).toBe(200);
});

it('keeps a rendered page for a moment, per URL and language, through writes that leave the catalogue as it was', async () => {
  const renders = async (url: string, cookie = '') => rendered((await ctx.app.inject({ url: url, headers: { cookie } })).body).renders;
  const first = await renders('/product/7');
  expect(await renders('/product/7')).toBe(first);
  expect(await renders('/product/7', 'i18next=en')).not.toBe(first);
  expect(await renders('/product/7?color=red')).not.toBe(first);
  const write = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: { name: 'Omar Khalid', subject: 'Sizes', email: 'omar@example.com', phone: '512345678', message: 'Do you have XL?' },
  });
  expect(write.statusCode).toBe(201);
  // A contact message changes no page (tests/server/page-cache.test.ts: what does).
  expect(await renders('/product/7')).toBe(first);
});

it('renders a page once however many ask for it at the same moment', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ url: '/product/8', headers: { 'accept-encoding': 'br' } })));
  const counts = answers.map((answer) => rendered(brotliDecompressSync(answer.rawPayload).toString()).renders);
  expect(new Set(counts).size).toBe(1);
});
