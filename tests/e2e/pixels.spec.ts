import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shownPrice } from '../../src/lib/money';
import { placeOrder, shopperWithCart, type Language, TRADER_KEY } from './shopper';

// The advertising pixels against the real API, in both languages, with the four networks' hosts answered
// by the test (no outside traffic): nothing before consent; after "accept" each network's script is
// requested once and PageView, ViewContent and Purchase reach it with their values; Purchase once per
// order; "decline" loads nothing; a network whose script fails leaves the shop working.

const SERVICES = [
  { app_name: 'facebook', service_api_key: '512345678901234' },
  { app_name: 'tiktok', service_api_key: 'C9E2ETESTPIXEL000001' },
  { app_name: 'snapchat', service_api_key: '0d4f8a2c-1b2c-4d3e-8f90-a1b2c3d4e5f6' },
  { app_name: 'google', service_api_key: 'G-E2ETEST01' },
] as const;

const HOSTS = {
  facebook: 'https://connect.facebook.net/**',
  tiktok: 'https://analytics.tiktok.com/**',
  snapchat: 'https://sc-static.net/**',
  google: 'https://www.googletagmanager.com/**',
} as const;
type Network = keyof typeof HOSTS;

/**
 * Stand-ins for the networks' scripts: each takes its queue stub over as the real one does and writes
 * every call, queued or new, to `window.__pixels` as [network, ...arguments].
 */
const FAKE_SCRIPTS: Record<Network, string> = {
  facebook: `(() => { const log = (window.__pixels ||= []); const f = window.fbq;
    f.callMethod = (...a) => log.push(['facebook', ...a]); f.queue.splice(0).forEach((a) => f.callMethod(...a)); })();`,
  tiktok: `(() => { const log = (window.__pixels ||= []); const t = window.ttq;
    t.splice(0).forEach((a) => log.push(['tiktok', ...a])); for (const m of ['page', 'track']) t[m] = (...a) => log.push(['tiktok', m, ...a]); })();`,
  snapchat: `(() => { const log = (window.__pixels ||= []); const s = window.snaptr;
    s.handleRequest = (...a) => log.push(['snapchat', ...a]); s.queue.splice(0).forEach((a) => s.handleRequest(...a)); })();`,
  google: `(() => { const log = (window.__pixels ||= []); const d = window.dataLayer;
    d.splice(0).forEach((a) => log.push(['google', ...a])); d.push = (a) => log.push(['google', ...a]); })();`,
};

// One after another in one worker: each journey sets the trader's pixel services, which the whole
// shop shares.
test.describe.configure({ mode: 'default' });

const words = {
  ar: { bar: 'ملفات تعريف الارتباط الإعلانية', accept: 'موافق', decline: 'رفض', confirmed: 'تم تأكيد طلبك', cart: 'السلة' },
  en: { bar: 'Advertising cookies', accept: 'Accept', decline: 'Decline', confirmed: 'Your order is confirmed', cart: 'Cart' },
} as const;

