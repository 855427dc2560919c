/**
 * `npm run db:backup [FILE]`: one backup file of the database (and the storage folder's pictures),
 * by default in BACKUP_DIR or the current folder. PostgreSQL is dumped from here with pg_dump; the
 * embedded database too when no server has it open, and otherwise the running server makes the
 * backup (`POST /ops/backup` with OPS_TOKEN) and this writes what it answers.
 *
 * `npm run db:restore FILE [--force]`: loads a backup into the empty database DATA_DIR /
 * DATABASE_URL names (stop the server first on the embedded database); `--force` empties a database
 * that is not empty first.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { loadConfig, type Config } from '../config';
import { BackupError, backupFileName, readBackupManifest, restoreBackup, writeBackup, type BackupManifest } from '../services/backup';
import { DatabaseInUseError, openDatabase } from './client';

const [command, ...args] = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
// npm keeps --force for itself unless given after `--`, and then says so in npm_config_force.
const force = args.includes('--force') || process.env.npm_config_force === 'true';
// npm runs the script in the project's folder; a relative FILE is the caller's.
const here = process.env.INIT_CWD ?? process.cwd();

if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && paths.length !== 1) || paths.length > 1) {
  console.error('Usage: npm run db:backup [FILE]  |  npm run db:restore FILE [--force]');
  process.exit(2);
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

try {
  if (command === 'backup') {
    const file = resolve(here, paths[0] ?? join(config!.backup?.dir ?? '.', backupFileName()));
    const manifest = await backUp(config!, file);
    const pictures = manifest.pictures === 'included' ? 'the pictures included' : 'the pictures left in object storage';
    console.info(`Backup written to ${file}: the ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded'} database, ${pictures}.`);
  } else {
    const file = resolve(here, paths[0]!);
    await restoreBackup(file, config!, { force, log: console.info });
    console.info('Restore done: npm start migrates the database if needed and opens the shop.');
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseInUseError) fail(error.message);
  throw error;
}

/** Backs up here when this process can open the database; otherwise asks the running server. Answers the file's manifest. */
async function backUp(config: Config, file: string): Promise<BackupManifest> {
  const dataDir = join(config.dataDir, 'db');
  let database;
  try {
    database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir, lockWaitMs: 0 });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    await askRunningServer(config, file);
    return readBackupManifest(file);
  }
  try {
    return await writeBackup({ db: database.db, config }, file);
  } finally {
    await database.close();
  }
}

/** The running server holds the embedded database: it makes the backup, and this writes it to `file`. */
async function askRunningServer(config: Config, file: string): Promise<void> {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/ops/backup`;
  if (!config.opsToken) {
    fail(
      `A running server has the embedded database in ${join(config.dataDir, 'db')} open, so this command cannot read it. ` +
        "Set OPS_TOKEN to the server's operator token and run it again: the server then makes the backup while it keeps selling. Or stop the server first.",
    );
  }
  console.info(`The running server has the embedded database open: asking it for the backup (${url})…`);
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${config.opsToken}` } }).catch((error: unknown) =>
    fail(`Could not reach the running server at ${url} (${(error as Error).message}). Is it listening on HOST and PORT as set here?`),
  );
  if (response.status === 404) fail('The running server has no OPS_TOKEN: restart it with OPS_TOKEN set, or stop it and run this again.');
  if (response.status === 401) fail("The running server refused this OPS_TOKEN: set the server's own.");
  if (!response.ok || !response.body) fail(`The running server could not make the backup (HTTP ${response.status}): see its log.`);
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
