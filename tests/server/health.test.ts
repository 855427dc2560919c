/**
 * The load balancer's two questions: `/healthz`, whether the process lives, and `/readyz`, whether
 * it can serve (the database answers and has every migration, Redis and object storage answer when
 * configured). A 503 names the failed parts and nothing else: no address, no key, no error text.
 */
import { access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../server/src/db/rows';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { Db } from '../../server/src/db/client';
import { stopReadiness } from '../../server/src/plugins/health';
import { CHECK_TIMEOUT_MS, createReadinessCheck } from '../../server/src/services/readiness';
import { localImageStore } from '../../server/src/services/storage';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { FAKE_S3_KEY, startFakeS3 } from './helpers/fake-s3';
import { redisAvailable, startTestRedis } from './helpers/redis';

const probe = async (ctx: TestApp | FastifyInstance, url: '/readyz' | '/healthz') => {
  const response = await ('app' in ctx ? ctx.app : ctx).inject({ url });
  return { status: response.statusCode, body: response.json() as { status: string; failed?: string[] }, text: response.body, headers: response.headers };
};

describe('/healthz and /readyz', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answer 200 on a healthy app, never kept by a cache, outside the API', async () => {
    const live = await probe(ctx, '/healthz');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await probe(ctx, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    for (const answer of [live, ready]) expect(answer.headers['cache-control']).toBe('no-store');
    // Nothing below them is a page of the shop.
    expect((await ctx.app.inject({ url: '/readyz/more' })).statusCode).toBe(404);
  });

  it('names the migrations when one this build ships is not applied', async () => {
    const [last] = await queryRows<{ hash: string; created_at: string }>(ctx.database.db, sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last!.created_at}`);
    try {
      expect(await probe(ctx, '/readyz')).toMatchObject({ status: 503, body: { status: 'unready', failed: ['migrations'] } });
    } finally {
      await ctx.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`);
    }
    expect((await probe(ctx, '/readyz')).status).toBe(200);
  });

  it('names the database when it does not answer, and tells nothing of it', async () => {
    // The shop's database, failing every statement from the moment it breaks, as a lost server does.
    let broken = false;
    const db = new Proxy(ctx.database.db, {
      get: (target, property, receiver) =>
        broken && property === 'execute' ? () => Promise.reject(new Error('connect ECONNREFUSED postgres://shop:SECRET-PASSWORD@db.internal:5432')) : Reflect.get(target, property, receiver),
    });
    const shop = await buildApp({ db, config: testConfig() });
    try {
      expect((await probe(shop, '/readyz')).status).toBe(200);
      broken = true;
      const ready = await probe(shop, '/readyz');
      expect(ready).toMatchObject({ status: 503, body: { status: 'unready', failed: ['database'] } });
      expect(ready.text).not.toMatch(/SECRET|internal|5432/);
      expect((await probe(shop, '/healthz')).status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('names object storage when the bucket does not answer, and tells nothing of it', async () => {
    const s3 = await startFakeS3();
    const objectStorage = { endpoint: s3.url, bucket: s3.bucket, region: 'me-central-1', prefix: 'shop/', pathStyle: true, credentials: FAKE_S3_KEY };
    const shop = await createTestApp({ seed: false, config: { objectStorage } });
    try {
      expect((await probe(shop, '/readyz')).status).toBe(200);
      await s3.close();
      const ready = await probe(shop, '/readyz');
      expect(ready).toMatchObject({ status: 503, body: { status: 'unready', failed: ['storage'] } });
      for (const secret of [s3.url, new URL(s3.url).port, s3.bucket, FAKE_S3_KEY.accessKeyId, FAKE_S3_KEY.secretAccessKey]) expect(ready.text).not.toContain(secret);
    } finally {
      await shop.close();
    }
  });

  // Last of those on the shared app: it stays closing.
  it('answers 503 once the app shuts down, while /healthz still answers', async () => {
    stopReadiness(ctx.app);
    expect(await probe(ctx, '/readyz')).toMatchObject({ status: 503, body: { status: 'closing' } });
    expect((await probe(ctx, '/healthz')).status).toBe(200);
  });

  it('counts a database that hangs as failed once the check has waited long enough', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hung = { execute: () => new Promise(() => {}) } as unknown as Db;
      const check = createReadinessCheck({ db: hung, redis: null, images: localImageStore(tmpdir()), config: { objectStorage: null, storageDir: tmpdir() } });
      const failed = check();
      // The folder's check is real I/O, which answers long before the time is up: let it, before the
      // clock jumps (on a busy machine it would otherwise still be on its way).
      await access(tmpdir());
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
      expect(await failed).toEqual(['database']);
    } finally {
      vi.useRealTimers();
    }
  });

  describe.skipIf(!redisAvailable)('with Redis', () => {
    it('names Redis when it stops answering, and tells nothing of it', async () => {
      const redis = await startTestRedis();
      const shop = await createTestApp({ seed: false, config: { redisUrl: redis.url } });
      try {
        expect((await probe(shop, '/readyz')).status).toBe(200);
        await redis.stop();
        const ready = await probe(shop, '/readyz');
        expect(ready).toMatchObject({ status: 503, body: { status: 'unready', failed: ['redis'] } });
        expect(ready.text).not.toContain(new URL(redis.url).port);
      } finally {
        await shop.close();
        await redis.stop();
      }
    });
  });
});
