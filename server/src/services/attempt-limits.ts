/**
 * In-memory limits on guessing: a growing delay per account for logins, and a count of failures
 * per client for the trader key. Both live in this process only and forget the oldest entries
 * past a size bound, so a flood of names cannot exhaust memory; several instances behind one
 * load balancer each keep their own.
 */

/** Failed logins an account may have before its next attempts wait. */
export const FREE_LOGIN_FAILURES = 3;
export const FIRST_LOGIN_DELAY_MS = 1000;
/** The longest an account waits: the most a stranger's guesses can keep its owner waiting. */
export const MAX_LOGIN_DELAY_MS = 60_000;
/** Failures this old are forgotten: the account starts again with its free attempts. */
const FORGET_LOGIN_FAILURES_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 10_000;

/** Read at each call rather than `Date.now` kept once, so that a test can set the time. */
type Clock = () => number;

/** How long an account waits after `failures` consecutive failed logins before its next attempt. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_MS);
}

/** Map insertion order is the age: an updated entry moves to the end, the oldest go first. */
function touch<V>(entries: Map<string, V>, key: string, value: V, stale: (value: V) => boolean) {
  entries.delete(key);
  entries.set(key, value);
  for (const [oldest, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && !stale(entry)) break;
    entries.delete(oldest);
  }
}

export interface LoginDelays {
  /**
   * Starts a login attempt on the account: 0 when it may be checked now, which counts it as a
   * failure until `succeeded`; otherwise the milliseconds it must wait, and it is not counted.
   * Counting at the start keeps parallel attempts from all passing before the first fails.
   */
  begin(account: string): number;
  /** The right password: the account's count starts again. */
  succeeded(account: string): void;
}

/**
 * A delay rather than a lock: however many guesses a stranger makes, the owner waits at most
 * MAX_LOGIN_DELAY_MS after the last one, and attempts refused while waiting change nothing.
 * `account` is the normalised email, known or not, so the delay says nothing about accounts.
 */
export function createLoginDelays(now: Clock = () => Date.now()): LoginDelays {
  const entries = new Map<string, { failures: number; lastAt: number }>();
  const stale = (entry: { lastAt: number }) => now() - entry.lastAt > FORGET_LOGIN_FAILURES_MS;
  return {
    begin(account) {
      const entry = entries.get(account);
      const failures = entry && !stale(entry) ? entry.failures : 0;
      const wait = entry ? entry.lastAt + loginDelayMs(failures) - now() : 0;
      if (wait > 0) return wait;
      touch(entries, account, { failures: failures + 1, lastAt: now() }, stale);
      return 0;
    },
    succeeded(account) {
      entries.delete(account);
    },
  };
}

export interface FailureLimit {
  /** 0 when `client` may try; otherwise the milliseconds until its window ends. */
  retryAfterMs(client: string): number;
  failed(client: string): void;
}

/** At most `max` failures per client in a window of `windowMs`, as the per-client login limit counts requests. */
export function createFailureLimit(limit: { max: number; windowMs: number }, now: Clock = () => Date.now()): FailureLimit {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const stale = (entry: { endsAt: number }) => now() >= entry.endsAt;
  return {
    retryAfterMs(client) {
      const entry = entries.get(client);
      if (!entry || stale(entry) || entry.count < limit.max) return 0;
      return entry.endsAt - now();
    },
    failed(client) {
      const entry = entries.get(client);
      touch(entries, client, entry && !stale(entry) ? { ...entry, count: entry.count + 1 } : { count: 1, endsAt: now() + limit.windowMs }, stale);
    },
  };
}
