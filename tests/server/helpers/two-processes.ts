/**
 * One shop run by two API processes, as several `npm start` share it: one database and one Redis
 * (the suite's own), each app with its own memory. Called in a describe, it starts them for the
 * suite and closes them after.
 */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import type { Config } from '../../../server/src/config';
import { testConfig } from './app';
import { createTestDatabase, type TestDatabase } from './db';
import { startTestRedis, type TestRedis } from './redis';

export function shopOnTwoProcesses() {
  const apps: FastifyInstance[] = [];
  const state = {} as { redis: TestRedis; database: TestDatabase };
  beforeAll(async () => {
    state.redis = await startTestRedis();
    state.database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await state.database?.close();
    await state.redis?.stop();
  });
  return {
    get redis() {
      return state.redis;
    },
    /** Two processes of the shop, with the configuration's `overrides`. */
    async twoProcesses(overrides: Partial<Config> = {}): Promise<[FastifyInstance, FastifyInstance]> {
      const config = testConfig({ redisUrl: state.redis.url, ...overrides });
      const pair: [FastifyInstance, FastifyInstance] = [await buildApp({ db: state.database.db, config: { ...config } }), await buildApp({ db: state.database.db, config: { ...config } })];
      apps.push(...pair);
      return pair;
    },
  };
}
