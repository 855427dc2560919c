/**
 * What an order charges and carries (docs/product.md: "Prices and VAT", "Delivery address",
 * "Order details", "Unpaid card orders"): VAT on shipping and the cash-on-delivery fee in the totals
 * and the QR, the address's parts kept, answered and saved for next time, the readable number, and
 * at most one unpaid card order per shopper.
 */
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderList } from '../../server/src/contract/accounts';
import type { SavedAddress } from '../../server/src/contract/addresses';
import type { CheckoutBody, ConflictBody, OrderPlaced, OrderStatusResponse } from '../../server/src/contract/checkout';
import { coupons, orders, payments, products } from '../../server/src/db/schema';
import { orderTotals, toHalalas, toSar } from '../../server/src/services/money';
import { bearer, postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { naqelRiyadh } from './helpers/orders';
import { productsWithOptions, setStock } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type ProductRow = typeof products.$inferSelect;

const freshProduct = productsWithOptions(() => ctx.database.db, 30);

const specsOf = (product: ProductRow) => ({ color: product.colors[0]!, size: product.sizes[0]! });

async function addToCart(token: string, product: ProductRow, quantity = 1) {
  const added = await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity, specs: specsOf(product) }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

const DELIVERY = {
  recipient: 'Sara Al-Qahtani',
  region: 'Riyadh Region',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'Olaya Street',
  building_number: '7235',
  postcode: '12211',
  short_address: 'rrrd2929',
  directions: 'Next to the pharmacy, second floor',
};

function body(product: ProductRow, options: { quantity?: number; cod?: boolean; coupon?: string; couponPercent?: number; charges?: { deliveryHalalas: number; codFeeHalalas: number } } & Partial<CheckoutBody> = {}): CheckoutBody {
  const { quantity = 1, cod = true, couponPercent = 0, charges = naqelRiyadh(cod), ...overrides } = options;
  const total = orderTotals([{ priceHalalas: product.salePriceHalalas, quantity }], couponPercent, charges).total;
  return {
    city: 'RUH',
    area: 'Al Olaya',
    address: '7235 Olaya Street, Al Olaya, Riyadh 12211',
    zip_code: '12211',
    country: 'SA',
    amount: toSar(total),
    products: [{ product_id: product.id, quantity, specs: specsOf(product) }],
    cod,
    phone: '966501234567',
    returnUrl: 'http://localhost:5173/payment-status',
    shipping_gate: 'naqel',
    lat: 24.6908,
    lon: 46.685,
    ...overrides,
  };
}

function checkout(token: string, payload: unknown, lang: Lang = 'en') {
  return postJson<OrderPlaced & ConflictBody>(ctx.app, '/api/orders', payload, { token, lang, headers: { 'idempotency-key': randomUUID() } });
}

const getJson = async <T>(url: string, token: string) => {
  const response = await ctx.app.inject({ url, headers: { ...bearer(token), 'accept-language': 'en' } });
  return { status: response.statusCode, body: response.json() as T };
};

const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('VAT on shipping and the cash-on-delivery fee', () => {
  it('charges the products with VAT, and shipping and the COD fee with VAT each, and states the VAT inside the total', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product, 2);
    // fastlo to the Eastern Province: 24 SAR and 7.50 SAR for cash on delivery, before VAT.
    const charges = { deliveryHalalas: 2_400, codFeeHalalas: 750 };
    const response = await checkout(shopper.token, body(product, { quantity: 2, charges, shipping_gate: 'fastlo', city: 'Eastern Province' }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const unit = Math.floor((product.salePriceHalalas * 115 + 50) / 100);
    const shipping = 2_760 + 863; // 27.60 and 8.625 → 8.63
    const total = unit * 2 + shipping;
    expect(response.body.order).toMatchObject({
      subtotal: toSar(unit * 2),
      discount_amount: 0,
      total_price: toSar(unit * 2),
      shippment_cost: toSar(shipping),
      cod_fee: 8.63,
      vat: toSar(Math.round((total * 15) / 115)),
    });
    expect(total).toBe(toHalalas(response.body.order.total_price) + toHalalas(response.body.order.shippment_cost));
  });

  it('answers 409 with the fresh total to a page that still adds VAT the old way', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product);
    const stale = Math.round(product.salePriceHalalas * 1.15) + 2_500; // shipping without VAT
    const response = await checkout(shopper.token, body(product, { amount: toSar(stale) }));
    expect(response.status).toBe(409);
    expect(response.body.total).toBe(toSar(orderTotals([{ priceHalalas: product.salePriceHalalas, quantity: 1 }], 0, naqelRiyadh(true)).total));
  });

  it('takes the coupon off the products with VAT', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product, 3);
    const response = await checkout(shopper.token, body(product, { quantity: 3, coupon: 'WELCOME10', couponPercent: 10 }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const items = Math.floor((product.salePriceHalalas * 115 + 50) / 100) * 3;
    expect(response.body.order).toMatchObject({ subtotal: toSar(items), discount_amount: toSar(Math.round(items / 10)), total_price: toSar(items - Math.round(items / 10)) });
  });
});

