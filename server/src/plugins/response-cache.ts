/**
 * A short-lived in-process cache of public catalogue answers.
 *
 * Why: the embedded database runs inside the server's own event loop, and a product page costs
 * a few milliseconds of it, which caps an uncached list at roughly 200 requests per second on
 * the target machine. The catalogue is read far more than written, so identical requests (the
 * home page's lists, a popular product) are answered from memory for a moment.
 *
 * Correctness: only routes registered inside a scope passed to `attach` are cached, so per-user
 * answers (cart, orders) never are. Every successful write that changes the catalogue (the scopes
 * app.ts passes to `clearOnWrite`: reviews, orders and payments, the trader's calls) empties the
 * cache at once; a login, a cart or a chat message does not, so a busy shop keeps its cache.
 * Several processes on one PostgreSQL tell each other (services/cache-notices.ts), so such a write
 * on one empties every process's cache within moments. Changes made outside those requests (a
 * payment job, psql) show after at most `ttlMs`. Rows that several answers are built from (`rows`:
 * the lists' products) follow the same rules.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeptRows } from '../services/kept-rows';
import { noMetrics, type Metrics } from '../services/metrics';

type Encoding = 'br' | 'gzip';

/** As app.ts's compression: smaller answers gain less than the header costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** app.ts compresses answers up to this size in one call on the event loop, as this cache does. */
export const API_COMPRESS_INLINE_BYTES = 64 * 1024;

interface Entry {
  body: string;
  contentType: string;
  expires: number;
  /** The body compressed, made on the first hit that asks for each encoding and kept with it. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Brotli as the API compresses JSON (app.ts): a fast level, tuned for text. */
export const API_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } };

const ENCODE: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, API_BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body),
};

/** br, else gzip, when Accept-Encoding allows it (a `q=0` refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  return header ? (negotiate(header, ['br', 'gzip']) as Encoding | null) : null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer may be stored: the cache generation the request started in. */
    cacheGeneration?: number;
  }
}

/** Sends `body` compressed as the browser accepts, keeping each encoding made in `encoded`. */
function sendEncoded(body: string, encoded: Entry['encoded'], request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  return reply.header('content-encoding', encoding).send((encoded[encoding] ??= ENCODE[encoding](body)));
}

/** Sends an answer that is not kept (a page for one shopper), compressed as the browser accepts. */
export const sendCompressed = (body: string, request: FastifyRequest, reply: FastifyReply): FastifyReply => sendEncoded(body, {}, request, reply);

export interface Remembered {
  body: string;
  /** Sends the body, compressed as the browser accepts; each encoding is made once. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export interface ResponseCache {
  /** Caches the GET routes registered in `scope` (public answers only). */
  attach(scope: FastifyInstance): void;
  /**
   * An answer built outside the cached routes (a server-rendered page), kept under `key` as their
   * answers are: for the same moment, dropped by any write, built once however many ask at once,
   * and compressed once per encoding. Null answers are not kept.
   */
  remember(key: string, build: () => Promise<string | null>): Promise<Remembered | null>;
  /** Rows many answers share (a list's products, services/kept-rows.ts), kept as answers are. */
  rows<V>(maxRows?: number): KeptRows<V>;
  /** Drops everything and tells the other processes; the app calls it after every successful catalogue write. */
  clear(): void;
  /** Drops everything without telling anyone: another process wrote. */
  clearHere(): void;
  /** How `clear` tells the other processes (services/cache-notices.ts); unset, it tells no one. */
  tellOthers(tell: () => void): void;
  readonly size: number;
}

/** `metrics` counts the answers' and pages' hits and misses (not the kept rows'). */
export function createResponseCache(ttlMs: number, maxEntries = 500, metrics: Pick<Metrics, 'answerCache'> = noMetrics): ResponseCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const keyOf = (request: FastifyRequest) => `${request.lang} ${request.url}`;

  const keptRows: { clear(): void }[] = [];
  const clearHere = () => {
    generation++;
    entries.clear();
    for (const rows of keptRows) rows.clear();
  };
  let tell = () => {};

  // After validation and rate limiting, so that a cached answer is still counted and a bad query
  // still gets its 400.
  async function serveFromCache(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET') return;
    const entry = entries.get(keyOf(request));
    if (entry && entry.expires > Date.now()) {
      metrics.answerCache(true);
      reply.header('content-type', entry.contentType).header('x-cache', 'HIT');
      return sendEntry(entry, request, reply);
    }
    metrics.answerCache(false);
    request.cacheGeneration = generation;
    reply.header('x-cache', 'MISS');
  }

  const building = new Map<string, Promise<string | null>>();

  function keep(key: string, entry: Entry) {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  // Compressing an answer costs more than finding it, so each encoding is made once per entry.
  const sendEntry = (entry: Entry, request: FastifyRequest, reply: FastifyReply) => sendEncoded(entry.body, entry.encoded, request, reply);

  const remembered = (entry: Entry): Remembered => ({ body: entry.body, send: (request, reply) => sendEntry(entry, request, reply) });

  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    // A write that finished while this answer was being built makes it stale: keep it out.
    if (request.cacheGeneration !== generation || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    keep(keyOf(request), { body: payload, contentType, expires: Date.now() + ttlMs, encoded: {} });
    return payload;
  }

  return {
    attach(scope) {
      if (ttlMs <= 0) return;
      scope.addHook('preHandler', serveFromCache);
      scope.addHook('onSend', store);
    },
    async remember(key, build) {
      const cached = entries.get(key);
      const hit = cached !== undefined && cached.expires > Date.now();
      metrics.answerCache(hit);
      if (hit) return remembered(cached);
      const startedIn = generation;
      let pending = building.get(key);
      if (!pending) {
        pending = build().finally(() => building.delete(key));
        building.set(key, pending);
      }
      const body = await pending;
      if (body === null) return null;
      const entry: Entry = { body, contentType: 'text/html; charset=utf-8', expires: Date.now() + ttlMs, encoded: {} };
      if (ttlMs > 0 && startedIn === generation) keep(key, entry);
      return remembered(entry);
    },
    rows<V>(maxRows = 2000): KeptRows<V> {
      const kept = new Map<number, { row: V; expires: number }>();
      keptRows.push(kept);
      return {
        async get(ids, load, idOf) {
          const now = Date.now();
          const found = new Map<number, V>();
          const missing: number[] = [];
          for (const id of ids) {
            const entry = kept.get(id);
            if (entry && entry.expires > now) found.set(id, entry.row);
            else missing.push(id);
          }
          if (missing.length === 0) return found;
          const startedIn = generation;
          const loaded = await load(missing);
          const keep = ttlMs > 0 && startedIn === generation;
          const expires = Date.now() + ttlMs;
          for (const row of loaded) {
            const id = idOf(row);
            found.set(id, row);
            if (!keep) continue;
            kept.delete(id);
            if (kept.size >= maxRows) kept.delete(kept.keys().next().value!);
            kept.set(id, { row, expires });
          }
          return found;
        },
      };
    },
    clear() {
      clearHere();
      tell();
    },
    clearHere,
    tellOthers(others) {
      tell = others;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Empties `cache` after each successful write request in `scope`: give it only routes whose writes change the catalogue. */
export function clearOnWrite(scope: FastifyInstance, cache: ResponseCache): void {
  scope.addHook('onResponse', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) cache.clear();
  });
}
