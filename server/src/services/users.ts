/** Users (issue 4): lookups, the public `User` shape and input normalisation. */
import { eq, sql } from 'drizzle-orm';
import type { User } from '../contract/accounts';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Emails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Something@something.tld, no spaces (spec §5 asks for a simple pattern). */
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
