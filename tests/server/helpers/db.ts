/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a
 * uniquely named database on the PostgreSQL server at TEST_DATABASE_URL (the CI PostgreSQL job),
 * created through an admin connection and dropped afterwards. Both start as a copy of the run's
 * template when there is one (./database-templates.ts).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../../server/src/db/client';
import { seed, type SeedOptions } from '../../../server/src/db/seed';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
  /** On PostgreSQL, the database's URL, for a server process of its own. */
  url?: string;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: { seed?: boolean | SeedOptions } = {}): Promise<TestDatabase> {
  // A copy of the run's migrated (and, with the default seed, seeded) database when the global
  // setup made one (./database-templates.ts); otherwise this database migrates and seeds itself.
  const templates = inject('databaseTemplates') ?? null;
  const seedOptions = options.seed === false ? null : options.seed === true || !options.seed ? {} : options.seed;
  const template = templates && (seedOptions && Object.keys(seedOptions).length === 0 ? templates.seeded : templates.migrated);
  const seeded = template !== null && template === templates?.seeded;
  const database = usingPostgres
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, template)
    : await openDatabase({ kind: 'memory', from: template ? new Blob([await readFile(template)]) : undefined });
  try {
    if (!template) await database.migrate();
    if (seedOptions && !seeded) await seed(database.db, seedOptions);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A database of its own on the PostgreSQL server at `adminUrl`: a copy of `template`, or empty without one. */
export async function createPostgresDatabase(adminUrl: string, template: string | null): Promise<TestDatabase> {
  const name = `libas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        // The pool's sessions may take a moment to go; forcing them out would make their
        // clients report the termination as an unhandled error.
        for (let attempt = 0; ; attempt++) {
          try {
            await dropper.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * An in-memory PGlite database with only the migrations before `tag` (say '0014'), as a database
 * made before that migration has them, to test what the migration does to existing rows.
 * `migrateRest` then applies the others, as an upgrade does.
 */
export async function databaseBefore(tag: string): Promise<{ client: PGlite; migrateRest(): Promise<void>; close(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'libas-migrations-'));
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < tag);
    await writeFile(journalPath, JSON.stringify(journal));
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
    return {
      client,
      migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      async close() {
        await client.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await client.close();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
