/**
 * The API scaled out, as it runs: three `npm start` processes with production settings on one
 * PostgreSQL (TEST_DATABASE_URL, from scripts/ci-postgres.sh), one Redis (a redis-server of the
 * test's own) and one object store (the local fake S3), with requests spread over them. See
 * docs/deploy.md. Run by `npm run test:scale` in CI; skipped without PostgreSQL or redis-server.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jobs, orderEvents, orderItems, orders, products } from '../../server/src/db/schema';
import { toSar } from '../../server/src/services/money';
import { bearer, multipart, postJson, signUp } from '../server/helpers/accounts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../server/helpers/db';
import { FAKE_S3_KEY, startFakeS3, type FakeS3 } from '../server/helpers/fake-s3';
import { addToCart, naqelRiyadh, payableHalalas, placeOrder } from '../server/helpers/orders';
import { redisAvailable, startTestRedis, type TestRedis } from '../server/helpers/redis';

const TRADER_KEY = 'scale-trader-key-0123456789';
const COUNT = 3;

interface Process {
  port: number;
  child: ChildProcess;
  /** The same calls as the server tests make, over HTTP to this process. */
  app: FastifyInstance;
  output: string;
}

let client = 0;

/**
 * `inject` over HTTP, so the server tests' helpers (signUp, placeOrder…) drive a real process. The
 * processes believe one proxy (TRUST_PROXY=1), this test: each request comes from a shopper of its
 * own unless it names one, as behind a load balancer.
 */
