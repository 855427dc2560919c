/**
 * Steps the purchase journeys share: a signed-in shopper with a cart, the geocoder and map tiles
 * answered at the network boundary, and the checkout form filled as a shopper fills it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fromHalalas, orderAmounts } from '../../src/lib/money';
import { LOGIN_COOKIE } from '../../shared/cookies';
import { LOGIN_TTL_MS, STORED_LOGIN_KEY, type StoredUser } from '../../src/lib/stored-login';
import type { OrderPlaced, Product, ProductList, ShippingCost } from '../../src/types/api';

export type Language = 'ar' | 'en';

/** The trader's key the journeys' server runs with (scripts/e2e-server.mjs). */
export const TRADER_KEY = 'e2e-trader-key-0123456789';

export const words = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    cart: 'السلة',
    pay: 'إتمام الطلب',
    gate: 'شركة الشحن',
    naqel: 'ناقل إكسبرس',
    locked: 'الرجاء ملء البيانات أولاً',
    search: 'ابحث عن موقع',
    searchButton: 'بحث',
    city: 'المدينة',
    query: 'جدة',
    cityCode: 'JED',
    picked: /التوصيل إلى: .*جدة/,
    tilesFailed: 'تعذّر تحميل صور الخريطة',
    zip: 'الرمز البريدي',
    street: 'الشارع',
    building: 'رقم المبنى',
    phone: 'رقم الجوال',
    cash: 'الدفع عند الاستلام',
    visa: 'مدى، فيزا، ماستركارد',
    submit: 'إرسال الطلب',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    cart: 'Cart',
    pay: 'Proceed to checkout',
    gate: 'Shipping company',
    naqel: 'Naqel Express',
    locked: 'Please fill in the details first',
    search: 'Search for a place',
    searchButton: 'Search',
    city: 'City',
    query: 'Riyadh',
    cityCode: 'RUH',
    picked: /Delivering to: .*Riyadh/,
    tilesFailed: "The map's pictures could not load",
    zip: 'Postcode',
    street: 'Street',
    building: 'Building number',
    phone: 'Mobile number',
    cash: 'Cash on delivery',
    visa: 'mada, Visa, Mastercard',
    submit: 'Place order',
  },
} as const;

/**
 * The build's geocoder is the public Nominatim and its tiles OpenStreetMap's, which CI cannot
 * reach: Nominatim's calls are answered from the reference API's gazetteer, and the tiles refused,
 * as for a shop whose tile server is down.
 */
export async function answerTheGeocoderLocally(page: Page, baseURL: string) {
  await page.route('https://nominatim.openstreetmap.org/**', async (route) => {
    const asked = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${asked.pathname}${asked.search}` }) });
  });
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
}

export interface Account {
  email: string;
  password: string;
  token: string;
  user: StoredUser;
}

/** A new shopper, registered and logged in through the API. */
export async function registerShopper(request: APIRequestContext, language: Language, name = 'Huda Alshehri'): Promise<Account> {
  const email = `buyer.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.sa`;
  const password = 'buyer-pass1';
  expect((await request.post('/api/register', { data: { name, email, password, password_confirmation: password } })).ok()).toBe(true);
  const { token, user } = (await (await request.post('/api/login', { data: { email, password } })).json()) as { token: string; user: StoredUser };
  return { email, password, token, user };
}

/**
 * Opens the home page signed in, as the login form leaves a shopper: their login where the shop
 * keeps it, in storage and the cookie. The form itself is the accounts journey's; the other
 * journeys start signed in.
 */
export async function logIn(page: Page, language: Language, { token, user }: Account) {
  await page.goto('/robots.txt');
  const login = JSON.stringify({ token, user, expires_at: Date.now() + LOGIN_TTL_MS });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORED_LOGIN_KEY, login] as const);
  // And its copy for the shop's server, which renders the signed-in pages with it.
  await page.context().addCookies([{ name: LOGIN_COOKIE, value: encodeURIComponent(login), url: page.url() }]);
  await page.goto(`/?lng=${language}`);
  // As the form leaves the shopper: on a page whose parts (the chat button, the consent bar) have
  // loaded and answer a click, not on HTML still hydrating.
  await page.waitForLoadState('networkidle');
}

/** A new shopper with `quantity` of an in-stock product with sizes in the cart, signed in on the page. */
export async function shopperWithCart(page: Page, request: APIRequestContext, language: Language, quantity = 2) {
  const account = await registerShopper(request, language);
  // A colour and size with enough stock: earlier journeys' orders take from the first ones (stock per
  // size), so the search goes down the shop's pages. The two workers take turns, so that journeys
  // running at the same time never order, or count the stock of, the same product.
  const worker = test.info().parallelIndex % 2;
  let product: Product | undefined;
  let specs: { color?: string; size?: string } = {};
  for (let page = 1, last = 1; !product && page <= last; page++) {
    const list = (await (await request.get(`/api/products?page=${page}`)).json()) as ProductList;
    last = list.last_page;
    const candidates = list.data.filter((p) => p.quantity >= quantity + 2 && (p.specs[0] ?? []).some((s) => s.key === 'size'));
    for (const candidate of candidates.filter((p) => p.id % 2 === worker)) {
      const detail = (await (await request.get(`/api/products/${candidate.id}`)).json()) as Product;
      const first = (key: 'color' | 'size') => (candidate.specs[0] ?? []).find((s) => s.key === key)?.value;
      const option = detail.availability ? detail.availability.find((o) => o.stock >= quantity + 2) : { color: first('color') ?? '', size: first('size') ?? '' };
      if (!option) continue;
      product = candidate;
      specs = { ...(option.color ? { color: option.color } : {}), ...(option.size ? { size: option.size } : {}) };
      break;
    }
  }
  if (!product) throw new Error(`No product in the shop has ${quantity + 2} of one option in stock`);
  const added = await request.post('/api/cart', { data: { product_id: product.id, quantity, specs }, headers: { Authorization: `Bearer ${account.token}` } });
  expect(added.ok()).toBe(true);
  await logIn(page, language, account);
  return { token: account.token, product, specs };
}

/** The shipping company's radio, named by its name, then its price and time once the address is known. */
export const gateRadio = (page: Page, language: Language, name: string) =>
  page.getByRole('group', { name: words[language].gate }).getByRole('radio', { name: new RegExp(`^${name}`) });

/** From the header's cart to /payment, and the form filled: a searched city and a click on the map, naqel and its city, the phone, the payment method. */
export async function fillCheckout(page: Page, language: Language, method: 'cash' | 'visa') {
  const t = words[language];
  await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${t.cart}`) }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/payment$/);

  // The companies are covered until the address is known.
  await page.getByRole('button', { name: new RegExp(t.locked) }).click();
  await expect(page.locator('.Toastify').getByText(t.locked)).toBeVisible();

  // Search a city, then click the map where the order should go.
  await page.getByRole('searchbox', { name: t.search }).fill(t.query);
  await page.getByRole('search').getByRole('button', { name: t.searchButton }).click();
  await expect(page.getByTestId('picked-address')).toHaveText(t.picked);
  await expect(page.getByText(t.tilesFailed)).toBeVisible();
  // In the middle of the screen, as a shopper taps it: on a phone the screen's foot holds the chat's dock.
  const map = page.locator('.leaflet-container');
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3);
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByTestId('picked-address')).toHaveText(t.picked);

  // The companies, priced for the address: naqel, chosen by the shopper, and its city; the
  // address's parts the map did not give (a postcode when the place has none); the phone, typed with its 0.
  await expect(page.getByRole('button', { name: new RegExp(t.locked) })).toHaveCount(0);
  await gateRadio(page, language, t.naqel).check();
  await page.getByRole('combobox', { name: t.city, exact: true }).selectOption(t.cityCode);
  await page.getByRole('textbox', { name: t.street }).fill('King Abdulaziz Road');
  await page.getByRole('textbox', { name: t.building }).fill('7235');
  const zip = page.getByRole('textbox', { name: t.zip });
  if ((await zip.inputValue()) === '') await zip.fill('21577');
  await page.getByRole('textbox', { name: t.phone }).fill('0551234567');
  await page.getByRole('radio', { name: method === 'cash' ? t.cash : t.visa }).check();
}

