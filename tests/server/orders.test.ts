/**
 * The shopper's orders after checkout (my_orders, orders/{id}/status and order/latest, the
 * invoice QR): only the caller's own, in the contract's shapes.
 */
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { OrderList, type Order, type OrderStatus } from '../../server/src/contract/accounts';
import { LatestOrderResponse, OrderStatusResponse, type OrderPlaced } from '../../server/src/contract/checkout';
import { orderItems, orders, products } from '../../server/src/db/schema';
import { toSar } from '../../server/src/services/money';
import { payableHalalas } from './helpers/orders';
import { readTlv } from './helpers/invoice';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** Places a cash order of one unit of `productId` through the API, as checkout does. */
async function placeOrder(token: string, productId: number): Promise<OrderPlaced> {
  const [product] = await ctx.database.db.select().from(products).where(eq(products.id, productId));
  const specs = { color: product!.colors[0], size: product!.sizes[0] };
  expect((await postJson(ctx.app, '/api/cart', { product_id: productId, quantity: 1, specs }, { token })).status).toBe(200);
  // naqel to Jeddah: 25 SAR + 10 SAR cash on delivery, before VAT.
  const payable = payableHalalas([{ priceHalalas: product!.salePriceHalalas, quantity: 1 }], 0, { deliveryHalalas: 2_500, codFeeHalalas: 1_000 });
  const response = await postJson<OrderPlaced>(
    ctx.app,
    '/api/orders',
    {
      city: 'JED',
      area: 'Al Hamra',
      address: 'Al Hamra, Jeddah',
      zip_code: '23212',
      amount: toSar(payable),
      products: [{ product_id: productId, quantity: 1, specs }],
      cod: true,
      phone: '555123456',
      shipping_gate: 'naqel',
    },
    { token, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const getStatus = (url: string, token?: string) => ctx.app.inject({ url, headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) } });

describe('my_orders', () => {
  async function seedOrder(userId: number, createdAt: Date, status: OrderStatus, lines: { productId: number; quantity: number; priceHalalas: number }[]) {
    const [order] = await ctx.database.db
      .insert(orders)
      .values({ userId, status, createdAt, totalPriceHalalas: lines.reduce((s, l) => s + l.quantity * l.priceHalalas, 0), discountAmountHalalas: 500, shippingCostHalalas: 2500 })
      .returning();
    await ctx.database.db.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order!.id, color: 'black', size: 'M' })));
    return order!.id;
  }

  it("answers only the caller's orders, newest first, in the contract shape", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    expect((await ctx.app.inject({ url: '/api/my_orders', headers: bearer(alice.token) })).json()).toEqual([]);

    const older = await seedOrder(alice.user.id, new Date('2026-01-01T10:00:00Z'), 'completed', [{ productId: 1, quantity: 2, priceHalalas: 12_950 }]);
    const newer = await seedOrder(alice.user.id, new Date('2026-02-01T10:00:00Z'), 'pending', [
      { productId: 2, quantity: 1, priceHalalas: 9_900 },
      { productId: 3, quantity: 3, priceHalalas: 5_000 },
    ]);
    const bobs = await seedOrder(bob.user.id, new Date('2026-03-01T10:00:00Z'), 'rejected', [{ productId: 4, quantity: 1, priceHalalas: 100 }]);

    const mine = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(alice.token) })).json() as Order[];
    expectShape(OrderList, mine);
    expect(mine.map((o) => o.id)).toEqual([newer, older]);
    expect(mine[0]).toMatchObject({ status: 'pending', total_price: 249, discount_amount: 5, shippment_cost: 25, created_at: '2026-02-01T10:00:00.000Z' });
    expect(mine[0]!.items).toHaveLength(2);
    expect(mine[0]!.items[0]).toMatchObject({ product_id: 2, quantity: 1, price: 99, specs: { color: 'black', size: 'M' }, product: { id: 2 } });
    expect(mine[0]!.items[0]!.product.img).toMatch(/\.webp$/);

    const theirs = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(bob.token) })).json() as Order[];
    expect(theirs.map((o) => o.id)).toEqual([bobs]);
    expect(JSON.stringify(theirs)).not.toContain(`"id":${older},`);
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ url: '/api/my_orders' });
    expect(response.statusCode).toBe(401);
    expectErrorBody(response.json());
  });
});

