/**
 * Backups and restore: one file, a tar.gz, holding a manifest, the database's own dump and, with
 * the storage folder, the pictures. The embedded database is dumped by PGlite (its data folder,
 * taken between two transactions); PostgreSQL by `pg_dump --format=custom`, which reads one
 * snapshot while the shop keeps writing. A restore loads such a file into an empty database.
 */
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, openAsBlob, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { create, entries, extract, WriteEntry } from 'tar';
import type { Config } from '../config';
import { MIGRATIONS_FOLDER, openDatabase, type Db } from '../db/client';
import { queryRows } from '../db/rows';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'libas-backup';
export const BACKUP_VERSION = 1;

export type DatabaseKind = 'pglite' | 'postgres';

/** What a backup file says about itself (manifest.json). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: DatabaseKind;
  /** The migrations the database had, by their names in server/drizzle/. */
  migrations: string[];
  /** `included`: under storage/ in the file; `object-storage`: in the bucket, which keeps its own versions. */
  pictures: 'included' | 'object-storage';
}

/** The dump's name in the file, by the database it came from. */
const DUMP_FILE: Record<DatabaseKind, string> = { pglite: 'database.tar', postgres: 'database.pgdump' };

/** A backup the shop refuses to make or load, with the reason for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The database a running app backs up: its PGlite, or the PostgreSQL its pool connects to. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export function backupSource(db: Db): BackupSource {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) {
    const url = client.options.connectionString;
    if (!url) throw new BackupError('The PostgreSQL pool has no connection string to give pg_dump');
    return { kind: 'postgres', url };
  }
  return { kind: 'pglite', client };
}

/** A name that sorts by time: libas-backup-2025-03-01T02-00-00-000Z.tar.gz. */
export const backupFileName = (at = new Date()) => `libas-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
export const BACKUP_FILE_PATTERN = /^libas-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/;

// ---------------------------------------------------------------------------------------------
// Migrations, by name.

async function migrationNames(): Promise<Map<number, string>> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/** The migrations applied to the database, by name; one this build does not ship is named by its time. */
async function appliedMigrations(db: Db): Promise<string[]> {
  const names = await migrationNames();
  const rows = await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by id`).catch(() => []);
  return rows.map((row) => names.get(Number(row.created_at)) ?? `unknown-${String(row.created_at)}`);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL's tools.

/** `pg_dump` or `pg_restore`: on the PATH (Debian's wrapper picks the newest), else the newest under /usr/lib/postgresql. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && existsSync(join(dir, name))) return join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    if (existsSync(join(root, version, 'bin', name))) return join(root, version, 'bin', name);
  }
  throw new BackupError(`${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), of the server's major version or newer`);
}

/**
 * The tools' connection: the URL without its password, given as --dbname, and the password in
 * PGPASSWORD, so that `ps` never shows it.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  try {
    await run(postgresTool(tool), [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Making a backup.

/**
 * The database's dump as the file's entry. PGlite's is its data folder, taken inside a
 * transaction of its own: PGlite runs one transaction at a time, so no order is half in it; the
 * checkpoint first writes every committed change into the folder's files.
 */
async function dumpDatabase(source: BackupSource, work: string): Promise<Blob> {
  if (source.kind === 'pglite') {
    return source.client.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return source.client.dumpDataDir('none');
    });
  }
  const file = join(work, DUMP_FILE.postgres);
  // One snapshot for the whole dump, while the shop keeps writing. Owners and grants are the
  // restoring role's, so a dump loads under another user name.
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], source.url);
  return openAsBlob(file);
}

export interface BackupOptions {
  db: Db;
  config: Pick<Config, 'objectStorage' | 'storageDir'>;
}

/**
 * Writes a backup of the app's database (and the storage folder's pictures) to `file`, which
 * appears whole or not at all. Answers the manifest.
 */
export async function writeBackup({ db, config }: BackupOptions, file: string): Promise<BackupManifest> {
  const source = backupSource(db);
  const work = await mkdtemp(join(tmpdir(), 'libas-backup-'));
  const partial = `${file}.partial`;
  try {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: source.kind,
      migrations: await appliedMigrations(db),
      pictures: config.objectStorage ? 'object-storage' : 'included',
    };
    const dump = await dumpDatabase(source, work);
    // The pictures after the dump: a picture is stored before the row naming it, so every one the
    // dump names is there. Not the resized copies (.cache/), which are made again when asked for.
    const pictures =
      !config.objectStorage && existsSync(config.storageDir)
        ? [entries(create({ cwd: config.storageDir, prefix: 'storage', portable: true, filter: (path) => !path.split('/').includes('.cache') }, ['.']))]
        : [];
    const now = new Date();
    await create({ file: partial, gzip: true, portable: true, mode: 0o600 }, [
      new WriteEntry({ path: 'manifest.json', mode: 0o644, mtime: now }, `${JSON.stringify(manifest, null, 2)}\n`),
      new WriteEntry({ path: DUMP_FILE[source.kind], mode: 0o600, mtime: now }, dump),
      ...pictures,
    ]);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Restoring.

/**
 * The manifest of the backup `file`, the archive's first entry, read without unpacking the rest;
 * refused when it is not one this version of the shop understands.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let text: string | null = null;
  try {
    for await (const entry of entries(createReadStream(file))) {
      if (entry.path === 'manifest.json') text = await entry.text();
      break;
    }
  } catch (error) {
    throw new BackupError(`This file is not a backup this shop can read (${(error as Error).message})`);
  }
  let manifest: Partial<BackupManifest> | null = null;
  try {
    manifest = text === null ? null : (JSON.parse(text) as Partial<BackupManifest>);
  } catch {
    manifest = null;
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError('This is not a Libas backup: it has no manifest.json of one');
  if (manifest.version !== BACKUP_VERSION || (manifest.database !== 'pglite' && manifest.database !== 'postgres') || !Array.isArray(manifest.migrations)) {
    throw new BackupError(`This backup's format (version ${String(manifest.version)}) is not one this version of the shop reads`);
  }
  const known = new Set((await migrationNames()).values());
  const newer = manifest.migrations.filter((name) => !known.has(name));
  if (newer.length) throw new BackupError(`This backup was made by a newer version of the shop (migrations ${newer.join(', ')}): restore it with that version`);
  return manifest as BackupManifest;
}

/** The tables of the database's own schemas (not PostgreSQL's catalogues). */
async function tableCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
  return Number(row?.n ?? 0);
}

