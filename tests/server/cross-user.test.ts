/**
 * Ownership ("Who may do what"): every route that takes the id of something a shopper owns, walked as
 * another signed-in shopper on the first one's records. Each answers 404 (never 403, which would
 * confirm the record exists) and leaves the owner's record as it was. A last check reads the
 * OpenAPI document, so a new route taking an id cannot be added without a row here.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { SavedAddress, SavedAddressList } from '../../server/src/contract/addresses';
import type { CartList } from '../../server/src/contract/cart';
import type { ChatMessage } from '../../server/src/contract/chat';
import type { OrderList } from '../../server/src/contract/accounts';
import type { StockAlertList, StockAlertResponse } from '../../server/src/contract/stock';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { addToCart, placeOrder } from './helpers/orders';
import { setStock } from './helpers/stock';
import { operationsOf } from './fuzz/openapi-requests';

let ctx: TestApp;
type Shopper = Awaited<ReturnType<typeof signUp>>;
let owner: Shopper;
let other: Shopper;
/** The owner's records. */
const mine = { cartLine: 0, orderId: 0, chatKey: '', invoiceToken: '', qrPath: '', alertId: 0, address: null as SavedAddress | null };
/** The other shopper's own order, whose signed links must not open the owner's. */
const theirs = { orderId: 0, invoiceToken: '' };
let lineSpecs: { color?: string; size?: string };
const ADDRESS = {
  recipient: 'Owner',
  phone: '0551234567',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  building_number: '7235',
  postcode: '12211',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const { app, database } = ctx;
  [owner, other] = [await signUp(app, { name: 'Owner' }), await signUp(app, { name: 'Other' })];
  mine.orderId = (await placeOrder(app, database.db, owner.token, { productId: 3 })).placed.order.id;
  theirs.orderId = (await placeOrder(app, database.db, other.token, { productId: 4 })).placed.order.id;
  const added = await addToCart(app, database.db, owner.token, 5);
  mine.cartLine = added.line.id;
  lineSpecs = added.specs;
  mine.chatKey = `${owner.user.id}libas.sa`;
  expect((await postJson(app, '/api/message', { message: 'Is the blue one back?', chat_key: mine.chatKey }, { token: owner.token })).status).toBe(201);
  const invoiceOf = async (shopper: Shopper, id: number) => {
    const order = (await ordersOf(shopper)).find((o) => o.id === id)!;
    return { token: new URL(order.invoice_url!).searchParams.get('token')!, qrPath: order.qr_path! };
  };
  ({ token: mine.invoiceToken, qrPath: mine.qrPath } = await invoiceOf(owner, mine.orderId));
  theirs.invoiceToken = (await invoiceOf(other, theirs.orderId)).token;
  // A back-in-stock alert on a sold-out option of product 7: all its stock on another option.
  await setStock(database.db, 7, 3);
  const sold = ((await app.inject({ url: '/api/products/7' })).json() as { availability: { color: string; size: string; stock: number }[] }).availability.find((o) => o.stock === 0)!;
  const alert = await postJson<StockAlertResponse>(app, '/api/stock-alerts', { product_id: 7, color: sold.color, size: sold.size }, { token: owner.token });
  expect(alert.status).toBe(201);
  mine.alertId = alert.body.data.id;
  const address = await postJson<SavedAddress>(app, '/api/addresses', ADDRESS, { token: owner.token });
  expect(address.status).toBe(201);
  mine.address = address.body;
}, 60_000);
afterAll(() => ctx?.close());

const ordersOf = async (shopper: Shopper) => (await ctx.app.inject({ url: '/api/my_orders', headers: bearer(shopper.token) })).json() as OrderList;
const cartOf = async (shopper: Shopper) => ((await ctx.app.inject({ url: '/api/cart', headers: bearer(shopper.token) })).json() as CartList).data;
const addressesOf = async (shopper: Shopper) => (await ctx.app.inject({ url: '/api/addresses', headers: bearer(shopper.token) })).json() as SavedAddressList;
const alertsOf = async (shopper: Shopper) => ((await ctx.app.inject({ url: '/api/stock-alerts', headers: bearer(shopper.token) })).json() as StockAlertList).data;
const messagesOf = async (shopper: Shopper) =>
  (await ctx.app.inject({ url: `/api/chats/${encodeURIComponent(mine.chatKey)}/messages`, headers: bearer(shopper.token) })).json() as ChatMessage[];

interface Row {
  /** The OpenAPI operation, "METHOD path". */
  operation: string;
  /** What the other shopper tries. */
  attempt: () => Promise<{ statusCode: number }>;
  /** The owner's record afterwards, unchanged. */
  unchanged: () => Promise<void>;
}

const as = (shopper: Shopper) => bearer(shopper.token);

