/**
 * Card payments end to end on the `test` gateway ("Card payments"): its hosted page, paid only by
 * the gateway's own record with the right amount, declines that give the stock back, the 30-minute
 * expiry as a database job, and returns or replays that change nothing.
 */
import cardValidator from 'card-validator';
import fc from 'fast-check';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderList } from '../../server/src/contract/accounts';
import { OrderStatusResponse } from '../../server/src/contract/checkout';
import { cartItems, jobs, orderEvents, orders, payments, products, testGatewayPayments } from '../../server/src/db/schema';
import { cardNetwork, checkCard, MADA_BINS } from '../../server/src/services/cards';
import { toSar } from '../../server/src/services/money';
import { orderNumber } from '../../server/src/services/orders';
import { bearer, signUp } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { readInvoice } from './helpers/invoice';
import { placeOrder } from './helpers/orders';
import { expectShape } from './helpers/shape';
import { productsWithOptions } from './helpers/stock';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const freshProduct = productsWithOptions(() => ctx.database.db, 20);

const stockOf = async (id: number) => (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A shopper's card order of two units: naqel to Riyadh, no COD fee (15 SAR), placed in the shop's language. */
async function cardOrder(stock = 10, lang: 'ar' | 'en' = 'ar') {
  const shopper = await signUp(ctx.app);
  const product = await freshProduct(stock);
  const { placed, payable } = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: product.id, quantity: 2, cod: false, lang });
  const paymentUrl = new URL(placed.payment_url!);
  return { shopper, product, placed, orderId: placed.order.id, paymentPath: paymentUrl.pathname, paymentUrl, payable };
}

