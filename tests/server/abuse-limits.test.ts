/**
 * Limits on what one client or shopper may do again and again: the contact form takes a client's
 * messages only as fast as sign-ups (shared through Redis when configured); a coupon may be used by
 * as many of one shopper's orders as it allows, checked in the order's transaction and given back
 * by a failed, rejected or expired order, and the cart's coupon check tells a signed-in shopper who
 * used theirs; and a review says when its author received the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Product } from '../../server/src/contract/catalog';
import type { ReviewResponse } from '../../server/src/contract/forms';
import { contactMessages, coupons, orders, type products } from '../../server/src/db/schema';
import { bearer, postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { databaseBefore } from './helpers/db';
import { orderLines } from './helpers/orders';
import { shopOnTwoProcesses } from './helpers/two-processes';
import { redisAvailable } from './helpers/redis';
import { expectErrorBody } from './helpers/shape';
import { productsWithOptions } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type ProductRow = typeof products.$inferSelect;

const freshProduct = productsWithOptions(() => ctx.database.db, 10, 20);
const specsOf = (product: ProductRow) => ({ color: product.colors[0]!, size: product.sizes[0]! });

describe('the contact form', () => {
  const message = (i: number) => ({ name: 'Omar Khalid', subject: `Spam ${i}`, email: 'omar@example.com', phone: '512345678', message: 'x'.repeat(5_000) });
  const send = (app: FastifyInstance, i: number, remoteAddress: string, lang: Lang = 'en') =>
    app.inject({ method: 'POST', url: '/api/contact-us', payload: message(i), remoteAddress, headers: { 'accept-language': lang } });

  it("takes a client's messages only as fast as sign-ups: a burst of 25 keeps 3, the rest refused in the client's language", async () => {
    const limited = await createTestApp({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 25; i++) statuses.push((await send(limited.app, i, '198.51.100.70')).statusCode);
      expect(statuses).toEqual([201, 201, 201, ...Array<number>(22).fill(429)]);
      expect(await limited.database.db.$count(contactMessages)).toBe(3);
      const refused = await send(limited.app, 25, '198.51.100.70', 'ar');
      expect(refused.statusCode).toBe(429);
      expectErrorBody(refused.json());
      expect(refused.json()).toEqual({ message: 'طلبات كثيرة، حاول مرة أخرى لاحقاً' });
      // Another client has its own count.
      expect((await send(limited.app, 26, '198.51.100.71')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  describe.skipIf(!redisAvailable)('with Redis', () => {
    const { twoProcesses } = shopOnTwoProcesses();

    it('counts every process together', async () => {
      const [a, b] = await twoProcesses({ authRateLimit: { max: 3, windowMs: 60_000 } });
      const statuses = [];
      for (const [i, app] of [a, b, a, b].entries()) statuses.push((await send(app, i, '203.0.113.70')).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  });
});

/** Orders one unit of a fresh product (put in the cart), naqel to Riyadh, cash on delivery. */
async function orderWith(token: string, coupon: { name: string; percent: number } | null, lang: Lang = 'en') {
  const product = await freshProduct();
  const specs = specsOf(product);
  const added = await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 1, specs }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return orderLines(ctx.app, token, [{ product, quantity: 1, specs }], { lang, ...(coupon ? { coupon } : {}) });
}

const WELCOME = { name: 'WELCOME10', percent: 10 };

