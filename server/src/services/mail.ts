/**
 * Outgoing mail. With `SMTP_URL` set, messages are sent by SMTP (./smtp-mailer.ts).
 * Otherwise they go to the `mail_outbox` table, which `GET /api/dev/outbox` exposes only when the
 * server runs with MAIL_OUTBOX=1. `buildApp` also accepts any other `Mailer`.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes every message to the development outbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values(message);
    },
  };
}

export interface OutboxEntry extends MailMessage {
  created_at: string;
}

/** The messages sent to `to`, newest first. */
export async function listOutbox(db: Db, to: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, created_at: row.createdAt.toISOString() }));
}
