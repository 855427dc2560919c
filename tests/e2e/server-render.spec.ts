import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '../../src/app/route-table';
import { LOGIN_COOKIE } from '../../shared/cookies';
import { blockedWorkerNotice, shopperWithCart } from './shopper';

// The home, shop and product pages arrive rendered on the server (ADR 0007) and hydrate in the
// browser without a mismatch, in both languages. Data is read from the API, never hard-coded.

const text = {
  ar: { addHeart: (name: string) => `أضف ${name} إلى المفضلة`, removeHeart: (name: string) => `أزل ${name} من المفضلة`, added: 'تمت الإضافة إلى المفضلة', shop: 'المتجر', search: 'بحث', box: 'البحث في المنتجات' },
  en: { addHeart: (name: string) => `Add ${name} to the wishlist`, removeHeart: (name: string) => `Remove ${name} from the wishlist`, added: 'Added to your wishlist', shop: 'Shop', search: 'Search', box: 'Search products' },
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
    const named = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
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

  test(`the shop comes with its list as the page asks for it, counts included, and asks for nothing again (${language})`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (call) => new URL(call.url()).pathname.startsWith('/api/') && calls.push(call.url()));
    const response = await page.goto(`/shop?lng=${language}`);
    // The reference API offers facets: the server asked for the list with its counts.
    expect(await response!.text()).toContain('"facets":1');
    await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  // Every route the server renders for anyone (app/route-table.ts), hydrated by the production build: React
  // reports nothing, and keeps the elements the server sent (after a mismatch it would render the
  // page, or the whole root, afresh and put new elements in their place).
  for (const { path } of ROUTES.filter((route) => route.served && !route.signedIn)) {
    test(`${path} hydrates with no mismatch (${language})`, async ({ page, request }) => {
      const { data: products } = await api<{ data: ApiProduct[] }>(request, '/api/products?page=1', language);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => ['error', 'warning'].includes(message.type()) && !blockedWorkerNotice(message.text()) && problems.push(message.text()));
      // The header's first link and the page's first heading, as the HTML parser made them (the
      // document turns interactive before any module script runs).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { served: (Element | null)[] }).served = [document.querySelector('#root header a'), document.querySelector('#root main :is(h1, h2)')];
        });
      });
      const response = await page.goto(`${path.replace(':id', String(products[0]!.id))}?lng=${language}`);
      expect(await response!.text()).toContain('id="server-state"');
      // Hydrated: both are in the page, and React has claimed them.
      const claimed = () =>
        page.evaluate(() =>
          (window as unknown as { served: (Element | null)[] }).served.map((node) => node !== null && node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
        );
      await expect.poll(claimed).toEqual([true, true]);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { served: (Element | null)[] }).served.every((node) => node?.isConnected))).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  // A signed-in page comes rendered for the shopper its login cookie names, takes no input until the
  // browser has rendered it afresh, and then works; nothing is asked for twice.
  test(`the cart arrives with the shopper's lines and works once the shop has started (${language})`, async ({ page, request }) => {
    const { product } = await shopperWithCart(page, request, language);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && !blockedWorkerNotice(message.text()) && problems.push(message.text()));
    const cartCalls: string[] = [];
    page.on('request', (call) => new URL(call.url()).pathname === '/api/cart' && cartCalls.push(call.method()));
    const response = await page.goto(`/cart?lng=${language}`);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const html = await response!.text();
    const name = nameOf(product);
    expect(html).toContain(`<div id="root"><div inert="">`);
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain(name);
    // Rendered afresh: the page's own elements, no longer inert, and its controls answer.
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    const line = page.getByRole('link', { name }).first();
    await expect(line).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  // Without the cookie (a login kept before it was, or another host's page), the page comes as its
  // layout, and its data is asked for once, by index.html, as the document arrives.
  test(`without the login cookie, the cart arrives as its layout and asks for its lines once (${language})`, async ({ page, request }) => {
    const { product } = await shopperWithCart(page, request, language);
    await page.context().clearCookies({ name: LOGIN_COOKIE });
    const cartCalls: string[] = [];
    page.on('request', (call) => new URL(call.url()).pathname === '/api/cart' && cartCalls.push(call.method()));
    const response = await page.goto(`/cart?lng=${language}`);
    expect(response!.headers()['cache-control']).toBe('no-cache');
    const html = await response!.text();
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain(nameOf(product));
    await expect(page.getByRole('link', { name: nameOf(product) }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual(['GET']);
  });

  test(`a click made as the page starts to hydrate is applied once (${language})`, async ({ page, request }) => {
    const { data: products } = await api<{ data: ApiProduct[] }>(request, '/api/products?page=1', language);
    const product = products[3]!;
    const heart = t.addHeart(nameOf(product));
    // The heart is clicked the moment React takes the root (hydrateRoot listens on it), before it
    // has hydrated anything: React hydrates what was clicked at once, then applies the click.
    await page.addInitScript((name) => {
      const listen = EventTarget.prototype.addEventListener;
      let clicked = false;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
        listen.apply(this, args);
        if (clicked || !(this instanceof HTMLElement) || this.id !== 'root' || args[0] !== 'click') return;
        clicked = true;
        queueMicrotask(() => {
          const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
          document.documentElement.dataset.testHydratedAtClick = String(Object.keys(button).some((key) => key.startsWith('__reactFiber')));
          button.click();
        });
      };
    }, heart);
    await page.goto(`/product/${product.id}?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('data-test-hydrated-at-click', 'false');
    // Listed: the heart now offers to take it out.
    const button = page.getByRole('button', { name: t.removeHeart(nameOf(product)), exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t.added)).toBeVisible();
    // Applied twice, the second click would take it out again.
    await page.waitForLoadState('networkidle');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });
}
