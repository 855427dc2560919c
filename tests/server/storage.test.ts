/**
 * Seeded images and `/storage/{img}` with `?w=` resizing ("Images"): every image a call names
 * exists and is served with long-lived cache headers; resizing, caching and path safety.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Product, ProductList } from '../../server/src/contract/catalog';
import { IMAGE_WIDTHS } from '../../server/src/services/storage';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

let ctx: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'libas-storage-'));
  // The one test file that renders the whole seed's images (a few seconds).
  ctx = await createTestApp({ seed: { storageDir }, config: { storageDir } });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(storageDir, { recursive: true, force: true });
  await rm(join(tmpdir(), OUTSIDE), { force: true });
});

const get = (url: string) => ctx.app.inject({ url });

/** Every image path that the catalogue and content calls hand to the SPA. */
async function referencedImages(): Promise<string[]> {
  const images: string[] = [];
  const [store] = (await getJson<{ logo_url: string }[]>(ctx.app, '/api/store-info')).body;
  const [settings] = (await getJson<{ favicon_url: string }[]>(ctx.app, '/api/settings')).body;
  images.push(store!.logo_url.replace(/^storage\//, ''), settings!.favicon_url.replace(/^storage\//, ''));
  const first = (await getJson<ProductList>(ctx.app, '/api/products')).body;
  const products: Product[] = [...first.data];
  for (let page = 2; page <= first.last_page; page++) products.push(...(await getJson<ProductList>(ctx.app, `/api/products?page=${page}`)).body.data);
  images.push(...products.flatMap((p) => p.images));
  images.push(...(await getJson<{ data: { img_url: string }[] }>(ctx.app, '/api/categories')).body.data.map((c) => c.img_url));
  images.push(...(await getJson<{ data: { img: string }[] }>(ctx.app, '/api/brands')).body.data.map((b) => b.img));
  images.push(...(await getJson<{ img: string }[]>(ctx.app, '/api/banners')).body.map((b) => b.img));
  images.push(...(await getJson<{ img_url: string }[]>(ctx.app, '/api/offer-banners')).body.map((o) => o.img_url));
  images.push(...(await getJson<{ img: string }[]>(ctx.app, '/api/testimonials')).body.map((x) => x.img));
  images.push(...(await getJson<{ data: { img_url: string }[] }>(ctx.app, '/api/blogs')).body.data.map((b) => b.img_url));
  images.push(...(await getJson<{ image: string | null }[]>(ctx.app, '/api/about-us')).body.flatMap((a) => (a.image ? [a.image] : [])));
  return images;
}

describe('seeded images', () => {
  it('exist for every image a call names, and are served with year-long immutable caching', async () => {
    const images = await referencedImages();
    expect(images.length).toBeGreaterThan(200);
    for (const path of images) {
      const response = await get(`/storage/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(path.endsWith('.png') ? /^image\/png/ : /^image\/webp/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
  });

  it('renders product pictures at 800 x 1000', async () => {
    const [product] = (await getJson<ProductList>(ctx.app, '/api/products')).body.data;
    const meta = await sharp((await get(`/storage/${product!.img}`)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
  });

  it('renders only the missing ones on a second run', async () => {
    const { renderImages } = await import('../../server/src/db/seed');
    expect(await renderImages(storageDir)).toBe(0);
  });
});

describe('?w= resizing', () => {
  it('answers WebP at the requested width snapped up to a standard width, and caches it on disk', async () => {
    const [product] = (await getJson<ProductList>(ctx.app, '/api/products')).body.data;
    const response = await get(`/storage/${product!.img}?w=300`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(IMAGE_WIDTHS.find((w) => w >= 300));
    expect(existsSync(join(storageDir, '.cache', `w${meta.width}`, `${product!.img}.webp`))).toBe(true);
    expect((await get(`/storage/${product!.img}?w=300`)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('never enlarges, and converts PNG to WebP', async () => {
    const [settings] = (await getJson<{ favicon_url: string }[]>(ctx.app, '/api/settings')).body;
    const favicon = settings!.favicon_url.replace(/^storage\//, '');
    const original = await sharp((await get(`/storage/${favicon}`)).rawPayload).metadata();
    const response = await get(`/storage/${favicon}?w=2000`);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(original.width);
  });

  it('renders a burst of requests for a new width once, all answers equal', async () => {
    const [, product] = (await getJson<ProductList>(ctx.app, '/api/products')).body.data;
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(`/storage/${product!.img}?w=500`)));
    expect(responses.every((r) => r.statusCode === 200 && r.rawPayload.equals(responses[0]!.rawPayload))).toBe(true);
    const cached = await readdir(join(storageDir, '.cache', 'w560', 'products'));
    expect(cached.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['w=abc', 'w=0', 'w=15', 'w=2001', 'w=100.5', 'w=-20'])('answers 400 for %s', async (query) => {
    const [product] = (await getJson<ProductList>(ctx.app, '/api/products')).body.data;
    const response = await get(`/storage/${product!.img}?${query}`);
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });
});

// A file next to the storage folder, reachable only by climbing out of it.
const OUTSIDE = `libas-outside-${process.pid}.png`;

describe('path safety', () => {
  beforeAll(async () => {
    await writeFile(join(storageDir, '..', OUTSIDE), 'not for you');
    await symlink('/etc/passwd', join(storageDir, 'evil.png'));
    await writeFile(join(storageDir, 'notes.txt'), 'not an image');
  });

  it.each([
    '/storage/products/no-such-image.webp',
    '/storage/../package.json',
    '/storage/%2e%2e/%2e%2e/package.json',
    ...[`..%2f`, `products/..%2f..%2f`, `%2e%2e%2f`, `../`].map((up) => `/storage/${up}${OUTSIDE}`),
    '/storage/.cache/w320/products/x.webp.webp',
    '/storage/evil.png',
    '/storage/notes.txt',
    '/storage/products',
    '/storage/',
    '/storage/products%00.webp',
    '/storage/products\\..\\..\\package.json',
  ])('answers 404 { message } for %s', async (url) => {
    const response = await get(url);
    expect([400, 404], url).toContain(response.statusCode);
    expectErrorBody(response.json());
    expect(response.body).not.toMatch(/root:|not for you/);
  });
});
