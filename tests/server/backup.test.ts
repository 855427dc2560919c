/**
 * Backups and restore, on the database the suite runs on: a backup taken while orders are placed
 * holds whole orders only, and restored into a fresh database gives back each of them, its
 * payment, the stock and the books as they were, with the storage folder's pictures; a restore
 * refuses a database that is not empty unless forced, and a file it does not understand; the
 * running shop's backup call needs the operator's token; the schedule keeps the newest files and
 * runs in one process.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create, WriteEntry } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database, type Db } from '../../server/src/db/client';
import { orderEvents, orderItems, orders, payments, products, productStock, testGatewayPayments } from '../../server/src/db/schema';
import { backupFileName, readBackupManifest, restoreBackup } from '../../server/src/services/backup';
import { createBackupSchedule } from '../../server/src/services/backup-schedule';
import { signUp } from './helpers/accounts';
import { testConfig } from './helpers/app';
import { createPostgresDatabase, createTestDatabase, usingPostgres, type TestDatabase } from './helpers/db';
import { placeOrder } from './helpers/orders';
import { setStock } from './helpers/stock';

const run = promisify(execFile);
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
  // A resized copy, made again when asked for: not in the backup.
  await mkdir(join(storageDir(), '.cache', 'products'), { recursive: true });
  await writeFile(join(storageDir(), '.cache', 'products', 'backup-check.webp.webp'), 'a resized copy');
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

/** The rows an order's placing writes in one transaction, for the orders given. */
async function placedRows(db: Db, ids: number[]) {
  return {
    orders: await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)),
    items: await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    events: await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
  };
}

/**
 * The shop's and the test gateway's books of card payments: every row of `restored`, with the
 * rows of the same ids in `from`. A card order's payment is written after its order (the gateway
 * is asked in between), so a backup may hold an order whose payment came later, as a crash there
 * would leave it; the payment's expiry job settles such an order.
 */
async function paymentRows(restored: Db, from: Db) {
  const shop = await restored.select().from(payments).orderBy(asc(payments.id));
  const gateway = await restored.select().from(testGatewayPayments).orderBy(asc(testGatewayPayments.id));
  const ids = { shop: [0, ...shop.map((row) => row.id)], gateway: ['', ...gateway.map((row) => row.id)] };
  return {
    restored: { shop, gateway },
    source: {
      shop: await from.select().from(payments).where(inArray(payments.id, ids.shop)).orderBy(asc(payments.id)),
      gateway: await from.select().from(testGatewayPayments).where(inArray(testGatewayPayments.id, ids.gateway)).orderBy(asc(testGatewayPayments.id)),
    },
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
    // The orders go in all at once, and the backup is asked for once the first, a card order, is
    // placed and its payment opened: it lands among the others.
    const placing = shoppers.map((shopper, i) => placeOrder(app, source.db, shopper.token, { productId, quantity: 1 + (i % 3), cod: i % 2 === 1 }));
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
      // Each order whole: its lines and its history, as the source has them.
      const rows = await placedRows(restored.db, ids);
      expect(rows).toEqual(await placedRows(source.db, ids));
      expect(rows.items).toHaveLength(ids.length);
      const books = await paymentRows(restored.db, source.db);
      expect(books.restored).toEqual(books.source);
      expect(books.restored.shop.length).toBeGreaterThanOrEqual(1);
      expect(books.restored.gateway.length).toBeGreaterThanOrEqual(books.restored.shop.length);

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
    expect(existsSync(join(target.config.storageDir, '.cache'))).toBe(false);
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

describe('npm run db:backup', () => {
  const backUp = (file: string, env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'server/src/db/backup-cli.ts', 'backup', file], {
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', OPS_TOKEN: '', BACKUP_DIR: '', ...env },
    });

  it(
    usingPostgres ? 'dumps PostgreSQL with pg_dump into one file' : 'asks the running server for the backup when it holds the embedded database',
    async () => {
      const file = join(work, 'by-command.tar.gz');
      if (usingPostgres) {
        const { stdout } = await backUp(file, { DATABASE_URL: source.url!, DATA_DIR: work });
        expect(stdout).toContain(`Backup written to ${file}: the PostgreSQL database, the pictures included.`);
        expect(await readBackupManifest(file)).toMatchObject({ database: 'postgres' });
        return;
      }
      // A shop running on a database folder, as npm start runs it: the command cannot open the
      // folder, so the server makes the backup.
      const dataDir = join(work, 'running');
      const held = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), lockWaitMs: 0, from: await (source.db as unknown as { $client: PGlite }).$client.dumpDataDir('none') });
      const running = await buildApp({ db: held.db, config: testConfig({ opsToken: OPS_TOKEN, dataDir, storageDir: storageDir() }) });
      try {
        await running.listen({ port: 0, host: '127.0.0.1' });
        const { port } = running.server.address() as AddressInfo;
        const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) };
        const refused = await backUp(file, env).catch((error: { code: number; stderr: string }) => error);
        expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Set OPS_TOKEN to the server') });
        const { stdout } = await backUp(file, { ...env, OPS_TOKEN });
        expect(stdout).toContain(`asking it for the backup (http://127.0.0.1:${port}/ops/backup)`);
        expect(stdout).toContain(`Backup written to ${file}: the embedded database, the pictures included.`);
      } finally {
        await running.close();
        await held.close();
      }
    },
    30_000,
  );
});

