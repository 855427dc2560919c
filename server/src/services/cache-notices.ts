/**
 * "Empty your caches": what one API process tells the others after a catalogue, review, order or
 * payment write, so that no process answers from a catalogue another has changed (see
 * plugins/response-cache.ts). Through Redis pub/sub when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY; the embedded database has one process, so there is no one to tell.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/client';
import type { Redis } from './redis';

const CHANNEL = 'libas_cache_clear';
/** How long a lost PostgreSQL listener waits before it connects again. */
const RECONNECT_MS = 1_000;

interface Log {
  warn(object: object, message: string): void;
}

export interface CacheNotices {
  /** Tells every other process to empty its caches. Never throws: a lost notice costs at most the cache's TTL. */
  publish(): void;
  close(): Promise<void>;
}

/**
 * Starts listening: `onClear` runs whenever another process wrote, and also after the listener was
 * cut off, since notices may have been missed meanwhile. Null on the embedded database without Redis.
 */
export async function startCacheNotices({ db, redis, log, onClear }: { db: Db; redis: Redis | null; log: Log; onClear: () => void }): Promise<CacheNotices | null> {
  // Each process skips its own notices: it emptied its caches already.
  const self = randomUUID();
  const fromOthers = (sender: string) => {
    if (sender !== self) onClear();
  };
  if (redis) return redisNotices(redis, self, fromOthers, onClear, log);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return postgresNotices(client, self, fromOthers, onClear, log);
  return null;
}

async function redisNotices(redis: Redis, self: string, fromOthers: (sender: string) => void, onClear: () => void, log: Log): Promise<CacheNotices> {
  // A subscribed connection can do nothing else, so it is one of its own.
  const subscriber = redis.duplicate();
  let heard = false;
  let subscribedOnce: () => void = () => {};
  // The process starts taking requests once it listens (or after the wait Redis gets at start), so
  // that no notice another process sends meanwhile is missed.
  const subscribed = new Promise<void>((resolve) => (subscribedOnce = resolve));
  subscriber.on('error', () => {}); // the main connection's handler reports Redis being down
  subscriber.on('message', (_channel: string, sender: string) => fromOthers(sender));
  subscriber.on('ready', () => {
    subscriber
      .subscribe(CHANNEL)
      .then(() => subscribedOnce())
      .catch((error: unknown) => log.warn({ err: error }, 'Listening for cache notices in Redis failed'));
    // Notices sent while it was away are lost: start afresh.
    if (heard) onClear();
    heard = true;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000)))]);
  clearTimeout(timer);
  return {
    publish() {
      redis.publish(CHANNEL, self).catch((error: unknown) => log.warn({ err: error }, 'Telling the other processes to empty their caches failed'));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

async function postgresNotices(pool: pg.Pool, self: string, fromOthers: (sender: string) => void, onClear: () => void, log: Log): Promise<CacheNotices> {
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    // A connection of its own, held open: a pooled one would be handed to queries.
    const client = new pg.Client(pool.options);
    client.on('notification', (notice) => fromOthers(notice.payload ?? ''));
    client.on('error', (error) => {
      log.warn({ err: error }, 'The PostgreSQL connection for cache notices was lost');
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
    } catch (error) {
      log.warn({ err: error }, 'Listening for cache notices in PostgreSQL failed');
      lost(client);
    }
  }

  function lost(client: pg.Client) {
    if (listener === client) listener = null;
    client.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      // Notices sent while it was away are lost: start afresh once listening again.
      void listen().then(() => listener && onClear());
    }, RECONNECT_MS);
    retry.unref();
  }

  await listen();
  return {
    publish() {
      pool.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch((error: unknown) => log.warn({ err: error }, 'Telling the other processes to empty their caches failed'));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
