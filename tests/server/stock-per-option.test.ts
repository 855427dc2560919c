/**
 * Stock per option and back-in-stock alerts ("Stock"; capabilities `stock-per-size`, `alerts`):
 * orders take from and give back to each line's colour and size, the total always equals the sum of
 * the options, the last unit of an option goes to one buyer, existing databases migrate their stock,
 * and an alert mails once, in the shopper's language, when its option comes back.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES, Product, type StoreInfo } from '../../server/src/contract/catalog';
import type { OrderPlaced } from '../../server/src/contract/checkout';
import { OptionStockResponse, StockAlertList, StockAlertResponse } from '../../server/src/contract/stock';
import { products, productStock, stockAlerts } from '../../server/src/db/schema';
import { optionStock } from '../../server/src/db/seed/option-stock';
import { catalogue } from '../../server/src/db/seed/content';
import type { Mailer, MailMessage, OutboxEntry } from '../../server/src/services/mail';
import { toSar } from '../../server/src/services/money';
import { bearer, postJson, signUp, type Lang } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { databaseBefore } from './helpers/db';
import { naqelRiyadh, payableHalalas } from './helpers/orders';
import { expectErrorBody, expectShape } from './helpers/shape';
import { setStock, stockOfOption } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ config: { mailOutbox: true } });
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;

/** Seeded products with at least two colours and two sizes, one per test, so tests share no stock. */
let nextProduct = 40;
async function freshProduct() {
  for (;;) {
    const [row] = await db().select().from(products).where(eq(products.id, nextProduct++));
    if (!row) throw new Error('Ran out of seeded products');
    if (row.colors.length > 1 && row.sizes.length > 1) return row;
  }
}

const setOption = (productId: number, option: { color: string; size: string }, stock: number, lang: Lang = 'en', key: string | null = TEST_TRADER_KEY) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/trader/products/${productId}/stock`,
    payload: { ...option, stock },
    headers: { 'accept-language': lang, ...(key ? { 'x-trader-key': key } : {}) },
  });

/** Fails unless every product's stock is the sum of its options. */
async function expectTotalsEqualSums() {
  const result = await db().execute<{ n: number }>(sql`
    select count(*)::int as n from products p
     where p.stock <> (select coalesce(sum(s.stock), 0) from product_stock s where s.product_id = p.id)`);
  expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
}

const totalOf = async (productId: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

const outbox = async (email: string) => {
  const response = await ctx.app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(email)}` });
  expect(response.statusCode).toBe(200);
  return response.json() as OutboxEntry[];
};

const alerts = (token: string, lang: Lang = 'en') => ctx.app.inject({ url: '/api/stock-alerts', headers: { ...bearer(token), 'accept-language': lang } });
const askAlert = (token: string, body: Record<string, unknown>, lang: Lang = 'en', headers: Record<string, string> = {}) =>
  postJson<StockAlertResponse>(ctx.app, '/api/stock-alerts', body, { token, lang, headers });
