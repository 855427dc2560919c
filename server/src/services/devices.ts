/**
 * Device cookies ("Accounts and sessions"), as OWASP's "Blocking Brute Force Attacks" describes
 * them: a browser that has signed in to an account keeps a cookie, signed with the app's secret,
 * that names the account (the last few it signed in to) and the browser. Its logins and reset codes
 * then count as its own, and no stranger's failures on the account slow it. The cookie proves only
 * that this browser once knew the password; it signs nothing in.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValue } from '../cookies';

export const DEVICE_COOKIE = 'device';
/** A browser keeps its cookie for a year from its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The accounts one cookie names, the latest sign-in first. */
export const DEVICE_ACCOUNTS = 5;

export interface Device {
  /** Random, made when the browser first signs in. */
  id: string;
  /** The accounts it signed in to, the latest first. */
  accounts: number[];
}

/** Who is trying, for the limits: the browser when it has signed in to the account before, else its address. */
export interface Client {
  /** `device:<id>` or `ip:<address>`; never contains `|`. */
  key: string;
  /** The browser has signed in to the account before. */
  trusted: boolean;
}

export interface DeviceCookies {
  /** The device a request's cookie names, or null without a cookie or with one not signed by us. */
  read(cookieHeader: string | undefined): Device | null;
  /** The Set-Cookie header for a browser that has just signed in to `userId`. */
  signedIn(device: Device | null, userId: number): string;
}

/**
 * Signed with the app's secret, so no one can write a cookie naming an account. It goes only to our
 * API (Path=/api), never to a script (HttpOnly) or with another site's request (SameSite=Strict),
 * and only over HTTPS in production (`secure`).
 */
export function createDeviceCookies(secret: string, { secure }: { secure: boolean }): DeviceCookies {
  const sign = (body: string) => createHmac('sha256', secret).update(`device:${body}`).digest('base64url');

  return {
    read(cookieHeader) {
      const value = cookieValue(cookieHeader, DEVICE_COOKIE);
      const match = value ? /^([A-Za-z0-9_-]{22})\.(\d{1,10}(?:-\d{1,10}){0,4})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, id, accounts, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${accounts}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { id, accounts: accounts.split('-').map(Number) };
    },
    signedIn(device, userId) {
      const id = device?.id ?? randomBytes(16).toString('base64url');
      const accounts = [userId, ...(device?.accounts ?? []).filter((account) => account !== userId)].slice(0, DEVICE_ACCOUNTS).join('-');
      const value = `${id}.${accounts}.${sign(`${id}.${accounts}`)}`;
      return `${DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

/**
 * Who a login or reset attempt on account `userId` (undefined: no such account) comes from: the
 * device when it has signed in to that account before, else the address.
 */
export function clientOf(device: Device | null, userId: number | undefined, address: string): Client {
  if (device && userId !== undefined && device.accounts.includes(userId)) return { key: `device:${device.id}`, trusted: true };
  return { key: `ip:${address}`, trusted: false };
}
