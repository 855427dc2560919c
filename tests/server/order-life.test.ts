/**
 * An order's life after checkout: the trader's key-protected steps and the
 * ones it may not take, the demo carrier as database jobs (each run once however many runners), the
 * public tracking page and the signed printable invoice.
 */
import { randomUUID } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderPlaced, OrderStatusResponse } from '../../server/src/contract/checkout';
import { colors, jobs, orderEvents, orders, products, store } from '../../server/src/db/schema';
import { enqueueJob, runDueJobs, type JobHandlers } from '../../server/src/services/jobs';
import { toSar, withVat } from '../../server/src/services/money';
import { naqelRiyadh, payableHalalas } from './helpers/orders';
import { orderNumber, type ReferenceOrder } from '../../server/src/services/orders';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { halalasOf, readInvoice, readTlv } from './helpers/invoice';
import { expectErrorBody } from './helpers/shape';
import { setStock } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ config: { demoCarrier: true } });
});
afterAll(() => ctx?.close());

type ProductRow = typeof products.$inferSelect;

let nextProductId = 40;
/** The next seeded product with colours and sizes. */
async function nextProduct(): Promise<ProductRow> {
  for (;;) {
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, nextProductId++));
    if (!product) throw new Error('Ran out of seeded products');
    if (product.colors.length && product.sizes.length) return product;
  }
}

/**
 * A cash order, fastlo to the Eastern Province, by a new shopper: one unit of the next product
 * unless `lines` says otherwise, each line in its product's first colour and size.
 */
async function cashOrder(options: { lines?: { product: ProductRow; quantity: number }[]; coupon?: { name: string; percent: number }; delivery?: Record<string, string> } = {}) {
  const shopper = await signUp(ctx.app, { name: 'Reem Alotaibi' });
  const lines = options.lines ?? [{ product: await nextProduct(), quantity: 1 }];
  const ordered = [];
  for (const { product, quantity } of lines) {
    await setStock(ctx.database.db, product.id, 5);
    const specs = { color: product.colors[0], size: product.sizes[0] };
    await postJson(ctx.app, '/api/cart', { product_id: product.id, quantity, specs }, { token: shopper.token });
    ordered.push({ product_id: product.id, quantity, specs });
  }
  // fastlo to the Eastern Province: 24 SAR + 7.50 SAR cash on delivery, before VAT.
  const payable = payableHalalas(
    lines.map(({ product, quantity }) => ({ priceHalalas: product.salePriceHalalas, quantity })),
    options.coupon?.percent ?? 0,
    { deliveryHalalas: 2_400, codFeeHalalas: 750 },
  );
  const response = await postJson<OrderPlaced>(
    ctx.app,
    '/api/orders',
    {
      city: 'Eastern Province',
      area: 'Al Faisaliyah',
      address: 'Al Faisaliyah, Dammam',
      zip_code: '32272',
      amount: toSar(payable),
      products: ordered,
      cod: true,
      phone: '0551234567',
      shipping_gate: 'fastlo',
      ...(options.coupon ? { coupon: options.coupon.name } : {}),
      ...(options.delivery ? { delivery: options.delivery } : {}),
    },
    { token: shopper.token, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { shopper, product: lines[0]!.product, orderId: response.body.order.id };
}

const trader = (url: string, key: string | null = TEST_TRADER_KEY) =>
  ctx.app.inject({ method: url.startsWith('GET ') ? 'GET' : 'POST', url: url.replace(/^(GET|POST) /, ''), headers: { 'accept-language': 'en', ...(key === null ? {} : { 'x-trader-key': key }) } });
const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const status = async (token: string, orderId: number) => (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: bearer(token) })).json() as OrderStatusResponse;

/** Runs the order's due jobs now, as if their time had come. */
async function runJobsOf(orderId: number) {
  await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.orderId, orderId));
  return ctx.app.jobs.runDue();
}

