/**
 * Password-reset codes: 6 digits from `crypto.randomInt`, kept only as an HMAC, valid for
 * 10 minutes, used once. A code belongs to the client that asked for it (its browser when that has
 * signed in to the account before, else its address; kept only as an HMAC too): only that client
 * can use it, its 5 wrong tries end it, and asking again replaces it. So no one else's tries or
 * requests end the owner's code.
 *
 * A client gets at most 3 codes an hour for one account; the account at most 5 an hour from clients
 * that have not signed in to it, which bounds both the mail strangers can send to someone and their
 * guesses at one account (5 codes × 5 tries an hour). A browser that has signed in to the account
 * is held only to its own 3, so strangers cannot use the account's up for its owner.
 *
 * A try first takes one of the 5 attempts in a single UPDATE, then compares: parallel guesses
 * cannot get past the limit. A right code gives its attempt back.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetCodes } from '../db/schema';
import type { Client } from './devices';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Codes one client may ask for one account in an hour. */
export const RESET_CODES_PER_CLIENT = 3;
/** Codes an account gets in an hour from clients that have not signed in to it. */
export const RESET_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Account ids start at 1. */
const NO_ACCOUNT = 0;

export interface ResetCodes {
  /** Makes a new code for the user and client (replacing the client's live one) and returns it; null over a cap. */
  issue(userId: number, client: Client): Promise<string | null>;
  /**
   * True when `code` is the live code the client asked for. `consume` marks it used
   * (password-reset-update); without it the code stays live (password-reset-confirm). An unknown
   * email (no user) does the same work and is false.
   */
  check(userId: number | undefined, client: Client, code: string, options: { consume: boolean }): Promise<boolean>;
}

export function createResetCodes(db: Db, secret: string): ResetCodes {
  const digest = (userId: number, code: string) => createHmac('sha256', secret).update(`reset:${userId}:${code}`).digest();
  // Which client asked, without keeping its address.
  const requester = (client: Client) => createHmac('sha256', secret).update(`reset-client:${client.key}`).digest('base64url');

  return {
    async issue(userId, client) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = Date.now();
      const by = requester(client);
      return db.transaction(async (tx) => {
        const mine = eq(passwordResetCodes.userId, userId);
        const theirs = and(mine, eq(passwordResetCodes.requestedBy, by));
        // Rows are kept for an hour to count them; older ones go.
        await tx.delete(passwordResetCodes).where(and(mine, lt(passwordResetCodes.createdAt, new Date(now - HOUR_MS))));
        if ((await tx.$count(passwordResetCodes, theirs)) >= RESET_CODES_PER_CLIENT) return null;
        if (!client.trusted && (await tx.$count(passwordResetCodes, mine)) >= RESET_CODES_PER_HOUR) return null;
        // The client's live code dies: its tries run out. Other clients' codes live on.
        await tx
          .update(passwordResetCodes)
          .set({ attempts: RESET_CODE_MAX_ATTEMPTS })
          .where(and(theirs, isNull(passwordResetCodes.usedAt)));
        await tx.insert(passwordResetCodes).values({
          userId,
          requestedBy: by,
          codeHash: digest(userId, code).toString('hex'),
          expiresAt: new Date(now + RESET_CODE_TTL_MS),
        });
        return code;
      });
    },

    async check(knownUserId, client, code, { consume }) {
      // An unknown email costs what a known one does: the same query, on an id no account has, and
      // the same digest, so the time tells nothing about accounts.
      const userId = knownUserId ?? NO_ACCOUNT;
      const actual = digest(userId, code.trim());
      const live = db
        .select({ id: passwordResetCodes.id })
        .from(passwordResetCodes)
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            eq(passwordResetCodes.requestedBy, requester(client)),
            isNull(passwordResetCodes.usedAt),
            gt(passwordResetCodes.expiresAt, new Date()),
            lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1);
      const [taken] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(sql`${passwordResetCodes.id} = (${live})`, lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS)))
        .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
      if (!taken) return false;
      const expected = Buffer.from(taken.codeHash, 'hex');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
      const [kept] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} - 1`, ...(consume ? { usedAt: new Date() } : {}) })
        .where(and(eq(passwordResetCodes.id, taken.id), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      // Another request consumed it in the meantime.
      return kept !== undefined;
    },
  };
}
