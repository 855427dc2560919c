/** Users: lookups and writes, the public `User` shape and input normalisation. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { User } from '../contract/accounts';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
/** The profile fields an update may change. */
export type UserChanges = Partial<typeof users.$inferInsert>;

/** Emails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Something@something.tld, no spaces ("Forms" asks only for a valid email). */
export const isEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** Never includes the password hash, the Google subject or the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    postalCode: row.postalCode,
    img: row.img,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

/** A new account; a taken email fails with the unique violation (`isUniqueViolation`). */
export async function createUser(db: Db, values: { name: string; email: string; passwordHash?: string; googleSub?: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Links a Google subject to an existing account. */
export async function linkGoogleSub(db: Db, userId: number, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ googleSub: sub }).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Sets a new password hash and raises the token version, which ends every login of the account.
 * Answers the new token version, or undefined when the account is gone.
 */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/**
 * Raises the token version alone, which ends every login of the account: logging out ends the
 * caller's token on the server, not only in the browser.
 */
export async function endLogins(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** True when an account other than `userId` has the email (given normalised). */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  return (await db.$count(users, and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))) > 0;
}

/** Writes the changes to the account; undefined when it is gone. A taken email fails with the unique violation. */
export async function updateUser(db: Db, userId: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** True for PostgreSQL's unique-violation error (another request took the email first). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // drizzle wraps the driver's error in `cause`.
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
