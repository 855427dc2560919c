/**
 * Backups of the running shop: `POST /ops/backup` (the operator's token) makes one and answers the
 * file, which `npm run db:backup` asks for when this process holds the embedded database; and the
 * schedule, when BACKUP_DIR is set, which stops with the app. The shop keeps selling meanwhile.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { backupFileName, writeBackup } from '../services/backup';
import { createBackupSchedule, type BackupSchedule } from '../services/backup-schedule';
import { requireOpsToken } from './route-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The backup schedule; null without BACKUP_DIR. */
    backupSchedule: BackupSchedule | null;
  }
}

export interface BackupsOptions {
  db: Db;
  config: Config;
}

export function registerBackups(app: FastifyInstance, { db, config }: BackupsOptions): void {
  app.post('/ops/backup', { onRequest: requireOpsToken(config), schema: { hide: true } }, async (request, reply) => {
    const work = await mkdtemp(join(tmpdir(), 'libas-ops-backup-'));
    const name = backupFileName();
    const file = join(work, name);
    try {
      const manifest = await writeBackup({ db, config }, file);
      request.log.info({ manifest }, 'Backup made for the operator');
    } catch (error) {
      await rm(work, { recursive: true, force: true });
      throw error;
    }
    const body = createReadStream(file);
    body.once('close', () => void rm(work, { recursive: true, force: true }));
    return reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });

  const schedule = config.backup
    ? createBackupSchedule({
        db,
        config: { ...config, backup: config.backup },
        // Like the jobs' timer, none while JOB_POLL_MS is 0: tests run it by hand.
        timer: config.jobPollMs > 0,
        onError: (error) => app.log.error({ err: error }, 'The scheduled backup failed; the next look tries again'),
        onBackup: (file, deleted) => app.log.info({ file, deleted }, 'Scheduled backup made'),
      })
    : null;
  app.decorate('backupSchedule', schedule);
  if (schedule) app.addHook('onClose', () => schedule.stop());
}
