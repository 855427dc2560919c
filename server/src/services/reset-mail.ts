/**
 * Mailing a password-reset code, away from the request that asks for it. Only a known
 * email needs a code issued and a mail sent, so an answer that waited for them would take longer
 * for a known email than for an unknown one; the request only hands the email over here, and both
 * answer alike.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Lang } from '@shared/lang';
import { MESSAGES } from '../messages';
import { clientOf, type Device } from './devices';
import type { Mailer } from './mail';
import type { ResetCodes } from './reset-codes';
import { findUserByEmail } from './users';

/** Who asks for a code: the browser's device cookie, if any, and the address. */
export interface Requester {
  device: Device | null;
  address: string;
}

export interface ResetMail {
  /** Issues a code for the account of `email`, if there is one, and mails it; the caller does not wait. */
  request(email: string, lang: Lang, requester: Requester): void;
  /** Resolves once every code asked for so far has been mailed or has failed (the outbox, closing the app). */
  settled(): Promise<void>;
}

function resetText(code: string, lang: Lang): string {
  return lang === 'en'
    ? `Your Libas password reset code is ${code}. It is valid for 10 minutes and works once. If you did not ask for it, ignore this message.`
    : `رمز إعادة تعيين كلمة المرور في لباس هو ${code}. الرمز صالح لمدة 10 دقائق ولمرة واحدة. إذا لم يكن الطلب منك، فيمكنك تجاهل هذه الرسالة.`;
}

export function createResetMail(db: Db, resetCodes: ResetCodes, mailer: Mailer, log: FastifyBaseLogger): ResetMail {
  const pending = new Set<Promise<void>>();
  // One email's requests run one after another, in the order they came: the hourly cap counts the
  // codes already issued, and the newest mail holds the live code.
  const queues = new Map<string, Promise<void>>();

  async function send(email: string, lang: Lang, { device, address }: Requester) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    // Over an hourly cap of codes (reset-codes.ts) nothing is sent.
    const code = await resetCodes.issue(user.id, clientOf(device, user.id, address));
    if (code) await mailer.send({ to: user.email, subject: MESSAGES.resetMailSubject[lang], text: resetText(code, lang) });
  }

  return {
    request(email, lang, requester) {
      const work: Promise<void> = (queues.get(email) ?? Promise.resolve())
        .then(() => send(email, lang, requester))
        .catch((error: unknown) => {
          // Only what identifies the failure: its message may quote the mail, code included (a
          // failed database write lists the values it was given).
          const { name, code } = (error ?? {}) as { name?: string; code?: string };
          log.error({ name, code }, 'Mailing a password-reset code failed');
        })
        .finally(() => {
          pending.delete(work);
          if (queues.get(email) === work) queues.delete(email);
        });
      queues.set(email, work);
      pending.add(work);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
