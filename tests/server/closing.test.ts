/**
 * Closing a process without dropping work (SIGTERM runs app.close(); see server/src/main.ts): the
 * requests under way finish and say Connection: close, a request that still reaches the closing
 * process is answered 503 rather than cut off, the grace (SHUTDOWN_GRACE_MS) bounds the wait, and a
 * job still running when it ends goes back to the other processes, its attempt not counted.
 */
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { jobs, orders } from '../../server/src/db/schema';
import { createTestGateway } from '../../server/src/services/gateways/test-gateway';
import { signUp } from './helpers/accounts';
import { testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { placeOrder } from './helpers/orders';

let database: TestDatabase;
afterAll(() => database?.close());

async function db() {
  database ??= await createTestDatabase();
  return database.db;
}

/** A promise with its resolve. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The app listening on a free port, with a route that answers when the test says: `arrived` when a
 * request reaches it, `release` to answer.
 */
async function listening(overrides: Partial<Config> = {}) {
  const app = await buildApp({ db: await db(), config: testConfig(overrides) });
  let arrived = signal();
  const release = signal();
  app.get('/test/slow', async () => {
    arrived.resolve();
    await release.promise;
    return { answered: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    get arrived() {
      return arrived.promise;
    },
    nextArrival: () => (arrived = signal()),
    release: release.resolve,
  };
}

/** A raw connection to `port`, reading what comes back until the server ends it. */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\n\r\n`), ended };
}

/** One GET over `agent`: its status and headers, or the error's code. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders } | { error: string }>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

/** Waits until `app` has stopped listening (its close has begun and reached the server). */
async function notListening(app: FastifyInstance) {
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

describe('closing', () => {
  it('answers the request under way with Connection: close, refuses new connections, and closes without waiting for keep-alive', async () => {
    const shop = await listening();
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection, and a request under way on another.
    expect(await get(shop.port, '/api/settings', agent)).toMatchObject({ status: 200, headers: { connection: 'keep-alive' } });
    const underWay = get(shop.port, '/test/slow', agent);
    await shop.arrived;

    const closed = shop.app.close();
    await notListening(shop.app);
    expect(await get(shop.port, '/api/settings', agent)).toEqual({ error: 'ECONNREFUSED' });
    shop.release();
    expect(await underWay).toMatchObject({ status: 200, headers: { connection: 'close' } });
    // Before, the answered connection stayed open for its keep-alive timeout (72 s), and so did close.
    await closed;
    agent.destroy();
  });

  it('answers 503 with Connection: close to a request sent on an open connection after closing began', async () => {
    const shop = await listening();
    const connection = await rawConnection(shop.port);
    connection.send('/test/slow');
    await shop.arrived;

    const closed = shop.app.close();
    await notListening(shop.app);
    // The client sends its next request behind the first, on the same connection.
    const read = once(shop.app.server, 'request');
    connection.send('/api/settings');
    await read;
    shop.release();
    const [first, second] = (await connection.ended).split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toContain('{"answered":true}');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    await closed;
  });

  it('cuts the requests still under way when the grace runs out', async () => {
    const shop = await listening({ shutdownGraceMs: 50 });
    const agent = new http.Agent({ keepAlive: true });
    const underWay = get(shop.port, '/test/slow', agent);
    await shop.arrived;
    // Never released: the close ends all the same, cutting the request.
    await shop.app.close();
    expect(await underWay).toEqual({ error: 'ECONNRESET' });
    agent.destroy();
  });

  it('hands a job still running when the grace runs out back to the other processes, its attempt not counted', async () => {
    // A gateway that never answers the payment's expiry: the job's run hangs.
    const gateway = createTestGateway(await db());
    const asked = signal();
    const hanging = { ...gateway, fetchPayment: () => (asked.resolve(), new Promise<never>(() => {})) };
    const app = await buildApp({ db: await db(), config: testConfig({ jobPollMs: 10, shutdownGraceMs: 50 }), payments: hanging });
    const shopper = await signUp(app);
    const { placed } = await placeOrder(app, await db(), shopper.token, { productId: 3, cod: false });
    const orderId = placed.order.id;
    const expiry = and(eq(jobs.orderId, orderId), eq(jobs.kind, 'expire-card-payment'));
    // Its 30 minutes are over: the runner takes the expiry and waits for the gateway.
    await (await db()).update(jobs).set({ runAt: new Date(Date.now() - 1_000) }).where(expiry);
    await asked.promise;
    expect(await (await db()).select({ attempts: jobs.attempts }).from(jobs).where(expiry)).toEqual([{ attempts: 1 }]);

    await app.close();
    expect(await (await db()).select({ lockedUntil: jobs.lockedUntil, attempts: jobs.attempts, doneAt: jobs.doneAt }).from(jobs).where(expiry)).toEqual([
      { lockedUntil: null, attempts: 0, doneAt: null },
    ]);

    // Another process takes it at its next look, not after the lease, and runs it once.
    const other = await buildApp({ db: await db(), config: testConfig() });
    expect(await other.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await (await db()).select({ attempts: jobs.attempts, done: jobs.doneAt }).from(jobs).where(expiry)).toEqual([{ attempts: 1, done: expect.any(Date) }]);
    expect(await (await db()).select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))).toEqual([{ status: 'failed' }]);
    await other.close();
  });
});
