/**
 * Placing an order (the contract's Checkout payload and orders; "Forms", "Placing an order"):
 * validation of every field, totals recomputed by the server, stock taken in the order's
 * transaction (one winner for the last unit), the coupon counted, the cart emptied, and a repeated
 * Idempotency-Key answering the same order.
 */
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderList } from '../../server/src/contract/accounts';
import { OrderPlaced, type CheckoutBody, type ConflictBody } from '../../server/src/contract/checkout';
import { cartItems, coupons, orderEvents, orders, products, shipments } from '../../server/src/db/schema';
import { orderTotals, toSar } from '../../server/src/services/money';
import { orderNumber } from '../../server/src/services/orders';
import type { PaymentGateway, PaymentRequest } from '../../server/src/services/gateways/types';
import { bearer, postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';
import { productsWithOptions, setStock } from './helpers/stock';
import { naqelRiyadh } from './helpers/orders';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type ProductRow = typeof products.$inferSelect;
interface Line {
  product: ProductRow;
  quantity: number;
  color: string;
  size: string;
}

/** Seeded products with colours and sizes, each given its own stock so tests do not share units. */
const freshProduct = productsWithOptions(() => ctx.database.db, 10, 20);

const line = (product: ProductRow, quantity = 1): Line => ({ product, quantity, color: product.colors[0]!, size: product.sizes[0]! });
const payloadLine = (l: Line) => ({ product_id: l.product.id, quantity: l.quantity, specs: { color: l.color, size: l.size } });

async function fillCart(token: string, lines: Line[]): Promise<void> {
  for (const l of lines) {
    const added = await postJson(ctx.app, '/api/cart', payloadLine(l), { token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

/** fastlo to the Eastern Province: 24 SAR, and 7.50 SAR more for cash on delivery, before VAT (the seeded rate table). */
const FASTLO_EASTERN_COD = { deliveryHalalas: 2_400, codFeeHalalas: 750 };

/** The amounts the server must compute, from the database's prices; naqel to Riyadh with cash on delivery unless said. */
function expectedPayable(lines: Line[], couponPercent = 0, charges = naqelRiyadh(true)) {
  const totals = orderTotals(
    lines.map((l) => ({ priceHalalas: l.product.salePriceHalalas, quantity: l.quantity })),
    couponPercent,
    charges,
  );
  return { ...totals, payable: totals.total };
}

function checkoutBody(lines: Line[], overrides: Partial<CheckoutBody> = {}): CheckoutBody {
  return {
    city: 'RUH',
    area: 'Al Olaya',
    address: 'Al Olaya, Riyadh, Riyadh Region, 12211, Saudi Arabia',
    zip_code: '12211',
    country: 'SA',
    amount: toSar(expectedPayable(lines).payable),
    products: lines.map(payloadLine),
    cod: true,
    phone: '966501234567',
    returnUrl: 'http://localhost:5173/payment-status',
    shipping_gate: 'naqel',
    lat: 24.6908,
    lon: 46.685,
    ...overrides,
  };
}

function checkout(token: string | null, body: unknown, options: { key?: string | null; lang?: Lang } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return postJson<OrderPlaced & ConflictBody>(ctx.app, '/api/orders', body, {
    token: token ?? undefined,
    lang: options.lang,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const cartOf = (userId: number) => ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('POST /api/orders: a cash-on-delivery order', () => {
  it('is placed with the amounts the server computes, takes the stock, counts the sale and empties the ordered lines', async () => {
    const shopper = await signUp(ctx.app);
    const [a, b, kept] = [await freshProduct(10), await freshProduct(10), await freshProduct(10)];
    const ordered = [line(a, 2), line(b, 1)];
    await fillCart(shopper.token, [...ordered, line(kept, 1)]);
    const soldBefore = a.soldCount;

    const response = await checkout(shopper.token, checkoutBody(ordered, { tracking_link_id: 'summer-campaign_7' }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expectShape(OrderPlaced, response.body);
    const expected = expectedPayable(ordered);
    const { order, shippment, payment_url } = response.body;
    expect(payment_url).toBeNull();
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: toSar(expected.items),
      discount_amount: 0,
      vat: toSar(expected.vat),
      total_price: toSar(expected.items - expected.discount),
      // 15 + 10 SAR with VAT each.
      shippment_cost: 28.75,
      cod_fee: 11.5,
      cod: true,
    });
    expect(order.items!.map((item) => [item.product_id, item.quantity, item.price])).toEqual([
      [a.id, 2, toSar(a.salePriceHalalas)],
      [b.id, 1, toSar(b.salePriceHalalas)],
    ]);
    expect(order.qr_path).toMatch(/^api\/invoice-qr\/[\w-]{16,}\.png$/);
    expect(shippment).toMatchObject({ order_id: order.id, shipping_gate: 'naqel', city: 'RUH', zip_code: '12211', phone: '966501234567', cod: true, shiping_cost: 28.75, cod_fee: 11.5, tracking_number: null });

    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(9);
    expect(await stockOf(kept.id)).toBe(10);
    const [after] = await ctx.database.db.select({ sold: products.soldCount }).from(products).where(eq(products.id, a.id));
    expect(after!.sold).toBe(soldBefore + 2);
    expect((await cartOf(shopper.user.id)).map((l) => l.productId)).toEqual([kept.id]);

    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ trackingLinkId: 'summer-campaign_7', lat: 24.6908, lon: 46.685, country: 'SA', shippingGate: 'naqel' });
    expect(await ctx.database.db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([{ status: 'pending' }]);
    expect(await ctx.database.db.$count(shipments, eq(shipments.orderId, order.id))).toBe(1);

    // The profile's orders list it with its items (the contract's my_orders).
    const mine = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as OrderList;
    expect(mine[0]).toMatchObject({ id: order.id, total_price: order.total_price, shippment_cost: 28.75, status: 'pending' });
    expect(mine[0]!.items).toHaveLength(2);
  });

  it('charges what the server computes whatever the client claims: a stale amount answers 409 with the fresh total and writes nothing', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(5);
    const ordered = [line(product, 3)];
    await fillCart(shopper.token, ordered);
    const { payable } = expectedPayable(ordered);
    for (const amount of [0, 1, toSar(payable) - 0.01, toSar(payable) + 100]) {
      const response = await checkout(shopper.token, checkoutBody(ordered, { amount }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: expect.stringMatching(/total has changed/), total: toSar(payable) });
    }
    expect(await stockOf(product.id)).toBe(5);
    expect(await cartOf(shopper.user.id)).toHaveLength(1);
    expect(await ctx.database.db.$count(orders, eq(orders.userId, shopper.user.id))).toBe(0);

    const placed = await checkout(shopper.token, checkoutBody(ordered, { amount: toSar(payable) }));
    expect(placed.status).toBe(201);
    expect(toSar(expectedPayable(ordered).payable)).toBe(placed.body.order.total_price + placed.body.order.shippment_cost);
  });

  it('prices shipping from the rate table: by gate, city zone and cash-on-delivery fee', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(5);
    // fastlo to the Eastern Province: 24 SAR, cash on delivery 7.50 SAR more, each with 15 % VAT (27.60 and 8.63).
    await fillCart(shopper.token, [line(product)]);
    const body = checkoutBody([line(product)], { shipping_gate: 'fastlo', city: 'Eastern Province', amount: toSar(expectedPayable([line(product)], 0, FASTLO_EASTERN_COD).payable) });
    const response = await checkout(shopper.token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.order.shippment_cost).toBe(36.23);
    expect(response.body.shippment).toMatchObject({ shipping_gate: 'fastlo', city: 'Eastern Province', cod_fee: 8.63 });
  });

  it('applies a valid coupon from the server and counts its use once', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(5);
    const ordered = [line(product, 2)];
    await fillCart(shopper.token, ordered);
    const usedBefore = (await ctx.database.db.select().from(coupons).where(eq(coupons.name, 'WELCOME10')))[0]!.usedCount;
    const expected = expectedPayable(ordered, 10);
    const response = await checkout(shopper.token, checkoutBody(ordered, { coupon: 'welcome10', amount: toSar(expected.payable) }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.order).toMatchObject({ discount_amount: toSar(expected.discount), total_price: toSar(expected.items - expected.discount) });
    expect((await ctx.database.db.select().from(coupons).where(eq(coupons.name, 'WELCOME10')))[0]!.usedCount).toBe(usedBefore + 1);
  });

  it('refuses a coupon that is unknown, expired or used up, in the language asked', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(5);
    await fillCart(shopper.token, [line(product)]);
    const cases: [string, Lang, string][] = [
      ['NOPE', 'en', 'Coupon not found'],
      ['RAMADAN20', 'en', 'This coupon has expired'],
      ['VIP30', 'ar', 'تم استخدام هذا الكوبون الحد الأقصى من المرات'],
    ];
    for (const [coupon, lang, message] of cases) {
      const response = await checkout(shopper.token, checkoutBody([line(product)], { coupon }), { lang });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message });
    }
    expect(await stockOf(product.id)).toBe(5);
  });

  it('accepts the ways shoppers write a Saudi mobile and stores it as 9665XXXXXXXX', async () => {
    for (const phone of ['501234567', '0501234567', '+966 50 123 4567', '00966501234567']) {
      const shopper = await signUp(ctx.app);
      const product = await freshProduct(5);
      await fillCart(shopper.token, [line(product)]);
      const response = await checkout(shopper.token, checkoutBody([line(product)], { phone }));
      expect(response.status, phone).toBe(201);
      expect(response.body.shippment.phone).toBe('966501234567');
    }
  });
});

describe('POST /api/orders: validation', () => {
  let token: string;
  let userId: number;
  let product: ProductRow;
  beforeAll(async () => {
    const shopper = await signUp(ctx.app);
    token = shopper.token;
    userId = shopper.user.id;
    product = await freshProduct(5);
    await fillCart(token, [line(product, 2)]);
  });

  it('answers each wrong field with its message, in both languages, and writes nothing', async () => {
    const base = checkoutBody([line(product, 2)]);
    const cases: [Partial<CheckoutBody> | Record<string, unknown>, number, Lang, string][] = [
      [{ phone: '' }, 400, 'en', 'Phone number is required'],
      [{ phone: '   ' }, 400, 'ar', 'رقم الجوال مطلوب'],
      [{ phone: '12345' }, 400, 'en', 'Enter a valid Saudi number (5XXXXXXXX)'],
      [{ phone: '966401234567' }, 400, 'en', 'Enter a valid Saudi number (5XXXXXXXX)'],
      [{ phone: '5012345678' }, 400, 'ar', 'الرجاء إدخال رقم جوال سعودي صحيح (5XXXXXXXX)'],
      [{ shipping_gate: '' }, 400, 'en', 'Please choose a shipping company'],
      [{ shipping_gate: 'pigeon' }, 422, 'en', 'This shipping company is not one of ours'],
      [{ shipping_gate: 'aramex' }, 422, 'en', 'This shipping company is not available at the moment'],
      [{ city: '' }, 400, 'ar', 'الرجاء اختيار المدينة'],
      [{ city: 'Riyadh' }, 422, 'en', 'This shipping company does not deliver to this city'],
      [{ shipping_gate: 'fastlo', city: 'RUH' }, 422, 'en', 'This shipping company does not deliver to this city'],
      [{ address: '' }, 400, 'en', 'Please pick your address on the map'],
      [{ zip_code: '' }, 400, 'en', 'Zip Code is required'],
      [{ zip_code: 'abcde' }, 400, 'en', 'The zip code is 5 digits'],
      [{ zip_code: '1234' }, 400, 'ar', 'الرمز البريدي من 5 أرقام'],
      [{ country: 'AE' }, 400, 'en', 'We deliver within Saudi Arabia only'],
      [{ tracking_link_id: 'has spaces' }, 400, 'en', 'Invalid request: tracking_link_id'],
      [{ address: 'Olaya\u0000' }, 400, 'en', 'The text contains a character that cannot be stored (NUL)'],
      [{ returnUrl: 'javascript:alert(1)' }, 400, 'en', 'returnUrl must be an http(s) address of the shop'],
      [{ returnUrl: 'https://evil.example/payment-status' }, 400, 'en', 'returnUrl must be an http(s) address of the shop'],
      [{ products: [...base.products, ...base.products] }, 400, 'en', 'A product with the same colour and size is listed twice'],
      [{ products: [] }, 400, 'en', expect.stringMatching(/^Invalid request/) as unknown as string],
      [{ amount: -1 }, 400, 'en', expect.stringMatching(/^Invalid request/) as unknown as string],
      [{ amount: 'lots' }, 400, 'en', expect.stringMatching(/^Invalid request/) as unknown as string],
    ];
    for (const [change, status, lang, message] of cases) {
      const response = await checkout(token, { ...base, ...change }, { lang });
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect(response.body, JSON.stringify(change)).toEqual({ message });
    }
    const { phone: _phone, ...withoutPhone } = base;
    expect((await checkout(token, withoutPhone)).body).toEqual({ message: 'Phone number is required' });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ctx.database.db.$count(orders, eq(orders.userId, userId))).toBe(0);
  });

  it('answers 409 when the products are not the lines of the cart, with their specs and quantities', async () => {
    const other = await freshProduct(5);
    const cases = [
      [line(other)], // not in the cart
      [line(product, 1)], // another quantity
      [{ ...line(product, 2), color: product.colors[1] ?? 'none' }], // another colour
    ];
    for (const lines of cases) {
      const response = await checkout(token, checkoutBody(lines));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Your cart has changed since this page was opened. Please review it and try again.' });
    }
  });

  it('needs a login, and a well-formed Idempotency-Key when one is sent', async () => {
    const response = await checkout(null, checkoutBody([line(product, 2)]));
    expect(response.status).toBe(401);
    expectErrorBody(response.body);
    const badKey = await checkout(token, checkoutBody([line(product, 2)]), { key: 'short' });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toEqual({ message: 'The Idempotency-Key header must be 8 to 100 letters, digits or - _ . :' });
  });
});

describe('POST /api/orders: idempotency', () => {
  it('answers the same order to the same key, however many times and however fast it comes', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(10);
    const ordered = [line(product, 1)];
    await fillCart(shopper.token, ordered);
    const key = randomUUID();
    const body = checkoutBody(ordered);
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(shopper.token, body, { key })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.order.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await ctx.database.db.$count(orders, eq(orders.userId, shopper.user.id))).toBe(1);
    expect(await stockOf(product.id)).toBe(9);

    // The same key with another body is refused; the order stays as it was.
    const changed = await checkout(shopper.token, { ...body, phone: '555555555' }, { key });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: 'This checkout attempt was already used for a different order. Reload the page and try again.' });
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await checkout(shopper.token, reordered, { key })).body.order.id).toBe(responses[0]!.body.order.id);
  });

  it('keeps keys per shopper: another shopper using the same key places their own order', async () => {
    const key = randomUUID();
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const shopper = await signUp(ctx.app);
      const product = await freshProduct(3);
      await fillCart(shopper.token, [line(product)]);
      const response = await checkout(shopper.token, checkoutBody([line(product)]), { key });
      expect(response.status).toBe(201);
      ids.push(response.body.order.id);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('does not let a second attempt with a new key order the same cart twice', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct(10);
    await fillCart(shopper.token, [line(product)]);
    const [first, second] = await Promise.all([checkout(shopper.token, checkoutBody([line(product)])), checkout(shopper.token, checkoutBody([line(product)]))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(await stockOf(product.id)).toBe(9);
  });
});

describe('card orders through the gateway interface', () => {
  it('opens a payment at the configured gateway for the total, returning to the shop with the order id, and keeps the cart until it is paid', async () => {
    const started: PaymentRequest[] = [];
    const gateway: PaymentGateway = {
      name: 'moyasar',
      startPayment: async (request) => {
        started.push(request);
        return { paymentId: `inv_${request.orderId}`, paymentUrl: `https://pay.example/${request.orderId}` };
      },
      fetchPayment: async (id) => ({ id, status: 'initiated', amountHalalas: 0, currency: 'SAR', message: null, network: null }),
      closePayment: async () => {},
      refundPayment: async () => Promise.reject(new Error('nothing was paid')),
    };
    const withCards = await createTestApp({ payments: gateway });
    try {
      const shopper = await signUp(withCards.app);
      const [product] = await withCards.database.db.select().from(products).where(sql`${products.stock} > 0 and cardinality(${products.colors}) > 0`).limit(1);
      const ordered = [line(product!)];
      expect((await postJson(withCards.app, '/api/cart', payloadLine(ordered[0]!), { token: shopper.token })).status).toBe(200);
      const body = checkoutBody(ordered, { cod: false, amount: toSar(expectedPayable(ordered, 0, naqelRiyadh(false)).payable) });
      const key = randomUUID();
      const response = await postJson<OrderPlaced>(withCards.app, '/api/orders', body, { token: shopper.token, headers: { 'idempotency-key': key } });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const orderId = response.body.order.id;
      expect(response.body.payment_url).toBe(`https://pay.example/${orderId}`);
      expect(response.body.order).toMatchObject({ cod: false, status: 'pending' });
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({
        orderId,
        amountHalalas: expectedPayable(ordered, 0, naqelRiyadh(false)).payable,
        returnUrl: `http://localhost:5173/payment-status?order_id=${orderId}`,
        description: `Order ${orderNumber(orderId)}`,
        apiOrigin: 'http://localhost:3000',
      });
      // The gateway stops taking the payment after 30 minutes.
      expect(started[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(await withCards.database.db.$count(cartItems, eq(cartItems.userId, shopper.user.id))).toBe(1);
      // The same attempt again answers the same page to pay on.
      const again = await postJson<OrderPlaced>(withCards.app, '/api/orders', body, { token: shopper.token, headers: { 'idempotency-key': key } });
      expect(again.body.payment_url).toBe(response.body.payment_url);
      expect(started).toHaveLength(1);
    } finally {
      await withCards.close();
    }
  });

  it('refuses card orders when no gateway is configured, and fails the order when the gateway does not answer', async () => {
    const cashOnly = await createTestApp({ payments: null });
    try {
      const shopper = await signUp(cashOnly.app);
      const response = await postJson(cashOnly.app, '/api/orders', checkoutBody([], { cod: false, products: [{ product_id: 1, quantity: 1, specs: {} }] }), { token: shopper.token });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'Card payment is not available at the moment. Please choose cash on delivery.' });
    } finally {
      await cashOnly.close();
    }
    const down: PaymentGateway = {
      name: 'moyasar',
      startPayment: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      fetchPayment: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      closePayment: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      refundPayment: async () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const broken = await createTestApp({ payments: down });
    try {
      const shopper = await signUp(broken.app);
      const [product] = await broken.database.db.select().from(products).where(sql`${products.stock} > 2 and cardinality(${products.colors}) > 0`).limit(1);
      const ordered = [line(product!)];
      await postJson(broken.app, '/api/cart', payloadLine(ordered[0]!), { token: shopper.token });
      const response = await postJson(broken.app, '/api/orders', checkoutBody(ordered, { cod: false, amount: toSar(expectedPayable(ordered, 0, naqelRiyadh(false)).payable) }), {
        token: shopper.token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ message: expect.stringMatching(/not answering/) });
      // The order failed and gave its stock back; the cart is as it was.
      const [after] = await broken.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product!.id));
      expect(after!.stock).toBe(product!.stock);
      expect((await broken.database.db.select({ status: orders.status }).from(orders).where(eq(orders.userId, shopper.user.id)))[0]!.status).toBe('failed');
      expect(await broken.database.db.$count(cartItems, eq(cartItems.userId, shopper.user.id))).toBe(1);
    } finally {
      await broken.close();
    }
  });
});

