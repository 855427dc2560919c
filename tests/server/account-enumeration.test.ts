/**
 * Account enumeration: password reset answers an unknown email exactly as a known one, and waits
 * for none of the work that only a known one needs (issuing the code, sending the mail), so its
 * timing tells nothing either; checking a code for an unknown email does the work a known one's
 * does. Registration may say an email is taken, but only within the sign-up limit.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage, Mailer } from '../../server/src/services/mail';
import { postJson, signUp, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody } from './helpers/shape';

/** A mailer that holds every delivery until `release()`, and tells when a message to an address has been handed to it. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const waiting: (() => void)[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      waiting.splice(0).forEach((wake) => wake());
      await gate;
    },
  };
  const mailTo = async (email: string) => {
    while (!sent.some((m) => m.to === email)) await new Promise<void>((resolve) => waiting.push(resolve));
    return sent.filter((m) => m.to === email);
  };
  return { mailer, sent, release, mailTo };
}

/** What a client sees of an answer, without the parts that differ for every request. */
const visible = (answer: Awaited<ReturnType<typeof postJson>>) => {
  const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
  return { status: answer.status, body: answer.body, headers };
};

describe('password reset', () => {
  let ctx: TestApp;
  const held = heldMailer();
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, mailer: held.mailer });
  });
  afterAll(async () => {
    held.release();
    await ctx?.close();
  });

  it('answers an unknown email exactly as a known one, in both languages', async () => {
    const account = await signUp(ctx.app);
    for (const lang of ['ar', 'en'] as const) {
      const known = await postJson(ctx.app, '/api/password-reset', { email: account.email }, { lang });
      const unknown = await postJson(ctx.app, '/api/password-reset', { email: uniqueEmail('nobody') }, { lang });
      expect(known.status).toBe(200);
      expect(visible(unknown)).toEqual(visible(known));
    }
  });

  it('answers a known email before its code is issued or mailed, so both do the same work before answering', async () => {
    const account = await signUp(ctx.app);
    // Hold the database work of issuing a code: the answer must not wait for it.
    const db = ctx.database.db;
    const transaction = db.transaction.bind(db);
    let openDb!: () => void;
    const dbGate = new Promise<void>((resolve) => (openDb = resolve));
    const spy = vi.spyOn(db, 'transaction').mockImplementation(async (...args) => {
      await dbGate;
      return transaction(...args);
    });
    try {
      const known = await postJson(ctx.app, '/api/password-reset', { email: account.email }, { lang: 'en' });
      const unknown = await postJson(ctx.app, '/api/password-reset', { email: uniqueEmail('nobody') }, { lang: 'en' });
      expect(visible(known)).toEqual(visible(unknown));
      expect(held.sent.filter((m) => m.to === account.email)).toEqual([]);

      // Then the code is issued and mailed, to the known account only.
      openDb();
      const mine = await held.mailTo(account.email);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.text).toMatch(/\b\d{6}\b/);
      // The mail is still held: the answer did not wait for it either.
      const code = /\b(\d{6})\b/.exec(mine[0]!.text)![1];
      expect((await postJson(ctx.app, '/api/password-reset-confirm', { email: account.email, code })).status).toBe(200);
    } finally {
      openDb();
      spy.mockRestore();
    }
  });
});

describe('reset codes checked for an unknown email', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { mailOutbox: true } });
  });
  afterAll(() => ctx?.close());

  /** The database calls `run` makes, by name, in order: the work a request does before it answers. */
  async function databaseWork(run: () => Promise<unknown>) {
    const db = ctx.database.db;
    const calls: string[] = [];
    const names = ['select', 'update', 'insert', 'delete', 'transaction', 'execute', '$count'] as const;
    const spies = names.map((name) => {
      const original = (db[name] as (...args: unknown[]) => unknown).bind(db);
      return vi.spyOn(db, name as 'select').mockImplementation(((...args: unknown[]) => {
        calls.push(name);
        return original(...args);
      }) as never);
    });
    try {
      await run();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return calls;
  }

  it('does the same work as for a known email with a live code, so the time tells nothing', async () => {
    const account = await signUp(ctx.app);
    await postJson(ctx.app, '/api/password-reset', { email: account.email });
    // The code is issued after the answer; the outbox waits for it.
    await ctx.app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(account.email)}` });
    const nobody = uniqueEmail('nobody');
    const update = { code: '000000', password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    for (const url of ['/api/password-reset-confirm', '/api/password-reset-update']) {
      let known: Awaited<ReturnType<typeof postJson>> | undefined;
      let unknown: Awaited<ReturnType<typeof postJson>> | undefined;
      const knownWork = await databaseWork(async () => (known = await postJson(ctx.app, url, { ...update, email: account.email })));
      const unknownWork = await databaseWork(async () => (unknown = await postJson(ctx.app, url, { ...update, email: nobody })));
      expect(visible(unknown!), url).toEqual(visible(known!));
      expect(known!.status).toBe(422);
      expect(unknownWork, url).toEqual(knownWork);
      expect(knownWork, url).toContain('update');
    }
  });
});

describe('registration', () => {
  it('says an email cannot be used only within the sign-up limit per client', async () => {
    const ctx = await createTestApp({ seed: false, config: { authRateLimit: { max: 3, windowMs: 60_000 } } });
    try {
      const taken = await signUp(ctx.app);
      const register = (email: string) =>
        postJson(ctx.app, '/api/register', { name: 'Probe', email, password: 'secret123', password_confirmation: 'secret123' });
      // signUp used one registration of the budget.
      expect((await register(taken.email)).status).toBe(422);
      expect((await register(uniqueEmail())).status).toBe(201);
      const over = await register(taken.email);
      expect(over.status).toBe(429);
      expectErrorBody(over.body);
    } finally {
      await ctx.close();
    }
  });
});