describe('the trader', () => {
  it('needs the trader key', async () => {
    for (const key of [null, 'wrong-key-wrong-key', `${TEST_TRADER_KEY}x`]) {
      const response = await trader('GET /api/trader/orders', key);
      expect(response.statusCode).toBe(401);
      expectErrorBody(response.json());
    }
    const off = await createTestApp({ seed: false, config: { traderKey: null } });
    try {
      expect((await off.app.inject({ url: '/api/trader/orders', headers: { 'x-trader-key': 'anything-at-all-x' } })).statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });

  it('confirms, ships with a random tracking number, and completes, each step recorded with its time', async () => {
    const { shopper, orderId } = await cashOrder();
    expect((await trader(`POST /api/trader/orders/${orderId}/complete`)).statusCode).toBe(409);
    expect((await trader(`POST /api/trader/orders/${orderId}/confirm`)).json()).toEqual({ id: orderId, status: 'confirmed', tracking_number: null });
    const shipped = (await trader(`POST /api/trader/orders/${orderId}/ship`)).json() as { tracking_number: string };
    expect(shipped.tracking_number).toMatch(/^[A-HJ-NP-Z2-9]{14}$/);
    expect(shipped.tracking_number).not.toContain(String(orderId));
    const [order, , shipment, tracking] = await status(shopper.token, orderId);
    expect(order.status).toBe('shippment_created');
    expect(shipment!.tracking_number).toBe(shipped.tracking_number);
    expect(tracking).toEqual({ url_original: `http://localhost:3000/api/tracking/${shipped.tracking_number}?lng=ar` });
    // The link opens the page in the language the shopper reads the shop in.
    const [, , , inEnglish] = (await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: { ...bearer(shopper.token), 'accept-language': 'en' } })).json() as OrderStatusResponse;
    expect(inEnglish).toEqual({ url_original: `http://localhost:3000/api/tracking/${shipped.tracking_number}?lng=en` });
    expect((await trader(`POST /api/trader/orders/${orderId}/complete`)).json()).toMatchObject({ status: 'completed' });
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed', 'shippment_created', 'completed']);
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true);
    const listed = (await trader('GET /api/trader/orders?status=completed')).json() as { id: number; tracking_number: string }[];
    expect(listed.find((o) => o.id === orderId)?.tracking_number).toBe(shipped.tracking_number);
  });

  it('refuses steps that are not allowed with 409, and gives the stock back when it rejects an order', async () => {
    const { product, orderId } = await cashOrder();
    expect(await stockOf(product.id)).toBe(4);
    expect((await trader(`POST /api/trader/orders/${orderId}/reject`)).json()).toMatchObject({ status: 'rejected' });
    expect(await stockOf(product.id)).toBe(5);
    const impossible = await trader(`POST /api/trader/orders/${orderId}/complete`);
    expect(impossible.statusCode).toBe(409);
    expect(impossible.json()).toEqual({ message: 'This order cannot change like that: rejected → completed' });
    expect((await trader(`POST /api/trader/orders/${orderId}/reject`)).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
    expect((await trader('POST /api/trader/orders/999999/confirm')).statusCode).toBe(404);
    expect((await trader(`POST /api/trader/orders/${orderId}/teleport`)).statusCode).toBe(400);
  });

  it('does not confirm a card order the gateway has not been paid for', async () => {
    const shopper = await signUp(ctx.app);
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, 60));
    await setStock(ctx.database.db, 60, 5);
    const specs = { color: product!.colors[0], size: product!.sizes[0] };
    await postJson(ctx.app, '/api/cart', { product_id: 60, quantity: 1, specs }, { token: shopper.token });
    const payable = payableHalalas([{ priceHalalas: product!.salePriceHalalas, quantity: 1 }], 0, naqelRiyadh(false));
    const placed = await postJson<OrderPlaced>(
      ctx.app,
      '/api/orders',
      { city: 'RUH', area: 'x', address: 'x', zip_code: '12211', amount: toSar(payable), products: [{ product_id: 60, quantity: 1, specs }], cod: false, phone: '501234567', returnUrl: 'http://localhost:5173/payment-status', shipping_gate: 'naqel' },
      { token: shopper.token, headers: { 'idempotency-key': randomUUID() } },
    );
    const response = await trader(`POST /api/trader/orders/${placed.body.order.id}/confirm`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This card order has not been paid yet' });
  });
});

