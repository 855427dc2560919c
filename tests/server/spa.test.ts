/**
 * `npm start` serves the production SPA build next to the API: hashed assets
 * cached for a year, index.html revalidated, client routes falling back to index.html, and
 * server paths never swallowed by the fallback.
 */
import { it, expect, beforeAll, afterAll } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

let ctx: TestApp;
let distDir: string;
const INLINE = "document.documentElement.dir = 'rtl';";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'libas-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("shop")');
  // The build writes compressed copies beside each file (scripts/precompress.ts).
  await writeFile(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("shop")'));
  await writeFile(join(distDir, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Libas"}');
  await writeFile(join(distDir, 'bundle-report.json'), '{"chunks":[]}');
  await writeFile(join(distDir, 'bundle-report.json.br'), brotliCompressSync('{"chunks":[]}'));
  await writeFile(join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
  ctx = await createTestApp({ seed: false, config: { distDir } });
});
afterAll(async () => {
  await ctx?.close();
  await rm(distDir, { recursive: true, force: true });
});

it('serves index.html at / and for client-side routes, never cached stale', async () => {
  for (const url of ['/', '/shop', '/product/12', '/post/3?lng=en', '/profile/orders']) {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  }
});

it("sends the build's compressed copies to browsers that accept them, with the same caching", async () => {
  for (const [url, body, cache] of [
    ['/assets/index-abc123.js', 'console.log("shop")', 'public, max-age=31536000, immutable'],
    ['/shop', INDEX, 'no-cache'],
  ] as const) {
    const compressed = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding'], url).toBe('br');
    expect(compressed.headers.vary, url).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control'], url).toBe(cache);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(body);
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding'], url).toBeUndefined();
    expect(plain.body).toBe(body);
  }
});

it('compresses API answers on the fly', async () => {
  const response = await ctx.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
  expect(response.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
});

it("allows exactly the build's own inline script in the CSP", async () => {
  const csp = String((await ctx.app.inject({ url: '/' })).headers['content-security-policy']);
  const hash = createHash('sha256').update(INLINE).digest('base64');
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
  expect(scriptSrc).toContain(`'sha256-${hash}'`);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

it('caches hashed assets for a year and other files for an hour', async () => {
  const asset = await ctx.app.inject({ url: '/assets/index-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await ctx.app.inject({ url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  // The service worker and the manifest name the build: a new deployment is seen at once.
  for (const url of ['/sw.js', '/manifest.webmanifest']) {
    const file = await ctx.app.inject({ url });
    expect(file.statusCode, url).toBe(200);
    expect(file.headers['cache-control'], url).toBe('no-cache');
  }
});

it('answers 404 { message } for missing files and unknown server paths', async () => {
  for (const url of ['/assets/missing-123.js', '/ads.txt', '/api/unknown', '/api', '/storage/x.webp', '/docs/nothing']) {
    const response = await ctx.app.inject({ url });
    expect(response.statusCode, url).toBe(404);
    expectErrorBody(response.json());
  }
  const post = await ctx.app.inject({ method: 'POST', url: '/shop' });
  expect(post.statusCode).toBe(404);
});

it('keeps the API and the docs answering', async () => {
  expect((await ctx.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
  // No seed here: an empty list, not an error.
  expect((await ctx.app.inject({ url: '/api/banners' })).json()).toEqual([]);
});

it("never serves the build's report or source maps", async () => {
  for (const url of ['/bundle-report.json', '/assets/index-abc123.js.map']) {
    for (const encoding of ['identity', 'br']) {
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, `${url} ${encoding}`).toBe(404);
      expect(response.body).not.toContain('chunks');
      expect(response.body).not.toContain('"version"');
    }
  }
});
