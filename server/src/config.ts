/**
 * Typed server configuration, read once from the environment by `main.ts`.
 * `buildApp` takes a `Config` object, so tests build one with `testConfig()` instead of touching
 * `process.env`.
 *
 * The environment is declared once, as a TypeBox schema (`Environment`): each variable with its
 * kind, its default and the message that refuses a wrong value. The rules between variables (the
 * production origins, the mail outbox, object storage, the card gateway) are refinements of the
 * decoded environment, and `Config` is the type of what `loadConfig` makes of it.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type StaticDecode, type TSchema } from '@sinclair/typebox';
import { TransformDecodeError, Value } from '@sinclair/typebox/value';
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

/** Requests allowed per client within a window, for one of the rate limits. */
export interface RateLimitConfig {
  /** Requests allowed per client IP within `windowMs` on `/api/*`. */
  max: number;
  windowMs: number;
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

// ---------------------------------------------------------------------------------------------
// Kinds of variable. Each reads the variable's text; unset or blank, the variable takes its default
// (or none). A wrong value is refused with a message that names the variable.

/** A refused value: the message, given the variable's name. */
class Refusal extends Error {
  constructor(readonly say: (name: string) => string) {
    super('refused');
  }
}

const refuse = (say: (name: string) => string): never => {
  throw new Refusal(say);
};

/** A variable of some kind: its text decoded by `decode`, with its default as text. */
function kind<T>(decode: (raw: string) => T, encode: (value: T) => string, options: { default?: string; description?: string } = {}) {
  return Type.Transform(Type.String(options)).Decode(decode).Encode(encode);
}

/** Text as given; `trim` trims it first. */
const text = ({ trim = false, ...options }: { default?: string; trim?: boolean; description?: string } = {}) =>
  kind((raw) => (trim ? raw.trim() : raw), String, options);

/** A whole number of at least `min`. */
const integer = (fallback: number, min = 0, description?: string) =>
  kind(
    (raw) => {
      const value = Number(raw);
      return Number.isInteger(value) && value >= min ? value : refuse((name) => `${name} must be an integer >= ${min}, got "${raw}"`);
    },
    String,
    { default: String(fallback), description },
  );

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** 1/0, true/false, yes/no or on/off. */
const flag = (fallback: boolean, description?: string) =>
  kind(
    (raw) => {
      const value = raw.trim().toLowerCase();
      if (TRUE.includes(value)) return true;
      if (FALSE.includes(value)) return false;
      return refuse((name) => `${name} must be 1/0 or true/false, got "${value}"`);
    },
    (value) => (value ? '1' : '0'),
    { default: fallback ? '1' : '0', description },
  );

/** An http(s) URL, kept as its origin. */
const origin = (description?: string) =>
  kind(
    (raw) => {
      const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
      return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : refuse((name) => `${name} must be an http(s) URL, got "${raw}"`);
    },
    String,
    { description },
  );

/**
 * A URL of one of `protocols`, kept whole. It may hold a password, so the message never echoes it:
 * `expected` says what was wanted.
 */
const secretUrl = (protocols: string[], expected: string, description?: string) =>
  kind(
    (raw) => {
      const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
      return url && protocols.includes(url.protocol) && url.hostname ? url.href : refuse((name) => `${name} must be ${expected}`);
    },
    String,
    { description },
  );

/** Text of at least `min` characters (a secret). */
const secret = (min: number, trim: boolean, description?: string) =>
  kind(
    (raw) => {
      const value = trim ? raw.trim() : raw;
      return value.length >= min ? value : refuse((name) => `${name} must be at least ${min} characters`);
    },
    String,
    { description },
  );

/** Comma-separated origins, each without its trailing slashes. */
const origins = (description?: string) =>
  kind(
    (raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    (value) => value.join(','),
    { description },
  );

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
const proxies = (description?: string) =>
  kind(
    (raw): false | number | string[] => {
      const value = raw.trim();
      if (value === '0' || value.toLowerCase() === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (TRUE.slice(1).includes(value.toLowerCase())) {
        return refuse(
          (name) => `${name}=true would let any client choose its address with X-Forwarded-For: give the number of proxies in front (1 for one) or their addresses`,
        );
      }
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(proxyAddress)) return entries;
      return refuse(
        (name) => `${name} takes the number of reverse proxies in front of the server (1 for one) or their addresses or CIDRs, comma-separated; got "${value}"`,
      );
    },
    (value) => (Array.isArray(value) ? value.join(',') : String(value)),
    { description },
  );

/** A key prefix for object storage: letters, digits, dots, hyphens, underscores and slashes, ending in a slash. */
const keyPrefix = (description?: string) =>
  kind(
    (raw) => {
      const prefix = raw.trim().replace(/^\/+/, '');
      if (prefix && !/^[A-Za-z0-9._/-]+$/.test(prefix)) refuse((name) => `${name} takes letters, digits, dots, hyphens, underscores and slashes, got "${prefix}"`);
      return prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    },
    String,
    { description },
  );

/** A duration: a whole number of minutes, hours or days (30m, 6h, 1d), in ms. */
const duration = (description?: string) =>
  kind(
    (raw) => {
      const [, amount, unit] = /^(\d+)\s*([mhd])$/.exec(raw.trim().toLowerCase()) ?? [];
      const ms = Number(amount) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[unit as 'm' | 'h' | 'd'];
      return ms > 0 ? ms : refuse((name) => `${name} takes a number of minutes, hours or days (30m, 6h, 1d), got "${raw}"`);
    },
    (ms) => `${ms / 60_000}m`,
    { description },
  );

/** One of `choices`. */
const oneOf = <const T extends string>(choices: readonly T[], fallback: T, description?: string) =>
  kind(
    (raw): T => {
      const value = raw.trim();
      return (choices as readonly string[]).includes(value) ? (value as T) : refuse((name) => `${name} must be ${choices.join(' or ')}, got "${value}"`);
    },
    String,
    { default: fallback, description },
  );

const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

// ---------------------------------------------------------------------------------------------
// The environment (.env.example describes each variable at length).

const WINDOW_MS = 60_000;

export const Environment = Type.Object({
  NODE_ENV: optional(text({ description: 'development (npm run dev), production, or anything else (tests)' })),
  PORT: integer(3000),
  HOST: text({ default: '0.0.0.0' }),
  SHUTDOWN_GRACE_MS: integer(10_000, 0, 'On SIGTERM, how long requests and the job under way get to finish'),
  DATA_DIR: text({ default: '.data', description: 'The embedded database and the storage folder' }),
  DATABASE_URL: optional(text({ description: 'PostgreSQL; unset: the embedded PGlite under DATA_DIR/db' })),
  DIST_DIR: optional(text({ description: 'The SPA build; default dist/' })),
  SSR_DIR: optional(text({ description: 'The server render build; default dist-ssr/' })),
  CORS_ORIGINS: optional(origins('Origins whose pages may call the API; unset: none, or the dev servers in development')),
  MAIL_OUTBOX: flag(false, 'The development mail outbox (development only)'),
  SMTP_URL: optional(secretUrl(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
  MAIL_FROM: text({ default: 'Libas <no-reply@libas.sa>', trim: true }),
  LOG_LEVEL: text({ default: 'info', description: 'A pino level, or silent' }),
  LOG_FORMAT: optional(text({ description: 'json or lines; otherwise lines in development, json elsewhere' })),
  RATE_LIMIT_MAX: integer(600, 0, 'Requests per client IP per window on /api/*; 0 disables'),
  RATE_LIMIT_WINDOW_MS: integer(WINDOW_MS, 1),
  RENDER_RATE_LIMIT_MAX: integer(120, 0, 'Pages rendered on the server per client IP per window; 0 disables'),
  RENDER_RATE_LIMIT_WINDOW_MS: integer(WINDOW_MS, 1),
  AUTH_RATE_LIMIT_MAX: integer(10, 0, 'Login, registration and password-reset calls per client IP per window; 0 disables'),
  AUTH_RATE_LIMIT_WINDOW_MS: integer(WINDOW_MS, 1),
  CHAT_RATE_LIMIT_MAX: integer(20, 0, 'Chat messages per user per window; 0 disables'),
  CHAT_RATE_LIMIT_WINDOW_MS: integer(WINDOW_MS, 1),
  TRUST_PROXY: optional(proxies('The reverse proxies whose X-Forwarded-For is believed: their number, or addresses and CIDRs')),
  BODY_LIMIT: integer(100 * 1024, 1024, 'Largest accepted request body in bytes'),
  SEED_IMAGES: flag(true, 'Draw the seed images when seeding'),
  API_CACHE_TTL_MS: integer(2000, 0, 'How long public catalogue answers are reused; 0 disables'),
  JWT_SECRET: optional(secret(32, false, 'Signs login tokens; unset: one generated into DATA_DIR/jwt-secret')),
  GOOGLE_CLIENT_ID: optional(text()),
  VITE_GOOGLE_CLIENT_ID: optional(text({ description: "The SPA's, used when GOOGLE_CLIENT_ID is unset" })),
  SCRYPT_LOG_N: integer(15, 14, 'scrypt cost of new password hashes, as log2(N)'),
  PUBLIC_URL: optional(origin("The shop's public origin; required in production")),
  API_PUBLIC_URL: optional(origin("This API's public origin; required in production")),
  PAYMENT_PROVIDER: oneOf(['test', 'moyasar'], 'test'),
  MOYASAR_SECRET_KEY: optional(text({ trim: true })),
  MOYASAR_WEBHOOK_SECRET: optional(text({ trim: true })),
  MOYASAR_API_URL: text({ default: 'https://api.moyasar.com/v1', trim: true }),
  TRADER_KEY: optional(secret(16, true, "The key the trader's endpoints require; unset: they are off")),
  OPS_TOKEN: optional(secret(32, true, 'The bearer token of /metrics and the operations calls (a backup of a running shop); unset: they are off')),
  DEMO_CARRIER: flag(false, 'A simulated carrier confirms and ships cash orders'),
  JOB_POLL_MS: integer(2000, 0, "How often the database's due jobs are looked for; 0 runs none"),
  BACKUP_DIR: optional(text({ trim: true, description: 'Where the scheduled backups go; unset: no schedule' })),
  BACKUP_EVERY: optional(duration('How often a scheduled backup is made (30m, 6h, 1d); default 1d')),
  BACKUP_KEEP: integer(7, 1, 'How many of the newest scheduled backups are kept'),
  CASH_ORDER_EXPIRY_HOURS: integer(48, 1),
  REDIS_URL: optional(secretUrl(['redis:', 'rediss:'], 'a redis:// or rediss:// URL (redis://:password@host:6379/0)')),
  STORAGE_URL: optional(origin('S3-compatible object storage for images; unset: DATA_DIR/storage')),
  STORAGE_BUCKET: optional(text({ trim: true })),
  STORAGE_REGION: text({ default: 'us-east-1', trim: true }),
  STORAGE_PREFIX: optional(keyPrefix()),
  STORAGE_PATH_STYLE: flag(true, 'The bucket in the path (1) or in the host name (0)'),
  STORAGE_ACCESS_KEY_ID: optional(text({ trim: true })),
  STORAGE_SECRET_ACCESS_KEY: optional(text({ trim: true })),
});
export type Environment = StaticDecode<typeof Environment>;

type Env = Record<string, string | undefined>;

/** The declared variables of `env`, blank ones left out, with their defaults, decoded. */
function decodeEnvironment(env: Env): Environment {
  const given = Object.fromEntries(Object.keys(Environment.properties).flatMap((name) => (env[name]?.trim() ? [[name, env[name]]] : [])));
  try {
    return Value.Decode(Environment, Value.Default(Environment, given));
  } catch (error) {
    if (error instanceof TransformDecodeError && error.error instanceof Refusal) throw new Error(error.error.say(error.path.slice(1)));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Refinements: rules between variables, each a refusal or nothing.

const REFINEMENTS: ((env: Environment) => string | null)[] = [
  // The outbox shows anyone an account's reset code: only on a developer's machine. A loopback HOST
  // is no proof of one, since a server behind a reverse proxy is bound so too.
  (env) =>
    env.MAIL_OUTBOX && env.NODE_ENV !== 'development' ? 'MAIL_OUTBOX=1 shows password-reset codes to anyone: it runs only with NODE_ENV=development' : null,
  // The shop's and this API's public origins come from configuration, never from a request's Host.
  (env) => {
    const missing = env.NODE_ENV === 'production' ? (['PUBLIC_URL', 'API_PUBLIC_URL'] as const).filter((name) => !env[name]) : [];
    return missing.length ? `With NODE_ENV=production, set ${missing.join(' and ')}: the shop's and this API's public origins (https://…)` : null;
  },
  // S3's bucket naming rules, which the compatible servers follow.
  (env) =>
    env.STORAGE_URL && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.STORAGE_BUCKET ?? '')
      ? 'STORAGE_URL needs STORAGE_BUCKET, a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)'
      : null,
  (env) =>
    env.STORAGE_URL && Boolean(env.STORAGE_ACCESS_KEY_ID) !== Boolean(env.STORAGE_SECRET_ACCESS_KEY)
      ? 'Set both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, or neither (the SDK then finds its own)'
      : null,
  (env) => (env.PAYMENT_PROVIDER === 'moyasar' && !env.MOYASAR_SECRET_KEY ? 'PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY' : null),
  (env) => (env.BACKUP_EVERY && !env.BACKUP_DIR ? 'BACKUP_EVERY needs BACKUP_DIR, the folder the scheduled backups go to' : null),
];

const rateLimit = (max: number, windowMs: number): RateLimitConfig | false => (max === 0 ? false : { max, windowMs });

/** The server's configuration from the environment; a wrong or missing setting throws, saying which. */
export function loadConfig(env: Env = process.env) {
  const e = decodeEnvironment(env);
  for (const refinement of REFINEMENTS) {
    const refusal = refinement(e);
    if (refusal) throw new Error(refusal);
  }
  const development = e.NODE_ENV === 'development';
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const objectStorage: ObjectStorageConfig | null = e.STORAGE_URL
    ? {
        endpoint: e.STORAGE_URL,
        bucket: e.STORAGE_BUCKET!,
        region: e.STORAGE_REGION,
        prefix: e.STORAGE_PREFIX ?? '',
        pathStyle: e.STORAGE_PATH_STYLE,
        credentials:
          e.STORAGE_ACCESS_KEY_ID && e.STORAGE_SECRET_ACCESS_KEY ? { accessKeyId: e.STORAGE_ACCESS_KEY_ID, secretAccessKey: e.STORAGE_SECRET_ACCESS_KEY } : null,
      }
    : null;
  const payments: PaymentsConfig =
    e.PAYMENT_PROVIDER === 'moyasar'
      ? { provider: 'moyasar', secretKey: e.MOYASAR_SECRET_KEY!, webhookSecret: e.MOYASAR_WEBHOOK_SECRET ?? null, apiUrl: e.MOYASAR_API_URL.replace(/\/+$/, '') }
      : { provider: 'test' };
  const logLevel: string | false = e.LOG_LEVEL === 'silent' ? false : e.LOG_LEVEL;
  const logFormat: LogFormat = e.LOG_FORMAT === 'json' || e.LOG_FORMAT === 'lines' ? e.LOG_FORMAT : development ? 'lines' : 'json';
  const jwtSecret: string | null = e.JWT_SECRET ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    /**
     * On SIGTERM or app.close(), how long the requests under way and the running job get to finish, in
     * ms; then the requests still open are cut and the job is handed back for another process.
     */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** Root of everything the server writes: the embedded database and the storage folder. */
    dataDir,
    /** Uploaded and seeded images, served at `/storage/*`, unless `objectStorage` is set. */
    storageDir: resolve(dataDir, 'storage'),
    /** Where images live when several processes serve them: object storage; null: `storageDir`. */
    objectStorage,
    /** PostgreSQL connection string; unset means the embedded PGlite under `dataDir/db`. */
    databaseUrl: e.DATABASE_URL ?? null,
    /** The production SPA build served next to the API (`npm start`); absent in development. */
    distDir: resolve(e.DIST_DIR ?? resolve(PROJECT_ROOT, 'dist')),
    /** The server render of the SPA's first screens (`entry-server.js`, `npm run build`); absent: the browser renders every page. */
    ssrDir: resolve(e.SSR_DIR ?? resolve(PROJECT_ROOT, 'dist-ssr')),
    /** Origins allowed to call the API from a browser (CORS). Outside development, only those named: the API's own pages need none. */
    corsOrigins: e.CORS_ORIGINS ?? (development ? DEV_ORIGINS : []),
    /** Expose the development mail outbox ("Accounts and sessions"). Never set in production. */
    mailOutbox: e.MAIL_OUTBOX,
    /**
     * `smtp://` or `smtps://` URL, credentials included, that mail is sent through.
     * Null: mail goes to the development outbox table instead.
     */
    smtpUrl: e.SMTP_URL ?? null,
    /** The From address of sent mail. */
    mailFrom: e.MAIL_FROM,
    /** `false` silences logs (tests); otherwise a pino level. */
    logLevel,
    /** JSON lines for a log store, or short lines for a person (development; LOG_FORMAT overrides). */
    logFormat,
    /** NODE_ENV=development: the Vite dev server serves the shop, so a missing SPA build is expected. */
    development,
    /** NODE_ENV=production: the cookies our API sets (the device cookie) go over HTTPS only. */
    secureCookies: e.NODE_ENV === 'production',
    /** `false` disables rate limiting (tests, the benchmark). */
    rateLimit: rateLimit(e.RATE_LIMIT_MAX, e.RATE_LIMIT_WINDOW_MS),
    /**
     * Pages rendered on the server per client IP (plugins/spa.ts), a bucket of its own; over it the
     * browser renders the page. `false` disables it.
     */
    renderRateLimit: rateLimit(e.RENDER_RATE_LIMIT_MAX, e.RENDER_RATE_LIMIT_WINDOW_MS),
    /**
     * The reverse proxies whose `X-Forwarded-*` are believed, so rate limits apply per real client:
     * how many stand in front (each adds one entry), or their addresses and CIDRs. False: none.
     */
    trustProxy: e.TRUST_PROXY ?? false,
    /** Largest accepted request body in bytes (JSON). */
    bodyLimit: e.BODY_LIMIT,
    /** Render the seed images when seeding ("Images"). Off makes first start faster (benchmark). */
    seedImages: e.SEED_IMAGES,
    /** How long public catalogue answers are reused (see plugins/response-cache.ts); 0 disables. */
    cacheTtlMs: e.API_CACHE_TTL_MS,
    /**
     * Signs login tokens (HS256). Unset: `main.ts` keeps a generated one in `dataDir/jwt-secret`,
     * so logins survive a restart; `buildApp` alone (tests) makes one per process.
     */
    jwtSecret,
    /** Google sign-in: the OAuth client id Google ID tokens must be issued for; null answers 503. The SPA's variable works too, so one .env configures both sides. */
    googleClientId: e.GOOGLE_CLIENT_ID ?? e.VITE_GOOGLE_CLIENT_ID ?? null,
    /** Stricter per-IP limit on login, registration and password-reset calls; `false` disables it. */
    authRateLimit: rateLimit(e.AUTH_RATE_LIMIT_MAX, e.AUTH_RATE_LIMIT_WINDOW_MS),
    /** Per-user limit on sending chat messages; `false` disables it. */
    chatRateLimit: rateLimit(e.CHAT_RATE_LIMIT_MAX, e.CHAT_RATE_LIMIT_WINDOW_MS),
    /** scrypt cost as log2(N) for new password hashes (15 = 32 MiB per hash). Tests lower it. */
    scryptLogN: e.SCRYPT_LOG_N,
    /**
     * The shop's public origin (`https://libas.sa`), from configuration only, never from a request's
     * headers: card payments return only to it or to a CORS origin. PUBLIC_URL; required in
     * production, else `http://localhost:PORT`.
     */
    publicUrl,
    /**
     * This API's public origin, where its own pages (payment, invoice, tracking) are linked: the shop's
     * where one process serves both; with `npm run dev`, the shop's dev server, which passes them on.
     * API_PUBLIC_URL; required in production, else the shop's.
     */
    apiPublicUrl: e.API_PUBLIC_URL ?? publicUrl,
    /** The card payment gateway ("Card payments"). */
    payments,
    /** The key the trader's endpoints require; null turns them off (503). */
    traderKey: e.TRADER_KEY ?? null,
    /** The operator's bearer token: /metrics and the operations calls answer only with it; null turns them off (404). */
    opsToken: e.OPS_TOKEN ?? null,
    /** The simulated carrier confirms and ships cash orders by itself (development only). */
    demoCarrier: e.DEMO_CARRIER,
    /** How often the database's due jobs are looked for, in ms; 0 runs none (tests run them by hand). */
    jobPollMs: e.JOB_POLL_MS,
    /**
     * The backup schedule: a backup into `dir` every `everyMs`, made by one process of those sharing
     * the database, keeping the `keep` newest files. Null without BACKUP_DIR.
     */
    backup: e.BACKUP_DIR ? { dir: resolve(e.BACKUP_DIR), everyMs: e.BACKUP_EVERY ?? 86_400_000, keep: e.BACKUP_KEEP } : null,
    /** A cash order the trader has not confirmed within this many hours fails, giving its stock back ("Order life"). */
    cashOrderExpiryHours: e.CASH_ORDER_EXPIRY_HOURS,
    /**
     * REDIS_URL: where every process counts its rate limits and login delays, and hears that another
     * emptied its caches. Null: each process alone (one process, or limits per process).
     */
    redisUrl: e.REDIS_URL ?? null,
  };
}

/** The server's configuration: what `loadConfig` makes of the environment. */
export type Config = ReturnType<typeof loadConfig>;
