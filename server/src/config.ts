/**
 * Typed server configuration, read once from the environment by `main.ts`.
 * `buildApp` takes a `Config` object, so tests build one with `testConfig()` instead of touching
 * `process.env`.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogFormat } from './plugins/request-log';

/**
 * The repository root: the nearest folder above this module with a package.json. Walking up finds it
 * both from the sources (server/src/, under tsx) and from the build (server/dist/main.js), and
 * does not depend on the working directory. Files the server reads at run time are found from it.
 */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/** The Eta templates and page scripts of the API's own pages, kept as source files. */
export const VIEWS_DIR = join(PROJECT_ROOT, 'server', 'src', 'views');

export interface RateLimitConfig {
  /** Requests allowed per client IP within `windowMs` on `/api/*`. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Root of everything the server writes: the embedded database and the storage folder. */
  dataDir: string;
  /** Uploaded and seeded images, served at `/storage/*`, unless `objectStorage` is set. */
  storageDir: string;
  /** Where images live when several processes serve them: object storage; null: `storageDir`. */
  objectStorage: ObjectStorageConfig | null;
  /** PostgreSQL connection string; unset means the embedded PGlite under `dataDir/db`. */
  databaseUrl: string | null;
  /** The production SPA build served next to the API (`npm start`); absent in development. */
  distDir: string;
  /** The server render of the SPA's first screens (`entry-server.js`, `npm run build`); absent: the browser renders every page. */
  ssrDir: string;
  /** Origins allowed to call the API from a browser (CORS). */
  corsOrigins: string[];
  /** Expose the development mail outbox ("Accounts and sessions"). Never set in production. */
  mailOutbox: boolean;
  /**
   * `smtp://` or `smtps://` URL, credentials included, that mail is sent through.
   * Null: mail goes to the development outbox table instead.
   */
  smtpUrl: string | null;
  /** The From address of sent mail. */
  mailFrom: string;
  /** `false` silences logs (tests); otherwise a pino level. */
  logLevel: string | false;
  /** JSON lines for a log store, or short lines for a person (development; LOG_FORMAT overrides). */
  logFormat: LogFormat;
  /** NODE_ENV=development: the Vite dev server serves the shop, so a missing SPA build is expected. */
  development: boolean;
  /** NODE_ENV=production: the cookies our API sets (the device cookie) go over HTTPS only. */
  secureCookies: boolean;
  /** `false` disables rate limiting (tests, the benchmark). */
  rateLimit: RateLimitConfig | false;
  /**
   * Pages rendered on the server per client IP (plugins/spa.ts), a bucket of its own; over it the
   * browser renders the page. `false` disables it.
   */
  renderRateLimit: RateLimitConfig | false;
  /**
   * The reverse proxies whose `X-Forwarded-*` are believed, so rate limits apply per real client:
   * how many stand in front (each adds one entry), or their addresses and CIDRs. False: none.
   */
  trustProxy: false | number | string[];
  /** Largest accepted request body in bytes (JSON). */
  bodyLimit: number;
  /** Render the seed images when seeding ("Images"). Off makes first start faster (benchmark). */
  seedImages: boolean;
  /** How long public catalogue answers are reused (see plugins/response-cache.ts); 0 disables. */
  cacheTtlMs: number;
  /**
   * Signs login tokens (HS256). Unset: `main.ts` keeps a generated one in `dataDir/jwt-secret`,
   * so logins survive a restart; `buildApp` alone (tests) makes one per process.
   */
  jwtSecret: string | null;
  /** Google sign-in: the OAuth client id Google ID tokens must be issued for; null answers 503. */
  googleClientId: string | null;
  /** Stricter per-IP limit on login, registration and password-reset calls; `false` disables it. */
  authRateLimit: RateLimitConfig | false;
  /** Per-user limit on sending chat messages; `false` disables it. */
  chatRateLimit: RateLimitConfig | false;
  /** scrypt cost as log2(N) for new password hashes (15 = 32 MiB per hash). Tests lower it. */
  scryptLogN: number;
  /**
   * The shop's public origin (`https://libas.sa`), from configuration only, never from a request's
   * headers: card payments return only to it or to a CORS origin. PUBLIC_URL; required in
   * production, else `http://localhost:PORT`.
   */
  publicUrl: string;
  /**
   * This API's public origin, where its own pages (payment, invoice, tracking) are linked: the shop's
   * where one process serves both; with `npm run dev`, the shop's dev server, which passes them on.
   * API_PUBLIC_URL; required in production, else the shop's.
   */
  apiPublicUrl: string;
  /** The card payment gateway ("Card payments"). */
  payments: PaymentsConfig;
  /** The key the trader's endpoints require; null turns them off (503). */
  traderKey: string | null;
  /** The simulated carrier confirms and ships cash orders by itself (development only). */
  demoCarrier: boolean;
  /** How often the database's due jobs are looked for, in ms; 0 runs none (tests run them by hand). */
  jobPollMs: number;
  /** A cash order the trader has not confirmed within this many hours fails, giving its stock back ("Order life"). */
  cashOrderExpiryHours: number;
  /**
   * REDIS_URL: where every process counts its rate limits and login delays, and hears that another
   * emptied its caches. Null: each process alone (one process, or limits per process).
   */
  redisUrl: string | null;
}

