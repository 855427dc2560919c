/**
 * Limits on guessing: a growing delay per account for logins, and a count of failures per client
 * for the trader key. In memory they live in this process only and forget the oldest entries past
 * a size bound, so a flood of names cannot exhaust memory. With Redis (REDIS_URL) every process
 * counts in the same place, so several behind one load balancer allow no more guesses than one;
 * while Redis cannot be reached, each counts alone as without it.
 */
import { orLocally, type Redis } from './redis';

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
  begin(account: string): Promise<number>;
  /** The right password: the account's count starts again. */
  succeeded(account: string): Promise<void>;
}

/** Where shared limits count; null: in this process. */
export interface LimitOptions {
  redis?: Redis | null;
  now?: Clock;
}

/**
 * A delay rather than a lock: however many guesses a stranger makes, the owner waits at most
 * MAX_LOGIN_DELAY_MS after the last one, and attempts refused while waiting change nothing.
 * `account` is the normalised email, known or not, so the delay says nothing about accounts.
 */
export function createLoginDelays({ redis = null, now = () => Date.now() }: LimitOptions = {}): LoginDelays {
  const entries = new Map<string, { failures: number; lastAt: number }>();
  const stale = (entry: { lastAt: number }) => now() - entry.lastAt > FORGET_LOGIN_FAILURES_MS;
  const local = {
    begin(account: string) {
      const entry = entries.get(account);
      const failures = entry && !stale(entry) ? entry.failures : 0;
      const wait = entry ? entry.lastAt + loginDelayMs(failures) - now() : 0;
      if (wait > 0) return wait;
      touch(entries, account, { failures: failures + 1, lastAt: now() }, stale);
      return 0;
    },
    succeeded(account: string) {
      entries.delete(account);
    },
  };
  if (!redis) return { begin: async (account) => local.begin(account), succeeded: async (account) => local.succeeded(account) };
  defineLoginCommand(redis);
  const key = (account: string) => `libas:login-delay:${account}`;
  return {
    begin: (account) =>
      orLocally(async () => Number(await redis.libasLoginBegin(key(account), now(), FORGET_LOGIN_FAILURES_MS, ...LOGIN_DELAY_STEPS)), () => local.begin(account)),
    succeeded: (account) => orLocally(async () => void (await redis.del(key(account))), () => local.succeeded(account)),
  };
}

/** loginDelayMs after 0, 1, 2… failures up to the first at the cap, which holds from there on. */
const LOGIN_DELAY_STEPS: number[] = [];
for (let failures = 0; LOGIN_DELAY_STEPS.at(-1) !== MAX_LOGIN_DELAY_MS; failures++) LOGIN_DELAY_STEPS.push(loginDelayMs(failures));

declare module 'ioredis' {
  interface RedisCommander {
    libasLoginBegin(key: string, now: number, forgetMs: number, ...delays: number[]): Promise<number>;
  }
}

/**
 * `begin` above as one script, so parallel attempts on several processes cannot all pass before
 * the first is counted. The delays come from loginDelayMs (ARGV[3…]); the key expires once its
 * failures are old enough to forget.
 */
const withLoginCommand = new WeakSet<Redis>();

function defineLoginCommand(redis: Redis) {
  if (withLoginCommand.has(redis)) return;
  withLoginCommand.add(redis);
  redis.defineCommand('libasLoginBegin', {
    numberOfKeys: 1,
    lua: `
      local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
      local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt') or '0')
      local now = tonumber(ARGV[1])
      local steps = #ARGV - 2
      local wait = lastAt + tonumber(ARGV[3 + math.min(failures, steps - 1)]) - now
      if failures > 0 and wait > 0 then return wait end
      redis.call('HSET', KEYS[1], 'failures', failures + 1, 'lastAt', now)
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      return 0`,
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
