import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cartTotals, formatSar, fromHalalas, toHalalas } from '../../src/lib/money';
import type { OrderStatusResponse, Product, ProductList, ShippingCost } from '../../src/types/api';

// Issue #16's journey against the real API and the production build, in both languages: sign in →
// cart → /payment → search a city → click the map → naqel and a city → cash → place the order →
// /payment-status shows it → the profile's orders list it → the stock went down.
//
// The build's geocoder is the public Nominatim (R6) and its tiles OpenStreetMap's, which this
// machine cannot reach: the test answers Nominatim's calls from the reference API's gazetteer, and
// refuses the tiles, as a shop whose tile server is down.

const text = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    cart: 'السلة',
    pay: 'إتمام الطلب',
    gate: 'شركة الشحن',
    locked: 'الرجاء ملئ البيانات اولا',
    search: 'ابحث عن موقع',
    searchButton: 'بحث',
    city: 'المدينة',
    query: 'جدة',
    cityCode: 'JED',
    picked: /التوصيل إلى: .*جدة/,
    tilesFailed: 'تعذّر تحميل صور الخريطة',
    zip: 'الرمز البريدي',
    phone: 'رقم الجوال',
    cash: 'الدفع عند الاستلام',
    submit: 'إرسال الطلب',
    placed: 'تم ارسال الطلب بنجاح!',
    confirmed: 'تم تأكيد طلبك',
    orderNumber: (id: number) => `طلب رقم ${id}`,
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    cart: 'Cart',
    pay: 'Proceed to checkout',
    gate: 'Shipping company',
    locked: 'Please fill in the details first',
    search: 'Search for a place',
    searchButton: 'Search',
    city: 'City',
    query: 'Riyadh',
    cityCode: 'RUH',
    picked: /Delivering to: .*Riyadh/,
    tilesFailed: "The map's pictures could not load",
    zip: 'Zip code',
    phone: 'Mobile number',
    cash: 'Cash on delivery',
    submit: 'Place order',
    placed: 'Order sent successfully!',
    confirmed: 'Your order is confirmed',
    orderNumber: (id: number) => `Order #${id}`,
  },
} as const;

/** Every English text of checkout's strings that differs in Arabic: none may show on an Arabic page. */
function englishOnlyTexts(): string[] {
  const flat = (value: unknown, prefix = ''): [string, string][] =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flat(inner, prefix ? `${prefix}.${key}` : key));
  const en = new Map(flat(JSON.parse(readFileSync('src/i18n/locales/en/checkout.json', 'utf8'))));
  const ar = new Map(flat(JSON.parse(readFileSync('src/i18n/locales/ar/checkout.json', 'utf8'))));
  return [...en].filter(([key, value]) => !value.includes('{{') && ar.get(key) !== value && /[a-z]{3}/i.test(value)).map(([, value]) => value);
}

async function answerTheGeocoderLocally(page: Page, baseURL: string) {
  await page.route('https://nominatim.openstreetmap.org/**', async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseURL}${asked.pathname}${asked.search}` });
    await route.fulfill({ response });
  });
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
}

for (const language of ['ar', 'en'] as const) {
  test(`a shopper places a cash-on-delivery order (${language})`, async ({ page, request, baseURL }) => {
    const t = text[language];
    await answerTheGeocoderLocally(page, baseURL!);

    // A shopper with two of a product in the cart.
    const email = `checkout.${language}.${Date.now()}@example.sa`;
    const password = 'checkout-pass1';
    expect((await request.post('/api/register', { data: { name: 'Huda Alshehri', email, password, password_confirmation: password } })).ok()).toBe(true);
    const { token } = (await (await request.post('/api/login', { data: { email, password } })).json()) as { token: string };
    const list = (await (await request.get('/api/products?page=1')).json()) as ProductList;
    const product = list.data.find((p) => p.quantity >= 3 && (p.specs[0] ?? []).some((s) => s.key === 'size'))!;
    const option = (key: 'color' | 'size') => (product.specs[0] ?? []).find((s) => s.key === key)?.value;
    const specs = { color: option('color'), size: option('size') };
    const added = await request.post('/api/cart', { data: { product_id: product.id, quantity: 2, specs }, headers: { Authorization: `Bearer ${token}` } });
    expect(added.ok()).toBe(true);

    await page.goto(`/login?lng=${language}`);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The cart, then checkout.
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${t.cart}`) }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(/\/payment$/);

    // The map is covered until a shipping company is chosen.
    await page.getByRole('button', { name: new RegExp(t.locked) }).click();
    await expect(page.locator('.Toastify').getByText(t.locked)).toBeVisible();
    await page.getByRole('combobox', { name: t.gate }).selectOption('naqel');

    // Search a city, then click the map where the order should go.
    await page.getByRole('searchbox', { name: t.search }).fill(t.query);
    await page.getByRole('search').getByRole('button', { name: t.searchButton }).click();
    await expect(page.getByTestId('picked-address')).toHaveText(t.picked);
    await expect(page.getByText(t.tilesFailed)).toBeVisible();
    const map = page.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3);
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.getByTestId('picked-address')).toHaveText(t.picked);

    // naqel and its city, cash on delivery; a zip code when the place has no postcode.
    await page.getByRole('combobox', { name: t.city, exact: true }).selectOption(t.cityCode);
    const zip = page.getByRole('textbox', { name: t.zip });
    if (await zip.isVisible()) await zip.fill('21577');
    // The account has no phone to prefill: typed as shoppers do, with the leading 0.
    await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
    await page.getByRole('radio', { name: t.cash }).check();

    const shipping = (await (await request.post('/api/calculate/shiping', { data: { city: t.cityCode, cod: true, shiping_gate: 'naqel' } })).json()) as ShippingCost;
    const totals = cartTotals([{ price: product.price, quantity: 2 }]);
    const payable = totals.total + toHalalas(shipping.shiping_cost);
    await expect(page.getByTestId('shipping-cost')).toContainText(formatSar(shipping.shiping_cost, language));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatSar(fromHalalas(payable), language));
    if (language === 'ar') {
      const body = await page.locator('main').innerText();
      for (const english of englishOnlyTexts()) expect(body, english).not.toContain(english);
    }

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('.Toastify').getByText(t.placed)).toBeVisible();
    await expect(page).toHaveURL(/\/payment-status\?order_id=\d+$/);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await expect(page.getByTestId('order-id')).toHaveText(String(orderId));
    await expect(page.getByTestId('order-total')).toHaveText(formatSar(fromHalalas(payable), language));
    const qr = page.locator('figure img');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

    // A reload reads the order from the server.
    await page.reload();
    await expect(page.getByTestId('order-total')).toHaveText(formatSar(fromHalalas(payable), language));

    // The server has it, as placed; the profile lists it; the stock went down by two.
    const status = (await (await request.get(`/api/orders/${orderId}/status`, { headers: { Authorization: `Bearer ${token}` } })).json()) as OrderStatusResponse;
    expect(status[0]).toMatchObject({ id: orderId, status: 'pending' });
    expect(status[2]).toMatchObject({ shipping_gate: 'naqel', city: t.cityCode, cod: true, phone: expect.stringMatching(/^9665\d{8}$/) });
    await page.goto('/profile?tab=orders');
    await expect(page.getByText(t.orderNumber(orderId))).toBeVisible();
    const after = (await (await request.get(`/api/products/${product.id}`)).json()) as Product;
    expect(after.quantity).toBe(product.quantity - 2);
  });
}
