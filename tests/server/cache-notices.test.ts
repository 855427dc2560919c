/**
 * One cache, many processes: a catalogue write through one API process empties the answer and page
 * caches of every other within a second, through PostgreSQL's LISTEN/NOTIFY (the PostgreSQL job,
 * TEST_DATABASE_URL) or Redis pub/sub (REDIS_URL; a redis-server the test starts itself, or
 * TEST_REDIS_URL). On the embedded database without Redis nothing is told, as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { Config } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { products } from '../../server/src/db/schema';
import { startCacheNotices } from '../../server/src/services/cache-notices';
import { testConfig, TEST_TRADER_KEY } from './helpers/app';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';
import { redisAvailable, startTestRedis, type TestRedis } from './helpers/redis';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

interface Shop {
  database: TestDatabase;
  a: FastifyInstance;
  b: FastifyInstance;
}

/** Two processes of one shop, each with its own connections and caches, over one database. */
async function twoProcesses(overrides: Partial<Config> = {}): Promise<Shop> {
  const database = await createTestDatabase();
  closers.push(() => database.close());
  // On PostgreSQL the second process has a pool of its own, as a second `npm start` would.
  let second: Database = database;
  if (database.url) {
    second = await openDatabase({ kind: 'postgres', url: database.url });
    closers.push(() => second.close());
  }
  const config = testConfig({ cacheTtlMs: 60_000, ...overrides });
  const a = await buildApp({ db: database.db, config: { ...config } });
  const b = await buildApp({ db: second.db, config: { ...config } });
  closers.push(() => a.close(), () => b.close());
  await Promise.all([a.ready(), b.ready()]);
  return { database, a, b };
}

const product = async (app: FastifyInstance, id: number) => {
  const response = await app.inject({ url: `/api/products/${id}`, headers: { 'accept-language': 'en' } });
  return { cache: response.headers['x-cache'], price: response.json<{ price: number }>().price };
};

/** B caches the product; its price changes in the database; a write through A must reach B's cache. */
async function expectPriceChangeSeen({ database, a, b }: Shop) {
  const [row] = await database.db.select().from(products).where(eq(products.id, 2));
  const before = await product(b, 2);
  expect((await product(b, 2)).cache).toBe('HIT');
  await database.db.update(products).set({ priceHalalas: row!.priceHalalas + 10_000, discount: 0 }).where(eq(products.id, 2));
  // Until a process writes through the API, B's cache still answers the old price.
  expect(await product(b, 2)).toEqual({ cache: 'HIT', price: before.price });

  const [color = '', size = ''] = [row!.colors[0], row!.sizes[0]];
  const written = await a.inject({
    method: 'PUT',
    url: `/api/trader/products/2/stock`,
    headers: { 'x-trader-key': TEST_TRADER_KEY },
    payload: { color, size, stock: 7 },
  });
  expect(written.statusCode, written.body).toBe(200);
  // The notice is pushed, so B hears it within milliseconds; the wait is long only so that a busy
  // machine does not fail the test. Without the notice B would keep the old price for the cache's minute.
  const writtenAt = Date.now();
  let seen = await product(b, 2);
  while (seen.price === before.price && Date.now() - writtenAt < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await product(b, 2);
  }
  expect(seen.price).toBe((row!.priceHalalas + 10_000) / 100);
}

describe.skipIf(!usingPostgres)('on PostgreSQL', () => {
  it('a catalogue write through one process empties the caches of another within a second (LISTEN/NOTIFY)', async () => {
    await expectPriceChangeSeen(await twoProcesses());
  });
});

describe.skipIf(!redisAvailable)('with Redis', () => {
  let redis: TestRedis;
  afterAll(async () => redis?.stop());

  it('a catalogue write through one process empties the caches of another within a second (pub/sub)', async () => {
    redis = await startTestRedis();
    await expectPriceChangeSeen(await twoProcesses({ redisUrl: redis.url }));
  });
});

describe.skipIf(usingPostgres)('on the embedded database without Redis', () => {
  it('tells no one: there is one process', async () => {
    const database = await createTestDatabase({ seed: false });
    closers.push(() => database.close());
    expect(await startCacheNotices({ db: database.db, redis: null, log: { warn: () => {} }, onClear: () => {} })).toBeNull();
  });
});