const TABLE: Row[] = [
  {
    operation: 'DELETE /api/cart/{id}',
    attempt: () => ctx.app.inject({ method: 'DELETE', url: `/api/cart/${mine.cartLine}`, headers: as(other) }),
    unchanged: async () => expect((await cartOf(owner)).map((l) => l.id)).toContain(mine.cartLine),
  },
  {
    operation: 'POST /api/cart',
    attempt: () => ctx.app.inject({ method: 'POST', url: '/api/cart', headers: as(other), payload: { id: mine.cartLine, product_id: 5, quantity: 2, specs: lineSpecs } }),
    unchanged: async () => expect((await cartOf(owner)).find((l) => l.id === mine.cartLine)?.quantity).toBe(1),
  },
  {
    operation: 'GET /api/orders/{id}/status',
    attempt: () => ctx.app.inject({ url: `/api/orders/${mine.orderId}/status`, headers: as(other) }),
    unchanged: async () => expect((await ctx.app.inject({ url: `/api/orders/${mine.orderId}/status`, headers: as(owner) })).statusCode).toBe(200),
  },
  {
    // A signed invoice link opens its own order only: the other's token on the owner's id.
    operation: 'GET /api/orders/{id}/invoice',
    attempt: () => ctx.app.inject({ url: `/api/orders/${mine.orderId}/invoice?token=${theirs.invoiceToken}`, headers: as(other) }),
    unchanged: async () => expect((await ctx.app.inject({ url: `/api/orders/${mine.orderId}/invoice?token=${mine.invoiceToken}` })).statusCode).toBe(200),
  },
  {
    // The QR's name is random and unguessable: one character changed opens nothing.
    operation: 'GET /api/invoice-qr/{token}',
    attempt: () => ctx.app.inject({ url: mine.qrPath.replace(/.(?=\.png$)/, (c) => (c === 'A' ? 'B' : 'A')), headers: as(other) }),
    unchanged: async () => expect((await ctx.app.inject({ url: mine.qrPath })).statusCode).toBe(200),
  },
  {
    operation: 'GET /api/chats/{chat_key}/messages',
    attempt: () => ctx.app.inject({ url: `/api/chats/${encodeURIComponent(mine.chatKey)}/messages`, headers: as(other) }),
    unchanged: async () => expect((await messagesOf(owner)).map((m) => m.message)).toEqual(['Is the blue one back?']),
  },
  {
    operation: 'POST /api/message',
    attempt: () => ctx.app.inject({ method: 'POST', url: '/api/message', headers: as(other), payload: { message: 'Not yours', chat_key: mine.chatKey } }),
    unchanged: async () => expect((await messagesOf(owner)).map((m) => m.message)).toEqual(['Is the blue one back?']),
  },
  {
    operation: 'DELETE /api/stock-alerts/{id}',
    attempt: () => ctx.app.inject({ method: 'DELETE', url: `/api/stock-alerts/${mine.alertId}`, headers: as(other) }),
    unchanged: async () => expect((await alertsOf(owner)).map((a) => a.id)).toEqual([mine.alertId]),
  },
  {
    operation: 'PUT /api/addresses/{id}',
    attempt: () => ctx.app.inject({ method: 'PUT', url: `/api/addresses/${mine.address!.id}`, headers: as(other), payload: { ...ADDRESS, recipient: 'Other', is_default: true } }),
    unchanged: async () => {
      expect((await addressesOf(owner)).find((a) => a.id === mine.address!.id)).toEqual(mine.address);
      expect((await addressesOf(other)).map((a) => a.id)).not.toContain(mine.address!.id);
    },
  },
  {
    operation: 'DELETE /api/addresses/{id}',
    attempt: () => ctx.app.inject({ method: 'DELETE', url: `/api/addresses/${mine.address!.id}`, headers: as(other) }),
    unchanged: async () => expect((await addressesOf(owner)).find((a) => a.id === mine.address!.id)).toEqual(mine.address),
  },
];

describe("another shopper's ids", () => {
  it.each(TABLE.map((row) => [row.operation, row] as const))('%s answers 404 and changes nothing', async (_name, row) => {
    const response = await row.attempt();
    expect(response.statusCode).toBe(404);
    await row.unchanged();
  });

  it("edits the other shopper's own review, never the owner's, when both review one product", async () => {
    const review = (shopper: Shopper, text: string) => postJson(ctx.app, '/api/product-reviews', { product_id: 6, name: 'ignored', review: text, rating: 5 }, { token: shopper.token });
    expect((await review(owner, 'Soft and true to size')).status).toBeLessThan(300);
    expect((await review(other, 'Runs small')).status).toBeLessThan(300);
    const reviews = ((await ctx.app.inject({ url: '/api/products/6' })).json() as { reviews: { name: string; review: string }[] }).reviews;
    expect(reviews).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Owner', review: 'Soft and true to size' }), expect.objectContaining({ name: 'Other', review: 'Runs small' })]));
  });

  it('has a row for every signed-in route that takes an id, a key or a signed token', async () => {
    await ctx.app.ready();
    const operations = operationsOf(ctx.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
    const idTaking = operations
      .filter((o) => !o.path.startsWith('/api/trader/') && o.auth !== 'trader')
      .filter((o) => o.parameters.some((p) => p.in === 'path' && p.name !== '*') && (o.auth === 'bearer' || /invoice/.test(o.path)))
      .map((o) => `${o.method} ${o.path}`);
    const withIdInBody = operations
      .filter((o) => o.auth === 'bearer' && Object.keys((o.body?.schema as { properties?: object } | undefined)?.properties ?? {}).some((name) => name === 'id' || name === 'chat_key'))
      .map((o) => `${o.method} ${o.path}`);
    const covered = new Set(TABLE.map((row) => row.operation));
    expect([...idTaking, ...withIdInBody].filter((name) => !covered.has(name))).toEqual([]);
  });
});
