/**
 * Request logs carry no secrets: no invoice link's `token`, no `code` in a query, no
 * Authorization or X-Trader-Key header, and no password-reset code, even when mailing it fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../server/src/services/mail';
import { bearer, postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

/** Mail is kept here; to a `broken` address it fails with an error that quotes the message, as a failed database write would. */
const mails: MailMessage[] = [];
const mailWaiters: (() => void)[] = [];
const mailer: Mailer = {
  async send(message) {
    mails.push(message);
    mailWaiters.splice(0).forEach((wake) => wake());
    if (message.to.startsWith('broken')) throw new Error(`Failed query: insert into "mail_outbox" values ($1, $2, $3)\nparams: ${message.to},${message.subject},${message.text}`);
  },
};
const mailTo = async (email: string) => {
  while (!mails.some((m) => m.to === email)) await new Promise<void>((resolve) => mailWaiters.push(resolve));
  return /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)!.text)![1]!;
};

/** `secret` appears in the log output, not merely inside a longer run of digits (a timestamp). */
const inLogs = (secret: string) => new RegExp(`(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(lines.join(''));

describe('request logs', () => {
  let ctx: TestApp;
  let closed = false;
  const secrets: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { logLevel: 'info' }, mailer, logStream });
  });
  afterAll(async () => {
    if (ctx && !closed) await ctx.close();
  });

  it('leave out tokens, codes, the Authorization and X-Trader-Key headers and reset codes', async () => {
    const account = await signUp(ctx.app);
    const broken = await signUp(ctx.app, { email: `broken.${Date.now()}@example.com` });
    secrets.push(account.token, broken.token);

    // An invoice link's token, also with its name percent-encoded (the query parser decodes it).
    await ctx.app.inject({ url: '/api/orders/1/invoice?token=SECRET-INVOICE-TOKEN-1&lng=en' });
    await ctx.app.inject({ url: '/api/orders/1/invoice?lng=en&%74oken=SECRET-INVOICE-TOKEN-2' });
    await ctx.app.inject({ url: '/api/orders/1/invoice?TOKEN=SECRET-INVOICE-TOKEN-3' });
    secrets.push('SECRET-INVOICE-TOKEN-1', 'SECRET-INVOICE-TOKEN-2', 'SECRET-INVOICE-TOKEN-3');
    // Headers.
    await ctx.app.inject({ url: '/api/my_orders', headers: bearer(account.token) });
    await ctx.app.inject({ url: '/api/my_orders', headers: { authorization: 'Basic SECRET-BASIC-CREDENTIALS' } });
    await ctx.app.inject({ url: '/api/trader/orders', headers: { 'x-trader-key': TEST_TRADER_KEY } });
    await ctx.app.inject({ url: '/api/trader/orders', headers: { 'x-trader-key': 'SECRET-WRONG-TRADER-KEY' } });
    secrets.push('SECRET-BASIC-CREDENTIALS', TEST_TRADER_KEY, 'SECRET-WRONG-TRADER-KEY');
    // A code in a query string.
    await postJson(ctx.app, '/api/password-reset-confirm?code=SECRET-QUERY-CODE', { email: account.email, code: '000000' });
    secrets.push('SECRET-QUERY-CODE');

    // A reset code through its whole flow, and one whose mail fails.
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    const code = await mailTo(account.email);
    expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code })).status).toBe(200);
    const update = { email: account.email, code, password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    expect((await postJson(ctx.app, '/api/password-reset-update', update)).status).toBe(200);
    await postJson(ctx.app, '/api/password-reset', { email: broken.email });
    const brokenCode = await mailTo(broken.email);
    secrets.push(code, brokenCode);

    // Closing waits for the mail under way and its log lines.
    await ctx.close();
    closed = true;
    const output = lines.join('');
    // The requests were logged, with what does not need hiding.
    expect(output).toContain('/api/orders/1/invoice?token=');
    expect(output).toContain('lng=en');
    expect(output).toContain('/api/my_orders');
    expect(output).toContain('/api/trader/orders');
    expect(output).toMatch(/password-reset-confirm\?code=/);
    // The failed delivery was logged, without its text.
    expect(output).toMatch(/reset code/i);
    for (const secret of secrets) expect(inLogs(secret), secret).toBe(false);
  });
});