function pay(path: string, card: Partial<Record<'number' | 'name' | 'expiry' | 'cvc' | 'lang' | 'network', string>> = {}) {
  const form = new URLSearchParams({ number: '4111 1111 1111 1111', name: 'Sara Ahmed', expiry: '12/30', cvc: '123', ...card });
  return ctx.app.inject({ method: 'POST', url: path, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

async function statusOf(token: string, orderId: number) {
  const response = await ctx.app.inject({ url: `/api/orders/${orderId}/status`, headers: { ...bearer(token), 'accept-language': 'en' } });
  return { code: response.statusCode, body: response.json() as OrderStatusResponse };
}

const eventsOf = async (orderId: number) => (await ctx.database.db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map((e) => e.status);

describe('cards', () => {
  it('checks the Luhn digit and names the network, mada before the Visa or Mastercard prefix it shares', () => {
    expect(cardNetwork('4111111111111111')).toBe('visa');
    expect(cardNetwork('5555555555554444')).toBe('mastercard');
    expect(cardNetwork('2223000048400011')).toBe('mastercard');
    expect(cardNetwork('4464040000000007')).toBe('mada');
    expect(cardNetwork('5888450000000003')).toBe('mada');
    expect(cardNetwork('378282246310005')).toBeNull();
    const card = { name: 'Sara Ahmed', expiry: '12/30', cvc: '123' };
    expect(checkCard({ ...card, number: '4111 1111 1111 1112' })).toEqual({ problem: 'numberInvalid' });
    expect(checkCard({ ...card, number: '3782 822463 10005' })).toEqual({ problem: 'networkUnsupported' });
    // Elo's range inside Visa's: a Brazilian card, not a Visa one.
    expect(checkCard({ ...card, number: '4576 3100 0000 0009' })).toEqual({ problem: 'networkUnsupported' });
    expect(checkCard({ ...card, number: '4111111111111111', name: ' ' })).toEqual({ problem: 'nameRequired' });
    expect(checkCard({ ...card, number: '4111111111111111', expiry: '01/20' })).toEqual({ problem: 'expiryInvalid' });
    expect(checkCard({ ...card, number: '4111111111111111', cvc: '12' })).toEqual({ problem: 'cvcInvalid' });
  });

  it('accepts a number only with the right check digit, and names its network, mada by every BIN', () => {
    const luhnDigit = (body: string) => {
      let sum = 0;
      for (let i = 0; i < body.length; i++) {
        let d = Number(body[body.length - 1 - i]);
        if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      return (10 - (sum % 10)) % 10;
    };
    const prefixes = fc.oneof(
      fc.constant(['4', 'visa'] as const),
      fc.constantFrom('51', '52', '53', '54', '55').map((prefix) => [prefix, 'mastercard'] as const),
      fc.constantFrom(...MADA_BINS).map((bin) => [bin, 'mada'] as const),
    );
    fc.assert(
      fc.property(prefixes, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }), fc.integer({ min: 1, max: 9 }), ([prefix, network], digits, wrong) => {
        const body = (prefix + digits.join('')).slice(0, 15);
        const good = body + luhnDigit(body);
        const bad = body + ((luhnDigit(body) + wrong) % 10);
        const card = { name: 'Sara Ahmed', expiry: '12/30', cvc: '123' };
        // A Visa or Mastercard number that happens to begin with a mada BIN is a mada card; one in a
        // range another network holds inside Visa's or Mastercard's (Elo, Maestro) is not accepted.
        const named = cardValidator.number(good).card?.type;
        const isMada = MADA_BINS.some((bin) => good.startsWith(bin));
        if (isMada || named === network) {
          expect(checkCard({ ...card, number: good })).toEqual({ network: isMada ? 'mada' : network, digits: good });
        } else {
          expect(checkCard({ ...card, number: good })).toEqual({ problem: 'networkUnsupported' });
        }
        expect(checkCard({ ...card, number: bad })).toEqual({ problem: 'numberInvalid' });
      }),
      { numRuns: 500 },
    );
  });
});

describe('the test gateway', () => {
  it('shows a bilingual payment page with the amount and the shop, then confirms the order only from its own record', async () => {
    const { shopper, product, orderId, paymentPath, payable } = await cardOrder();
    expect(paymentPath).toMatch(/^\/pay\/tpay_[\w-]+$/);
    const ar = await ctx.app.inject({ url: paymentPath });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toMatch(/text\/html/);
    expect(ar.body).toContain('lang="ar" dir="rtl"');
    expect(ar.body).toContain('لباس');
    expect(ar.body).toContain(new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR', minimumFractionDigits: payable % 100 ? 2 : 0 }).format(payable / 100));
    expect(ar.body).toContain('رقم البطاقة');
    const en = await ctx.app.inject({ url: `${paymentPath}?lng=en` });
    expect(en.body).toContain('lang="en" dir="ltr"');
    expect(en.body).toContain('Card number');
    expect(en.body).toContain('Libas');
    // The form may return to the shop's origin, and nowhere else.
    expect(en.headers['content-security-policy']).toMatch(/form-action 'self' http:\/\/localhost:5173(;|$)/);

    // The page speaks the shop's language, not the browser's: the order's link names it, and the
    // shop's cookie counts when the link does not.
    const english = await cardOrder(10, 'en');
    expect(english.paymentUrl.searchParams.get('lng')).toBe('en');
    const fromLink = await ctx.app.inject({ url: english.paymentUrl.pathname + english.paymentUrl.search, headers: { 'accept-language': 'ar' } });
    expect(fromLink.body).toContain('lang="en" dir="ltr"');
    const fromCookie = await ctx.app.inject({ url: paymentPath, headers: { cookie: 'theme=x; i18next=en', 'accept-language': 'ar' } });
    expect(fromCookie.body).toContain('lang="en" dir="ltr"');

    // Until paid, the order waits; reading its status changes nothing.
    expect((await statusOf(shopper.token, orderId)).body[0].status).toBe('pending');
    expect((await statusOf(shopper.token, orderId)).body[1]).toMatchObject({ status: 'initiated', amount: toSar(payable), currency: 'SAR', url: expect.stringContaining(paymentPath) });

    const paid = await pay(paymentPath);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:5173/payment-status?order_id=${orderId}`);
    const { body } = await statusOf(shopper.token, orderId);
    expectShape(OrderStatusResponse, body);
    expect(body[0].status).toBe('confirmed');
    expect(body[1]).toMatchObject({ status: 'paid', amount: toSar(payable), currency: 'SAR', url: null });
    expect(await eventsOf(orderId)).toEqual(['pending', 'confirmed']);
    // The stock stays taken and the cart lines go once paid ("Stock").
    expect(await stockOf(product.id)).toBe(8);
    expect(await ctx.database.db.$count(cartItems, eq(cartItems.userId, shopper.user.id))).toBe(0);

    // A replayed return, or paying again, changes nothing.
    const again = await pay(paymentPath);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('انتهت عملية الدفع هذه');
    await statusOf(shopper.token, orderId);
    expect(await eventsOf(orderId)).toEqual(['pending', 'confirmed']);
  });

  it('declines by the test cards: the order fails, its stock comes back, the cart stays for another try', async () => {
    const { shopper, product, orderId, paymentPath } = await cardOrder();
    expect(await stockOf(product.id)).toBe(8);
    const declined = await pay(paymentPath, { number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(303);
    const { body } = await statusOf(shopper.token, orderId);
    expect(body[0].status).toBe('failed');
    expect(body[1]).toMatchObject({ status: 'failed', message: 'Card declined' });
    expect(await stockOf(product.id)).toBe(10);
    expect(await eventsOf(orderId)).toEqual(['pending', 'failed']);
    expect(await ctx.database.db.$count(cartItems, eq(cartItems.userId, shopper.user.id))).toBe(1);
  });

  it('says what is wrong with a card, in the page language, and takes no payment', async () => {
    const { shopper, orderId, paymentPath } = await cardOrder();
    const cases: [Record<string, string>, string][] = [
      [{ number: '4111 1111 1111 1112', lang: 'en' }, 'The card number is not valid'],
      [{ number: '3782 822463 10005', lang: 'en' }, 'We accept Visa, Mastercard and mada cards only'],
      [{ expiry: '13/30', lang: 'ar' }, 'تاريخ الانتهاء غير صحيح أو منتهٍ'],
      [{ cvc: '1', lang: 'en' }, 'The security code is 3 digits'],
      [{ name: '', lang: 'en' }, 'Write the name as it is on the card'],
    ];
    for (const [card, message] of cases) {
      const response = await pay(paymentPath, card);
      expect(response.statusCode, message).toBe(422);
      expect(response.body).toContain(message);
      expect(response.body).toContain('aria-invalid="true"');
    }
    expect((await statusOf(shopper.token, orderId)).body[0].status).toBe('pending');
  });

  it("answers another shopper's return with 404 and changes nothing; a return URL's own words are never believed", async () => {
    const { shopper, orderId } = await cardOrder();
    const other = await signUp(ctx.app);
    expect((await statusOf(other.token, orderId)).code).toBe(404);
    // The order is paid only by the gateway: a return claiming payment is just a read.
    const tampered = await ctx.app.inject({ url: `/api/orders/${orderId}/status?status=paid&id=tpay_forged`, headers: bearer(shopper.token) });
    expect((tampered.json() as OrderStatusResponse)[0].status).toBe('pending');
  });

  it('confirms only an exact amount and currency: a gateway record that differs fails the order, and its money goes back', async () => {
    const { shopper, product, orderId, paymentPath } = await cardOrder();
    const id = paymentPath.split('/').pop()!;
    await ctx.database.db.update(testGatewayPayments).set({ amountHalalas: 100 }).where(eq(testGatewayPayments.id, id));
    await pay(paymentPath);
    const { body } = await statusOf(shopper.token, orderId);
    expect(body[0].status).toBe('failed');
    expect(body[1]).toMatchObject({ status: 'refunded', message: 'The amount or currency does not match the order' });
    expect((await ctx.database.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id)))[0]).toMatchObject({ status: 'refunded' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it("names the order by its readable number on the payment page, as the shop's other pages do", async () => {
    // The payment's description is written in the shop's language when the order is placed.
    const arabic = await cardOrder();
    expect((await ctx.app.inject({ url: arabic.paymentPath })).body).toContain(`الطلب ${orderNumber(arabic.orderId)}`);
    const english = await cardOrder(10, 'en');
    const page = (await ctx.app.inject({ url: english.paymentPath })).body;
    expect(page).toContain(`Order ${orderNumber(english.orderId)}`);
    expect(page).not.toContain(`Order ${english.orderId}<`);
  });

  it("records the card's network from the gateway's own record, and the status, the orders list and the invoice name it", async () => {
    const { shopper, orderId, paymentPath } = await cardOrder();
    // The page names the network from the number; a field claiming another one is not believed.
    expect((await pay(paymentPath, { number: '4464 0400 0000 0007', network: 'visa' })).statusCode).toBe(303);
    const [order] = (await statusOf(shopper.token, orderId)).body;
    expect(order).toMatchObject({ status: 'confirmed', card_network: 'mada' });
    expect((await ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]).toMatchObject({ cardNetwork: 'mada' });
    const listed = (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as OrderList;
    expect(listed.find((o) => o.id === orderId)).toMatchObject({ cod: false, card_network: 'mada' });
    const invoice = new URL(order.invoice_url!);
    const { details } = readInvoice((await ctx.app.inject({ url: invoice.pathname + invoice.search })).body);
    expect(details.find((row) => row.en === 'Payment method')).toEqual({ ar: 'طريقة الدفع', en: 'Payment method', value: 'بطاقة مدى · mada (debit card)' });

    // A Visa card is Visa; an order not yet paid, and a cash order, name no network.
    const visa = await cardOrder();
    expect((await statusOf(visa.shopper.token, visa.orderId)).body[0]).toMatchObject({ status: 'pending', card_network: null });
    await pay(visa.paymentPath);
    expect((await statusOf(visa.shopper.token, visa.orderId)).body[0]).toMatchObject({ status: 'confirmed', card_network: 'visa' });
    const cash = await placeOrder(ctx.app, ctx.database.db, shopper.token, { productId: (await freshProduct(5)).id });
    expect((await statusOf(shopper.token, cash.placed.order.id)).body[0]).toMatchObject({ cod: true, card_network: null });
    const cashInvoice = new URL(cash.placed.order.invoice_url!);
    const cashDetails = readInvoice((await ctx.app.inject({ url: cashInvoice.pathname + cashInvoice.search })).body).details;
    expect(cashDetails.find((row) => row.en === 'Payment method')?.value).toBe('الدفع عند الاستلام · Cash on delivery');
  });

  it('tells a finished or unknown payment page apart', async () => {
    expect((await ctx.app.inject({ url: '/pay/tpay_AAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/pay/not-a-payment' })).statusCode).toBe(400);
  });
});

describe('the 30 minutes', () => {
  /** Runs the order's expiry job now, as if its time had come. */
  async function expireNow(orderId: number, gatewayExpired = true) {
    await ctx.database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'expire-card-payment')));
    if (gatewayExpired) {
      const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      await ctx.database.db.update(testGatewayPayments).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(testGatewayPayments.id, payment!.gatewayPaymentId));
    }
    return ctx.app.jobs.runDue();
  }

  it('fails an unpaid card order after 30 minutes, with its stock back; the job is scheduled with the order', async () => {
    const { shopper, product, orderId } = await cardOrder();
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.orderId, orderId));
    expect(job).toMatchObject({ kind: 'expire-card-payment', doneAt: null });
    const [order] = await ctx.database.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
    expect((job!.runAt.getTime() - order!.createdAt.getTime()) / 60_000).toBeCloseTo(31, 0);
    expect(await ctx.app.jobs.runDue()).toBe(0);

    expect(await expireNow(orderId)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(shopper.token, orderId)).body[0].status).toBe('failed');
    expect(await stockOf(product.id)).toBe(10);
    expect((await ctx.database.db.select().from(jobs).where(and(eq(jobs.orderId, orderId), eq(jobs.kind, 'expire-card-payment'))))[0]!.doneAt).not.toBeNull();
    // Running it again, as a second process would, changes nothing.
    await ctx.database.db.update(jobs).set({ doneAt: null }).where(eq(jobs.orderId, orderId));
    await expireNow(orderId);
    expect(await stockOf(product.id)).toBe(10);
    expect(await eventsOf(orderId)).toEqual(['pending', 'failed']);
  });

  it('confirms instead an order the gateway was paid for, even if the shop was never told', async () => {
    const { shopper, orderId, paymentPath } = await cardOrder();
    const id = paymentPath.split('/').pop()!;
    await ctx.database.db.update(testGatewayPayments).set({ status: 'paid' }).where(eq(testGatewayPayments.id, id));
    await expireNow(orderId, false);
    expect((await statusOf(shopper.token, orderId)).body[0].status).toBe('confirmed');
  });
});
