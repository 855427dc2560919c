/**
 * Whether this process can serve (`GET /readyz`, plugins/health.ts): the database answers and has
 * every migration this build ships, and Redis and object storage answer when they are configured.
 * Each check has `CHECK_TIMEOUT_MS`, so a hung dependency fails the check quickly instead of
 * holding the probe.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Config } from '../config';
import { MIGRATIONS_FOLDER, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import type { Redis } from './redis';
import type { ImageStore } from './storage';

/** A dependency that has not answered by then counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The parts a 503 names: never an address, a key or an error's text. */
export type ReadinessPart = 'database' | 'migrations' | 'redis' | 'storage';

export interface ReadinessDeps {
  db: Db;
  /** Null without REDIS_URL: not checked. */
  redis: Redis | null;
  images: ImageStore;
  config: Pick<Config, 'objectStorage' | 'storageDir'>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The folder, or the nearest folder above it while it is not there yet (the first upload makes it), is writable. */
async function writableFolder(folder: string): Promise<void> {
  for (let dir = folder; ; dir = dirname(dir)) {
    try {
      await access(dir, constants.W_OK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(dir) === dir) throw error;
    }
  }
}

/** The check: it answers the parts that failed, sorted; none when the process is ready. */
export function createReadinessCheck({ db, redis, images, config }: ReadinessDeps): () => Promise<ReadinessPart[]> {
  // The migrations this build ships, read on the first check; drizzle records each by its folder time.
  let shipped: number[] | undefined;
  const shippedMigrations = () => (shipped ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis));

  /**
   * Every migration of this build must be applied. A database ahead of the build (a newer build
   * migrated it during a rolling deploy) stays ready: migrations only add, and failing every older
   * process at once would leave the balancer nothing to send requests to.
   */
  async function databaseParts(): Promise<ReadinessPart[]> {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return ['database'];
    }
    try {
      const applied = new Set((await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`)).map((row) => Number(row.created_at)));
      return shippedMigrations().every((millis) => applied.has(millis)) ? [] : ['migrations'];
    } catch {
      return ['migrations'];
    }
  }

  async function redisAnswers(redis: Redis): Promise<void> {
    // Not connected: a command would fail at once anyway (no offline queue).
    if (redis.status !== 'ready') throw new Error('Redis is not connected');
    await redis.ping();
  }

  async function storageAnswers(): Promise<void> {
    // A HEAD of an object that is not there: a cheap call that still needs the bucket and the keys.
    if (config.objectStorage) await images.has('.readiness-check');
    else await writableFolder(config.storageDir);
  }

  return async () => {
    const failed: ReadinessPart[] = [];
    const check = (part: ReadinessPart, work: () => Promise<unknown>) => withTimeout(work(), CHECK_TIMEOUT_MS).catch(() => void failed.push(part));
    await Promise.all([
      withTimeout(databaseParts(), CHECK_TIMEOUT_MS).then(
        (parts) => void failed.push(...parts),
        () => void failed.push('database'),
      ),
      redis && check('redis', () => redisAnswers(redis)),
      check('storage', storageAnswers),
    ]);
    return failed.sort();
  };
}
