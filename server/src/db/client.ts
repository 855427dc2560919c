/**
 * Opens the database: embedded PGlite (a folder, or memory for tests) or PostgreSQL through `pg`.
 * Both give the same drizzle API, the same migrations and the same SQL.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { PROJECT_ROOT } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database every repository and service takes; either driver fits. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the pending migrations from `server/drizzle/`. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'drizzle');

export type DatabaseTarget =
  /** `from`: a dump of another database's data folder (PGlite's dumpDataDir) to start from. */
  | { kind: 'memory'; from?: Blob }
  /**
   * `lockWaitMs`: how long to wait for another process to let go of the folder. `from`: a dump to
   * replace whatever the folder holds with, once locked (a restore).
   */
  | { kind: 'pglite'; dataDir: string; lockWaitMs?: number; from?: Blob }
  | { kind: 'postgres'; url: string };

/** Another process (a server, `db:seed`, `db:reset`) has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(dataDir: string) {
    super(
      `Another process has the embedded database in ${dataDir} open (npm start, npm run dev, db:seed or db:reset). ` +
        'Stop it first: two processes writing one embedded database lose writes. To run several, set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** A lock the running process renews; one that a killed process left goes stale after this long. */
const LOCK_STALE_MS = 10_000;

/**
 * Takes the folder's lock (proper-lockfile: a `<folder>.lock` directory kept fresh while held), so a
 * second process refuses to start instead of both writing and losing acknowledged writes. A lock
 * left by a crashed process is taken over once stale.
 */
async function lockFolder(dataDir: string, waitMs: number): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 5,
      retries: { retries: Math.ceil(waitMs / 1_000), minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      realpath: false,
      // A late renewal (a long pause) is logged; it must not bring the server down.
      onCompromised: (error) => console.error('The database folder lock was compromised:', error.message),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DatabaseInUseError(dataDir);
    throw error;
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let unlock = async () => {};
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockFolder(target.dataDir, target.lockWaitMs ?? LOCK_STALE_MS + 2_000);
    if (target.from) {
      await rm(target.dataDir, { recursive: true, force: true });
      await mkdir(target.dataDir);
    }
  }
  // pg_trgm ranks product search (migration 0009); PostgreSQL ships it with its contrib modules.
  const client = await PGlite.create(target.kind === 'pglite' ? target.dataDir : undefined, {
    extensions: { pg_trgm },
    loadDataDir: target.from,
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await client.close();
      await unlock();
    },
  };
}
