/**
 * Limits on guessing: growing delays on logins, per client and per account, and a count of failures
 * per client for the trader key. In memory they live in this process only and forget the oldest
 * entries past a size bound, so a flood of names cannot exhaust memory. With Redis (REDIS_URL) every
 * process counts in the same place, so several behind one load balancer allow no more guesses than
 * one; while Redis cannot be reached, each counts alone as without it.
 */
import type { Client } from './devices';
import { orLocally, type Redis } from './redis';

/** Failed logins a count may have before its next attempts wait. */
export const FREE_LOGIN_FAILURES = 3;
export const FIRST_LOGIN_DELAY_MS = 1000;
/** The longest a count waits: the most a stranger's guesses can keep anyone waiting. */
export const MAX_LOGIN_DELAY_MS = 60_000;
/** Failures this old are forgotten: the count starts again with its free attempts. */
const FORGET_LOGIN_FAILURES_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 10_000;

/** Read at each call rather than `Date.now` kept once, so that a test can set the time. */
type Clock = () => number;

/** How long a count waits after `failures` consecutive failed logins before its next attempt. */
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

/** A login attempt: the account (the normalised email, known or not) and who tries it. */
export interface LoginAttempt {
  account: string;
  client: Client;
}

/** Why an attempt must wait, and for how long. */
export interface LoginWait {
  ms: number;
  /** The account's delay (strangers' failures), rather than the client's own. */
  account: boolean;
}

