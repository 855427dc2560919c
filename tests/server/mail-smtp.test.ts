/**
 * The reset codes' SMTP path: with SMTP_URL set, reset codes are sent by SMTP and nothing goes to the
 * development outbox. A real SMTP server (smtp-server) on an ephemeral local port receives them.
 */
import { createServer, type AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { postJson, signUp } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const USER = 'libas';
// Percent-encoded in the URL, so the test also checks that credentials are decoded.
const PASS = 'p@ss word';

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // Plain TCP on loopback: no STARTTLS (its self-signed certificate would fail verification),
    // so AUTH has to be allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp?.close(() => resolve())));

/** Resolves once `count` messages have arrived (delivery runs after the API has answered). */
async function receivedCount(count: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} SMTP messages, got ${received.length}`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
  return received.slice(0, count);
}

/** The text body of a single-part message, undoing the transfer encoding nodemailer chose. */
function textBody(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('password reset by SMTP', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      // The outbox route stays on so the test can see that nothing was written there.
      config: { smtpUrl: `smtp://${USER}:${encodeURIComponent(PASS)}@127.0.0.1:${port}`, mailFrom: 'Libas <no-reply@libas.sa>', mailOutbox: true },
    });
  });
  afterAll(() => ctx?.close());

  it('sends the code to the account by SMTP, the code works, and the outbox stays empty', async () => {
    const account = await signUp(ctx.app);
    const before = received.length;
    const answer = await postJson(ctx.app, '/api/password-reset', { email: account.email }, { lang: 'en' });
    expect(answer.status).toBe(200);

    const mail = (await receivedCount(before + 1)).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual([account.email]);
    expect(mail[0]!.from).toBe('no-reply@libas.sa');
    expect(mail[0]!.raw).toMatch(/^subject: Your Libas password reset code$/im);
    const code = /\b(\d{6})\b/.exec(textBody(mail[0]!.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code });
    expect(confirmed.status).toBe(200);

    const outbox = await ctx.app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(account.email)}` });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toEqual([]);
    // Only one message went out in all (none to anyone else).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(before + 1);
  });

  it('sends nothing for an unknown email, with the same answer', async () => {
    const before = received.length;
    const answer = await postJson(ctx.app, '/api/password-reset', { email: 'nobody.smtp@example.com' }, { lang: 'en' });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(before);
  });
});

describe('an unreachable SMTP server', () => {
  it('still answers password-reset with 200, so a failure does not reveal the account', async () => {
    // A port that was just free: the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const ctx = await createTestApp({ seed: false, config: { smtpUrl: `smtp://127.0.0.1:${closedPort}` } });
    try {
      const account = await signUp(ctx.app);
      const answer = await postJson(ctx.app, '/api/password-reset', { email: account.email }, { lang: 'en' });
      expect(answer.status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