describe('the delivery address', () => {
  it('keeps its parts, answers them with the readable number, and saves the address once for the next checkout', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product);
    const placed = await checkout(shopper.token, body(product, { delivery: DELIVERY }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const expected = { ...DELIVERY, short_address: 'RRRD2929', phone: '966501234567' };
    const { order } = placed.body;
    expect(order.number).toBe(`LB-${String(order.id).padStart(6, '0')}`);
    expect(order.delivery).toEqual(expected);
    expect(placed.body.shippment).toMatchObject({ zip_code: '12211', area: 'Al Olaya' });

    const status = await getJson<OrderStatusResponse>(`/api/orders/${order.id}/status`, shopper.token);
    expect(status.body[0]).toMatchObject({ number: order.number, delivery: expected });
    const mine = await getJson<OrderList>('/api/my_orders', shopper.token);
    expect(mine.body[0]).toMatchObject({ id: order.id, number: order.number, delivery: expected });
    expect(mine.body[0]!.items[0]).toMatchObject({ quantity: 1, specs: specsOf(product) });

    let saved = await getJson<SavedAddress[]>('/api/addresses', shopper.token);
    expect(saved.body).toHaveLength(1);
    expect(saved.body[0]).toMatchObject({ ...expected, is_default: true, lat: 24.6908, lon: 46.685 });

    // The same address again adds nothing.
    await addToCart(shopper.token, product);
    expect((await checkout(shopper.token, body(product, { delivery: { ...DELIVERY, street: ' olaya street ' } }))).status).toBe(201);
    saved = await getJson<SavedAddress[]>('/api/addresses', shopper.token);
    expect(saved.body).toHaveLength(1);
  });

  it('answers a translated 400 naming the part that is wrong, and places nothing', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(3);
    await addToCart(shopper.token, product);
    const cases: [Partial<typeof DELIVERY>, Lang][] = [
      [{ recipient: '  ' }, 'en'],
      [{ street: '' }, 'ar'],
      [{ building_number: 'twelve' }, 'en'],
      [{ postcode: '1221' }, 'ar'],
      [{ short_address: 'RR2929' }, 'en'],
      [{ district: '' }, 'en'],
    ];
    const messages = new Set<string>();
    for (const [change, lang] of cases) {
      const response = await checkout(shopper.token, body(product, { delivery: { ...DELIVERY, ...change } }), lang);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/);
      messages.add(response.body.message);
    }
    expect(messages.size).toBe(cases.length);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('still takes an order with only the contract\'s address fields, and answers no parts for it', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product);
    const placed = await checkout(shopper.token, body(product));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.delivery).toBeNull();
    expect((await getJson<SavedAddress[]>('/api/addresses', shopper.token)).body).toEqual([]);
  });
});

describe('shipping to where the delivery address is', () => {
  const TABUK = { ...DELIVERY, region: 'Tabuk Region', city: 'Tabuk', district: 'Al Muruj', street: 'Prince Fahd Road', postcode: '47912' };
  /** naqel to Tabuk, a remote city in the seeded rate table: 32 SAR, and 10 SAR for cash on delivery, before VAT. */
  const naqelTabuk = { deliveryHalalas: 3_200, codFeeHalalas: 1_000 };

  it("refuses another city's rate for the address's city, in both languages, and places nothing", async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(3);
    await addToCart(shopper.token, product);
    const cases: [Partial<CheckoutBody>, Lang][] = [
      // Riyadh's naqel rate for a parcel to Tabuk, by the city's name in either language.
      [{ city: 'RUH', delivery: TABUK }, 'en'],
      [{ city: 'ruh', delivery: { ...TABUK, city: 'تبوك', region: '' } }, 'ar'],
      // A town the gazetteer does not know, in Tabuk's region: a city of another region.
      [{ city: 'RUH', delivery: { ...TABUK, city: 'Al Bad' } }, 'en'],
      // fastlo's region.
      [{ shipping_gate: 'fastlo', city: 'Riyadh', delivery: TABUK }, 'en'],
      [{ shipping_gate: 'fastlo', city: 'Riyadh', delivery: { ...TABUK, region: 'منطقة تبوك', city: 'Al Bad' } }, 'ar'],
    ];
    for (const [change, lang] of cases) {
      const response = await checkout(shopper.token, body(product, change), lang);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toEqual({
        message: lang === 'en' ? "The shipping city is not where the delivery address is. Please choose the address's city." : 'مدينة الشحن ليست مدينة عنوان التوصيل، الرجاء اختيار مدينة العنوان',
      });
    }
    expect(await stockOf(product.id)).toBe(3);
    expect((await getJson<OrderList>('/api/my_orders', shopper.token)).body).toEqual([]);
  });

  it("charges the address's own rate: Tabuk's, with its city or a town of its region", async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product);
    const placed = await checkout(shopper.token, body(product, { city: 'TUU', charges: naqelTabuk, delivery: TABUK }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // 32 and 10 SAR with 15 % VAT: 36.80 + 11.50.
    expect(placed.body.shippment).toMatchObject({ city: 'TUU', shiping_cost: 48.3, cod_fee: 11.5 });

    await addToCart(shopper.token, product);
    const town = await checkout(shopper.token, body(product, { city: 'TUU', charges: naqelTabuk, delivery: { ...TABUK, city: 'Al Bad', region: 'منطقة تبوك' } }));
    expect(town.status, JSON.stringify(town.body)).toBe(201);
    expect(town.body.shippment).toMatchObject({ city: 'TUU', shiping_cost: 48.3 });
  });

  it("takes the contract's fields alone as where the order goes: its city, whatever the one-line address says", async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    await addToCart(shopper.token, product);
    // A street may bear another city's name (Makkah Road in Riyadh): the line is not read for a city.
    const placed = await checkout(shopper.token, body(product, { address: '7235 Makkah Road, Al Olaya, Riyadh 12211' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippment).toMatchObject({ city: 'RUH', shiping_cost: 28.75 });
  });
});

