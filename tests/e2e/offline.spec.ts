import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { shopperWithCart } from './shopper';

// The installable shop (docs/product.md, "Offline and installing"), with the production build's
// service worker in a real Chromium: a page seen before opens without a connection, the wishlist
// too, any other page shows the bilingual offline page, nothing of a signed-in shopper is kept, and
// a new deployment is offered with a prompt. Every other journey runs without the worker.
test.use({ serviceWorkers: 'allow' });
// One after another in one worker: the last journey swaps the built worker file on disk, which the
// others, the only journeys with workers allowed, must not install halfway through.
test.describe.configure({ mode: 'default' });

/** Waits until the service worker controls the page (it registers after the page has loaded). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** The connection drops: every request, the service worker's own included, fails as it would offline. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function cacheContents(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; authorized: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push({ cache: name, url: request.url, authorized: request.headers.has('authorization') });
    }
    return entries;
  });
}

for (const language of ['ar', 'en'] as const) {
  const offlineTitle = language === 'ar' ? 'أنت غير متصل بالإنترنت' : 'You are offline';

  test(`in ${language}, a product page seen before opens offline, the wishlist too, and an unseen page shows the offline page`, async ({ page, context, request }) => {
    const { data } = await (await request.get('/api/products?page=1')).json();
    const [seen, unseen] = data as { id: number; name: string; name_en: string }[];
    await page.goto(`/product/${seen!.id}?lng=${language}`);
    await controlled(page);
    // Seen once the worker runs, so that it keeps the page, its answers and its photos.
    await page.reload();
    const name = language === 'en' ? seen!.name_en || seen!.name : seen!.name;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const heart = language === 'ar' ? `أضف ${name} إلى المفضلة` : `Add ${name} to the wishlist`;
    await page.getByRole('button', { name: heart, exact: true }).click();
    await expect(page.getByRole('button', { name: heart, exact: true })).toBeHidden();

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();

    await page.goto(`/wishlist?lng=${language}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();

    await page.goto(`/product/${unseen!.id}?lng=${language}`);
    await expect(page.getByRole('heading', { name: offlineTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: language === 'ar' ? 'حاول مرة أخرى' : 'Try again' })).toBeVisible();

    // Back online, Try again opens the page.
    await context.unrouteAll();
    await context.setOffline(false);
    await page.getByRole('link', { name: language === 'ar' ? 'حاول مرة أخرى' : 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? unseen!.name_en || unseen!.name : unseen!.name })).toBeVisible();
  });
}

for (const language of ['ar', 'en'] as const) {
  const failed = language === 'ar' ? 'فشل في تحميل البيانات' : 'Failed to load data';

  test(`in ${language}, after one visit, the home, a product opened from it and the wishlist open offline`, async ({ page, context, request }) => {
    const [banner] = (await (await request.get('/api/banners', { headers: { 'Accept-Language': language } })).json()) as { title: string }[];
    // One visit: the home, loaded before any worker ran, then a product opened from it.
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { name: banner!.title }).first()).toBeVisible();
    await controlled(page);
    // The worker keeps what the first page showed, asked again through it.
    await expect.poll(async () => (await cacheContents(page)).some((entry) => entry.cache === 'catalogue' && /\/api\/banners/.test(entry.url)), { timeout: 15_000 }).toBe(true);
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const product = page.url();
    const heart = language === 'ar' ? `أضف ${name} إلى المفضلة` : `Add ${name} to the wishlist`;
    await page.getByRole('button', { name: heart, exact: true }).click();

    await goOffline(context);
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { name: banner!.title }).first()).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByText(failed)).toHaveCount(0);

    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(failed)).toHaveCount(0);

    await page.goto(`/wishlist?lng=${language}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  });
}

test('nothing of a signed-in shopper is kept: no answer with a login, no cart, checkout, payment or profile', async ({ page, context, request }) => {
  await shopperWithCart(page, request, 'en', 1);
  await controlled(page);
  await page.goto('/cart?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/profile?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/?lng=en');
  const kept = await cacheContents(page);
  expect(kept.some((entry) => entry.cache === 'pages')).toBe(true);
  expect(kept.filter((entry) => entry.authorized)).toEqual([]);
  expect(kept.filter((entry) => /\/api\/(cart|orders?|my_orders|profile|addresses|stock-alerts|message|chats|update-profile|shipping-gates|calculate)/.test(entry.url))).toEqual([]);
  expect(kept.filter((entry) => /\/(cart|payment|payment-status|profile|login|register)(\?|$)/.test(new URL(entry.url).pathname + '?'))).toEqual([]);

  // Offline, the cart is the offline page, not a copy.
  await goOffline(context);
  await page.goto('/cart?lng=en');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
});

test('a new deployment is offered with a prompt, and Reload runs it', async ({ page }) => {
  await page.goto('/?lng=ar');
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // The next deployment: the server now has a worker that differs from the running one by its
  // bytes, as a new build's does (the server reads the build's files as they are asked for).
  const worker = join(process.cwd(), 'dist', 'sw.js');
  const deployed = readFileSync(worker, 'utf8');
  writeFileSync(worker, `${deployed}\n// the next deployment\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('status').filter({ hasText: 'نسخة جديدة من المتجر جاهزة' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('button', { name: 'لاحقاً' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'تحديث' }).click();
    await reloaded;
    await expect(page.getByRole('status').filter({ hasText: 'نسخة جديدة من المتجر جاهزة' })).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);
    await expect(page).toHaveURL(/\/\?lng=ar$/);
  } finally {
    writeFileSync(worker, deployed);
  }
});