/** What an order of `quantity` of `product` with this shipping charges, in halalas: prices, shipping and the COD fee with VAT. */
export const payableHalalas = (product: Product, quantity: number, shipping: ShippingCost) =>
  orderAmounts([{ price: product.price, quantity }], 0, 'included', { cost: shipping.shiping_cost, codFee: shipping.cod_fee }).total;

/** A cash order of the cart `shopperWithCart` filled (two of `product`), placed through the API as the checkout would. */
export async function placeOrder(request: APIRequestContext, token: string, product: Product, specs?: { color?: string; size?: string }) {
  const headers = { Authorization: `Bearer ${token}` };
  const shipping = (await (await request.post('/api/calculate/shiping', { data: { city: 'RUH', cod: true, shiping_gate: 'naqel' }, headers })).json()) as ShippingCost;
  const total = payableHalalas(product, 2, shipping);
  const option = (key: 'color' | 'size') => (product.specs[0] ?? []).find((s) => s.key === key)?.value;
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Huda Alshehri, 7235 Olaya Street, Al Olaya, Riyadh 12211',
      zip_code: '12211',
      delivery: { recipient: 'Huda Alshehri', region: 'Riyadh Region', city: 'Riyadh', district: 'Al Olaya', street: 'Olaya Street', building_number: '7235', postcode: '12211', short_address: 'RRRD2929', directions: 'Gate 3' },
      country: 'SA',
      amount: fromHalalas(total),
      products: [{ product_id: product.id, quantity: 2, specs: specs ?? { color: option('color'), size: option('size') } }],
      cod: true,
      phone: '966501234567',
      shipping_gate: 'naqel',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { orderId: ((await placed.json()) as OrderPlaced).order.id, value: fromHalalas(total) };
}

/**
 * Journeys run with service workers blocked (playwright.config.ts): Playwright says so in the console
 * when the shop registers its worker after the page has loaded, and the shop notes that it has none.
 */
/**
 * Declines on the consent bar, if it shows, so that only the header and the chat button float over
 * the page. A served page brings the bar in its HTML: the click waits until React has hydrated it.
 */
export async function declineConsent(page: Page, language: Language) {
  const decline = page.getByRole('button', { name: language === 'ar' ? 'رفض' : 'Decline' });
  if (!(await decline.isVisible())) return;
  await expect.poll(() => decline.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await decline.click();
  await expect(decline).toBeHidden();
}

export const blockedWorkerNotice = (text: string) => text.startsWith('Service Worker registration blocked by Playwright') || text.startsWith('The service worker did not register');