const cancelAlert = (token: string, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${id}`, headers: { ...bearer(token), 'accept-language': 'en' } });

/** Orders `quantity` of one option, cash on delivery, naqel to Riyadh; answers the raw response. */
async function order(token: string, product: typeof products.$inferSelect, option: { color: string; size: string }, quantity = 1) {
  const added = await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity, specs: option }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const payable = payableHalalas([{ priceHalalas: product.salePriceHalalas, quantity }], 0, naqelRiyadh(true));
  return postJson<OrderPlaced & { product_id?: number }>(
    ctx.app,
    '/api/orders',
    {
      city: 'RUH',
      area: 'Al Olaya',
      address: 'Al Olaya, Riyadh',
      zip_code: '12211',
      amount: toSar(payable),
      products: [{ product_id: product.id, quantity, specs: option }],
      cod: true,
      phone: '501234567',
      shipping_gate: 'naqel',
    },
    { token, headers: { 'idempotency-key': randomUUID() } },
  );
}

describe('stock per option', () => {
  it('lists both capabilities in store-info', async () => {
    expect(CAPABILITIES).toEqual(expect.arrayContaining(['stock-per-size', 'alerts']));
    const [info] = (await ctx.app.inject({ url: '/api/store-info' })).json() as StoreInfo[];
    expect(info!.capabilities).toEqual(expect.arrayContaining(['stock-per-size', 'alerts']));
  });

  it("answers a product's availability: every colour with every size, adding up to its quantity", async () => {
    const product = await freshProduct();
    const answer = (await ctx.app.inject({ url: `/api/products/${product.id}` })).json() as Product;
    expectShape(Product, answer);
    expect(answer.availability).toHaveLength(product.colors.length * product.sizes.length);
    expect(answer.availability!.map((o) => [o.color, o.size])).toEqual(product.colors.flatMap((color) => product.sizes.map((size) => [color, size])));
    expect(answer.availability!.reduce((sum, o) => sum + o.stock, 0)).toBe(answer.quantity);
    // A product without colours or sizes has one option, '' and ''.
    await db().update(products).set({ colors: [], sizes: [] }).where(eq(products.id, product.id));
    await setOption(product.id, { color: '', size: '' }, 4);
    const plain = (await ctx.app.inject({ url: `/api/products/${product.id}` })).json() as Product;
    expect(plain.availability).toEqual([{ color: '', size: '', stock: 4 }]);
    // Lists stay as they were: the field is the product page's.
    const list = (await ctx.app.inject({ url: '/api/products' })).json() as { data: Product[] };
    expect(list.data[0]).not.toHaveProperty('availability');
  });

  it('keeps the total equal to the sum of the options, and the database refuses anything else', async () => {
    await expectTotalsEqualSums();
    const product = await freshProduct();
    // The check constraint: an option never goes below 0.
    await expect(db().update(productStock).set({ stock: -1 }).where(eq(productStock.productId, product.id))).rejects.toThrow();
    // The total is the trigger's alone.
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/product_stock/) }) };
    await expect(db().update(products).set({ stock: 999 }).where(eq(products.id, product.id))).rejects.toMatchObject(refusal);
    await expect(db().execute(sql`insert into products (slug, category_id, brand_id, name_ar, name_en, description_ar, description_en,
      seo_description_ar, seo_description_en, seo_keywords_ar, seo_keywords_en, price_halalas, stock)
      values ('x', 1, 1, 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 100, 5)`)).rejects.toMatchObject(refusal);
    await expectTotalsEqualSums();
  });

  it('takes an order from its colour and size, and a rejected order puts it back there', async () => {
    const product = await freshProduct();
    const [a, b] = [
      { color: product.colors[0]!, size: product.sizes[0]! },
      { color: product.colors[1]!, size: product.sizes[1]! },
    ];
    await setOption(product.id, a, 5);
    await setOption(product.id, b, 7);
    const total = await totalOf(product.id);
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper.token, product, a, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockOfOption(db(), product.id, a.color, a.size)).toBe(3);
    expect(await stockOfOption(db(), product.id, b.color, b.size)).toBe(7);
    expect(await totalOf(product.id)).toBe(total - 2);
    await expectTotalsEqualSums();

    const rejected = await ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${placed.body.order.id}/reject`, headers: { 'x-trader-key': TEST_TRADER_KEY } });
    expect(rejected.statusCode).toBe(200);
    expect(await stockOfOption(db(), product.id, a.color, a.size)).toBe(5);
    expect(await totalOf(product.id)).toBe(total);
    await expectTotalsEqualSums();
  });

  it("refuses a cart line beyond its colour and size's stock, though the product has more", async () => {
    const product = await freshProduct();
    const [a, b] = [
      { color: product.colors[0]!, size: product.sizes[0]! },
      { color: product.colors[1]!, size: product.sizes[0]! },
    ];
    await setOption(product.id, a, 2);
    await setOption(product.id, b, 0);
    expect(await totalOf(product.id)).toBeGreaterThan(2);
    const { token } = await signUp(ctx.app);
    for (const [lang, message] of [
      ['en', 'This colour and size is out of stock'],
      ['ar', 'هذا اللون والمقاس غير متوفر حالياً'],
    ] as const) {
      expect(await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 1, specs: b }, { token, lang })).toMatchObject({ status: 400, body: { message } });
    }
    expect(await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 3, specs: a }, { token })).toMatchObject({
      status: 400,
      body: { message: 'Not enough in stock. Available: 2' },
    });
    expect((await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 2, specs: a }, { token })).status).toBe(200);
  });

  it("gives an option's last unit to one of two shoppers; the other gets a 409 naming the product", async () => {
    const product = await freshProduct();
    const last = { color: product.colors[0]!, size: product.sizes[0]! };
    await setStock(db(), product.id, 1, last);
    await setOption(product.id, { color: product.colors[1]!, size: product.sizes[1]! }, 9);
    const shoppers = await Promise.all([signUp(ctx.app), signUp(ctx.app)]);
    for (const s of shoppers) expect((await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity: 1, specs: last }, { token: s.token })).status).toBe(200);
    const payable = payableHalalas([{ priceHalalas: product.salePriceHalalas, quantity: 1 }], 0, naqelRiyadh(true));
    const body = {
      city: 'RUH', area: 'x', address: 'x', zip_code: '12211', amount: toSar(payable), cod: true, phone: '501234567', shipping_gate: 'naqel',
      products: [{ product_id: product.id, quantity: 1, specs: last }],
    };
    const responses = await Promise.all(shoppers.map((s) => postJson(ctx.app, '/api/orders', body, { token: s.token, headers: { 'idempotency-key': randomUUID() } })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.status === 409)!.body).toEqual({ message: `Sorry, not enough left in stock of: ${product.nameEn}`, product_id: product.id });
    expect(await stockOfOption(db(), product.id, last.color, last.size)).toBe(0);
    expect(await totalOf(product.id)).toBe(9);
    await expectTotalsEqualSums();
  });

  it('lets the trader set an option, validated, with translated errors', async () => {
    const product = await freshProduct();
    const option = { color: product.colors[0]!, size: product.sizes[0]! };
    const set = await setOption(product.id, option, 6);
    expect(set.statusCode).toBe(200);
    expectShape(OptionStockResponse, set.json());
    expect(set.json()).toMatchObject({ product_id: product.id, ...option, stock: 6, quantity: await totalOf(product.id), alerts_sent: 0 });
    expect((await setOption(product.id, option, 6, 'en', null)).statusCode).toBe(401);
    expect((await setOption(product.id, option, 6, 'en', 'wrong-key-wrong-key-wrong')).statusCode).toBe(401);
    expect((await setOption(999_999, option, 6)).statusCode).toBe(404);
    for (const [lang, message] of [
      ['en', 'The stock must be a whole number from 0 to 1000000'],
      ['ar', 'يجب أن يكون المخزون رقماً صحيحاً من 0 إلى 1000000'],
    ] as const) {
      const bad = await setOption(product.id, option, -1, lang);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message });
    }
    const noSize = await setOption(product.id, { color: option.color, size: 'XXXL-not-a-size' }, 1);
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toEqual({ message: 'This size is not available for this product' });
  });
});