describe('the demo carrier (DEMO_CARRIER)', () => {
  it('confirms a cash order and hands it to the carrier, as jobs in the database', async () => {
    const { shopper, orderId } = await cashOrder();
    expect((await ctx.database.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.orderId, orderId))).map((j) => j.kind)).toEqual(['demo-confirm']);
    // Not yet due: a few seconds away.
    await ctx.app.jobs.runDue();
    expect((await status(shopper.token, orderId))[0].status).toBe('pending');
    await runJobsOf(orderId);
    expect((await status(shopper.token, orderId))[0].status).toBe('confirmed');
    await runJobsOf(orderId);
    const [order, , shipment, tracking] = await status(shopper.token, orderId);
    expect(order.status).toBe('shippment_created');
    expect(shipment!.tracking_number).toMatch(/^[A-Z2-9]{14}$/);
    expect(tracking!.url_original).toContain(shipment!.tracking_number!);
  });

  it('leaves alone an order the trader has already moved', async () => {
    const { shopper, orderId } = await cashOrder();
    await trader(`POST /api/trader/orders/${orderId}/reject`);
    await runJobsOf(orderId);
    expect((await status(shopper.token, orderId))[0].status).toBe('rejected');
    expect((await ctx.database.db.select().from(jobs).where(eq(jobs.orderId, orderId)))[0]!.doneAt).not.toBeNull();
  });
});

describe('jobs', () => {
  it('runs each due job once however many runners look at the same moment, and tries a failing one again later', async () => {
    const { orderId } = await cashOrder();
    await ctx.database.db.delete(jobs).where(eq(jobs.orderId, orderId));
    for (let i = 0; i < 12; i++) await enqueueJob(ctx.database.db, 'demo-ship', orderId, -1);
    const runs: number[] = [];
    const handlers: JobHandlers = {
      'demo-ship': async (id) => {
        runs.push(id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      'demo-confirm': async () => {
        throw new Error('carrier down');
      },
      'expire-card-payment': async () => {},
      'close-card-payment': async () => {},
    };
    const counts = await Promise.all(Array.from({ length: 4 }, () => runDueJobs(ctx.database.db, handlers, 5)));
    const more = await runDueJobs(ctx.database.db, handlers);
    expect(counts.reduce((a, b) => a + b, 0) + more).toBe(12);
    expect(runs).toHaveLength(12);

    await enqueueJob(ctx.database.db, 'demo-confirm', orderId, -1);
    expect(await runDueJobs(ctx.database.db, handlers)).toBe(1);
    const [failed] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'demo-confirm')).orderBy(sql`${jobs.id} desc`).limit(1);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'carrier down', doneAt: null, lockedUntil: null });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
    // A claim whose runner died (its lease over) is taken again.
    await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'`, lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, failed!.id));
    expect(await runDueJobs(ctx.database.db, handlers)).toBe(1);
    await ctx.database.db.delete(jobs).where(inArray(jobs.id, [failed!.id]));
  });
});

