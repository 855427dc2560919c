/**
 * What several API processes share when they run side by side: Redis (REDIS_URL), where they count
 * their limits together, and the notices that empty each other's caches after a catalogue write.
 * With one process, or without Redis, each keeps its own.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { startCacheNotices } from '../services/cache-notices';
import type { Metrics } from '../services/metrics';
import { connected, openRedis, type Redis } from '../services/redis';
import { createResponseCache, type ResponseCache } from './response-cache';

/** The Redis connection, waited for before the app is ready and closed with it; null without REDIS_URL. */
export function openSharedRedis(app: FastifyInstance, url: string | null): Redis | null {
  if (!url) return null;
  const redis = openRedis(url, app.log);
  app.addHook('onReady', () => connected(redis));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  return redis;
}

/** The cache of the public answers; a catalogue write on another process empties it too (through PostgreSQL or Redis). */
export async function createSharedCache(
  app: FastifyInstance,
  { db, redis, ttlMs, metrics }: { db: Db; redis: Redis | null; ttlMs: number; metrics: Metrics },
): Promise<ResponseCache> {
  const cache = createResponseCache(ttlMs, undefined, metrics);
  const notices = await startCacheNotices({ db, redis, log: app.log, onClear: cache.clearHere });
  if (notices) {
    cache.tellOthers(notices.publish);
    app.addHook('onClose', () => notices.close());
  }
  return cache;
}