/** S3-compatible object storage for images (STORAGE_URL and the STORAGE_* settings). */
export interface ObjectStorageConfig {
  /** The S3 API's origin (https://s3.me-central-1.amazonaws.com, http://minio:9000). */
  endpoint: string;
  bucket: string;
  region: string;
  /** Prepended to every object's key, so several shops can share a bucket. */
  prefix: string;
  /** Bucket in the path (most S3-compatible servers) rather than in the host name (AWS's preference). */
  pathStyle: boolean;
  /** Null: the SDK's own (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | { provider: 'moyasar'; secretKey: string; webhookSecret: string | null; apiUrl: string };

/** Origins of the Vite dev server and `vite preview` (see vite.config.ts). */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be 1/0 or true/false, got "${raw}"`);
}

/** The URL may hold the SMTP password, so errors never echo it. */
function smtpUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return url.href;
}

function objectStorage(env: Env): ObjectStorageConfig | null {
  const endpoint = origin(env.STORAGE_URL, 'STORAGE_URL');
  if (!endpoint) return null;
  const bucket = env.STORAGE_BUCKET?.trim() ?? '';
  // S3's bucket naming rules, which the compatible servers follow.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('STORAGE_URL needs STORAGE_BUCKET, a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)');
  const accessKeyId = env.STORAGE_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.STORAGE_SECRET_ACCESS_KEY?.trim() ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, or neither (the SDK then finds its own)');
  const prefix = env.STORAGE_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  if (prefix && !/^[A-Za-z0-9._/-]+$/.test(prefix)) throw new Error(`STORAGE_PREFIX takes letters, digits, dots, hyphens, underscores and slashes, got "${prefix}"`);
  return {
    endpoint,
    bucket,
    region: env.STORAGE_REGION?.trim() || 'us-east-1',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    pathStyle: flag(env, 'STORAGE_PATH_STYLE', true),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

/** The URL may hold Redis's password, so errors never echo it. */
function redisUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL (redis://:password@host:6379/0)');
  }
  return url.href;
}

function origin(raw: string | undefined, name: string): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

function paymentsConfig(env: Env): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'test';
  if (provider === 'test') return { provider };
  if (provider !== 'moyasar') throw new Error(`PAYMENT_PROVIDER must be test or moyasar, got "${provider}"`);
  const secretKey = env.MOYASAR_SECRET_KEY?.trim();
  if (!secretKey) throw new Error('PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY');
  return {
    provider,
    secretKey,
    webhookSecret: env.MOYASAR_WEBHOOK_SECRET?.trim() || null,
    apiUrl: (env.MOYASAR_API_URL?.trim() || 'https://api.moyasar.com/v1').replace(/\/+$/, ''),
  };
}

function list(raw: string | undefined, fallback: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function traderKey(raw: string | undefined): string | null {
  const key = raw?.trim() || null;
  if (key !== null && key.length < 16) throw new Error('TRADER_KEY must be at least 16 characters');
  return key;
}

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts too. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * A count of proxies or their addresses. Never "trust every hop": then the client's own first
 * X-Forwarded-For entry would be its address, and each request could claim another.
 */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error('TRUST_PROXY=true would let any client choose its address with X-Forwarded-For: give the number of proxies in front (1 for one) or their addresses');
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(proxyAddress)) return entries;
  throw new Error(
    `TRUST_PROXY takes the number of reverse proxies in front of the server (1 for one) or their addresses or CIDRs, comma-separated; got "${value}"`,
  );
}

export function loadConfig(env: Env = process.env): Config {
  const development = env.NODE_ENV === 'development';
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '0.0.0.0';
  const port = integer(env, 'PORT', 3000);
  const mailOutbox = flag(env, 'MAIL_OUTBOX', false);
  // The outbox shows anyone an account's reset code: only on a developer's machine. A loopback HOST
  // is no proof of one, since a server behind a reverse proxy is bound so too.
  if (mailOutbox && !development) throw new Error('MAIL_OUTBOX=1 shows password-reset codes to anyone: it runs only with NODE_ENV=development');
  // The shop's and this API's public origins come from configuration, never from a request's Host.
  const missing = production ? ['PUBLIC_URL', 'API_PUBLIC_URL'].filter((name) => !env[name]?.trim()) : [];
  if (missing.length) throw new Error(`With NODE_ENV=production, set ${missing.join(' and ')}: the shop's and this API's public origins (https://…)`);
  const publicUrl = origin(env.PUBLIC_URL, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const dataDir = resolve(env.DATA_DIR || '.data');
  const rateLimitMax = integer(env, 'RATE_LIMIT_MAX', 600);
  const logLevel = env.LOG_LEVEL || 'info';
  const authRateLimitMax = integer(env, 'AUTH_RATE_LIMIT_MAX', 10);
  const chatRateLimitMax = integer(env, 'CHAT_RATE_LIMIT_MAX', 20);
  const renderRateLimitMax = integer(env, 'RENDER_RATE_LIMIT_MAX', 120);
  const jwtSecret = env.JWT_SECRET || null;
  if (jwtSecret !== null && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port,
    host,
    dataDir,
    storageDir: resolve(dataDir, 'storage'),
    objectStorage: objectStorage(env),
    databaseUrl: env.DATABASE_URL || null,
    distDir: resolve(env.DIST_DIR || resolve(PROJECT_ROOT, 'dist')),
    ssrDir: resolve(env.SSR_DIR || resolve(PROJECT_ROOT, 'dist-ssr')),
    // Outside development, only the origins named: the API's own pages need none.
    corsOrigins: list(env.CORS_ORIGINS, development ? DEV_ORIGINS : []),
    mailOutbox,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'Libas <no-reply@libas.sa>',
    logLevel: logLevel === 'silent' ? false : logLevel,
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'lines' ? env.LOG_FORMAT : development ? 'lines' : 'json',
    development,
    secureCookies: production,
    rateLimit: rateLimitMax === 0 ? false : { max: rateLimitMax, windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1) },
    renderRateLimit:
      renderRateLimitMax === 0 ? false : { max: renderRateLimitMax, windowMs: integer(env, 'RENDER_RATE_LIMIT_WINDOW_MS', 60_000, 1) },
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: integer(env, 'BODY_LIMIT', 100 * 1024, 1024),
    seedImages: flag(env, 'SEED_IMAGES', true),
    cacheTtlMs: integer(env, 'API_CACHE_TTL_MS', 2000),
    jwtSecret,
    // The SPA's variable works too, so one .env configures both sides.
    googleClientId: env.GOOGLE_CLIENT_ID || env.VITE_GOOGLE_CLIENT_ID || null,
    authRateLimit:
      authRateLimitMax === 0 ? false : { max: authRateLimitMax, windowMs: integer(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 60_000, 1) },
    chatRateLimit:
      chatRateLimitMax === 0 ? false : { max: chatRateLimitMax, windowMs: integer(env, 'CHAT_RATE_LIMIT_WINDOW_MS', 60_000, 1) },
    scryptLogN: integer(env, 'SCRYPT_LOG_N', 15, 14),
    publicUrl,
    apiPublicUrl: origin(env.API_PUBLIC_URL, 'API_PUBLIC_URL') ?? publicUrl,
    payments: paymentsConfig(env),
    traderKey: traderKey(env.TRADER_KEY),
    demoCarrier: flag(env, 'DEMO_CARRIER', false),
    jobPollMs: integer(env, 'JOB_POLL_MS', 2000),
    cashOrderExpiryHours: integer(env, 'CASH_ORDER_EXPIRY_HOURS', 48, 1),
    redisUrl: redisUrl(env.REDIS_URL),
  };
}
