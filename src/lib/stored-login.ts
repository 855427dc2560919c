/**
 * The stored login ("Accounts and sessions"): local storage key `token` holding
 * `{ token, user, expires_at }`. A login older than 2 hours counts as none and is removed.
 * A malformed value is logged and treated as signed out, never thrown.
 */
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

function parse(raw: string | null): StoredLogin | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStoredLogin(value)) return value;
  } catch {
    // fall through to the log below
  }
  console.error('Bad token format in local storage; treating the shopper as signed out.');
  return null;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedLogin: StoredLogin | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORED_LOGIN_KEY);
  } catch {
    return null;
  }
}

/** The current login, or null when there is none, it is malformed or it has expired. */
export function getStoredLogin(): StoredLogin | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLogin = parse(raw);
    if (raw !== null && cachedLogin === null) removeStoredLogin();
  }
  if (cachedLogin && cachedLogin.expires_at <= Date.now()) {
    removeStoredLogin();
    return null;
  }
  return cachedLogin;
}

/**
 * Stores a login response whole: a new sign-in, valid for 2 hours from now, or new details of the
 * current login, which keep its end (`expiresAt`): a login ends 2 hours after sign-in.
 */
export function saveStoredLogin(login: { token: string; user: StoredUser }, expiresAt = Date.now() + LOGIN_TTL_MS): StoredLogin {
  const stored: StoredLogin = { ...login, expires_at: expiresAt };
  localStorage.setItem(STORED_LOGIN_KEY, JSON.stringify(stored));
  notify();
  scheduleExpiry();
  return stored;
}

export function removeStoredLogin(): void {
  try {
    localStorage.removeItem(STORED_LOGIN_KEY);
  } catch {
    // storage unavailable: nothing to remove
  }
  cachedRaw = null;
  cachedLogin = null;
  notify();
}

/** The bearer token of a valid login, if any. */
export function getAuthToken(): string | null {
  return getStoredLogin()?.token ?? null;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-reads at expiry so the UI signs out by itself, while anyone is listening. */
function scheduleExpiry(): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const login = getStoredLogin();
  if (!login || listeners.size === 0) return;
  // setTimeout caps at about 24.8 days.
  const delay = Math.min(login.expires_at - Date.now() + 50, 2 ** 31 - 1);
  expiryTimer = setTimeout(() => {
    notify();
    scheduleExpiry();
  }, delay);
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORED_LOGIN_KEY) {
    notify();
    scheduleExpiry();
  }
}

/**
 * Subscribes to login changes: this tab's writes, other tabs' writes, and expiry.
 * Shaped for React's useSyncExternalStore.
 */
export function subscribeStoredLogin(listener: () => void): () => void {
  // One storage listener and one timer serve every subscriber (each product card is one).
  const first = listeners.size === 0;
  listeners.add(listener);
  if (first) {
    window.addEventListener('storage', onStorage);
    scheduleExpiry();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      clearTimeout(expiryTimer);
      expiryTimer = undefined;
    }
  };
}