describe('the backup settings', () => {
  it('schedule a backup every interval in BACKUP_DIR, daily unless said, and refuse what they cannot read', () => {
    expect(loadConfig({}).backup).toBeNull();
    expect(loadConfig({ BACKUP_DIR: 'backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' }).backup).toEqual({ dir: resolve('backups'), everyMs: 6 * 3_600_000, keep: 3 });
    expect(loadConfig({ BACKUP_DIR: '/var/backups/libas' }).backup).toEqual({ dir: '/var/backups/libas', everyMs: 86_400_000, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '30m' }).backup?.everyMs).toBe(30 * 60_000);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '6 hours' })).toThrow('BACKUP_EVERY takes a number of minutes, hours or days (30m, 6h, 1d), got "6 hours"');
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '0m' })).toThrow(/BACKUP_EVERY takes/);
    expect(() => loadConfig({ BACKUP_EVERY: '1d' })).toThrow('BACKUP_EVERY needs BACKUP_DIR, the folder the scheduled backups go to');
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be an integer >= 1, got "0"');
  });
});

describe('the backup schedule', () => {
  const scheduleConfig = (dir: string, keep = 2) => ({ objectStorage: null, storageDir: storageDir(), backup: { dir, everyMs: 60 * 60_000, keep } });

  it('makes a backup when the newest is older than the interval, keeps the newest files and clears a cut-off one', async () => {
    const dir = join(work, 'scheduled');
    await mkdir(dir);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const old = [backupFileName(hoursAgo(3)), backupFileName(hoursAgo(2)), backupFileName(hoursAgo(1.5))];
    for (const name of old) await writeFile(join(dir, name), 'an older backup');
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    // What a backup cut off by a crash left.
    const cutOff = `${backupFileName(hoursAgo(1.2))}.partial`;
    await writeFile(join(dir, cutOff), 'half a backup');
    const deleted: string[][] = [];
    const schedule = createBackupSchedule({ db: source.db, config: scheduleConfig(dir), timer: false, onBackup: (_file, gone) => deleted.push(gone) });
    try {
      const made = await schedule.runDue(now);
      expect(made).toBe(join(dir, backupFileName(now)));
      expect((await readdir(dir)).sort()).toEqual([old[2], backupFileName(now), 'notes.txt'].sort());
      expect(deleted).toEqual([[old[0], old[1], cutOff]]);
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
