/**
 * `@fastify/rate-limit`'s counters in Redis, shared by every process (REDIS_URL), that fall back to
 * this process's own while Redis cannot be reached: a Redis outage neither lifts the limits nor
 * turns requests into 5xx. Both stores are the plugin's own, so each counts exactly as it would alone.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from '../services/redis';

type StoreClass<Args extends unknown[]> = new (...args: Args) => FastifyRateLimitStore;

// Not exported by the package's entry, which is CommonJS without an exports map.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<[boolean, boolean]>;

function fallbackStore(shared: FastifyRateLimitStore, local: FastifyRateLimitStore): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      shared.incr(key, (error, counted) => (error ? local.incr(key, callback, timeWindow, max) : callback(null, counted)), timeWindow, max);
    },
    child: (routeOptions) => fallbackStore(shared.child(routeOptions), local.child(routeOptions)),
  };
}

/**
 * The plugin's `store` option: counts under `nameSpace` in Redis, so that limits registered apart
 * (the API's, the root's, the renders') keep apart as their in-memory stores do.
 */
export function sharedRateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // A constructor that returns its store: the plugin calls it with `new` and its global options.
  return function SharedStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return fallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, `libas:rate:${nameSpace}:`),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