describe('unpaid card orders', () => {
  const couponUses = async () => (await ctx.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.name, 'EID25')))[0]!.used;

  it('a second card order fails the first, giving back its stock and coupon use: one cart line cannot hold two units', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(2);
    await addToCart(shopper.token, product);
    const usesBefore = await couponUses();
    const card = (coupon?: string) => body(product, { cod: false, ...(coupon ? { coupon, couponPercent: 25 } : {}) });

    const first = await checkout(shopper.token, card('EID25'));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.payment_url).toBeTruthy();
    expect(await stockOf(product.id)).toBe(1);
    expect(await couponUses()).toBe(usesBefore + 1);

    const second = await checkout(shopper.token, card());
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // The attack held the last two units for half an hour; now the first order's unit is back.
    expect(await stockOf(product.id)).toBe(1);
    expect(await couponUses()).toBe(usesBefore);
    const [earlier] = await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, first.body.order.id));
    expect(earlier!.status).toBe('failed');
    const [payment] = await ctx.database.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, first.body.order.id));
    expect(payment!.status).toBe('failed');
    const statuses = await getJson<OrderList>('/api/my_orders', shopper.token);
    expect(statuses.body.filter((order) => order.status === 'pending' && order.cod === false).map((order) => order.id)).toEqual([second.body.order.id]);
  });

  it('two card checkouts at once leave one unpaid card order', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(5);
    await addToCart(shopper.token, product);
    const results = await Promise.all([checkout(shopper.token, body(product, { cod: false })), checkout(shopper.token, body(product, { cod: false }))]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const pending = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id));
    const open = [];
    for (const { id } of pending) {
      const [row] = await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      if (row!.status === 'pending') open.push(id);
    }
    expect(open).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('leaves an unpaid card order alone when the shopper orders with cash, and another shopper\'s alone always', async () => {
    const [shopper, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    const product = await freshProduct(10);
    await addToCart(other.token, product);
    const theirs = await checkout(other.token, body(product, { cod: false }));
    await addToCart(shopper.token, product);
    const card = await checkout(shopper.token, body(product, { cod: false }));
    const cash = await checkout(shopper.token, body(product));
    expect([theirs.status, card.status, cash.status]).toEqual([201, 201, 201]);
    const statusOf = async (id: number) => (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
    expect(await statusOf(card.body.order.id)).toBe('pending');
    expect(await statusOf(theirs.body.order.id)).toBe('pending');
  });
});

describe("links to the API's own pages", () => {
  it('are on API_PUBLIC_URL when set, whatever address the request came to: payment page, invoice and tracking', async () => {
    const linked = await createTestApp({ config: { apiPublicUrl: 'http://localhost:5173', publicUrl: 'http://localhost:5173' } });
    try {
      const shopper = await signUp(linked.app);
      const [product] = await linked.database.db.select().from(products).where(eq(products.id, 40));
      const ready = await setStock(linked.database.db, product!.id, 5);
      const added = await postJson(linked.app, '/api/cart', { product_id: ready.id, quantity: 1, specs: specsOf(ready) }, { token: shopper.token });
      expect(added.status).toBe(200);
      const placed = await postJson<OrderPlaced>(linked.app, '/api/orders', body(ready, { cod: false }), { token: shopper.token, headers: { 'idempotency-key': randomUUID() } });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.payment_url).toMatch(/^http:\/\/localhost:5173\/pay\//);
      expect(placed.body.order.invoice_url).toMatch(/^http:\/\/localhost:5173\/api\/orders\/\d+\/invoice\?/);
    } finally {
      await linked.close();
    }
  });
});