describe('back-in-stock alerts (capability alerts)', () => {
  it('are made for a sold-out option only, once per shopper, listed and cancelled by their owner only', async () => {
    const product = await freshProduct();
    const soldOut = { color: product.colors[0]!, size: product.sizes[1]! };
    const inStock = { color: product.colors[0]!, size: product.sizes[0]! };
    await setOption(product.id, soldOut, 0);
    await setOption(product.id, inStock, 3);
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);

    const made = await askAlert(alice.token, { product_id: product.id, ...soldOut });
    expect(made.status).toBe(201);
    expectShape(StockAlertResponse, made.body);
    expect(made.body).toMatchObject({ message: "We'll email you when it's back in stock", data: { product_id: product.id, ...soldOut, sent_at: null } });
    const again = await askAlert(alice.token, { product_id: product.id, ...soldOut }, 'ar');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(made.body.data.id);
    expect(again.body.message).toBe('طلبك مسجل مسبقاً، وسنراسلك عند توفره من جديد');

    // In stock: add it to the cart instead.
    for (const [lang, message] of [
      ['en', 'This colour and size is in stock: add it to your cart instead'],
      ['ar', 'هذا اللون والمقاس متوفر حالياً، يمكنك إضافته إلى السلة'],
    ] as const) {
      expect(await askAlert(alice.token, { product_id: product.id, ...inStock }, lang)).toMatchObject({ status: 409, body: { message } });
    }
    expect(await askAlert(alice.token, { product_id: 999_999, ...soldOut })).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await askAlert(alice.token, { product_id: product.id, color: soldOut.color })).toMatchObject({ status: 400, body: { message: 'Please choose a size' } });
    expect(await askAlert(alice.token, { product_id: product.id, ...soldOut, size: 'nope' }, 'ar')).toMatchObject({
      status: 400,
      body: { message: 'هذا المقاس غير متوفر لهذا المنتج' },
    });
    for (const body of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: product.id, size: 'x'.repeat(61) }]) {
      const bad = await askAlert(alice.token, body);
      expect(bad.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.status, JSON.stringify(body)).toBeLessThan(500);
      expectErrorBody(bad.body);
    }
    expect((await postJson(ctx.app, '/api/stock-alerts', { product_id: product.id, ...soldOut })).status).toBe(401);
    expect((await ctx.app.inject({ url: '/api/stock-alerts' })).statusCode).toBe(401);

    const listed = await alerts(alice.token);
    expect(listed.statusCode).toBe(200);
    expectShape(StockAlertList, listed.json());
    expect((listed.json() as StockAlertList).data.map((a) => a.id)).toEqual([made.body.data.id]);
    expect((await alerts(bob.token)).json()).toEqual({ data: [] });

    // Bob cannot cancel Alice's alert: to him it does not exist.
    const stolen = await cancelAlert(bob.token, made.body.data.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'Alert not found' });
    expect((await cancelAlert(alice.token, 'abc')).statusCode).toBe(400);
    const cancelled = await cancelAlert(alice.token, made.body.data.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: "Alert cancelled: we won't email you about it" });
    expect((await alerts(alice.token)).json()).toEqual({ data: [] });
    expect((await cancelAlert(alice.token, made.body.data.id)).statusCode).toBe(404);
  });

  it("mail each waiting shopper once, in their language, with the product's link, when the trader restocks; not again on 2 → 3", async () => {
    const product = await freshProduct();
    const option = { color: product.colors[1]!, size: product.sizes[1]! };
    await setOption(product.id, option, 0);
    const english = await signUp(ctx.app, { name: 'Sara Ahmed' });
    const arabic = await signUp(ctx.app, { name: 'ريم العتيبي' });
    const other = await signUp(ctx.app);
    expect((await askAlert(english.token, { product_id: product.id, ...option }, 'en', { origin: 'http://localhost:5173' })).status).toBe(201);
    // An origin (or Host) that is not configured is not where the mail sends the shopper.
    const forged = { origin: 'http://evil.example', host: 'evil.example' };
    expect((await askAlert(arabic.token, { product_id: product.id, ...option }, 'ar', forged)).status).toBe(201);
    // Another option's alert stays waiting.
    const elsewhere = { color: product.colors[0]!, size: product.sizes[1]! };
    await setOption(product.id, elsewhere, 0);
    expect((await askAlert(other.token, { product_id: product.id, ...elsewhere })).status).toBe(201);

    const restocked = await setOption(product.id, option, 2);
    expect(restocked.json()).toMatchObject({ stock: 2, alerts_sent: 2 });
    const [mailEn] = await outbox(english.email);
    expect(mailEn!.subject).toBe(`Back in stock at Libas: ${product.nameEn}`);
    expect(mailEn!.text).toContain('Hello Sara Ahmed');
    expect(mailEn!.text).toContain(`${product.nameEn} (`);
    expect(mailEn!.text).toContain(`size ${option.size}`);
    // The shop the shopper asked from (a CORS origin), in their language.
    expect(mailEn!.text).toContain(`http://localhost:5173/product/${product.id}?lng=en`);
    const [mailAr] = await outbox(arabic.email);
    expect(mailAr!.subject).toBe(`عاد إلى المخزون في لباس: ${product.nameAr}`);
    expect(mailAr!.text).toContain('مرحباً ريم العتيبي');
    expect(mailAr!.text).toContain(`http://localhost:3000/product/${product.id}?lng=ar`);
    expect(mailAr!.text).not.toContain('evil.example');
    expect(await outbox(other.email)).toEqual([]);
    const [sent] = (((await alerts(english.token)).json()) as StockAlertList).data;
    expect(sent!.sent_at).toEqual(expect.any(String));

    // 2 → 3, the jobs' run, and sold out and back without a new alert: no second mail.
    expect((await setOption(product.id, option, 3)).json()).toMatchObject({ alerts_sent: 0 });
    await ctx.app.jobs.runDue();
    await setOption(product.id, option, 0);
    await setOption(product.id, option, 4);
    expect(await outbox(english.email)).toHaveLength(1);
    expect(await outbox(arabic.email)).toHaveLength(1);
    // A new alert after it sold out again is a new wish: it gets its own mail.
    await setOption(product.id, option, 0);
    expect((await askAlert(english.token, { product_id: product.id, ...option })).status).toBe(201);
    await setOption(product.id, option, 1);
    expect(await outbox(english.email)).toHaveLength(2);
  });

  it("mail when a rejected order's units bring the option back", async () => {
    const product = await freshProduct();
    const option = { color: product.colors[0]!, size: product.sizes[0]! };
    await setOption(product.id, option, 1);
    const buyer = await signUp(ctx.app);
    const waiting = await signUp(ctx.app);
    const placed = await order(buyer.token, product, option);
    expect(placed.status).toBe(201);
    expect((await askAlert(waiting.token, { product_id: product.id, ...option }, 'ar')).status).toBe(201);
    expect(await outbox(waiting.email)).toEqual([]);
    await ctx.app.inject({ method: 'POST', url: `/api/trader/orders/${placed.body.order.id}/reject`, headers: { 'x-trader-key': TEST_TRADER_KEY } });
    expect(await stockOfOption(db(), product.id, option.color, option.size)).toBe(1);
    const mails = await outbox(waiting.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(product.nameAr);
  });
});