describe('GET /api/orders/{id}/status and /api/order/latest', () => {
  it("answers the caller's order as [order, payment, shipment, tracking]: no payment or tracking for a new cash order", async () => {
    const shopper = await signUp(ctx.app);
    const placed = await placeOrder(shopper.token, 6);
    const response = await getStatus(`/api/orders/${placed.order.id}/status`, shopper.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as OrderStatusResponse;
    expectShape(OrderStatusResponse, body);
    // The invoice link is signed afresh with each answer.
    expect(body).toEqual([{ ...placed.order, invoice_url: expect.stringMatching(/\/api\/orders\/\d+\/invoice\?token=\d+\.[\w-]+&lng=en$/) }, null, placed.shippment, null]);
    // naqel to Jeddah, 25 SAR and 10 SAR for cash on delivery, each with VAT.
    expect(body[0]).toMatchObject({ status: 'pending', shippment_cost: 40.25, created_at: placed.order.created_at });
  });

  it('answers the newest order at order/latest, and null before the first: no order is no error', async () => {
    const shopper = await signUp(ctx.app);
    const none = await getStatus('/api/order/latest', shopper.token);
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toMatch(/application\/json/);
    expect(none.json()).toBeNull();
    expectShape(LatestOrderResponse, none.json());
    await placeOrder(shopper.token, 7);
    const newest = await placeOrder(shopper.token, 8);
    const latest = (await getStatus('/api/order/latest', shopper.token)).json() as OrderStatusResponse;
    expectShape(LatestOrderResponse, latest);
    expect(latest[0].id).toBe(newest.order.id);
  });

  it("answers another shopper's order like one that does not exist, and a visitor 401", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const placed = await placeOrder(owner.token, 9);
    const theirs = await getStatus(`/api/orders/${placed.order.id}/status`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Order not found' });
    expect((await getStatus(`/api/orders/999999/status`, other.token)).json()).toEqual({ message: 'Order not found' });
    const visitor = await getStatus(`/api/orders/${placed.order.id}/status`);
    expect(visitor.statusCode).toBe(401);
    expectErrorBody(visitor.json());
    for (const id of ['abc', '0', '2147483648']) expect((await getStatus(`/api/orders/${id}/status`, owner.token)).statusCode, id).toBe(400);
  });
});

describe('the invoice QR', () => {
  it('is a PNG whose QR code holds the ZATCA TLV fields, with the Arabic seller name intact', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await placeOrder(shopper.token, 11);
    const response = await ctx.app.inject({ url: `/${placed.order.qr_path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(code).not.toBeNull();
    const fields = readTlv(code!.data);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    // Prices include VAT, shipping and the COD fee too: the VAT is the total's 15/115.
    const total = row!.totalPriceHalalas + row!.shippingCostHalalas;
    expect(fields).toEqual({
      1: 'لباس',
      2: '310175397400003',
      3: placed.order.created_at.replace(/\.\d{3}Z$/, 'Z'),
      4: (total / 100).toFixed(2),
      5: (Math.round((total * 15) / 115) / 100).toFixed(2),
    });
    expect(row!.vatHalalas).toBe(Math.round((total * 15) / 115));
    // The seller name's length is counted in UTF-8 bytes: 4 letters, 8 bytes.
    expect(Buffer.from(code!.data, 'base64').subarray(0, 2)).toEqual(Buffer.from([1, 8]));
  });

  it('answers 404 to a name that is not an order\'s, and 400 to a malformed one', async () => {
    expect((await ctx.app.inject({ url: '/api/invoice-qr/AAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/invoice-qr/..%2F..%2Fetc.png' })).statusCode).toBe(400);
  });
});
