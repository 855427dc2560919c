/**
 * `npm start` sends the busiest pages rendered on the server (ADR 0008) when the build has a
 * server entry (dist-ssr/entry-server.js): in the asked-for language, compressed, and falling
 * back to index.html whenever the entry declines or fails. A stand-in entry keeps this test
 * about the server's side of the contract; tests/integration/server-render.test.tsx tests the SPA's.
 */
import { it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';

let ctx: TestApp;
let distDir: string;
let ssrDir: string;
const INDEX = '<!doctype html><html lang="ar"><head><title>Libas</title></head><body><div id="root"></div></body></html>';

// Renders the URL, the language, what the API answered it in-process and how many renders came
// before; declines /cart; fails on /boom.
const ENTRY = `
let renders = 0;
export async function createRenderer({ inject }) {
  return async (template, { url, language }) => {
    renders++;
    if (url.startsWith('/cart')) return null;
    if (url.startsWith('/boom')) throw new Error('render failed');
    const answer = await inject('/api/banners', { headers: { 'Accept-Language': 'en' } });
    const body = JSON.stringify({ url, language: language ?? null, api: answer.status, banners: await answer.json(), renders });
    return template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>' + ' '.repeat(2000));
  };
}`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'libas-dist-'));
  ssrDir = await mkdtemp(join(tmpdir(), 'libas-ssr-'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(ssrDir, 'entry-server.js'), ENTRY);
  ctx = await createTestApp({ seed: false, config: { distDir, ssrDir, cacheTtlMs: 60_000 } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(distDir, { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
});

const rendered = (body: string) => JSON.parse(/<div id="root">(.*?)<\/div>/.exec(body)![1]!) as Record<string, unknown>;

it('renders pages, the home page included, with the API answered in-process', async () => {
  for (const url of ['/', '/shop?sort=price_asc', '/product/12']) {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(rendered(response.body)).toMatchObject({ url, language: null, api: 200, banners: [] });
  }
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

it('compresses the rendered page for browsers that accept it', async () => {
  const response = await ctx.app.inject({ url: '/shop', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(rendered(brotliDecompressSync(response.rawPayload).toString()).url).toBe('/shop');
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

it('keeps a rendered page for a moment, per URL and language, until the next write', async () => {
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
  expect(await renders('/product/7')).not.toBe(first);
});

it('renders a page once however many ask for it at the same moment', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ url: '/product/8', headers: { 'accept-encoding': 'br' } })));
  const counts = answers.map((answer) => rendered(brotliDecompressSync(answer.rawPayload).toString()).renders);
  expect(new Set(counts).size).toBe(1);
});