export interface LoginDelays {
  /**
   * Starts a login attempt: null when it may be checked now, which counts it as a failure until
   * `succeeded`; otherwise how long it must wait, and it is not counted. Counting at the start keeps
   * parallel attempts from all passing before the first fails.
   */
  begin(attempt: LoginAttempt): Promise<LoginWait | null>;
  /** The right password: the client's count starts again, and the account's when a stranger's client knew it. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** Where shared limits count; null: in this process. */
export interface LimitOptions {
  redis?: Redis | null;
  now?: Clock;
}

/**
 * Two counts of failures, each with its own delay: the client's on the account (its browser when it
 * has signed in to the account before, else its address), and the account's, of every client that
 * has not. A browser that has signed in before waits only for its own failures, so a stranger's
 * guesses cannot keep its owner out; every other client waits for both. A delay rather than a lock:
 * a stranger waits at most MAX_LOGIN_DELAY_MS after the last failure, and attempts refused while
 * waiting change nothing. The account is the normalised email, known or not, so the delays say
 * nothing about accounts.
 */
export function createLoginDelays({ redis = null, now = () => Date.now() }: LimitOptions = {}): LoginDelays {
  const accounts = new Map<string, { failures: number; lastAt: number }>();
  const clients = new Map<string, { failures: number; lastAt: number }>();
  const stale = (entry: { lastAt: number }) => now() - entry.lastAt > FORGET_LOGIN_FAILURES_MS;
  const failuresOf = (entries: typeof accounts, key: string) => {
    const entry = entries.get(key);
    return entry && !stale(entry) ? entry : { failures: 0, lastAt: 0 };
  };
  const waitOf = (entries: typeof accounts, key: string) => {
    const { failures, lastAt } = failuresOf(entries, key);
    return failures > 0 ? lastAt + loginDelayMs(failures) - now() : 0;
  };
  const count = (entries: typeof accounts, key: string) => touch(entries, key, { failures: failuresOf(entries, key).failures + 1, lastAt: now() }, stale);
  // The client's key holds the account after a `|`, which no client key contains.
  const clientKey = ({ account, client }: LoginAttempt) => `${client.key}|${account}`;
  const local = {
    begin(attempt: LoginAttempt): LoginWait | null {
      const strangers = !attempt.client.trusted;
      const accountWait = strangers ? waitOf(accounts, attempt.account) : 0;
      if (accountWait > 0) return { ms: accountWait, account: true };
      const clientWait = waitOf(clients, clientKey(attempt));
      if (clientWait > 0) return { ms: clientWait, account: false };
      count(clients, clientKey(attempt));
      if (strangers) count(accounts, attempt.account);
      return null;
    },
    succeeded(attempt: LoginAttempt) {
      clients.delete(clientKey(attempt));
      if (!attempt.client.trusted) accounts.delete(attempt.account);
    },
  };
  if (!redis) return { begin: async (attempt) => local.begin(attempt), succeeded: async (attempt) => local.succeeded(attempt) };
  defineLoginCommand(redis);
  const keys = (attempt: LoginAttempt) => [`libas:login-client-delay:${clientKey(attempt)}`, `libas:login-delay:${attempt.account}`] as const;
  return {
    begin: (attempt) =>
      orLocally(async () => {
        const [whose, ms] = await redis.libasLoginBegin(...keys(attempt), now(), FORGET_LOGIN_FAILURES_MS, attempt.client.trusted ? 0 : 1, ...LOGIN_DELAY_STEPS);
        return whose === 0 ? null : { ms: Number(ms), account: whose === 2 };
      }, () => local.begin(attempt)),
    succeeded: (attempt) =>
      orLocally(async () => {
        const [client, account] = keys(attempt);
        await (attempt.client.trusted ? redis.del(client) : redis.del(client, account));
      }, () => local.succeeded(attempt)),
  };
}

/** loginDelayMs after 0, 1, 2… failures up to the first at the cap, which holds from there on. */
const LOGIN_DELAY_STEPS: number[] = [];
for (let failures = 0; LOGIN_DELAY_STEPS.at(-1) !== MAX_LOGIN_DELAY_MS; failures++) LOGIN_DELAY_STEPS.push(loginDelayMs(failures));

declare module 'ioredis' {
  interface RedisCommander {
    libasLoginBegin(clientKey: string, accountKey: string, now: number, forgetMs: number, strangers: 0 | 1, ...delays: number[]): Promise<[number, number]>;
  }
}

/**
 * `begin` above as one script, so parallel attempts on several processes cannot all pass before
 * the first is counted. It answers {0, 0} to go ahead, {1, ms} for the client's delay, {2, ms} for
 * the account's. The delays come from loginDelayMs (ARGV[4…]); a key expires once its failures
 * are old enough to forget.
 */
const withLoginCommand = new WeakSet<Redis>();

function defineLoginCommand(redis: Redis) {
  if (withLoginCommand.has(redis)) return;
  withLoginCommand.add(redis);
  redis.defineCommand('libasLoginBegin', {
    numberOfKeys: 2,
    lua: `
      local now = tonumber(ARGV[1])
      local strangers = ARGV[3] == '1'
      local steps = #ARGV - 3
      local function wait(key)
        local failures = tonumber(redis.call('HGET', key, 'failures') or '0')
        if failures == 0 then return 0 end
        local lastAt = tonumber(redis.call('HGET', key, 'lastAt') or '0')
        return lastAt + tonumber(ARGV[4 + math.min(failures, steps - 1)]) - now
      end
      local function count(key)
        redis.call('HINCRBY', key, 'failures', 1)
        redis.call('HSET', key, 'lastAt', now)
        redis.call('PEXPIRE', key, ARGV[2])
      end
      if strangers then
        local accountWait = wait(KEYS[2])
        if accountWait > 0 then return {2, accountWait} end
      end
      local clientWait = wait(KEYS[1])
      if clientWait > 0 then return {1, clientWait} end
      count(KEYS[1])
      if strangers then count(KEYS[2]) end
      return {0, 0}`,
  });
}

export interface FailureLimit {
  /** 0 when `client` may try; otherwise the milliseconds until its window ends. */
  retryAfterMs(client: string): Promise<number>;
  failed(client: string): Promise<void>;
}

/**
 * At most `max` failures per client in a window of `windowMs`, as the per-client login limit counts
 * requests. `name` keeps each limit's counts apart in Redis.
 */
export function createFailureLimit(name: string, limit: { max: number; windowMs: number }, { redis = null, now = () => Date.now() }: LimitOptions = {}): FailureLimit {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const stale = (entry: { endsAt: number }) => now() >= entry.endsAt;
  const local = {
    retryAfterMs(client: string) {
      const entry = entries.get(client);
      if (!entry || stale(entry) || entry.count < limit.max) return 0;
      return entry.endsAt - now();
    },
    failed(client: string) {
      const entry = entries.get(client);
      touch(entries, client, entry && !stale(entry) ? { ...entry, count: entry.count + 1 } : { count: 1, endsAt: now() + limit.windowMs }, stale);
    },
  };
  if (!redis) return { retryAfterMs: async (client) => local.retryAfterMs(client), failed: async (client) => local.failed(client) };
  const key = (client: string) => `libas:${name}:${client}`;
  return {
    retryAfterMs: (client) =>
      orLocally(async () => {
        const [[, count], [, ttl]] = (await redis.multi().get(key(client)).pttl(key(client)).exec()) as [[null, string | null], [null, number]];
        return Number(count ?? 0) >= limit.max && ttl > 0 ? ttl : 0;
      }, () => local.retryAfterMs(client)),
    // The window starts with the first failure and is not moved by the next ones.
    failed: (client) =>
      orLocally(async () => void (await redis.multi().set(key(client), '0', 'PX', limit.windowMs, 'NX').incr(key(client)).exec()), () => local.failed(client)),
  };
}
