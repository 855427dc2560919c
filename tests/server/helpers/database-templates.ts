/**
 * Vitest global setup for the server tests: migrates one database, and migrates and seeds a second,
 * once per run. Each test file then starts from a copy of one of them (./db.ts) instead of
 * migrating and seeding its own, which took most of a small file's time. On PGlite the copies are
 * dumps of the data folder; on PostgreSQL they are template databases.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/src/db/client';
import { seed } from '../../../server/src/db/seed';

export interface DatabaseTemplates {
  /** PGlite: data-folder dumps to load. PostgreSQL: names of template databases. */
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const tag = `libas_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    const templates: DatabaseTemplates = { kind: 'postgres', migrated: `${tag}_migrated`, seeded: `${tag}_seeded` };
    for (const [name, seeded] of [[templates.migrated, false], [templates.seeded, true]] as const) {
      await adminQuery(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await database.migrate();
        if (seeded) await seed(database.db);
      } finally {
        await database.close();
      }
    }
    project.provide('databaseTemplates', templates);
    return async () => {
      for (const name of [templates.migrated, templates.seeded]) await adminQuery(adminUrl, `drop database if exists ${name}`);
    };
  }

  const folder = await mkdtemp(join(tmpdir(), 'libas-test-templates-'));
  const templates: DatabaseTemplates = { kind: 'pglite', migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    await writeFile(templates.migrated, await dump(database.db));
    await seed(database.db);
    await writeFile(templates.seeded, await dump(database.db));
  } finally {
    await database.close();
  }
  project.provide('databaseTemplates', templates);
  return () => rm(folder, { recursive: true, force: true });
}

async function dump(db: unknown): Promise<Uint8Array> {
  const client = (db as { $client: PGlite }).$client;
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

