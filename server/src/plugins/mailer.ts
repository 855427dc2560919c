/** The mailer the app sends with when `buildApp` is given none. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createOutboxMailer, type Mailer } from '../services/mail';
import { createSmtpMailer } from '../services/smtp-mailer';

/** SMTP when SMTP_URL is set, closed with the app; else the development outbox. */
export function defaultMailer(app: FastifyInstance, db: Db, config: Config): Mailer {
  if (config.smtpUrl) {
    const smtp = createSmtpMailer(config.smtpUrl, config.mailFrom, app.log);
    app.addHook('onClose', () => smtp.close());
    return smtp;
  }
  // Without the outbox route nobody reads the table, so no shopper would get a code.
  if (!config.mailOutbox) app.log.warn('SMTP_URL is not set: password-reset codes are only written to the mail_outbox table.');
  return createOutboxMailer(db);
}