function overHttp(base: string): FastifyInstance {
  const inject = async (options: { method?: string; url: string; payload?: unknown; headers?: Record<string, string> }) => {
    client++;
    const headers: Record<string, string> = { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`, ...options.headers };
    let body: Uint8Array | string | undefined;
    if (Buffer.isBuffer(options.payload)) body = new Uint8Array(options.payload);
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(base + options.url, { method: options.method ?? 'GET', headers, body });
    const raw = Buffer.from(await response.arrayBuffer());
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: raw.toString(), rawPayload: raw, json: () => JSON.parse(raw.toString()) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}

type Outcome = { status: number; connection: string | undefined; orderId: number | null } | { error: string };

/**
 * A checkout over node:http and `agent` (a load balancer's keep-alive connections), so that a refused
 * connection (ECONNREFUSED) is told from one cut off (ECONNRESET, a hang-up). With `rest`, the body's
 * last bytes are sent only once it resolves: the request is under way until then.
 */
function checkoutOver(port: number, agent: http.Agent, token: string, body: object, rest?: Promise<unknown>): Promise<Outcome> {
  const payload = Buffer.from(JSON.stringify(body));
  const headers = { ...bearer(token), 'content-type': 'application/json', 'content-length': String(payload.length), 'idempotency-key': randomUUID(), 'accept-language': 'en' };
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/orders', agent, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, orderId: response.statusCode === 201 ? (JSON.parse(text) as { order: { id: number } }).order.id : null }),
      );
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!rest) return void request.end(payload);
    request.write(payload.subarray(0, -8));
    void rest.then(() => request.end(payload.subarray(-8)));
  });
}

/** A promise with its resolve. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// CI installs both: there the suite must run, not skip.
it.runIf(Boolean(process.env.CI))('has PostgreSQL (TEST_DATABASE_URL) and redis-server in CI', () => {
  expect({ postgres: usingPostgres, redis: redisAvailable }).toEqual({ postgres: true, redis: true });
});

describe.skipIf(!usingPostgres || !redisAvailable)('three API processes on one PostgreSQL, Redis and object store', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let s3: FakeS3;
  let dataDir: string;
  const processes: Process[] = [];
  const started = Date.now();

  async function start(index: number, port: number): Promise<Process> {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dataDir, String(index)),
      DIST_DIR: join(dataDir, 'no-build'),
      DATABASE_URL: database.url!,
      REDIS_URL: redis.url,
      STORAGE_URL: s3.url,
      STORAGE_BUCKET: s3.bucket,
      STORAGE_ACCESS_KEY_ID: FAKE_S3_KEY.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: FAKE_S3_KEY.secretAccessKey,
      PUBLIC_URL: 'http://localhost:5173',
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      CORS_ORIGINS: 'http://localhost:5173',
      JWT_SECRET: 'scale-test-secret-of-at-least-thirty-two-characters',
      TRADER_KEY,
      SEED_IMAGES: '0',
      SCRYPT_LOG_N: '14',
      AUTH_RATE_LIMIT_MAX: '5',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '100000',
      JOB_POLL_MS: '200',
      DEMO_CARRIER: '1',
      LOG_LEVEL: 'warn',
    };
    // Its own process group, so that killing it takes npm, the shell and node at once.
    const child = spawn('npm', ['start', '--silent'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const proc: Process = { port, child, app: overHttp(`http://127.0.0.1:${port}`), output: '' };
    child.stdout!.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
    // Started when ready, as a load balancer sees it: the database, its migrations, Redis and the bucket answer.
    for (let waited = 0; ; waited += 200) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      if (ready) break;
      if (child.exitCode !== null || waited > 60_000) throw new Error(`Process ${index} did not start:\n${proc.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return proc;
  }

  /** The `node` process `npm start` runs, under npm and a shell in the process group. */
  const serverPid = (proc: Process) => {
    const lines = execFileSync('ps', ['-eo', 'pid=,pgid=,args=']).toString().trim().split('\n');
    const [pid] = lines.map((line) => line.trim().split(/\s+/)).find(([, pgid, command]) => Number(pgid) === proc.child.pid && command === 'node') ?? [];
    if (!pid) throw new Error(`No node process under npm ${proc.child.pid}`);
    return Number(pid);
  };

  const kill = (proc: Process, signal: NodeJS.Signals = 'SIGKILL') => {
    try {
      process.kill(-proc.child.pid!, signal);
    } catch {
      // gone already
    }
  };

  beforeAll(async () => {
    [database, redis, s3] = await Promise.all([createTestDatabase(), startTestRedis(), startFakeS3()]);
    dataDir = await mkdtemp(join(tmpdir(), 'libas-scale-'));
    const base = 4100 + (process.pid % 500) * 4;
    // The first migrates and seeds; the others then start together.
    processes.push(await start(0, base));
    processes.push(...(await Promise.all([1, 2].map((i) => start(i, base + i)))));
  }, 120_000);

  afterAll(async () => {
    for (const proc of processes) kill(proc);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (database) console.info(`scale suite: ${await database.db.$count(orders)} orders placed in all`);
    await database?.close();
    await redis?.stop();
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    console.info(`scale suite: ${COUNT} processes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  const at = (i: number) => processes[i % processes.length]!.app;
  const db = () => database.db;

  /** One unit of the product in its first colour and size, cash on delivery, naqel to Riyadh, as the SPA sends it. */
  async function orderBody(productId: number) {
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    const specs = { color: product!.colors[0] ?? '', size: product!.sizes[0] ?? '' };
    const amount = toSar(payableHalalas([{ priceHalalas: product!.salePriceHalalas, quantity: 1 }], 0, naqelRiyadh(true)));
    return {
      specs,
      body: { city: 'RUH', area: 'Al Olaya', address: 'Al Olaya, Riyadh', zip_code: '12211', amount, products: [{ product_id: productId, quantity: 1, specs }], cod: true, phone: '501234567', returnUrl: 'http://localhost:5173/payment-status', shipping_gate: 'naqel' },
    };
  }

  const order = (app: FastifyInstance, token: string, body: object, key: string = randomUUID()) =>
    app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { ...bearer(token), 'idempotency-key': key, 'accept-language': 'en' } });

  const setStock = async (productId: number, specs: { color: string; size: string }, stock: number) => {
    const put = await at(0).inject({ method: 'PUT', url: `/api/trader/products/${productId}/stock`, payload: { ...specs, stock }, headers: { 'x-trader-key': TRADER_KEY } });
    expect(put.statusCode, put.body).toBe(200);
  };

  it('answers the load balancer on every process: alive, and ready with PostgreSQL, Redis and the bucket', async () => {
    for (const proc of processes) {
      expect(await proc.app.inject({ url: '/healthz' }).then((r) => [r.statusCode, r.json()])).toEqual([200, { status: 'ok' }]);
      expect(await proc.app.inject({ url: '/readyz' }).then((r) => [r.statusCode, r.json()])).toEqual([200, { status: 'ready' }]);
    }
  });

  it('sells the last unit once, whichever processes the shoppers reach', async () => {
    const { specs, body } = await orderBody(7);
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(at(i))));
    for (const [i, shopper] of shoppers.entries()) await addToCart(at(i), db(), shopper.token, 7);
    await setStock(7, specs, 1);
    const placed = await Promise.all(shoppers.map((shopper, i) => order(at(i), shopper.token, body)));
    const statuses = placed.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201), placed.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500), statuses.join()).toEqual([]);
  });

  it('makes one order of one idempotency key sent to every process at once', async () => {
    const shopper = await signUp(at(0));
    await addToCart(at(0), db(), shopper.token, 3);
    const { body } = await orderBody(3);
    const key = randomUUID();
    const answers = await Promise.all(processes.map((p) => order(p.app, shopper.token, body, key)));
    expect(answers.some((a) => a.statusCode === 201), answers.map((a) => a.body).join('\n')).toBe(true);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(await db().$count(orders, eq(orders.userId, shopper.user.id))).toBe(1);
  });

  it('holds the login limit across processes', async () => {
    const email = `nobody.${randomUUID()}@example.com`;
    const statuses = [];
    // One client over every process: its limit of 5 holds across them.
    const from = { headers: { 'x-forwarded-for': '192.0.2.77' } };
    for (let i = 0; i < 6; i++) statuses.push((await postJson(at(i), '/api/login', { email: `${i}.${email}`, password: 'not-it-1' }, from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // One account from many clients: after 3 failures it waits, on every process.
    const account = [];
    for (let i = 0; i < 4; i++) account.push((await postJson(at(i), '/api/login', { email, password: 'not-it-1' })).status);
    expect(account).toEqual([401, 401, 401, 429]);
  });

  it('reads on one process a chat message written on another', async () => {
    const shopper = await signUp(at(0));
    const chatKey = `${shopper.user.id}localhost`;
    const sent = await postJson(at(0), '/api/message', { message: 'Is it in stock?', chat_key: chatKey, sender: 'user', domin: 'localhost', receiver: 'trader', user_name: shopper.name }, { token: shopper.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const read = await at(1).inject({ url: `/api/chats/${chatKey}/messages`, headers: bearer(shopper.token) });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Is it in stock?');
  });

  it('serves on every process a photo uploaded through one', async () => {
    const shopper = await signUp(at(0));
    const data = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#6f4a31' } }).webp().toBuffer();
    const { payload, headers } = multipart({ name: 'Noura Saleh', email: shopper.email }, { filename: 'me.webp', type: 'image/webp', data });
    const uploaded = await at(0).inject({ method: 'POST', url: '/api/update-profile', payload, headers: { ...headers, ...bearer(shopper.token) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const img = (uploaded.json() as { user: { img: string } }).user.img;
    for (const proc of processes) expect((await proc.app.inject({ url: `/storage/${img}` })).statusCode).toBe(200);
  });

  it('shows a price change on one process on the others within a second', async () => {
    const read = async (i: number) => (await at(i).inject({ url: '/api/products/5', headers: { 'accept-language': 'en' } })).json() as { price: number };
    for (const i of [1, 2, 1, 2]) await read(i);
    const [row] = await db().select().from(products).where(eq(products.id, 5));
    await db().update(products).set({ priceHalalas: row!.priceHalalas + 5_000, discount: 0 }).where(eq(products.id, 5));
    await setStock(5, { color: row!.colors[0] ?? '', size: row!.sizes[0] ?? '' }, 9);
    const writtenAt = Date.now();
    const expected = (row!.priceHalalas + 5_000) / 100;
    for (const i of [1, 2]) {
      while ((await read(i)).price !== expected && Date.now() - writtenAt < 1_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await read(i)).price).toBe(expected);
    }
    expect(Date.now() - writtenAt).toBeLessThan(1_000);
  });

  it('runs each job once: the demo carrier confirms and ships an order once, though every process looks', async () => {
    const shopper = await signUp(at(2));
    const { placed } = await placeOrder(at(2), db(), shopper.token, { productId: 4 });
    const orderId = placed.order.id;
    const deadline = Date.now() + 20_000;
    let status = '';
    while (status !== 'shippment_created' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [{ status = '' } = {}] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    }
    expect(status).toBe('shippment_created');
    // Each job was claimed once (a claim counts an attempt) and moved the order once.
    const ran = await db().select({ kind: jobs.kind, attempts: jobs.attempts, done: sql<boolean>`${jobs.doneAt} is not null` }).from(jobs).where(eq(jobs.orderId, orderId));
    expect(ran.filter((job) => job.kind.startsWith('demo-')).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'demo-confirm', attempts: 1, done: true },
      { kind: 'demo-ship', attempts: 1, done: true },
    ]);
    const events = await db().select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.status === 'confirmed')).toHaveLength(1);
  }, 30_000);

  it('restarts a process gracefully mid-checkout: no request cut, no acknowledged order lost, no job run twice', async () => {
    const target = processes[1]!;
    const agents = processes.map(() => new http.Agent({ keepAlive: true }));
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(at(i))));
    for (const [i, shopper] of shoppers.entries()) await addToCart(at(i), db(), shopper.token, 1);
    const { specs, body } = await orderBody(1);
    await setStock(1, specs, 100);
    const checkout = (i: number, rest?: Promise<unknown>) => checkoutOver(processes[i % COUNT]!.port, agents[i % COUNT]!, shoppers[i]!.token, body, rest);

    // Before the signal: on the process to stop, a checkout whose body is still on its way, and one
    // that completes (its answer proves the process read the first one's start); two on each other.
    const rest = signal();
    const underWay = checkout(1, rest.promise);
    const before = await Promise.all([0, 2, 3, 4, 5].map((i) => checkout(i)));
    const exited = new Promise<number | null>((resolve) => target.child.once('exit', resolve));
    const idle = Object.values(agents[1]!.freeSockets).flat();
    expect(idle.length).toBeGreaterThan(0);
    // The server's own process, as a process manager signals it (npm, killed by a SIGTERM, passes none on).
    process.kill(serverPid(target), 'SIGTERM');
    // Its idle keep-alive connections close as it stops listening; then the burst goes on.
    await Promise.all(idle.map((socket) => new Promise((resolve) => (socket!.destroyed ? resolve(null) : socket!.once('close', resolve)))));
    const after = Promise.all([6, 7, 8, 9, 10, 11].map((i) => checkout(i)));
    rest.resolve();
    const outcomes = [await underWay, ...before, ...(await after)];
    for (const agent of agents) agent.destroy();

    // Each checkout was answered, or refused a connection before it started: none cut off.
    expect(outcomes.filter((o) => 'error' in o && o.error !== 'ECONNREFUSED'), JSON.stringify(outcomes)).toEqual([]);
    expect(await underWay).toMatchObject({ status: 201, connection: 'close' });
    expect(outcomes.filter((o) => 'error' in o)).toHaveLength(2);
    expect(outcomes.filter((o) => 'status' in o && o.status !== 201), JSON.stringify(outcomes)).toEqual([]);
    // It exits 0 within the grace (SHUTDOWN_GRACE_MS, 10 s by default; the process's own limit after it exits 1).
    expect(await exited, target.output).toBe(0);

    // Every acknowledged order is there with its line.
    const acknowledged = outcomes.flatMap((o) => ('orderId' in o && o.orderId !== null ? [o.orderId] : []));
    expect(acknowledged).toHaveLength(10);
    for (const orderId of acknowledged) expect(await db().$count(orderItems, eq(orderItems.orderId, orderId)), `order ${orderId}`).toBe(1);

    // A deploy starts it again; meanwhile the demo carrier confirms the orders, each once.
    processes[1] = await start(1, target.port);
    const deadline = Date.now() + 20_000;
    const confirmed = () => db().$count(orders, and(inArray(orders.id, acknowledged), inArray(orders.status, ['confirmed', 'shippment_created'])));
    while ((await confirmed()) < acknowledged.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await confirmed()).toBe(acknowledged.length);
    const confirms = await db().select({ attempts: jobs.attempts, done: sql<boolean>`${jobs.doneAt} is not null` }).from(jobs).where(and(inArray(jobs.orderId, acknowledged), eq(jobs.kind, 'demo-confirm')));
    expect(confirms).toEqual(acknowledged.map(() => ({ attempts: 1, done: true })));
    // No order of the suite's was moved twice by a job, whichever process ran it or was stopped.
    const twice = await db().execute(sql`select order_id from ${orderEvents} where status in ('confirmed', 'shippment_created') group by order_id, status having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 60_000);

  it('loses no acknowledged order when a process is killed mid-checkout', async () => {
    const shoppers = await Promise.all(Array.from({ length: 9 }, (_, i) => signUp(at(i))));
    for (const [i, shopper] of shoppers.entries()) await addToCart(at(i), db(), shopper.token, 2);
    const { specs, body } = await orderBody(2);
    await setStock(2, specs, 100);
    const attempts = shoppers.map((shopper, i) =>
      order(at(i), shopper.token, body).then(
        (r) => ({ shopper, status: r.statusCode }),
        () => ({ shopper, status: 0 }),
      ),
    );
    kill(processes[1]!);
    const results = await Promise.all(attempts);
    const acknowledged = results.filter((r) => r.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { shopper } of acknowledged) expect(await db().$count(orders, eq(orders.userId, shopper.user.id)), `shopper ${shopper.user.id}`).toBe(1);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    console.info(`scale suite: ${acknowledged.length} of ${results.length} checkouts acknowledged while a process was killed`);
  });
});
