/**
 * One writer per embedded database: a second process, or db:seed / db:reset
 * beside a running server, refuses to open the folder with a clear message instead of both writing
 * and losing acknowledged writes; a lock left by a killed process is taken over once stale.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it, expect, afterAll } from 'vitest';
import { DatabaseInUseError, openDatabase } from '../../server/src/db/client';

const run = promisify(execFile);
const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'libas-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('opens for one process at a time, and again once closed', async () => {
    const dataDir = join(await freshDir(), 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 });
    await expect(openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 })).rejects.toThrow(/Another process has the embedded database in .* open/);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 });
    await second.close();
  });

  it('takes over a lock that a killed process left behind', async () => {
    const dataDir = join(await freshDir(), 'db');
    await mkdir(dataDir, { recursive: true });
    // What a process killed with -9 leaves: the lock, no longer renewed.
    await mkdir(`${dataDir}.lock`);
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(`${dataDir}.lock`, longAgo, longAgo);
    const database = await openDatabase({ kind: 'pglite', dataDir, lockWaitMs: 0 });
    await database.close();
  });

  it('makes db:seed beside a running server exit with the reason, touching nothing', async () => {
    const dataDir = await freshDir();
    const running = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), lockWaitMs: 0 });
    try {
      const seeding = run(process.execPath, ['--import', 'tsx', 'server/src/db/cli.ts', 'seed'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
      const failure = (await seeding.then(
        () => null,
        (error: unknown) => error,
      )) as { code: number; stderr: string } | null;
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(/Another process has the embedded database in .* open \(npm start, npm run dev, db:seed or db:reset\)/);
      expect(failure?.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await running.close();
    }
  }, 60_000);
});
