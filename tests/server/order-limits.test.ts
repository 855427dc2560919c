/**
 * How much of the shop's stock one shopper may hold ("Stock", "Order life"): at most 2 cash orders
 * waiting for the trader, at most 10 units of one colour and size per order, and a cash order the
 * trader has not confirmed in time fails by itself, giving back its stock and its coupon use.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { cartItems, coupons, orderEvents, orders, products } from '../../server/src/db/schema';
import { postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { orderLines, placeOrder } from './helpers/orders';
import { expectErrorBody } from './helpers/shape';
import { productsWithOptions, stockEveryOption, stockOfOption } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type ProductRow = typeof products.$inferSelect;

const freshProduct = productsWithOptions(() => ctx.database.db, 20, 30);

const specsOf = (product: ProductRow) => ({ color: product.colors[0]!, size: product.sizes[0]! });

/** Puts the lines in the shopper's cart (each in its product's first colour and size). */
async function fillCart(token: string, lines: { product: ProductRow; quantity: number }[]) {
  for (const { product, quantity } of lines) {
    const added = await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity, specs: specsOf(product) }, { token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

/** Orders the lines (already in the cart), naqel to Riyadh; cash on delivery unless said. */
const checkout = (token: string, lines: { product: ProductRow; quantity: number }[], options: { cod?: boolean; lang?: Lang; coupon?: { name: string; percent: number } } = {}) =>
  orderLines(ctx.app, token, lines.map((line) => ({ ...line, specs: specsOf(line.product) })), options);

/** Fills the cart with one unit of a fresh product and orders it; answers the placed order. */
async function cashOrder(token: string) {
  const lines = [{ product: await freshProduct(), quantity: 1 }];
  await fillCart(token, lines);
  const placed = await checkout(token, lines);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.order;
}

const trader = (orderId: number, step: 'confirm' | 'reject') =>
  ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${orderId}/${step}`, headers: { 'x-trader-key': TEST_TRADER_KEY } });

const statusOf = async (orderId: number) => (await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('cash orders waiting for the trader', () => {
  it('are at most 2 per shopper: a third is refused, in their language, and takes nothing', async () => {
    const shopper = await signUp(ctx.app);
    await cashOrder(shopper.token);
    await cashOrder(shopper.token);
    const third = [{ product: await freshProduct(), quantity: 1 }];
    await fillCart(shopper.token, third);

    const refused = await checkout(shopper.token, third);
    expect(refused.status).toBe(422);
    expectErrorBody(refused.body);
    expect(refused.body).toEqual({
      message: "You already have 2 cash-on-delivery orders waiting for the shop's confirmation. You can pay for this one by card, or order it once the shop has confirmed them.",
    });
    const inArabic = await checkout(shopper.token, third, { lang: 'ar' });
    expect(inArabic.body).toEqual({ message: 'لديك طلبان بالدفع عند الاستلام بانتظار تأكيد المتجر. يمكنك دفع هذا الطلب بالبطاقة، أو طلبه بعد أن يؤكدهما المتجر' });
    // Nothing was taken: its stock and its cart line are as they were.
    expect(await stockOfOption(ctx.database.db, third[0]!.product.id, specsOf(third[0]!.product).color, specsOf(third[0]!.product).size)).toBe(30);
    expect(await ctx.database.db.$count(cartItems, eq(cartItems.userId, shopper.user.id))).toBe(1);

    // A card order is no cash order: it may be placed.
    const byCard = await checkout(shopper.token, third, { cod: false });
    expect(byCard.status, JSON.stringify(byCard.body)).toBe(201);
  });

  it('count only while they wait: once the trader confirms or rejects one, another may be placed', async () => {
    const shopper = await signUp(ctx.app);
    const first = await cashOrder(shopper.token);
    const second = await cashOrder(shopper.token);
    expect((await trader(first.id, 'confirm')).statusCode).toBe(200);
    const third = await cashOrder(shopper.token);
    expect((await trader(second.id, 'reject')).statusCode).toBe(200);
    await cashOrder(shopper.token);
    const fifth = [{ product: await freshProduct(), quantity: 1 }];
    await fillCart(shopper.token, fifth);
    expect((await checkout(shopper.token, fifth)).status).toBe(422);
    expect(await statusOf(third.id)).toBe('pending');
    // Another shopper's waiting orders are theirs.
    const other = await signUp(ctx.app);
    await cashOrder(other.token);
    await cashOrder(other.token);
  });

  it('cannot both be the third when two are placed at once', async () => {
    const shopper = await signUp(ctx.app);
    await cashOrder(shopper.token);
    const [a, b] = [{ product: await freshProduct(), quantity: 1 }, { product: await freshProduct(), quantity: 1 }];
    await fillCart(shopper.token, [a, b]);
    const responses = await Promise.all([checkout(shopper.token, [a]), checkout(shopper.token, [b])]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    const waiting = await ctx.database.db.$count(orders, and(eq(orders.userId, shopper.user.id), eq(orders.cod, true), eq(orders.status, 'pending')));
    expect(waiting).toBe(2);
  });
});

describe('one colour and size in one order', () => {
  it('is at most 10 units: the cart takes 10, refuses 11, and merging two lines stops at 10', async () => {
    const shopper = await signUp(ctx.app);
    // The last such product: freshProduct hands them out from the first.
    const [twoSizes] = await ctx.database.db.select().from(products).where(sql`cardinality(${products.sizes}) > 1 and cardinality(${products.colors}) > 0`).orderBy(desc(products.id)).limit(1);
    const product = await stockEveryOption(ctx.database.db, twoSizes!.id, 30);
    const body = (quantity: number) => ({ product_id: product.id, quantity, specs: specsOf(product) });
    const eleven = await postJson(ctx.app, '/api/cart', body(11), { token: shopper.token });
    expect(eleven.status).toBe(400);
    expect(eleven.body).toEqual({ message: 'At most 10 pieces of one colour and size per order' });
    expect((await postJson(ctx.app, '/api/cart', body(11), { token: shopper.token, lang: 'ar' })).body).toEqual({
      message: 'الحد الأقصى 10 قطع من اللون والمقاس نفسيهما في الطلب الواحد',
    });
    const ten = await postJson<{ data: { id: number; quantity: number } }>(ctx.app, '/api/cart', body(10), { token: shopper.token });
    expect(ten.status, JSON.stringify(ten.body)).toBe(200);

    // Another size's line moved onto this size merges into it, up to 10.
    const otherSize = product.sizes[1]!;
    const other = await postJson<{ data: { id: number } }>(ctx.app, '/api/cart', { ...body(4), specs: { ...specsOf(product), size: otherSize } }, { token: shopper.token });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const merged = await postJson<{ data: { quantity: number } }>(ctx.app, '/api/cart', { id: other.body.data.id, ...body(4) }, { token: shopper.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.quantity).toBe(10);
  });

  it('is at most 10 units at checkout too, whatever the cart holds', async () => {
    const shopper = await signUp(ctx.app);
    const product = await freshProduct();
    // A line written before the limit, or by another client.
    await ctx.database.db.insert(cartItems).values({ userId: shopper.user.id, productId: product.id, quantity: 11, ...specsOf(product) });
    const refused = await checkout(shopper.token, [{ product, quantity: 11 }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'At most 10 pieces of one colour and size per order' });
    expect(await stockOfOption(ctx.database.db, product.id, specsOf(product).color, specsOf(product).size)).toBe(30);

    await ctx.database.db.update(cartItems).set({ quantity: 10 }).where(eq(cartItems.userId, shopper.user.id));
    const placed = await checkout(shopper.token, [{ product, quantity: 10 }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});

describe('a cash order the trader has not confirmed', () => {
  /** Makes the order `hours` old. */
  const age = (orderId: number, hours: number) =>
    ctx.database.db.update(orders).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(orders.id, orderId));

  it('fails after 48 hours, through the job runner, giving back its stock and its coupon use', async () => {
    const shopper = await signUp(ctx.app);
    const lines = [{ product: await freshProduct(), quantity: 3 }];
    await fillCart(shopper.token, lines);
    const [before] = await ctx.database.db.select().from(coupons).where(eq(coupons.name, 'SUMMER15'));
    const placed = await checkout(shopper.token, lines, { coupon: { name: 'SUMMER15', percent: 15 } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order.id;
    const { color, size } = specsOf(lines[0]!.product);
    expect(await stockOfOption(ctx.database.db, lines[0]!.product.id, color, size)).toBe(27);
    const usedCount = async () => (await ctx.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, before!.id)))[0]!.used;
    expect(await usedCount()).toBe(before!.usedCount + 1);

    await age(orderId, 47);
    await ctx.app.jobs.runDue();
    expect(await statusOf(orderId)).toBe('pending');

    await age(orderId, 48);
    await ctx.app.jobs.runDue();
    expect(await statusOf(orderId)).toBe('failed');
    expect(await stockOfOption(ctx.database.db, lines[0]!.product.id, color, size)).toBe(30);
    expect(await usedCount()).toBe(before!.usedCount);
    expect((await ctx.database.db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.status)).toEqual([
      'pending',
      'failed',
    ]);
    // Running again changes nothing.
    await ctx.app.jobs.runDue();
    expect(await stockOfOption(ctx.database.db, lines[0]!.product.id, color, size)).toBe(30);
  });

  it('is left alone once confirmed, and a card order waits for its own expiry', async () => {
    const shopper = await signUp(ctx.app);
    const confirmed = await cashOrder(shopper.token);
    expect((await trader(confirmed.id, 'confirm')).statusCode).toBe(200);
    const card = [{ product: await freshProduct(), quantity: 1 }];
    await fillCart(shopper.token, card);
    const byCard = await checkout(shopper.token, card, { cod: false });
    expect(byCard.status, JSON.stringify(byCard.body)).toBe(201);
    await age(confirmed.id, 100);
    await age(byCard.body.order.id, 100);
    await ctx.app.jobs.runDue();
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await statusOf(byCard.body.order.id)).toBe('pending');
  });

  it('fails after the time the configuration sets', async () => {
    const app = await createTestApp({ config: { cashOrderExpiryHours: 2 } });
    try {
      const shopper = await signUp(app.app);
      const { placed } = await placeOrder(app.app, app.database.db, shopper.token, { productId: 30 });
      const orderId = placed.order.id;
      await app.database.db.update(orders).set({ createdAt: sql`now() - interval '1 hour 59 minutes'` }).where(eq(orders.id, orderId));
      await app.app.jobs.runDue();
      expect((await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('pending');
      await app.database.db.update(orders).set({ createdAt: sql`now() - interval '2 hours 1 minute'` }).where(eq(orders.id, orderId));
      await app.app.jobs.runDue();
      expect((await app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('failed');
    } finally {
      await app.close();
    }
  });
});
