/**
 * Backups and restore, on the database the suite runs on: a backup taken while orders are placed
 * holds whole orders only, and restored into a fresh database gives back each of them, its
 * payment, the stock and the books as they were, with the storage folder's pictures; a restore
 * refuses a database that is not empty unless forced, and a file it does not understand; the
 * running shop's backup call needs the operator's token; the schedule keeps the newest files and
 * runs in one process.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create, WriteEntry } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openDatabase, type Database, type Db } from '../../server/src/db/client';
import { orderEvents, orderItems, orders, payments, products, productStock, testGatewayPayments } from '../../server/src/db/schema';
import { backupFileName, restoreBackup } from '../../server/src/services/backup';
import { createBackupSchedule } from '../../server/src/services/backup-schedule';
import { signUp } from './helpers/accounts';
import { testConfig } from './helpers/app';
import { createPostgresDatabase, createTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';
import { placeOrder } from './helpers/orders';
import { setStock } from './helpers/stock';

const OPS_TOKEN = 'ops-token-of-at-least-thirty-two-characters';
const PICTURE = 'products/backup-check.webp';

let work: string;
let source: TestDatabase;
let app: FastifyInstance;
const storageDir = () => join(work, 'storage');

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'libas-backup-test-'));
  await mkdir(join(storageDir(), 'products'), { recursive: true });
  await writeFile(join(storageDir(), PICTURE), 'a picture');
  source = await createTestDatabase();
  app = await buildApp({ db: source.db, config: testConfig({ opsToken: OPS_TOKEN, storageDir: storageDir() }) });
});
afterAll(async () => {
  await app?.close();
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

const takeBackup = (token: string | null = OPS_TOKEN, on = app) =>
  on.inject({ method: 'POST', url: '/ops/backup', headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A database to restore into: a folder for the embedded one, an empty PostgreSQL database otherwise. */
interface Target {
  config: { databaseUrl: string | null; dataDir: string; storageDir: string; objectStorage: null };
  /** Opens the restored database. */
  open(): Promise<Database>;
  close(): Promise<void>;
}

async function freshTarget(name: string): Promise<Target> {
  const dataDir = join(work, name);
  if (!usingPostgres) {
    return {
      config: { databaseUrl: null, dataDir, storageDir: join(dataDir, 'storage'), objectStorage: null },
      open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), lockWaitMs: 0 }),
      close: async () => {},
    };
  }
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, null);
  return {
    config: { databaseUrl: database.url!, dataDir, storageDir: join(dataDir, 'storage'), objectStorage: null },
    // The test's own pool on it, left open until the end.
    open: async () => ({ ...database, close: async () => {} }),
    close: () => database.close(),
  };
}

/** The rows of one order's life, the shop's books and the gateway's, for the orders given. */
async function orderRows(db: Db, ids: number[]) {
  const cardIds = (await db.select({ id: payments.gatewayPaymentId }).from(payments).where(inArray(payments.orderId, ids))).map((row) => row.id);
  return {
    orders: await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)),
    items: await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    events: await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    payments: await db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    gateway: cardIds.length ? await db.select().from(testGatewayPayments).where(inArray(testGatewayPayments.id, cardIds)).orderBy(asc(testGatewayPayments.id)) : [],
  };
}

const stockRows = (db: Db) => db.select().from(productStock).orderBy(asc(productStock.productId), asc(productStock.color), asc(productStock.size));