describe('the tracking page', () => {
  it("is public and bilingual: the carrier, the destination city and the timeline, and nothing of the shopper's", async () => {
    const { shopper, orderId } = await cashOrder();
    await runJobsOf(orderId);
    await runJobsOf(orderId);
    const [, , shipment] = await status(shopper.token, orderId);
    const url = `/api/tracking/${shipment!.tracking_number}`;
    const ar = await ctx.app.inject({ url });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toMatch(/text\/html/);
    for (const text of ['lang="ar" dir="rtl"', 'فاستلو', 'المنطقة الشرقية', 'استُلم الطلب', 'تم تأكيد الطلب', 'سُلّمت الشحنة لشركة الشحن', 'aria-current="step"']) expect(ar.body).toContain(text);
    const en = await ctx.app.inject({ url: `${url}?lng=en` });
    for (const text of ['lang="en"', 'Fastlo', 'Eastern Province', 'Order received', 'Handed to the carrier']) expect(en.body).toContain(text);
    expect((await ctx.app.inject({ url, headers: { 'accept-language': 'en-US,en;q=0.9' } })).body).toContain('Order confirmed');
    // The shop's language cookie outranks the browser's; ?lng outranks both.
    expect((await ctx.app.inject({ url, headers: { cookie: 'i18next=en', 'accept-language': 'ar' } })).body).toContain('lang="en"');
    expect((await ctx.app.inject({ url: `${url}?lng=ar`, headers: { cookie: 'i18next=en' } })).body).toContain('lang="ar"');
    for (const personal of ['Reem', 'Alotaibi', '551234567', 'Al Faisaliyah', '32272']) {
      expect(ar.body).not.toContain(personal);
      expect(en.body).not.toContain(personal);
    }
    // The number is read as written, whatever the case, and never breaks across lines.
    expect((await ctx.app.inject({ url: url.toLowerCase() })).statusCode).toBe(200);
    expect(en.body).toContain(`<bdi class="num" dir="ltr">${shipment!.tracking_number}</bdi>`);
    expect(en.body).toMatch(/bdi\.num \{[^}]*white-space: nowrap/);
  });

  it('answers an unknown number with a friendly 404 page', async () => {
    const response = await ctx.app.inject({ url: '/api/tracking/NOSUCHNUMBER42?lng=en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('We could not find this tracking number');
  });
});

describe('the tax invoice', () => {
  const DELIVERY = {
    recipient: 'Sara Al-Qahtani',
    region: 'Eastern Province',
    city: 'Dammam',
    district: 'Al Faisaliyah',
    street: 'Prince Mohammed bin Fahd Road',
    building_number: '7235',
    postcode: '32272',
    short_address: 'dakd2929',
    directions: 'Next to the pharmacy, second floor',
  };
  const ARABIC_LETTER = /[\u0621-\u064A]/;
  const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

  async function invoiceOf(shopperToken: string, orderId: number, lng: 'ar' | 'en') {
    const mine = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopperToken) })).json() as ReferenceOrder[];
    const url = new URL(mine.find((o) => o.id === orderId)!.invoice_url!);
    url.searchParams.set('lng', lng);
    const response = await ctx.app.inject({ url: url.pathname + url.search });
    expect(response.statusCode).toBe(200);
    return { response, page: readInvoice(response.body) };
  }

  const colourNames = async (key: string) => (await ctx.database.db.select().from(colors).where(eq(colors.key, key)))[0]!;

  it("opens from the order's signed link: seller and VAT number, items, VAT, total and the QR, in both languages", async () => {
    const { shopper, product, orderId } = await cashOrder();
    const mine = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as ReferenceOrder[];
    const order = mine.find((o) => o.id === orderId)!;
    expect(order.invoice_url).toMatch(new RegExp(`^http://localhost:3000/api/orders/${orderId}/invoice\\?token=[\\w.-]+&lng=ar$`));
    const response = await ctx.app.inject({ url: new URL(order.invoice_url!).pathname + new URL(order.invoice_url!).search });
    expect(response.statusCode).toBe(200);
    // As a browser reads it: Eta escapes what it writes (Girls' → Girls&#39;).
    const html = response.body.replaceAll('&#39;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
    for (const text of ['فاتورة ضريبية مبسطة', 'Simplified tax invoice', 'لباس', 'Libas', '310175397400003', product.nameAr, product.nameEn, 'data:image/png;base64,']) expect(html).toContain(text);
    const total = new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(order.total_price + order.shippment_cost);
    expect(html).toContain(total.replace(/\.00(?=\D|$)/, ''));
  });

  it('heads itself with the readable order number in both languages, and says where it ships', async () => {
    const { shopper, orderId } = await cashOrder();
    const { page, response } = await invoiceOf(shopper.token, orderId, 'en');
    const number = orderNumber(orderId);
    expect(page.document.title).toContain(number);
    // Never broken at its hyphen.
    expect(response.body).toMatch(/\.number bdi \{[^}]*white-space: nowrap/);
    const heading = page.document.querySelector('.number')!;
    expect(heading.querySelector('[lang="ar"]')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(`رقم الطلب ${number}`);
    expect(heading.querySelector('[lang="en"]')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(`Order number ${number}`);
    expect(page.document.querySelector('.number [lang="ar"] bdi')!.getAttribute('dir')).toBe('ltr');
    // An order placed with the address in one line shows that line and its postcode.
    expect(page.address).toEqual([
      { ar: 'العنوان', en: 'Address', value: 'Al Faisaliyah, Dammam' },
      { ar: 'الرمز البريدي', en: 'Postcode', value: '32272' },
    ]);
  });

  it("shows the delivery address's parts under Ship to", async () => {
    const { shopper, orderId } = await cashOrder({ delivery: DELIVERY });
    for (const lng of ['ar', 'en'] as const) {
      const { page } = await invoiceOf(shopper.token, orderId, lng);
      const heading = page.document.querySelector('#ship-to')!;
      expect(heading.querySelector('[lang="ar"]')!.textContent).toBe('الشحن إلى');
      expect(heading.querySelector('[lang="en"]')!.textContent).toBe('Ship to');
      expect(page.address).toEqual([
        { ar: 'المستلم', en: 'Recipient', value: 'Sara Al-Qahtani' },
        { ar: 'الشارع', en: 'Street', value: 'Prince Mohammed bin Fahd Road' },
        { ar: 'رقم المبنى', en: 'Building number', value: '7235' },
        { ar: 'الحي', en: 'District', value: 'Al Faisaliyah' },
        { ar: 'المدينة', en: 'City', value: 'Dammam' },
        { ar: 'الرمز البريدي', en: 'Postcode', value: '32272' },
        { ar: 'العنوان الوطني المختصر', en: 'Short national address', value: 'DAKD2929' },
        { ar: 'إرشادات للمندوب', en: 'Directions for the courier', value: 'Next to the pharmacy, second floor' },
      ]);
    }
  });

  it("names each line's colour and size in each language, and its amounts add up to the QR's total and VAT", async () => {
    const first = await nextProduct();
    const all = await ctx.database.db.select().from(products);
    const oneSize = all.find((p) => p.id !== first.id && p.colors.length > 0 && p.sizes[0] === 'One Size')!;
    expect(oneSize, 'a seeded product in One Size').toBeDefined();
    const lines = [
      { product: first, quantity: 2 },
      { product: oneSize, quantity: 1 },
    ];
    const { shopper, orderId } = await cashOrder({ lines, coupon: { name: 'WELCOME10', percent: 10 }, delivery: DELIVERY });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    const qr = readTlv(row!.invoiceQr!);
    const qrTotal = Math.round(Number(qr[4]) * 100);
    const qrVat = Math.round(Number(qr[5]) * 100);
    for (const lng of ['ar', 'en'] as const) {
      const { page } = await invoiceOf(shopper.token, orderId, lng);

      // Each line: its names, its colour and size by name in each part, never the colour's key, and
      // its unit price with VAT as the shopper saw it.
      expect(page.items).toHaveLength(2);
      for (const [i, { product, quantity }] of lines.entries()) {
        const item = page.items[i]!;
        const colour = await colourNames(product.colors[0]!);
        const size = product.sizes[0]!;
        expect(item.ar).toContain(product.nameAr);
        expect(item.en).toContain(product.nameEn);
        // The name and its options read apart, not run together ("…AbayaColour: Black").
        expect(item.ar).toBe(`${product.nameAr} ${item.optionsAr}`);
        expect(item.en).toBe(`${product.nameEn} ${item.optionsEn}`);
        expect(item.optionsAr).toBe(`اللون: ${colour.nameAr} · المقاس: ${size === 'One Size' ? 'مقاس واحد' : size}`);
        expect(item.optionsEn).toBe(`Colour: ${colour.nameEn} · Size: ${size}`);
        expect(item.optionsAr).not.toContain(colour.key);
        expect(item.quantity).toBe(quantity);
        expect(item.unit).toBe(withVat(product.salePriceHalalas));
        expect(item.total).toBe(item.unit * quantity);
      }

      // The VAT written in each language's own order, with its rate.
      const vatRow = page.totals.find((line) => line.en === 'VAT 15%')!;
      expect(vatRow.ar).toBe('ضريبة القيمة المضافة 15%');

      const amount = (en: string) => halalasOf(page.totals.find((line) => line.en === en)!.value);
      const products = amount('Products total (VAT included)');
      const discount = -amount('Coupon discount');
      const shipping = amount('Shipping (VAT included)');
      const total = amount('Total with VAT');
      expect(page.totals.map((line) => line.en)).toEqual([
        'Products total (VAT included)',
        'Coupon discount',
        'Shipping (VAT included)',
        'of which the cash-on-delivery fee',
        'Total before VAT',
        'VAT 15%',
        'Total with VAT',
      ]);
      expect(products).toBe(page.items.reduce((sum, item) => sum + item.total, 0));
      expect(discount).toBe(Math.round(products / 10));
      expect(shipping).toBe(withVat(2_400) + withVat(750));
      expect(amount('of which the cash-on-delivery fee')).toBe(withVat(750));
      expect(products - discount + shipping).toBe(total);
      expect(amount('Total before VAT') + amount('VAT 15%')).toBe(total);
      expect(total).toBe(qrTotal);
      expect(amount('VAT 15%')).toBe(qrVat);

      // Each part in its own language and script; Latin digits everywhere.
      for (const text of page.en) expect(text, text).not.toMatch(ARABIC_LETTER);
      expect(page.ar.join(' ')).toContain('ضريبة القيمة المضافة 15%');
      expect(page.document.body.textContent).not.toMatch(ARABIC_INDIC_DIGIT);
    }
  });

  it("links back to the shop's home, hidden in print, and fits a phone as well as an A4 page", async () => {
    const { shopper, orderId } = await cashOrder();
    const { response, page } = await invoiceOf(shopper.token, orderId, 'ar');
    const back = page.document.querySelector('a[href="http://localhost:3000/"]')!;
    expect(back.querySelector('[lang="ar"]')!.textContent).toBe('العودة إلى المتجر');
    expect(back.querySelector('[lang="en"]')!.textContent).toBe('Back to the shop');
    expect(back.closest('.no-print')).not.toBeNull();
    const css = [...page.document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media print\s*{[^@]*?\.no-print\s*{\s*display:\s*none/);
    expect(page.document.querySelector('meta[name="viewport"]')!.getAttribute('content')).toContain('width=device-width');
    expect(css).toMatch(/@media screen and \(max-width: 40rem\)/);
    expect(css).toMatch(/@page\s*{\s*size: A4/);
    // Inline styles only, which the page's Content-Security-Policy allows.
    expect(String(response.headers['content-security-policy'])).toMatch(/style-src [^;]*'unsafe-inline'/);
  });

  it('refuses a link without its token, with a token of another order, or an expired one', async () => {
    const { shopper, orderId } = await cashOrder();
    const [order] = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as ReferenceOrder[];
    const token = new URL(order!.invoice_url!).searchParams.get('token')!;
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId - 1}/invoice?token=${token}` })).statusCode).toBe(404);
    const [expires, signature] = token.split('.');
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice?token=${Number(expires) + 1}.${signature}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}/invoice?token=${token}` })).statusCode).toBe(200);
  });

  it("still answers an invoice, unnamed, while the shop's own details are not set", async () => {
    const { shopper } = await cashOrder();
    const [order] = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as ReferenceOrder[];
    const url = new URL(order!.invoice_url!);
    const kept = await ctx.database.db.select().from(store);
    await ctx.database.db.delete(store);
    try {
      expect((await ctx.app.inject({ url: url.pathname + url.search })).statusCode).toBe(200);
    } finally {
      await ctx.database.db.insert(store).values(kept);
    }
  });
});
