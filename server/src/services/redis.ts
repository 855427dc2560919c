/**
 * The Redis connection that several API processes share limits and cache notices through
 * (REDIS_URL; see "Running several processes" in docs/deploy.md). Unset: each process keeps its own.
 */
import { Redis } from 'ioredis';

export type { Redis };

interface Log {
  warn(object: object, message: string): void;
}

/**
 * A request never waits on Redis: while it is not connected a command fails at once (no offline
 * queue), and a slow one after a second, and its caller counts in this process instead (see
 * plugins/rate-limit-store.ts and services/attempt-limits.ts), so an outage slows nothing and
 * turns no request into a 5xx. ioredis keeps reconnecting meanwhile.
 */
export function openRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: 1_000 });
  let down = false;
  // An unhandled 'error' event would end the process; ioredis reconnects by itself.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis cannot be reached: limits count in this process until it is back');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

/**
 * Resolves once `redis` is connected, or after `timeoutMs` (then it connects later): a process
 * that starts with Redis reachable counts in it from its first request.
 */
export function connected(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/** Runs `shared` against Redis; when Redis fails, `local` answers instead, as without REDIS_URL. */
export async function orLocally<T>(shared: () => Promise<T>, local: () => T): Promise<T> {
  try {
    return await shared();
  } catch {
    return local();
  }
}