describe('a backup taken while the shop sells', () => {
  let file: string;
  let target: Target;
  const BURST = 8;
  const STOCK = 100;
  let productId: number;
  let soldBefore: number;

  beforeAll(async () => {
    const [product] = await source.db.select().from(products).where(eq(products.id, 3));
    productId = product!.id;
    soldBefore = product!.soldCount;
    await setStock(source.db, productId, STOCK);
    const shoppers = await Promise.all(Array.from({ length: BURST }, () => signUp(app)));
    // The orders go in all at once, and the backup is asked for once the first is placed: it
    // lands among the others.
    const placing = shoppers.map((shopper, i) => placeOrder(app, source.db, shopper.token, { productId, quantity: 1 + (i % 3), cod: i % 2 === 0 }));
    const backup = placing[0]!.then(() => takeBackup());
    const [response] = await Promise.all([backup, ...placing]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="libas-backup-.+\.tar\.gz"$/);
    file = join(work, 'burst.tar.gz');
    await writeFile(file, response.rawPayload);
    target = await freshTarget('restored');
  });
  afterAll(() => target?.close());

  it('restores into a fresh database every order it holds, whole, with its payment, the stock and the books', async () => {
    const manifest = await restoreBackup(file, target.config);
    expect(manifest).toMatchObject({ format: 'libas-backup', version: 1, database: usingPostgres ? 'postgres' : 'pglite', pictures: 'included' });
    expect(manifest.migrations[0]).toBe('0000_init');

    const restored = await target.open();
    try {
      // The server's start: nothing to migrate, and it opens.
      await restored.migrate();
      const ids = (await restored.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(BURST);
      const rows = await orderRows(restored.db, ids);
      expect(rows).toEqual(await orderRows(source.db, ids));
      expect(rows.items).toHaveLength(ids.length);
      expect(rows.payments.length).toBeGreaterThan(0);

      // No half order: the product's stock is what it had less what the restored orders took;
      // every other option as the source has it.
      const taken = rows.items.reduce((sum, item) => sum + item.quantity, 0);
      const { color, size } = rows.items[0]!;
      const [option] = await restored.db.select().from(productStock).where(and(eq(productStock.productId, productId), eq(productStock.color, color), eq(productStock.size, size)));
      expect(option!.stock).toBe(STOCK - taken);
      const others = (rows: Awaited<ReturnType<typeof stockRows>>) => rows.filter((row) => row.productId !== productId);
      expect(others(await stockRows(restored.db))).toEqual(others(await stockRows(source.db)));
      const [sold] = await restored.db.select({ stock: products.stock, sold: products.soldCount }).from(products).where(eq(products.id, productId));
      expect(sold).toEqual({ stock: STOCK - taken, sold: soldBefore + taken });
    } finally {
      await restored.close();
    }
    expect(await readFile(join(target.config.storageDir, PICTURE), 'utf8')).toBe('a picture');
  });

  it('refuses a database that is not empty, and with --force empties it first', async () => {
    await expect(restoreBackup(file, target.config)).rejects.toThrow(/The database is not empty: db:restore loads into an empty database\. Pass --force/);
    await writeFile(join(target.config.storageDir, 'stray.webp'), 'not in the backup');
    await restoreBackup(file, target.config, { force: true });
    const restored = await target.open();
    try {
      expect((await restored.db.select({ id: orders.id }).from(orders)).length).toBeGreaterThanOrEqual(1);
    } finally {
      await restored.close();
    }
    expect(existsSync(join(target.config.storageDir, 'stray.webp'))).toBe(false);
    expect(existsSync(join(target.config.storageDir, PICTURE))).toBe(true);
  });

  it('refuses a backup of the other kind of database, and a file that is not a backup', async () => {
    const other = usingPostgres
      ? { ...target.config, databaseUrl: null }
      : { ...target.config, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restoreBackup(file, other)).rejects.toThrow(usingPostgres ? /backup is of a PostgreSQL database/ : /backup is of the embedded database/);

    const stranger = join(work, 'stranger.tar.gz');
    await create({ file: stranger, gzip: true }, [new WriteEntry({ path: 'hello.txt' }, 'hello')]);
    await expect(restoreBackup(stranger, target.config)).rejects.toThrow('This is not a Libas backup');
    const future = join(work, 'future.tar.gz');
    const manifest = { format: 'libas-backup', version: 2, createdAt: new Date().toISOString(), database: 'pglite', migrations: [], pictures: 'included' };
    await create({ file: future, gzip: true }, [new WriteEntry({ path: 'manifest.json' }, JSON.stringify(manifest))]);
    await expect(restoreBackup(future, target.config)).rejects.toThrow(/format \(version 2\) is not one this version of the shop reads/);
  });
});

describe('the running shop’s backup call', () => {
  it('needs the operator’s token, and is not there without one', async () => {
    expect((await takeBackup(null)).statusCode).toBe(401);
    expect((await takeBackup('wrong-token-of-at-least-thirty-two-chars')).statusCode).toBe(401);
    const closed = await buildApp({ db: source.db, config: testConfig({ opsToken: null }) });
    try {
      expect((await takeBackup(OPS_TOKEN, closed)).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('the backup schedule', () => {
  const scheduleConfig = (dir: string, keep = 2) => ({ objectStorage: null, storageDir: storageDir(), backup: { dir, everyMs: 60 * 60_000, keep } });

  it('makes a backup when the newest is older than the interval, and keeps the newest files', async () => {
    const dir = join(work, 'scheduled');
    await mkdir(dir);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const old = [backupFileName(hoursAgo(3)), backupFileName(hoursAgo(2)), backupFileName(hoursAgo(1.5))];
    for (const name of old) await writeFile(join(dir, name), 'an older backup');
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    const deleted: string[][] = [];
    const schedule = createBackupSchedule({ db: source.db, config: scheduleConfig(dir), timer: false, onBackup: (_file, gone) => deleted.push(gone) });
    try {
      const made = await schedule.runDue(now);
      expect(made).toBe(join(dir, backupFileName(now)));
      expect((await readdir(dir)).sort()).toEqual([old[2], backupFileName(now), 'notes.txt'].sort());
      expect(deleted).toEqual([[old[0], old[1]]]);
      // Not due again within the interval.
      expect(await schedule.runDue(new Date(now.getTime() + 30 * 60_000))).toBeNull();
    } finally {
      await schedule.stop();
    }
  });

  it('makes each backup in one process of those sharing the database', async () => {
    // Who makes it is the question here, not the file: a stand-in writes it.
    const write = (file: string) => writeFile(file, 'a backup');
    const first = createBackupSchedule({ db: source.db, config: scheduleConfig(join(work, 'first')), timer: false, write });
    const second = createBackupSchedule({ db: source.db, config: scheduleConfig(join(work, 'second')), timer: false, write });
    try {
      expect(await first.runDue()).not.toBeNull();
      if (usingPostgres) {
        // The first holds the lock: the second makes none, until the first stops.
        expect(await second.runDue()).toBeNull();
        await first.stop();
        expect(await second.runDue()).not.toBeNull();
      } else {
        // The embedded database has one process: its folder's lock keeps any other out
        // (database-lock.test.ts), so the schedule needs no lock of its own.
        expect(await second.runDue()).not.toBeNull();
      }
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
