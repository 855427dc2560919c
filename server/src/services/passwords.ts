/**
 * Password hashing with scrypt (memory-hard) from node:crypto: a random salt per hash,
 * the cost stored in the hash string so that it can be raised later without breaking old hashes,
 * and a constant-time comparison.
 *
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hash of a random password at the configured cost: login checks an unknown email against it,
 * so that an unknown email takes as long as a wrong password and the timing reveals nothing.
 */
export function dummyHash(logN: number): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), logN);
}