const trader = (orderId: number, step: 'confirm' | 'reject' | 'ship' | 'complete') =>
  ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${orderId}/${step}`, headers: { 'x-trader-key': TEST_TRADER_KEY } });

const checkCoupon = (name: string, token?: string, lang: Lang = 'en') =>
  ctx.app.inject({ url: `/api/coupon/by_name/${name}`, headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) } });

const usedCount = async (name: string) => (await ctx.database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.name, name)))[0]!.used;

describe('a coupon with a per-shopper limit', () => {
  it('is the welcome coupon, once per shopper: a second order with it is refused, in their language, and takes nothing', async () => {
    const shopper = await signUp(ctx.app);
    const first = await orderWith(shopper.token, WELCOME);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.order.discount_amount).toBeGreaterThan(0);
    const used = await usedCount('WELCOME10');

    const again = await orderWith(shopper.token, WELCOME);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'You have already used this coupon' });
    expect((await orderWith(shopper.token, WELCOME, 'ar')).body).toEqual({ message: 'سبق أن استخدمت هذا الكوبون' });
    expect(await usedCount('WELCOME10')).toBe(used);
    // Any case of the code is the same coupon.
    expect((await orderWith(shopper.token, { name: 'welcome10', percent: 10 })).status).toBe(422);

    // Another shopper has their own use.
    const other = await signUp(ctx.app);
    expect((await orderWith(other.token, WELCOME)).status).toBe(201);
  });

  it('cannot be used twice by two orders placed at once', async () => {
    const shopper = await signUp(ctx.app);
    const responses = await Promise.all([orderWith(shopper.token, WELCOME), orderWith(shopper.token, WELCOME)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    const [row] = await ctx.database.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.name, 'WELCOME10'));
    const withIt = await ctx.database.db.$count(orders, sql`${orders.userId} = ${shopper.user.id} and ${orders.couponId} = ${row!.id}`);
    expect(withIt).toBe(1);
  });

  it('comes back when the order using it is rejected, or fails (as an unconfirmed cash order does in time)', async () => {
    const shopper = await signUp(ctx.app);
    const first = await orderWith(shopper.token, WELCOME);
    expect(first.status).toBe(201);
    expect((await trader(first.body.order.id, 'reject')).statusCode).toBe(200);
    const second = await orderWith(shopper.token, WELCOME);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // Left unconfirmed past its time, it fails by itself and gives the use back too.
    await ctx.database.db.update(orders).set({ createdAt: sql`now() - interval '49 hours'` }).where(eq(orders.id, second.body.order.id));
    await ctx.app.jobs.runDue();
    expect((await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, second.body.order.id)))[0]!.status).toBe('failed');
    expect((await orderWith(shopper.token, WELCOME)).status).toBe(201);
  });

  it('is set per coupon: one allowing 2 orders per shopper refuses the third', async () => {
    await ctx.database.db.update(coupons).set({ perShopperLimit: 2 }).where(eq(coupons.name, 'EID25'));
    try {
      const shopper = await signUp(ctx.app);
      const eid = { name: 'EID25', percent: 25 };
      const first = await orderWith(shopper.token, eid);
      expect(first.status).toBe(201);
      expect((await trader(first.body.order.id, 'confirm')).statusCode).toBe(200);
      expect((await orderWith(shopper.token, eid)).status).toBe(201);
      expect((await orderWith(shopper.token, eid)).body).toEqual({ message: 'You have already used this coupon' });
      // A coupon without a per-shopper limit is any number of orders'.
      const summer = { name: 'SUMMER15', percent: 15 };
      const other = await signUp(ctx.app);
      for (let i = 0; i < 2; i++) {
        const placed = await orderWith(other.token, summer);
        expect(placed.status).toBe(201);
        expect((await trader(placed.body.order.id, 'confirm')).statusCode).toBe(200);
      }
      expect((await orderWith(other.token, summer)).status).toBe(201);
    } finally {
      await ctx.database.db.update(coupons).set({ perShopperLimit: null }).where(eq(coupons.name, 'EID25'));
    }
  });
});

describe('GET /api/coupon/by_name/{name}', () => {
  it('says "already used" to a signed-in shopper who used it, and answers a visitor, an invalid login or another shopper as before', async () => {
    const shopper = await signUp(ctx.app);
    expect((await checkCoupon('WELCOME10', shopper.token)).json()).toEqual({ discount: 10 });
    expect((await orderWith(shopper.token, WELCOME)).status).toBe(201);

    const used = await checkCoupon('welcome10', shopper.token);
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({ message: 'You have already used this coupon' });
    expect((await checkCoupon('WELCOME10', shopper.token, 'ar')).json()).toEqual({ message: 'سبق أن استخدمت هذا الكوبون' });
    // Never kept: the next caller's answer is their own.
    expect(used.headers['cache-control']).toBe('no-store');

    const visitor = await checkCoupon('WELCOME10');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ discount: 10 });
    expect((await checkCoupon('WELCOME10', 'not.a.token')).json()).toEqual({ discount: 10 });
    const other = await signUp(ctx.app);
    expect((await checkCoupon('WELCOME10', other.token)).json()).toEqual({ discount: 10 });
    // The other reasons stand, signed in or not.
    expect((await checkCoupon('RAMADAN20', shopper.token)).json()).toEqual({ message: 'This coupon has expired' });
    expect((await checkCoupon('NOPE', shopper.token)).statusCode).toBe(404);
  });
});

describe('the welcome coupon in a database seeded before the per-shopper limit', () => {
  it('is once per shopper after the upgrade; other coupons are any number of orders', async () => {
    const { client, migrateRest, close } = await databaseBefore('0024');
    try {
      await client.query(`insert into coupons (name, discount, usage_limit, used_count) values ('WELCOME10', 10, 1000, 128), ('EID25', 25, 500, 87)`);
      await migrateRest();
      const { rows } = await client.query<{ name: string; per_shopper_limit: number | null }>('select name, per_shopper_limit from coupons order by name');
      expect(rows).toEqual([
        { name: 'EID25', per_shopper_limit: null },
        { name: 'WELCOME10', per_shopper_limit: 1 },
      ]);
    } finally {
      await close();
    }
  });
});

describe('a review', () => {
  const review = (token: string, productId: number) =>
    postJson<ReviewResponse>(ctx.app, '/api/product-reviews', { product_id: productId, rating: 5, review: 'Lovely fabric.', name: 'ignored' }, { token });
  const reviewsOf = async (productId: number) => ((await ctx.app.inject({ url: `/api/products/${productId}` })).json() as Product).reviews;

  it('is a verified purchase once its author has received the product, and says so on the product', async () => {
    const buyer = await signUp(ctx.app, { name: 'Huda Buyer' });
    const placed = await orderWith(buyer.token, null);
    expect(placed.status).toBe(201);
    const productId = placed.body.order.items![0]!.product_id!;
    const browser = await signUp(ctx.app, { name: 'Lama Browser' });
    expect((await review(browser.token, productId)).body.review.verified_purchase).toBe(false);

    // Ordered is not received: not yet.
    expect((await review(buyer.token, productId)).body.review.verified_purchase).toBe(false);
    for (const step of ['confirm', 'ship', 'complete'] as const) expect((await trader(placed.body.order.id, step)).statusCode).toBe(200);
    expect((await review(buyer.token, productId)).body.review.verified_purchase).toBe(true);

    const listed = await reviewsOf(productId);
    expect(listed.find((r) => r.name === 'Huda Buyer')!.verified_purchase).toBe(true);
    expect(listed.find((r) => r.name === 'Lama Browser')!.verified_purchase).toBe(false);
  });

  it('is not, when its author has another product, or the order with it was rejected; seeded reviews have no author and are not', async () => {
    const shopper = await signUp(ctx.app, { name: 'Nada Rejected' });
    const placed = await orderWith(shopper.token, null);
    const productId = placed.body.order.items![0]!.product_id!;
    expect((await trader(placed.body.order.id, 'reject')).statusCode).toBe(200);
    expect((await review(shopper.token, productId)).body.review.verified_purchase).toBe(false);
    const other = await orderWith(shopper.token, null);
    for (const step of ['confirm', 'ship', 'complete'] as const) expect((await trader(other.body.order.id, step)).statusCode).toBe(200);
    expect((await review(shopper.token, productId)).body.review.verified_purchase).toBe(false);

    const [seeded] = await ctx.database.db.execute<{ product_id: number }>(sql`select product_id from reviews where user_id is null limit 1`).then((r) => (r as unknown as { rows: { product_id: number }[] }).rows);
    for (const r of await reviewsOf(seeded!.product_id)) if (r.name !== 'Nada Rejected') expect(r.verified_purchase).toBe(false);
  });
});
