/** Builds the app over a fresh test database (see ./db.ts), quiet and without rate limits. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/src/app';
import { loadConfig, type Config } from '../../../server/src/config';
import type { SeedOptions } from '../../../server/src/db/seed';
import { createTestDatabase, type TestDatabase } from './db';

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';
export const TEST_TRADER_KEY = 'test-trader-key-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: join(tmpdir(), 'libas-test-unused') }),
    logLevel: false,
    rateLimit: false,
    renderRateLimit: false,
    // Tests write to the database directly and read the result at once.
    cacheTtlMs: 0,
    // No SPA build unless a test provides one.
    distDir: join(tmpdir(), 'libas-test-unused', 'dist'),
    ssrDir: join(tmpdir(), 'libas-test-unused', 'dist-ssr'),
    // Accounts: a known secret (tests forge tokens with it), no login limit, and cheap hashes.
    jwtSecret: TEST_JWT_SECRET,
    authRateLimit: false,
    chatRateLimit: false,
    scryptLogN: 10,
    // Tests run the database's jobs themselves (app.jobs.runDue()).
    jobPollMs: 0,
    traderKey: TEST_TRADER_KEY,
    // The shop of these tests runs where `npm run dev` puts it.
    corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<Config>; seed?: boolean | SeedOptions } & Pick<AppOptions, 'mailer' | 'googleKeys' | 'payments' | 'logStream'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: options.seed });
  const app = await buildApp({ db: database.db, config: testConfig(options.config), mailer: options.mailer, googleKeys: options.googleKeys, payments: options.payments, logStream: options.logStream });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** GETs a JSON endpoint in a language and returns status and parsed body. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, lang: 'ar' | 'en' = 'ar') {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
