/**
 * The backup schedule (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): a backup whenever the newest file in
 * the folder is older than the interval, then the oldest files past the count kept are deleted.
 * Of the processes sharing one PostgreSQL, only the one holding a session advisory lock makes
 * them; when it stops or its connection drops, the lock goes with it and another takes over at its
 * next look. The embedded database has one process by its folder's lock.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { backupFileName, backupSource, newestBackupAt, pruneBackups, writeBackup } from './backup';

/** The advisory lock's name; hashtext() makes it the lock's key. */
const LOCK_NAME = 'libas: backup schedule';
/** How often the schedule looks whether a backup is due, at most. */
const LOOK_MS = 60_000;

export interface BackupSchedule {
  /** Makes a backup if this process leads and one is due; answers its file, or null. */
  runDue(now?: Date): Promise<string | null>;
  /** Stops looking, waits for a backup under way, and lets go of the lock. */
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  db: Db;
  config: Pick<Config, 'objectStorage' | 'storageDir'> & { backup: NonNullable<Config['backup']> };
  /** Whether to look by itself on a timer; tests call runDue instead. */
  timer?: boolean;
  onError?: (error: unknown) => void;
  onBackup?: (file: string, deleted: string[]) => void;
  /** Makes the backup file; tests of the schedule's own rules give a quicker one. */
  write?: (file: string) => Promise<unknown>;
}

/**
 * Whether this process leads: on PostgreSQL, it holds the advisory lock on a connection of its
 * own (a pooled one would hand the lock's session to other queries).
 */
function createLeadership(db: Db): { lead(): Promise<boolean>; release(): Promise<void> } {
  const source = backupSource(db);
  if (source.kind === 'pglite') return { lead: async () => true, release: async () => {} };
  let held: pg.Client | null = null;
  const drop = async (client: pg.Client) => {
    if (held === client) held = null;
    await client.end().catch(() => {});
  };
  return {
    async lead() {
      if (held) {
        // Still connected, so still holding it.
        const client = held;
        const alive = await client.query('select 1').then(
          () => true,
          () => false,
        );
        if (alive) return true;
        await drop(client);
      }
      const client = new pg.Client({ connectionString: source.url });
      client.on('error', () => void drop(client));
      await client.connect();
      try {
        const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock(hashtext($1)) as held', [LOCK_NAME]);
        if (rows[0]?.held) {
          held = client;
          return true;
        }
      } catch (error) {
        await drop(client);
        throw error;
      }
      await drop(client);
      return false;
    },
    async release() {
      if (held) await drop(held);
    },
  };
}

export function createBackupSchedule({ db, config, timer = true, onError = () => {}, onBackup = () => {}, write }: ScheduleOptions): BackupSchedule {
  const { dir, everyMs, keep } = config.backup;
  const leadership = createLeadership(db);

  async function runDue(now = new Date()): Promise<string | null> {
    if (!(await leadership.lead())) return null;
    const newest = await newestBackupAt(dir);
    if (newest && now.getTime() - newest.getTime() < everyMs) return null;
    await mkdir(dir, { recursive: true });
    const file = join(dir, backupFileName(now));
    await (write ? write(file) : writeBackup({ db, config }, file));
    onBackup(file, await pruneBackups(dir, keep));
    return file;
  }

  let running: Promise<unknown> = Promise.resolve();
  const interval = timer
    ? setInterval(
        () => {
          running = running.then(() => runDue()).catch(onError);
        },
        Math.min(everyMs, LOOK_MS),
      )
    : null;
  interval?.unref();
  return {
    runDue: (now) => {
      const done = running.then(() => runDue(now));
      running = done.catch(() => {});
      return done;
    },
    async stop() {
      if (interval) clearInterval(interval);
      await running;
      await leadership.release();
    },
  };
}