describe('the last unit', () => {
  it('goes to exactly one of 50 shoppers ordering it at once, the others told which product ran out; 20 times over', async () => {
    const product = await freshProduct(1);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => signUp(ctx.app)));
    const ordered = [line(product, 1)];
    const body = checkoutBody(ordered);
    const name = product.nameEn;
    for (let round = 0; round < 20; round++) {
      await setStock(ctx.database.db, product.id, 1);
      const userIds = shoppers.map((s) => s.user.id);
      // Every shopper has the line in their cart (the last round's winner lost theirs).
      await ctx.database.db.delete(cartItems).where(and(inArray(cartItems.userId, userIds), eq(cartItems.productId, product.id)));
      await ctx.database.db.insert(cartItems).values(userIds.map((userId) => ({ userId, productId: product.id, quantity: 1, color: ordered[0]!.color, size: ordered[0]!.size })));

      const responses = await Promise.all(shoppers.map((s) => checkout(s.token, body)));
      const won = responses.filter((r) => r.status === 201);
      const lost = responses.filter((r) => r.status === 409);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(lost, `round ${round}`).toHaveLength(49);
      for (const r of lost) expect(r.body).toEqual({ message: `Sorry, not enough left in stock of: ${name}`, product_id: product.id });
      expect(await stockOf(product.id)).toBe(0);
      // The trader confirms the round's order, so no shopper reaches the limit of cash orders waiting.
      await ctx.database.db.update(orders).set({ status: 'confirmed' }).where(and(inArray(orders.userId, userIds), eq(orders.status, 'pending')));
    }
    const placed = await ctx.database.db.$count(orders, inArray(orders.userId, shoppers.map((s) => s.user.id)));
    console.info(`last unit: 20 rounds of 50 shoppers, ${placed} orders for 20 units, oversells ${Math.max(0, placed - 20)}`);
    expect(placed).toBe(20);
  }, 180_000);
});
