/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a
 * uniquely named database on the PostgreSQL server at TEST_DATABASE_URL (the CI PostgreSQL job),
 * created through an admin connection and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/src/db/client';
import { seed, type SeedOptions } from '../../../server/src/db/seed';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
  /** On PostgreSQL, the database's URL, for a server process of its own. */
  url?: string;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: { seed?: boolean | SeedOptions } = {}): Promise<TestDatabase> {
  const database = usingPostgres ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    if (options.seed !== false) await seed(database.db, options.seed === true || !options.seed ? {} : options.seed);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `libas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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
