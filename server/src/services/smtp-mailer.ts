/**
 * Sends mail by SMTP when `SMTP_URL` is set (config.ts); `buildApp` uses it instead of the
 * development outbox. It gets the same `MailMessage` the outbox would store, so both carry the
 * same text.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Mailer } from './mail';

export interface SmtpMailer extends Mailer {
  /** Waits for deliveries under way, then releases the connection (app close). */
  close(): Promise<void>;
}

/** Transport options from an `smtp://` / `smtps://` URL, with percent-encoded credentials decoded. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    // smtp:// still upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): SmtpMailer {
  const transport = createTransport(smtpOptions(smtpUrl));
  const pending = new Set<Promise<void>>();
  return {
    // Resolves once the delivery has started, not when the server accepts it: the password-reset
    // answer must not wait on the mail server, or its timing and failures would tell a registered
    // email from an unknown one (docs/decisions/0005). Failures are logged instead.
    async send(message) {
      const delivery = transport
        .sendMail({ from, to: message.to, subject: message.subject, text: message.text })
        .then(
          () => undefined,
          (error: unknown) => {
            // Only what identifies the failure: the error object may carry the message (the code)
            // and the transport options (the password).
            const { code, responseCode, command } = (error ?? {}) as { code?: string; responseCode?: number; command?: string };
            log.error({ code, responseCode, command }, `SMTP delivery failed: ${error instanceof Error ? error.message : String(error)}`);
          },
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