async function setServices(request: APIRequestContext, domain: string, status: 'accepted' | 'rejected') {
  for (const service of SERVICES) {
    const saved = await request.put('/api/trader/services', { data: { domain, status, ...service }, headers: { 'X-Trader-Key': TRADER_KEY } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

/** Answers the networks' hosts locally (one failing if asked), counting the script requests. */
async function answerTheNetworks(page: Page, failing?: Network) {
  const requested: Record<Network, number> = { facebook: 0, tiktok: 0, snapchat: 0, google: 0 };
  for (const network of Object.keys(HOSTS) as Network[]) {
    await page.route(HOSTS[network], async (route) => {
      requested[network] += 1;
      if (network === failing) return route.abort();
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_SCRIPTS[network] });
    });
  }
  return requested;
}

const calls = (page: Page) => page.evaluate(() => ((window as unknown as { __pixels?: unknown[][] }).__pixels ?? []).map((call) => JSON.parse(JSON.stringify(call)) as unknown[]));

/** This site's services, set through the trader's calls as a store would. */
async function servicesOfThisSite(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined, status: 'accepted' | 'rejected') {
  const api = await playwright.request.newContext({ baseURL });
  await setServices(api, new URL(baseURL!).host, status);
  await api.dispose();
}
test.beforeAll(({ playwright }, info) => servicesOfThisSite(playwright, info.project.use.baseURL, 'accepted'));
test.afterAll(({ playwright }, info) => servicesOfThisSite(playwright, info.project.use.baseURL, 'rejected'));

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`pixels load after consent and count each event once (${language})`, async ({ page, request }) => {
    const t = words[language];
    const requested = await answerTheNetworks(page);
    const { token, product, specs } = await shopperWithCart(page, request, language);

    // Nothing before a choice, over two pages (home, then the cart).
    await expect(page.getByRole('region', { name: t.bar })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${t.cart}`) }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.waitForTimeout(500);
    expect(Object.values(requested)).toEqual([0, 0, 0, 0]);

    await page.getByRole('region', { name: t.bar }).getByRole('button', { name: t.accept }).click();
    await expect(page.getByRole('region', { name: t.bar })).toBeHidden();
    await expect.poll(() => requested).toEqual({ facebook: 1, tiktok: 1, snapchat: 1, google: 1 });
    // The page views made before the choice (home, then the cart) reach every network.
    await expect.poll(async () => (await calls(page)).filter((call) => call[0] === 'facebook' && call[2] === 'PageView').length).toBe(2);
    // Each network's script loads on its own: wait for all four, not only the first.
    await expect
      .poll(() => calls(page))
      .toEqual(expect.arrayContaining([['facebook', 'init', '512345678901234'], ['tiktok', 'page'], ['snapchat', 'track', 'PAGE_VIEW'], expect.arrayContaining(['google', 'event', 'page_view'])]));

    // A product page: ViewContent with its id and its price as shown (VAT included), in SAR.
    const price = shownPrice(product.price);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await calls(page)).filter((call) => call[0] === 'facebook' && call[2] === 'ViewContent')).toEqual([
      ['facebook', 'track', 'ViewContent', { content_ids: [String(product.id)], content_type: 'product', value: price, currency: 'SAR' }],
    ]);
    await expect
      .poll(() => calls(page))
      .toEqual(
        expect.arrayContaining([
          ['snapchat', 'track', 'VIEW_CONTENT', { item_ids: [String(product.id)], price, currency: 'SAR' }],
          ['tiktok', 'track', 'ViewContent', { content_id: String(product.id), content_type: 'product', value: price, currency: 'SAR' }],
        ]),
      );

    // A confirmed order's status page: Purchase with the total and the order id, once.
    const { orderId, value } = await placeOrder(request, token, product, specs);
    await page.goto(`/payment-status?order_id=${orderId}`);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    await expect.poll(async () => (await calls(page)).filter((call) => call[0] === 'facebook' && call[2] === 'Purchase')).toEqual([
      ['facebook', 'track', 'Purchase', { value, currency: 'SAR', content_type: 'product' }, { eventID: String(orderId) }],
    ]);
    await expect
      .poll(() => calls(page))
      .toEqual(
        expect.arrayContaining([
          ['snapchat', 'track', 'PURCHASE', { price: value, currency: 'SAR', transaction_id: String(orderId), client_dedup_id: String(orderId) }],
          ['google', 'event', 'purchase', { transaction_id: String(orderId), value, currency: 'SAR' }],
          ['tiktok', 'track', 'CompletePayment', { value, currency: 'SAR', order_id: String(orderId) }, { event_id: String(orderId) }],
        ]),
      );

    await page.reload();
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    await expect.poll(async () => (await calls(page)).some((call) => call[2] === 'PageView')).toBe(true);
    expect((await calls(page)).filter((call) => ['Purchase', 'PURCHASE', 'CompletePayment', 'purchase'].includes(String(call[2])))).toEqual([]);
  });

  test(`declining loads nothing (${language})`, async ({ page }) => {
    const t = words[language];
    const requested = await answerTheNetworks(page);
    const servicesCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/service-requests/by-domain')) servicesCalls.push(request.url());
    });
    await page.goto(`/shop?lng=${language}`);
    await page.getByRole('region', { name: t.bar }).getByRole('button', { name: t.decline }).click();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('region', { name: t.bar })).toBeHidden();
    await page.waitForTimeout(1000);
    expect(servicesCalls).toEqual([]);
    expect(Object.values(requested)).toEqual([0, 0, 0, 0]);
  });
}

test('a network whose script fails leaves the shop working', async ({ page }) => {
  const requested = await answerTheNetworks(page, 'snapchat');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shop?lng=en');
  await page.getByRole('region', { name: words.en.bar }).getByRole('button', { name: words.en.accept }).click();
  await expect.poll(() => requested.snapchat).toBe(1);
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await calls(page)).some((call) => call[0] === 'facebook' && call[2] === 'ViewContent')).toBe(true);
  expect(errors).toEqual([]);
});