describe('delivery that fails', () => {
  it('keeps a mail the mailer refused for the next delivery, then sends it once', async () => {
    const sent: MailMessage[] = [];
    let refuse = true;
    const flaky: Mailer = {
      async send(message) {
        if (refuse && message.subject.startsWith('Back in stock')) throw new Error('SMTP down');
        sent.push(message);
      },
    };
    const app = await createTestApp({ mailer: flaky });
    try {
      const [product] = await app.database.db.select().from(products).where(sql`cardinality(${products.sizes}) > 1`).limit(1);
      const option = { color: product!.colors[0] ?? '', size: product!.sizes[1]! };
      const put = (stock: number) =>
        app.app.inject({ method: 'PUT', url: `/api/trader/products/${product!.id}/stock`, payload: { ...option, stock }, headers: { 'x-trader-key': TEST_TRADER_KEY } });
      await put(0);
      const shopper = await signUp(app.app);
      expect((await postJson(app.app, '/api/stock-alerts', { product_id: product!.id, ...option }, { token: shopper.token })).status).toBe(201);
      expect((await put(5)).json()).toMatchObject({ alerts_sent: 0 });
      const [waiting] = await app.database.db.select().from(stockAlerts).where(eq(stockAlerts.userId, shopper.user.id));
      expect(waiting).toMatchObject({ sentAt: null, dueAt: expect.any(Date) });
      refuse = false;
      await app.app.jobs.runDue();
      await app.app.jobs.runDue();
      expect(sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('migration 0012', () => {
  it("spreads an existing database's stock over each product's options, keeping every total", async () => {
    // The migrations up to 0010, as a database made before stock per option has them.
    const { client, migrateRest, close } = await databaseBefore('0011');
    try {
      await client.exec(`
        insert into categories (id, slug, name_ar, name_en, img) values (1, 'c', 'ق', 'c', 'c.webp');
        insert into brands (id, slug, name_ar, name_en, img) values (1, 'b', 'م', 'b', 'b.webp');
        insert into colors (key, hex, name_ar, name_en) values ('black', '#000', 'أسود', 'Black'), ('navy', '#001', 'كحلي', 'Navy');
        insert into products (id, slug, category_id, brand_id, name_ar, name_en, description_ar, description_en, seo_description_ar,
                              seo_description_en, seo_keywords_ar, seo_keywords_en, price_halalas, stock, colors, sizes)
        values (1, 'sized', 1, 1, 'a', 'a', '', '', '', '', '', '', 100, 11, '{black,navy}', '{S,M,L}'),
               (2, 'plain', 1, 1, 'b', 'b', '', '', '', '', '', '', 100, 5, '{}', '{}'),
               (3, 'sizes-only', 1, 1, 'c', 'c', '', '', '', '', '', '', 100, 0, '{}', '{40,41}');`);
      await migrateRest();
      const rows = (await client.query<{ product_id: number; color: string; size: string; stock: number }>(
        'select product_id, color, size, stock from product_stock order by product_id, color, size',
      )).rows;
      // 11 over 6 options: 2 each, the first five in the product's own order one more.
      expect(rows.filter((r) => r.product_id === 1).map((r) => [r.color, r.size, r.stock])).toEqual([
        ['black', 'L', 2],
        ['black', 'M', 2],
        ['black', 'S', 2],
        ['navy', 'L', 1],
        ['navy', 'M', 2],
        ['navy', 'S', 2],
      ]);
      expect(rows.filter((r) => r.product_id === 2)).toEqual([{ product_id: 2, color: '', size: '', stock: 5 }]);
      expect(rows.filter((r) => r.product_id === 3).map((r) => [r.size, r.stock])).toEqual([['40', 0], ['41', 0]]);
      const totals = (await client.query<{ id: number; stock: number }>('select id, stock from products order by id')).rows;
      expect(totals).toEqual([{ id: 1, stock: 11 }, { id: 2, stock: 5 }, { id: 3, stock: 0 }]);
      // From now on the options drive the total.
      await client.exec("update product_stock set stock = stock + 4 where product_id = 1 and color = 'navy' and size = 'L'");
      expect((await client.query<{ stock: number }>('select stock from products where id = 1')).rows[0]!.stock).toBe(15);
    } finally {
      await close();
    }
  });
});

describe('the seeded stock', () => {
  it('is deterministic, adds up to each product, and has sold-out sizes and low options to show', () => {
    let soldOutSize = 0;
    let low = 0;
    for (const product of catalogue.products) {
      const options = optionStock(product);
      expect(options, product.key).toEqual(optionStock(product));
      expect(options.reduce((sum, o) => sum + o.stock, 0), product.key).toBe(product.quantity);
      expect(options.every((o) => Number.isInteger(o.stock) && o.stock >= 0)).toBe(true);
      if (product.quantity > 0) expect(options[0]!.stock, product.key).toBeGreaterThan(0);
      const sizes = new Set(product.sizes);
      if (product.quantity > 0 && [...sizes].some((size) => options.filter((o) => o.size === size).every((o) => o.stock === 0))) soldOutSize++;
      if (options.some((o) => o.stock >= 1 && o.stock <= 3)) low++;
    }
    expect(soldOutSize).toBeGreaterThanOrEqual(5);
    expect(low).toBeGreaterThanOrEqual(10);
    // The journey's product (tests/e2e/stock-alerts.spec.ts): the first, size 60 sold out, 58 down to 2.
    const crepe = catalogue.products[0]!;
    expect(crepe.key).toBe('abaya-classic-crepe');
    expect(optionStock(crepe).filter((o) => o.size === '60').map((o) => o.stock)).toEqual([0]);
    expect(optionStock(crepe).find((o) => o.size === '58')!.stock).toBe(2);
  });

  it('is in the seeded database, and the product page shows it', async () => {
    const answer = (await ctx.app.inject({ url: '/api/products/1' })).json() as Product;
    expect(answer.availability!.find((o) => o.size === '60')).toEqual({ color: 'black', size: '60', stock: 0 });
    const rows = await db().select().from(productStock).where(and(eq(productStock.productId, 1), eq(productStock.size, '58')));
    expect(rows.map((r) => r.stock)).toEqual([2]);
  });
});