describe("the shop's origin comes from configuration, never from a request's Host", () => {
  const evil = 'evil.example';

  async function cardCheckout(app: TestApp, headers: Record<string, string>, returnUrl: string) {
    const shopper = await signUp(app.app);
    const [row] = await app.database.db.select().from(products).where(eq(products.id, 41));
    const product = await setStock(app.database.db, row!.id, 5);
    expect((await postJson(app.app, '/api/cart', { product_id: product.id, quantity: 1, specs: specsOf(product) }, { token: shopper.token })).status).toBe(200);
    return postJson<OrderPlaced & ConflictBody>(app.app, '/api/orders', body(product, { cod: false, returnUrl }), {
      token: shopper.token,
      headers: { 'idempotency-key': randomUUID(), ...headers },
    });
  }

  it('refuses a returnUrl on the host a request names, through Host or, behind a trusted proxy, X-Forwarded-Host', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    try {
      for (const [app, headers] of [
        [ctx, { host: evil }],
        [proxied, { 'x-forwarded-host': evil, 'x-forwarded-proto': 'http' }],
      ] as const) {
        const placed = await cardCheckout(app, headers, `http://${evil}/phish`);
        expect(placed.status, JSON.stringify(placed.body)).toBe(400);
        expect(placed.body.message).toBe('returnUrl must be an http(s) address of the shop');
      }
    } finally {
      await proxied.close();
    }
  });

  it("links the payment page, the invoice and the pay page's Cancel and CSP on the configured origins whatever Host says", async () => {
    const placed = await cardCheckout(ctx, { host: evil }, 'http://localhost:5173/payment-status');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.payment_url).toMatch(/^http:\/\/localhost:3000\/pay\//);
    expect(placed.body.order.invoice_url).toMatch(/^http:\/\/localhost:3000\/api\/orders\//);
    const page = await ctx.app.inject({ url: new URL(placed.body.payment_url!).pathname, headers: { host: evil } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(evil);
    expect(String(page.headers['content-security-policy'])).not.toContain(evil);
  });
});

describe("the API's own pages keep a strict Content-Security-Policy", () => {
  const directives = (csp: unknown) =>
    new Map(String(csp).split(';').map((part) => { const [name, ...values] = part.trim().split(/\s+/); return [name!, values] as const; }));

  it('lets the payment page, the trader inbox, the invoice and the tracking page load only their own, while the shop allows its accepted advertising', async () => {
    // The seeded demo has accepted Facebook and Snapchat services: the shop's pages may load them.
    const shopCsp = directives((await ctx.app.inject({ url: '/api/store-info' })).headers['content-security-policy']);
    expect(shopCsp.get('script-src')).toContain('https://connect.facebook.net');

    const shopper = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, 42));
    const product = await setStock(ctx.database.db, row!.id, 5);
    expect((await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 1, specs: specsOf(product) }, { token: shopper.token })).status).toBe(200);
    const placed = await postJson<OrderPlaced>(ctx.app, '/api/orders', body(product, { cod: false, returnUrl: 'http://localhost:5173/payment-status' }), {
      token: shopper.token,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const payPath = new URL(placed.body.payment_url!).pathname;
    const invoice = new URL(placed.body.order.invoice_url!);

    const pages = {
      pay: await ctx.app.inject({ url: payPath }),
      payRetried: await ctx.app.inject({ method: 'POST', url: payPath, payload: { number: '1', name: '', expiry: '', cvc: '' } }),
      trader: await ctx.app.inject({ url: '/trader' }),
      invoice: await ctx.app.inject({ url: `${invoice.pathname}${invoice.search}` }),
      tracking: await ctx.app.inject({ url: '/api/tracking/NOSUCHNUMBER42' }),
    };
    for (const [name, response] of Object.entries(pages)) {
      expect(response.statusCode, name).toBeLessThan(500);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src'), name).toEqual(["'none'"]);
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(csp.get('connect-src'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(String(response.headers['content-security-policy']), name).not.toMatch(/https:(?!\/\/localhost:5173)|facebook|sc-static/);
    }
    // The payment page may still send its form back to the shop's return page.
    expect(directives(pages.pay.headers['content-security-policy']).get('form-action')).toEqual(["'self'", 'http://localhost:5173']);
    expect(directives(pages.trader.headers['content-security-policy']).get('form-action')).toEqual(["'self'"]);
  });
});
