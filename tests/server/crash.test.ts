/**
 * Crash safety. The real server (`npm start`'s entry, its own process) is killed with
 * SIGKILL in the middle of a burst of cart writes and order placements, then started again on the
 * same data folder (or the same PostgreSQL database under TEST_DATABASE_URL), three times. After
 * every restart each write it acknowledged is there; at the end the product's stock plus the units
 * its live orders hold equals the stock it started with, and it never went below zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ne, sql } from 'drizzle-orm';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { AddCartItemResponse, CartList } from '../../server/src/contract/cart';
import type { OrderList } from '../../server/src/contract/accounts';
import type { OrderPlaced } from '../../server/src/contract/checkout';
import type { Product, ProductList } from '../../server/src/contract/catalog';
import { openDatabase, type Database } from '../../server/src/db/client';
import { productStock } from '../../server/src/db/schema';
import { seed } from '../../server/src/db/seed';
import { toHalalas, toSar } from '../../server/src/services/money';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';
import { naqelRiyadh, payableHalalas } from './helpers/orders';
import { buildServerBundle } from './helpers/server-bundle';
import { setStock } from './helpers/stock';

const ROUNDS = 3;
const CART_WRITERS = 6;
const ORDER_WRITERS = 4;
const INITIAL_STOCK = 100_000;
/** Statuses whose stock was given back. */
const RELEASED = new Set(['failed', 'rejected']);
const ROOT = resolve(import.meta.dirname, '../..');
const TRADER_KEY = 'crash-suite-trader-key-0123456789';

type Specs = { color?: string; size?: string };
interface Shopper { email: string; token: string }
interface CartWrite { lineId: number; productId: number; specs: Specs; quantity: number }

let dataDir: string;
let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
let pgDatabase: TestDatabase | null = null;
let server: ChildProcess | null = null;
let base = '';
let orderProduct: Product;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Starts the server as `npm start` does (its bundle, ./helpers/server-bundle.ts) and waits until it answers. */
async function start(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    API_PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    JWT_SECRET: 'crash-suite-secret-of-at-least-thirty-two-chars',
    TRADER_KEY,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    SCRYPT_LOG_N: '14',
    SEED_IMAGES: '0',
    // The folder `dist/` may not be built; the API is what is tested.
    DIST_DIR: join(dataDir, 'no-dist'),
    SSR_DIR: join(dataDir, 'no-ssr'),
  };
  const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`The server exited (${code}) while starting:\n${stderr}`))));
  server = child;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await Promise.race([fetch(`${base}/api/categories`).then((r) => r.ok, () => false), exited]);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${stderr}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

function stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill(signal);
  });
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function newShopper(index: number): Promise<Shopper> {
  const email = `crash.${index}.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await call('POST', '/api/register', null, { name: `Crash ${index}`, email, password: 'secret123', password_confirmation: 'secret123' });
  expect(registered.status).toBe(201);
  const login = await call<{ token: string }>('POST', '/api/login', null, { email, password: 'secret123' });
  expect(login.status).toBe(200);
  return { email, token: login.body.token };
}

const specsOf = (product: Product): Specs[] => {
  const options = product.specs[0] ?? [];
  const colors = options.filter((o) => o.key === 'color').map((o) => o.value);
  const sizes = options.filter((o) => o.key === 'size').map((o) => o.value);
  return colors.flatMap((color) => sizes.map((size) => ({ color, size })));
};

/** Every (product, colour, size) a cart may hold: the cart writers take turns through them. */
let combos: { productId: number; specs: Specs }[] = [];

/** Runs until the server dies under it; answers what the server acknowledged. */
async function cartWriter(shopper: Shopper, writer: number, next: { index: number }, acked: CartWrite[]) {
  try {
    for (;;) {
      const at = (writer + next.index * CART_WRITERS) % combos.length;
      const combo = combos[at]!;
      // Fixed per line: a writer that comes round to a line again writes what it wrote before.
      const quantity = 1 + (at % 2);
      const added = await call<Required<AddCartItemResponse>>('POST', '/api/cart', shopper.token, { product_id: combo.productId, quantity, specs: combo.specs });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      acked.push({ lineId: added.body.data.id, productId: combo.productId, specs: combo.specs, quantity });
      next.index++;
    }
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
  }
}

/** The trader confirms the order, as a shop does: a shopper may have only 2 cash orders waiting. */
async function confirm(orderId: number) {
  const confirmed = await call('POST', `/api/trader/orders/${orderId}/confirm`, null, undefined, { 'x-trader-key': TRADER_KEY });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

async function orderWriter(shopper: Shopper, acked: number[]) {
  const specs = specsOf(orderProduct)[0]!;
  const amount = toSar(payableHalalas([{ priceHalalas: toHalalas(orderProduct.price), quantity: 1 }], 0, naqelRiyadh(true)));
  try {
    // Orders the last kill left unconfirmed, acknowledged or not.
    for (const order of (await call<OrderList>('GET', '/api/my_orders', shopper.token)).body) if (order.status === 'pending') await confirm(order.id);
    for (;;) {
      const added = await call('POST', '/api/cart', shopper.token, { product_id: orderProduct.id, quantity: 1, specs });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const placed = await call<OrderPlaced>(
        'POST',
        '/api/orders',
        shopper.token,
        {
          city: 'RUH',
          area: 'Al Olaya',
          address: 'Al Olaya, Riyadh',
          zip_code: '12211',
          amount,
          products: [{ product_id: orderProduct.id, quantity: 1, specs }],
          cod: true,
          phone: '501234567',
          returnUrl: `${base}/payment-status`,
          shipping_gate: 'naqel',
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      acked.push(placed.body.order.id);
      await confirm(placed.body.order.id);
    }
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
  }
}

/** fetch's failure when the server is gone: the socket closed or the port refused. */
const isConnectionLost = (error: unknown) => error instanceof TypeError && /fetch failed/.test(error.message);

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = await mkdtemp(join(tmpdir(), 'libas-crash-'));
  // The shop is seeded before the server first starts, with stock enough for every order.
  let database: Database;
  if (usingPostgres) {
    pgDatabase = await createTestDatabase();
    database = pgDatabase;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    await database.migrate();
    await seed(database.db, {});
  }
  await setStock(database.db, 20, INITIAL_STOCK);
  // Every colour and size of the other products takes the cart writers' 2 units (stock per option).
  await database.db.update(productStock).set({ stock: sql`greatest(${productStock.stock}, 2)` }).where(ne(productStock.productId, 20));
  if (!pgDatabase) await database.close();
  await start();
  const product = await call<Product>('GET', '/api/products/20', null);
  orderProduct = product.body;
  const catalogue: Product[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = await call<ProductList>('GET', `/api/products?page=${page}`, null);
    catalogue.push(...answer.body.data);
    last = answer.body.last_page;
  }
  combos = catalogue.filter((p) => p.id !== orderProduct.id && p.quantity >= 2).flatMap((p) => specsOf(p).map((specs) => ({ productId: p.id, specs })));
}, 120_000);

afterAll(async () => {
  await stop('SIGTERM');
  await pgDatabase?.close();
  await rm(dataDir, { recursive: true, force: true });
  await bundle?.remove();
});

describe('kill -9 in the middle of writes', () => {
  it(`keeps every acknowledged cart line and order through ${ROUNDS} crashes, and stock agrees with the orders`, async () => {
    expect(orderProduct.quantity).toBe(INITIAL_STOCK);
    expect(combos.length).toBeGreaterThan(60);
    const cartShoppers = await Promise.all(Array.from({ length: CART_WRITERS }, (_, i) => newShopper(i)));
    const orderShoppers = await Promise.all(Array.from({ length: ORDER_WRITERS }, (_, i) => newShopper(CART_WRITERS + i)));
    const cartAcked: CartWrite[][] = cartShoppers.map(() => []);
    const cursors = cartShoppers.map(() => ({ index: 0 }));
    const ordersAcked: number[][] = orderShoppers.map(() => []);
    let kept = 0;
    let acknowledged = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      // A writer's failure is held until the kill, then reported.
      const writers = [
        ...cartShoppers.map((shopper, i) => cartWriter(shopper, i, cursors[i]!, cartAcked[i]!)),
        ...orderShoppers.map((shopper, i) => orderWriter(shopper, ordersAcked[i]!)),
      ].map((writer) => writer.then(() => null, (error: unknown) => error));
      // Killed while every writer has a request in flight.
      await new Promise((done) => setTimeout(done, 1_500 + Math.random() * 1_500));
      await stop('SIGKILL');
      // The killed process's folder lock is no longer renewed. Age it past the ten seconds after
      // which a lock counts as stale, so the restart takes it over at once (database-lock.test.ts
      // waits the real time).
      if (!pgDatabase) {
        const longAgo = new Date(Date.now() - 60_000);
        await utimes(`${join(dataDir, 'db')}.lock`, longAgo, longAgo);
      }
      const failure = (await Promise.all(writers)).find((error) => error !== null);
      if (failure) throw failure;
      await start();

      let roundKept = 0;
      const roundAcked = cartAcked.flat().length + ordersAcked.flat().length;
      for (const [i, shopper] of cartShoppers.entries()) {
        const cart = await call<CartList>('GET', '/api/cart', shopper.token);
        const lines = new Map(cart.body.data.map((line) => [line.id, line]));
        for (const write of cartAcked[i]!) {
          const line = lines.get(write.lineId);
          if (line && line.product_id === write.productId && line.quantity === write.quantity && line.specs.color === write.specs.color && line.specs.size === write.specs.size) roundKept++;
        }
      }
      for (const [i, shopper] of orderShoppers.entries()) {
        const orders = new Set((await call<OrderList>('GET', '/api/my_orders', shopper.token)).body.map((order) => order.id));
        roundKept += ordersAcked[i]!.filter((id) => orders.has(id)).length;
      }
      console.info(`crash round ${round}: ${roundKept} of ${roundAcked} acknowledged writes kept (${cartAcked.flat().length} cart lines, ${ordersAcked.flat().length} orders so far)`);
      expect(roundKept).toBe(roundAcked);
      kept = roundKept;
      acknowledged = roundAcked;
    }
    expect(ordersAcked.flat().length).toBeGreaterThan(0);

    // Stock agrees with every order the database holds, acknowledged or cut off by the kill.
    const stock = (await call<Product>('GET', `/api/products/${orderProduct.id}`, null)).body.quantity;
    let ordered = 0;
    for (const shopper of orderShoppers) {
      for (const order of (await call<OrderList>('GET', '/api/my_orders', shopper.token)).body) {
        if (!RELEASED.has(order.status)) ordered += order.items.filter((item) => item.product_id === orderProduct.id).reduce((sum, item) => sum + item.quantity, 0);
      }
    }
    const oversold = Math.max(0, ordered - INITIAL_STOCK);
    console.info(`crash: ${ROUNDS} kills, acknowledged writes kept ${kept}/${acknowledged} (100%); stock ${stock} + ordered ${ordered} = ${stock + ordered} of ${INITIAL_STOCK}; oversells ${oversold}`);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock + ordered).toBe(INITIAL_STOCK);
  }, 600_000);
});
