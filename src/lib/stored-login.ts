/**
 * The stored login ("Accounts and sessions"): local storage key `token` holding
 * `{ token, user, expires_at }`. A login older than 2 hours counts as none and is removed.
 * A malformed value is logged and treated as signed out, never thrown.
 *
 * A copy goes in the `login` cookie, for the shop's own server alone: with it, the server renders
 * a signed-in page with the shopper's data (entry-server.tsx). The API reads only the
 * Authorization header, so the cookie signs nothing in.
 */
import { LOGIN_COOKIE } from '@shared/cookies';
import { browserStore, parseJson } from './browser-store';

export const STORED_LOGIN_KEY = 'token';
export const LOGIN_TTL_MS = 2 * 60 * 60 * 1000;

export interface StoredUser {
  id: number;
  name: string;
  phone?: string | null;
  email?: string | null;
  [extra: string]: unknown;
}

export interface StoredLogin {
  token: string;
  user: StoredUser;
  /** Epoch milliseconds after which the login no longer counts. */
  expires_at: number;
}

function isStoredLogin(value: unknown): value is StoredLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null | undefined;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.expires_at === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.name === 'string'
  );
}

// Undefined for a malformed value, which getStoredLogin then removes.
function parse(raw: string | null): StoredLogin | null | undefined {
  if (raw === null) return null;
  const value = parseJson(raw);
  if (isStoredLogin(value)) return value;
  console.error('Bad token format in local storage; treating the shopper as signed out.');
  return undefined;
}

const store = browserStore(STORED_LOGIN_KEY, parse);


/** A login as the cookie carries it, or null when it is not one or has expired. */
export function parseLoginCookie(value: string): StoredLogin | null {
  let raw: string;
  try {
    raw = decodeURIComponent(value);
  } catch {
    return null;
  }
  const login = parseJson(raw);
  return isStoredLogin(login) && login.expires_at > Date.now() ? login : null;
}

/** Puts the login (or its absence) in the cookie, to end when the login does. */
function writeLoginCookie(login: StoredLogin | null): void {
  const value = login ? encodeURIComponent(JSON.stringify(login)) : '';
  const seconds = login ? Math.floor((login.expires_at - Date.now()) / 1000) : 0;
  document.cookie = `${LOGIN_COOKIE}=${value}; Path=/; Max-Age=${seconds}; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The stored login whose cookie getStoredLogin has made sure of. */
let cookieCheckedFor: StoredLogin | null = null;

/** On the server, the login a page is rendered for; it has no storage of its own. */
let renderLogin: () => StoredLogin | null = () => null;

/** The server render names the login of the page it renders (entry-server.tsx). */
export function setRenderLogin(source: () => StoredLogin | null): void {
  renderLogin = source;
}

/**
 * The current login, or null when there is none, it is malformed or it has expired. On the server,
 * the login the page is rendered for.
 */
export function getStoredLogin(): StoredLogin | null {
  if (typeof window === 'undefined') return renderLogin();
  const login = store.get();
  if (login === undefined || (login && login.expires_at <= Date.now())) {
    removeStoredLogin();
    return null;
  }
  // A login kept before the shop set the cookie (or whose cookie is gone) gets it, so the server
  // renders the shopper's signed-in pages too. Looked for once per stored login, not on every read.
  if (login && login !== cookieCheckedFor) {
    cookieCheckedFor = login;
    if (!new RegExp(`(?:^|; )${LOGIN_COOKIE}=[^;]`).test(document.cookie)) writeLoginCookie(login);
  }
  return login;
}

/**
 * Stores a login response whole: a new sign-in, valid for 2 hours from now, or new details of the
 * current login, which keep its end (`expiresAt`): a login ends 2 hours after sign-in.
 */
export function saveStoredLogin(login: { token: string; user: StoredUser }, expiresAt = Date.now() + LOGIN_TTL_MS): StoredLogin {
  const stored: StoredLogin = { ...login, expires_at: expiresAt };
  store.set(JSON.stringify(stored));
  writeLoginCookie(stored);
  return stored;
}

export function removeStoredLogin(): void {
  store.set(null);
  writeLoginCookie(null);
}

/** The bearer token of a valid login, if any. */
export function getAuthToken(): string | null {
  return getStoredLogin()?.token ?? null;
}

let subscribers = 0;
let stopFollowing: () => void = () => {};
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-reads at expiry so the UI signs out by itself, while anyone is listening. */
function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const login = getStoredLogin();
  if (!login || subscribers === 0) return;
  // setTimeout caps at about 24.8 days.
  const delay = Math.min(login.expires_at - Date.now() + 50, 2 ** 31 - 1);
  expiryTimer = setTimeout(store.notify, delay);
}

/**
 * Subscribes to login changes: this tab's writes, other tabs' writes, and expiry.
 * Shaped for React's useSyncExternalStore.
 */
export function subscribeStoredLogin(listener: () => void): () => void {
  const unsubscribe = store.subscribe(listener);
  // One timer serves every subscriber (each product card is one): it is set again on every
  // change, from this tab or another, including its own firing.
  if (subscribers++ === 0) {
    stopFollowing = store.subscribe(scheduleExpiry);
    scheduleExpiry();
  }
  return () => {
    unsubscribe();
    if (--subscribers === 0) {
      stopFollowing();
      clearTimeout(expiryTimer);
      expiryTimer = undefined;
    }
  };
}
