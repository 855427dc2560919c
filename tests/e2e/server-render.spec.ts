import { expect, test, type APIRequestContext } from '@playwright/test';

// The home, shop and product pages arrive rendered on the server (ADR 0007) and hydrate in the
// browser without a mismatch, in both languages. Data is read from the API, never hard-coded.

const text = {
  ar: { addHeart: (name: string) => `أضف ${name} إلى المفضلة`, added: 'تمت الإضافة إلى المفضلة', shop: 'المتجر', search: 'بحث', box: 'البحث في المنتجات' },
  en: { addHeart: (name: string) => `Add ${name} to the wishlist`, added: 'Added to your wishlist', shop: 'Shop', search: 'Search', box: 'Search products' },
} as const;

interface ApiProduct {
  id: number;
  name: string;
  name_en: string;
}

async function api<T>(request: APIRequestContext, path: string, language: string): Promise<T> {
  const response = await request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as T;
}

for (const language of ['ar', 'en'] as const) {
  const t = text[language];
  const nameOf = (product: ApiProduct) => (language === 'en' ? product.name_en || product.name : product.name);

  test(`the first screen is in the HTML, before any script runs (${language})`, async ({ browser, request }) => {
    const { data: products } = await api<{ data: ApiProduct[] }>(request, '/api/products?page=1', language);
    const [banner] = await api<{ title: string }[]>(request, '/api/banners', language);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`/?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: banner!.title }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: nameOf(products[0]!) }).first()).toBeAttached();

    await page.goto(`/shop?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(products.length, 12));

    const product = products[1]!;
    await page.goto(`/product/${product.id}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(product));
    await expect(page).toHaveTitle(new RegExp(`^${nameOf(product)} \\| `));
    await context.close();
  });

  test(`a server-rendered page hydrates without errors, asks again for nothing and works (${language})`, async ({ page, request }) => {
    const { data: products } = await api<{ data: ApiProduct[] }>(request, '/api/products?page=1', language);
    const product = products[2]!;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const productCalls: string[] = [];
    page.on('request', (call) => new URL(call.url()).pathname === `/api/products/${product.id}` && productCalls.push(call.url()));

    const scripts = new Map<string, number>();
    page.on('response', (answer) => new URL(answer.url()).pathname.endsWith('.js') && scripts.set(new URL(answer.url()).pathname, answer.status()));

    const response = await page.goto(`/product/${product.id}?lng=${language}`);
    const html = await response!.text();
    expect(html).toContain('id="server-state"');
    // The heart answers only once React has hydrated the page.
    await page.getByRole('button', { name: t.addHeart(nameOf(product)), exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    expect(productCalls).toEqual([]);
    // The page named the chunks it hydrates with (its own, the layout's, its strings), and each loaded.
    const named = /data-preload="([^"]*)"/.exec(html)![1]!.split(' ').filter(Boolean);
    expect(named.length).toBeGreaterThan(3);
    for (const href of named) expect(scripts.get(href), href).toBe(200);

    // The language chosen travels in a cookie, so the next page is rendered in it without ?lng.
    const next = await page.goto('/shop');
    expect(await next!.text()).toContain(`<html lang="${language}"`);
    await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`a click made before the code has arrived still counts (${language})`, async ({ page, request }) => {
    const { data: products } = await api<{ data: ApiProduct[] }>(request, '/api/products?page=1', language);
    const product = products[3]!;
    let release!: () => void;
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    // The entry is held back until the shopper has clicked.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto(`/product/${product.id}?lng=${language}`);
    await page.getByRole('button', { name: t.addHeart(nameOf(product)), exact: true }).click();
    release();
    await expect(page.getByText(t.added)).toBeVisible();
  });

  test(`a click React hears before the page is live is applied once, not again by the replay (${language})`, async ({ page }) => {
    let release!: () => void;
    const pageCodeHeld = new Promise<void>((resolve) => (release = resolve));
    // The home page's own code is held back, so the header hydrates and listens while the page is not live yet.
    await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
      await pageCodeHeld;
      await route.continue();
    });
    await page.addInitScript(() => document.addEventListener('libas:page-live', () => setTimeout(() => document.documentElement.setAttribute('data-test-live', ''), 100)));
    await page.goto(`/?lng=${language}`);
    const button = page.getByRole('banner').getByRole('button', { name: t.search, exact: true });
    await button.evaluate(
      (node) =>
        new Promise<void>((resolve) => {
          const hydrated = () => (Object.keys(node).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(hydrated, 10));
          hydrated();
        }),
    );
    // The search button toggles its panel: a click applied twice would leave it closed.
    await button.click();
    release();
    await page.locator('html[data-test-live]').waitFor({ state: 'attached' });
    await expect(page.getByRole('combobox', { name: t.box })).toBeVisible();
  });
}