/** Drops every table, as `npm run db:reset` does. */
async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

const NOT_EMPTY = 'The database is not empty: db:restore loads into an empty database. Pass --force to drop everything in it first (as npm run db:reset does).';

export interface RestoreOptions {
  /** Empty a database that is not, instead of refusing it. */
  force?: boolean;
  log?: (message: string) => void;
}

/**
 * Loads the backup `file` into the database and storage folder `config` names: an empty database,
 * or with `force` one emptied first. The shop's process must be stopped when it uses the embedded
 * database (it holds the folder). Answers the manifest.
 */
export async function restoreBackup(
  file: string,
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storageDir' | 'objectStorage'>,
  { force = false, log = () => {} }: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifest = await readBackupManifest(file);
  const target: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new BackupError(
      manifest.database === 'postgres'
        ? 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database'
        : 'This backup is of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR/db)',
    );
  }
  const work = await mkdtemp(join(tmpdir(), 'libas-restore-'));
  try {
    try {
      await extract({ file, cwd: work, strict: true });
    } catch (error) {
      throw new BackupError(`This backup cannot be unpacked (${(error as Error).message})`);
    }
    const dump = join(work, DUMP_FILE[manifest.database]);
    if (!existsSync(dump)) throw new BackupError(`This backup has no ${DUMP_FILE[manifest.database]}`);

    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump, force);
    else await restorePglite(join(config.dataDir, 'db'), dump, force);
    log(`Restored the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database of ${manifest.createdAt}.`);

    const pictures = join(work, 'storage');
    if (manifest.pictures === 'object-storage') {
      log('The pictures of this backup are in object storage: the bucket keeps them (turn on its versioning to go back in time).');
    } else if (config.objectStorage) {
      log(`STORAGE_URL is set: the backup's pictures were not copied. Upload the storage/ folder of ${file} to the bucket.`);
    } else if (existsSync(pictures)) {
      if (force) await rm(config.storageDir, { recursive: true, force: true });
      await mkdir(config.storageDir, { recursive: true });
      await cp(pictures, config.storageDir, { recursive: true });
      log(`Restored the pictures into ${config.storageDir}.`);
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restorePostgres(url: string, dump: string, force: boolean): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    if ((await tableCount(database.db)) > 0) {
      if (!force) throw new BackupError(NOT_EMPTY);
      await emptyDatabase(database.db);
    }
  } finally {
    await database.close();
  }
  // --clean --if-exists: the public schema, when the dump has it, replaces the empty one a new
  // database comes with. One transaction: a failed restore leaves nothing half loaded.
  await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump], url);
}

async function restorePglite(dataDir: string, dump: string, force: boolean): Promise<void> {
  // A folder without a database is empty; one with a database is opened (and so locked) to look,
  // unless forced: the folder's content is replaced whatever it is.
  if (!force && existsSync(join(dataDir, 'PG_VERSION'))) {
    const database = await openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 });
    try {
      if ((await tableCount(database.db)) > 0) throw new BackupError(NOT_EMPTY);
    } finally {
      await database.close();
    }
  }
  // Locks the folder again, replaces what it holds with the dump, and checks that it opens.
  const restored = await openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0, from: await openAsBlob(dump) });
  await restored.close();
}

// ---------------------------------------------------------------------------------------------
// The schedule's files.

/**
 * Deletes all but the `keep` newest backups in `dir`, and what a backup cut off by a crash left
 * (`….tar.gz.partial`: the schedule writes one backup at a time, and has just finished its own);
 * answers the names deleted.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = await readdir(dir);
  const names = files.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const cutOff = files.filter((name) => name.endsWith('.partial') && BACKUP_FILE_PATTERN.test(name.slice(0, -'.partial'.length)));
  const old = [...names.slice(0, Math.max(0, names.length - keep)), ...cutOff];
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** When the newest backup in `dir` was made (by its name), or null without one. */
export async function newestBackupAt(dir: string): Promise<Date | null> {
  const newest = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort().at(-1);
  if (!newest) return null;
  const [, date = '', h, m, s, ms] = /^libas-backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(newest) ?? [];
  const at = new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
