/**
 * The server cart (the contract's cart calls): ownership, validation, one line per product and
 * specs, and persistence across a restart. Coupons' distinct failure messages in both languages.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { AddCartItemResponse, CartList, type CartItem } from '../../server/src/contract/cart';
import { openDatabase } from '../../server/src/db/client';
import { seed } from '../../server/src/db/seed';
import { cartItems, coupons, products } from '../../server/src/db/schema';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, getJson, testConfig, type TestApp } from './helpers/app';
import { usingPostgres } from './helpers/db';
import { expectErrorBody, expectShape } from './helpers/shape';
import { setStock, stockEveryOption } from './helpers/stock';

let ctx: TestApp;
/** A product with a known stock and several colours and sizes (not 2 to 4, which tests change). */
let product: typeof products.$inferSelect;
beforeAll(async () => {
  ctx = await createTestApp();
  const all = await ctx.database.db.select().from(products).orderBy(products.id);
  const chosen = all.find((p) => p.colors.length > 1 && p.sizes.length > 1 && p.id > 4)!;
  // 5 of each colour and size.
  product = await stockEveryOption(ctx.database.db, chosen.id, 5);
});
afterAll(() => ctx?.close());

const getCart = async (token: string) => {
  const response = await ctx.app.inject({ url: '/api/cart', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  const body = response.json() as CartList;
  expectShape(CartList, body);
  return body.data;
};
const addLine = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  postJson<Required<AddCartItemResponse>>(ctx.app, '/api/cart', body, { token, lang });
const remove = (token: string, url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { ...bearer(token), 'accept-language': 'en' } });

describe('cart', () => {
  it('adds a line and answers the sent payload with the stored line', async () => {
    const { token } = await signUp(ctx.app);
    expect(await getCart(token)).toEqual([]);
    const sent = { product_id: product.id, quantity: 2, specs: { color: product.colors[0], size: product.sizes[0] } };
    const added = await addLine(token, sent);
    expect(added.status).toBe(200);
    expectShape(AddCartItemResponse, added.body);
    expect(added.body).toMatchObject({ ...sent, message: 'Added to cart' });
    expect(added.body.data).toMatchObject({ product_id: product.id, quantity: 2, specs: sent.specs });

    const [line] = await getCart(token);
    expect(line).toEqual(added.body.data);
    // The product's stock: all its colours and sizes together.
    expect(line!.product).toMatchObject({ id: product.id, quantity: product.stock });
    expect(line!.product.img).toMatch(/\.webp$/);
    expect(line!.product.specs[0]!.map((s) => s.value)).toEqual([...product.colors, ...product.sizes]);
    const catalogue = await getJson<{ price: number; discount: number; name: string; name_en: string }>(ctx.app, `/api/products/${product.id}`);
    expect(line!.product).toMatchObject({
      price: catalogue.body.price,
      discount: catalogue.body.discount,
      name: catalogue.body.name,
      name_en: catalogue.body.name_en,
    });
  });

  it('updates the line with the same product and specs instead of duplicating it; other specs make another line', async () => {
    const { token } = await signUp(ctx.app);
    const specs = { color: product.colors[0], size: product.sizes[0] };
    const first = await addLine(token, { product_id: product.id, quantity: 1, specs });
    const again = await addLine(token, { product_id: product.id, quantity: 3, specs }, 'ar');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.message).toBe('تم تحديث السلة');
    const other = await addLine(token, { product_id: product.id, quantity: 1, specs: { ...specs, size: product.sizes[1] } });
    expect(other.body.data.id).not.toBe(first.body.data.id);
    const cart = await getCart(token);
    expect(cart.map((l) => [l.id, l.quantity, l.specs.size])).toEqual([
      [first.body.data.id, 3, product.sizes[0]],
      [other.body.data.id, 1, product.sizes[1]],
    ]);
  });

  it('changes a line by its id, merging it into an equal line', async () => {
    const { token } = await signUp(ctx.app);
    const a = await addLine(token, { product_id: product.id, quantity: 1, specs: { color: product.colors[0], size: product.sizes[0] } });
    const b = await addLine(token, { product_id: product.id, quantity: 2, specs: { color: product.colors[1], size: product.sizes[0] } });
    // New colour for line a: it becomes its own colour change.
    const moved = await addLine(token, { id: a.body.data.id, product_id: product.id, quantity: 1, specs: { color: product.colors[0], size: product.sizes[1] } });
    expect(moved.body.data).toMatchObject({ id: a.body.data.id, specs: { size: product.sizes[1] } });
    // Line a takes line b's specs: the two merge, quantities added.
    const merged = await addLine(token, { id: a.body.data.id, product_id: product.id, quantity: 1, specs: b.body.data.specs });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ id: b.body.data.id, quantity: 3 });
    expect((await getCart(token)).map((l) => l.id)).toEqual([b.body.data.id]);
  });

  it('validates quantity, colour and size with 400 { message }, and an unknown product with 404', async () => {
    const { token } = await signUp(ctx.app);
    const specs = { color: product.colors[0], size: product.sizes[0] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ product_id: product.id, quantity: 0, specs }, 400, 'The quantity must be a whole number of at least 1'],
      [{ product_id: product.id, quantity: -2, specs }, 400, 'The quantity must be a whole number of at least 1'],
      [{ product_id: product.id, quantity: 1.5, specs }, 400, 'The quantity must be a whole number of at least 1'],
      [{ product_id: product.id, quantity: 'two', specs }, 400, 'The quantity must be a whole number of at least 1'],
      [{ product_id: product.id, quantity: 6, specs }, 400, 'Not enough in stock. Available: 5'],
      [{ product_id: product.id, quantity: 1, specs: { ...specs, color: 'no-such-colour' } }, 400, 'This colour is not available for this product'],
      [{ product_id: product.id, quantity: 1, specs: { ...specs, size: 'XXXXXL' } }, 400, 'This size is not available for this product'],
      [{ product_id: product.id, quantity: 1, specs: { size: specs.size } }, 400, 'Please choose a colour'],
      [{ product_id: product.id, quantity: 1, specs: { color: specs.color, size: ' ' } }, 400, 'Please choose a size'],
      [{ product_id: 999_999, quantity: 1, specs }, 404, 'Product not found'],
      [{ id: 999_999, product_id: product.id, quantity: 1, specs }, 404, 'This item is not in your cart'],
    ];
    for (const [body, status, message] of cases) {
      const response = await addLine(token, body);
      expect(response.status, message).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect((await addLine(token, cases[4]![0], 'ar')).body).toEqual({ message: 'الكمية غير متوفرة في المخزون. المتوفر: 5' });
    expect(await getCart(token)).toEqual([]);
    // Exactly the stock is fine.
    expect((await addLine(token, { product_id: product.id, quantity: 5, specs })).status).toBe(200);
  });

  it('refuses an out-of-stock product, and takes no specs for a product without options', async () => {
    const { token } = await signUp(ctx.app);
    await setStock(ctx.database.db, 2, 0);
    const [p2] = await ctx.database.db.select().from(products).where(eq(products.id, 2));
    const out = await addLine(token, { product_id: 2, quantity: 1, specs: { color: p2!.colors[0], size: p2!.sizes[0] } });
    expect(out).toMatchObject({ status: 400, body: { message: 'This product is out of stock' } });

    await ctx.database.db.update(products).set({ colors: [], sizes: [] }).where(eq(products.id, 3));
    await setStock(ctx.database.db, 3, 3);
    const plain = await addLine(token, { product_id: 3, quantity: 1, specs: {} });
    expect(plain.status).toBe(200);
    expect(plain.body.data.specs).toEqual({});
    expect((await addLine(token, { product_id: 3, quantity: 2, specs: { color: '', size: '' } })).body.data).toMatchObject({ id: plain.body.data.id, quantity: 2 });
    expect((await addLine(token, { product_id: 3, quantity: 1, specs: { color: 'black' } })).status).toBe(400);
  });

  it("keeps carts apart: nobody reads, changes or removes another user's line", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const specs = { color: product.colors[0], size: product.sizes[0] };
    const line = (await addLine(alice.token, { product_id: product.id, quantity: 2, specs })).body.data;
    await addLine(bob.token, { product_id: product.id, quantity: 1, specs });

    expect((await getCart(bob.token)).map((l) => l.quantity)).toEqual([1]);
    const steal = await addLine(bob.token, { id: line.id, product_id: product.id, quantity: 4, specs });
    expect(steal).toMatchObject({ status: 404, body: { message: 'This item is not in your cart' } });
    const removed = await remove(bob.token, `/api/cart/${line.id}`);
    expect(removed.statusCode).toBe(404);
    expectErrorBody(removed.json());
    expect((await remove(bob.token, '/api/cart')).statusCode).toBe(200);

    expect(await getCart(bob.token)).toEqual([]);
    expect((await getCart(alice.token)).map((l) => [l.id, l.quantity])).toEqual([[line.id, 2]]);
  });

  it("gives a sale item's price before the discount, and null for a full-price one", async () => {
    const shopper = await signUp(ctx.app);
    const [sale] = await ctx.database.db.select().from(products).where(sql`${products.discount} > 0 and ${products.stock} > 0 and cardinality(${products.colors}) > 0`).limit(1);
    const [full] = await ctx.database.db.select().from(products).where(sql`${products.discount} = 0 and ${products.stock} > 0 and cardinality(${products.colors}) > 0`).limit(1);
    for (const row of [sale!, full!]) {
      const added = await postJson<Required<AddCartItemResponse>>(ctx.app, '/api/cart', { product_id: row.id, quantity: 1, specs: { color: row.colors[0], size: row.sizes[0] } }, { token: shopper.token });
      expect(added.status).toBe(200);
      expect(added.body.data.product.original_price).toBe(row === sale ? row.priceHalalas / 100 : null);
      expect(added.body.data.product.price).toBe(row.salePriceHalalas / 100);
    }
  });

  it('removes one line and clears the cart, with messages', async () => {
    const { token } = await signUp(ctx.app);
    const a = await addLine(token, { product_id: product.id, quantity: 1, specs: { color: product.colors[0], size: product.sizes[0] } });
    await addLine(token, { product_id: product.id, quantity: 1, specs: { color: product.colors[1], size: product.sizes[0] } });
    const removed = await remove(token, `/api/cart/${a.body.data.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Removed from cart' });
    expect(await getCart(token)).toHaveLength(1);
    expect((await remove(token, `/api/cart/${a.body.data.id}`)).statusCode).toBe(404);
    expect((await remove(token, '/api/cart/abc')).statusCode).toBe(400);
    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/cart', headers: { ...bearer(token), 'accept-language': 'ar' } });
    expect(cleared.json()).toEqual({ message: 'تم حذف السلة بنجاح' });
    expect(await getCart(token)).toEqual([]);
  });

  it('needs a login for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart'],
      ['DELETE', '/api/cart/1'],
      ['DELETE', '/api/cart'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? { product_id: 1, quantity: 1, specs: {} } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expectErrorBody(response.json());
    }
  });

  it('drops lines of a deleted product', async () => {
    const { token } = await signUp(ctx.app);
    const [p] = await ctx.database.db.select().from(products).where(eq(products.id, 4));
    await addLine(token, { product_id: 4, quantity: 1, specs: { color: p!.colors[0], size: p!.sizes[0] } });
    await ctx.database.db.delete(products).where(eq(products.id, 4));
    expect(await getCart(token)).toEqual([]);
  });
});

describe('persistence', () => {
  it('keeps the cart across a restart: a new app over the same stored database', async () => {
    if (usingPostgres) {
      // The database is a server: a second app with a fresh pool is a restart of the API.
      const { token } = await signUp(ctx.app);
      const added = await addLine(token, { product_id: product.id, quantity: 2, specs: { color: product.colors[0], size: product.sizes[0] } });
      await ctx.app.inject({ url: '/api/cart', headers: bearer(token) });
      const restarted = await buildApp({ db: ctx.database.db, config: testConfig() });
      const cart = (await restarted.inject({ url: '/api/cart', headers: bearer(token) })).json() as CartList;
      await restarted.close();
      expect(cart.data.map((l: CartItem) => [l.id, l.quantity])).toEqual([[added.body.data.id, 2]]);
      return;
    }
    // Embedded database in a folder: close everything, open the folder again.
    const dataDir = await mkdtemp(join(tmpdir(), 'libas-cart-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      await seed(first.db);
      const app = await buildApp({ db: first.db, config: testConfig() });
      const { token } = await signUp(app);
      const specs = { color: product.colors[0], size: product.sizes[0] };
      const added = await postJson<Required<AddCartItemResponse>>(app, '/api/cart', { product_id: product.id, quantity: 2, specs }, { token });
      expect(added.status).toBe(200);
      await app.close();
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const again = await buildApp({ db: second.db, config: testConfig() });
      const cart = (await again.inject({ url: '/api/cart', headers: bearer(token) })).json() as CartList;
      await again.close();
      await second.close();
      expect(cart.data.map((l) => [l.id, l.quantity, l.specs])).toEqual([[added.body.data.id, 2, specs]]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('coupons', () => {
  it('answers { discount } for a valid coupon and distinct messages, in both languages, for expired, used-up and unknown ones', async () => {
    const all = await ctx.database.db.select().from(coupons);
    const now = Date.now();
    const valid = all.find((c) => (!c.expiresAt || c.expiresAt.getTime() > now) && (c.usageLimit === null || c.usedCount < c.usageLimit))!;
    const expired = all.find((c) => c.expiresAt && c.expiresAt.getTime() <= now)!;
    const usedUp = all.find((c) => (!c.expiresAt || c.expiresAt.getTime() > now) && c.usageLimit !== null && c.usedCount >= c.usageLimit)!;
    expect((await getJson(ctx.app, `/api/coupon/by_name/${encodeURIComponent(valid.name)}`)).body).toEqual({ discount: valid.discount });
    for (const lang of ['ar', 'en'] as const) {
      const answers = await Promise.all(
        [expired.name, usedUp.name, 'NO-SUCH-COUPON'].map((name) => getJson<{ message: string }>(ctx.app, `/api/coupon/by_name/${encodeURIComponent(name)}`, lang)),
      );
      expect(answers.map((a) => a.status)).toEqual([422, 422, 404]);
      answers.forEach((a) => expectErrorBody(a.body));
      expect(new Set(answers.map((a) => a.body.message)).size).toBe(3);
    }
    expect(await ctx.database.db.$count(cartItems)).toBeGreaterThan(0);
  });
});
