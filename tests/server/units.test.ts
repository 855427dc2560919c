/** Small pure pieces: configuration, language detection, money rounding, image width snapping. */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Environment, PROJECT_ROOT, loadConfig } from '../../server/src/config';
import { detectLang } from '../../server/src/i18n';
import { discounted, halalasAtLeast, halalasAtMost, orderTotals, vatWithin, withVat } from '../../server/src/services/money';
import { VAT_CASES } from '../fixtures/vat-cases';
import { IMAGE_WIDTHS, snapWidth } from '../../server/src/services/storage';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.storageDir).toBe(`${config.dataDir}/storage`);
    // Outside development the CORS allowlist is empty until set.
    expect(config.corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual(expect.arrayContaining(['http://localhost:5173', 'http://localhost:4173']));
    expect(config.mailOutbox).toBe(false);
    expect(config.rateLimit).toEqual({ max: 600, windowMs: 60_000 });
  });

  it('reads the environment and rejects nonsense', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '8080', HOST: '127.0.0.1', CORS_ORIGINS: 'https://libas.sa/, https://www.libas.sa', MAIL_OUTBOX: '1', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'silent' });
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://libas.sa', 'https://www.libas.sa']);
    expect(config.mailOutbox).toBe(true);
    expect(config.rateLimit).toBe(false);
    expect(config.logLevel).toBe(false);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MAIL_OUTBOX: 'maybe' })).toThrow(/MAIL_OUTBOX/);
  });

  it('runs the mail outbox only in development: a loopback HOST is also how a server behind a proxy is bound', () => {
    expect(() => loadConfig({ MAIL_OUTBOX: '1' })).toThrow(/MAIL_OUTBOX=1/);
    expect(() => loadConfig({ MAIL_OUTBOX: '1', HOST: '0.0.0.0', NODE_ENV: 'production', PUBLIC_URL: 'https://libas.sa', API_PUBLIC_URL: 'https://libas.sa' })).toThrow(/MAIL_OUTBOX=1/);
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(() => loadConfig({ MAIL_OUTBOX: '1', HOST })).toThrow(/NODE_ENV=development/);
    expect(loadConfig({ MAIL_OUTBOX: '1', NODE_ENV: 'development' }).mailOutbox).toBe(true);
  });

  it("takes the shop's and the API's public origins from configuration: required in production, http://localhost:PORT otherwise", () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).apiPublicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://libas.sa' }).apiPublicUrl).toBe('https://libas.sa');
    expect(loadConfig({ API_PUBLIC_URL: 'http://localhost:5173/' }).apiPublicUrl).toBe('http://localhost:5173');
    expect(() => loadConfig({ API_PUBLIC_URL: 'not a url' })).toThrow(/API_PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL and API_PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://libas.sa' })).toThrow(/set API_PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://libas.sa', API_PUBLIC_URL: 'https://api.libas.sa' })).toMatchObject({
      publicUrl: 'https://libas.sa',
      apiPublicUrl: 'https://api.libas.sa',
    });
  });

  it('reads the payment gateway, the trader key and the public origin, and refuses what cannot work', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    expect(loadConfig({}).traderKey).toBeNull();
    expect(loadConfig({}).demoCarrier).toBe(false);
    expect(loadConfig({ PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_live_x', MOYASAR_WEBHOOK_SECRET: 'wh' }).payments).toEqual({
      provider: 'moyasar',
      secretKey: 'sk_live_x',
      webhookSecret: 'wh',
      apiUrl: 'https://api.moyasar.com/v1',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://libas.sa/shop/' }).publicUrl).toBe('https://libas.sa');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'moyasar' })).toThrow(/MOYASAR_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ TRADER_KEY: 'short' })).toThrow(/TRADER_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: 'libas.sa' })).toThrow(/PUBLIC_URL/);
  });

  it('reads SMTP_URL and MAIL_FROM, and rejects a bad SMTP_URL without echoing it', () => {
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({}).mailFrom).toBe('Libas <no-reply@libas.sa>');
    const config = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.sa:587', MAIL_FROM: 'Shop <shop@example.sa>' });
    expect(config.smtpUrl).toBe('smtp://user:pass@mail.example.sa:587');
    expect(config.mailFrom).toBe('Shop <shop@example.sa>');
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.sa' }).smtpUrl).toBe('smtps://mail.example.sa');
    for (const bad of ['https://user:secret-pw@mail.example.sa', 'mail.example.sa:587', 'smtp:secret-pw', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/);
    }
  });

  it('reads object storage (STORAGE_URL and its settings), and says what is missing', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(loadConfig({ STORAGE_URL: 'https://s3.me-central-1.amazonaws.com', STORAGE_BUCKET: 'libas-images' }).objectStorage).toEqual({
      endpoint: 'https://s3.me-central-1.amazonaws.com',
      bucket: 'libas-images',
      region: 'us-east-1',
      prefix: '',
      pathStyle: true,
      credentials: null,
    });
    const full = loadConfig({
      STORAGE_URL: 'http://minio.internal:9000/',
      STORAGE_BUCKET: 'shop.images',
      STORAGE_REGION: 'me-central-1',
      STORAGE_PREFIX: '/libas',
      STORAGE_PATH_STYLE: '0',
      STORAGE_ACCESS_KEY_ID: 'AKIA123',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    }).objectStorage;
    expect(full).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'shop.images',
      region: 'me-central-1',
      prefix: 'libas/',
      pathStyle: false,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secret' },
    });
    const url = { STORAGE_URL: 'https://s3.example.sa' };
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket' })).toThrow(/^STORAGE_URL must be an http\(s\) URL/);
    for (const bucket of [undefined, '', 'Upper', 'a', 'under_score']) {
      expect(() => loadConfig({ ...url, STORAGE_BUCKET: bucket }), String(bucket)).toThrow(/^STORAGE_URL needs STORAGE_BUCKET/);
    }
    expect(() => loadConfig({ ...url, STORAGE_BUCKET: 'images', STORAGE_ACCESS_KEY_ID: 'AKIA123' })).toThrow(/^Set both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...url, STORAGE_BUCKET: 'images', STORAGE_PREFIX: 'a b' })).toThrow(/^STORAGE_PREFIX takes/);
    expect(() => loadConfig({ ...url, STORAGE_BUCKET: 'images', STORAGE_PATH_STYLE: 'maybe' })).toThrow(/^STORAGE_PATH_STYLE must be/);
  });

  it('reads REDIS_URL, where several processes share their limits, and rejects a bad one without echoing it', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: ' redis://:pw@cache.internal:6379/2 ' }).redisUrl).toBe('redis://:pw@cache.internal:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.sa' }).redisUrl).toBe('rediss://cache.example.sa');
    for (const bad of ['https://:secret-pw@cache.example.sa', 'cache.example.sa:6379', 'redis:secret-pw', 'redis://']) {
      expect(() => loadConfig({ REDIS_URL: bad }), bad).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL \(redis:\/\/:password@host:6379\/0\)$/);
    }
  });

  it('refuses every number below its least, saying which and what it got', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ SCRYPT_LOG_N: '13' }, 'SCRYPT_LOG_N must be an integer >= 14, got "13"'],
      [{ BODY_LIMIT: '512' }, 'BODY_LIMIT must be an integer >= 1024, got "512"'],
      [{ RATE_LIMIT_WINDOW_MS: '0' }, 'RATE_LIMIT_WINDOW_MS must be an integer >= 1, got "0"'],
      [{ AUTH_RATE_LIMIT_WINDOW_MS: '0' }, 'AUTH_RATE_LIMIT_WINDOW_MS must be an integer >= 1, got "0"'],
      [{ CASH_ORDER_EXPIRY_HOURS: '0' }, 'CASH_ORDER_EXPIRY_HOURS must be an integer >= 1, got "0"'],
      [{ JOB_POLL_MS: '-1' }, 'JOB_POLL_MS must be an integer >= 0, got "-1"'],
      [{ API_CACHE_TTL_MS: '1.5' }, 'API_CACHE_TTL_MS must be an integer >= 0, got "1.5"'],
    ];
    for (const [env, message] of refusals) expect(() => loadConfig(env), message).toThrow(new Error(message));
    expect(loadConfig({ SCRYPT_LOG_N: '14', BODY_LIMIT: '1024', JOB_POLL_MS: '0', CASH_ORDER_EXPIRY_HOURS: '1' })).toMatchObject({
      scryptLogN: 14,
      bodyLimit: 1024,
      jobPollMs: 0,
      cashOrderExpiryHours: 1,
    });
  });

  it('reads each rate limit with its window, 0 turning it off', () => {
    const config = loadConfig({ AUTH_RATE_LIMIT_MAX: '0', CHAT_RATE_LIMIT_MAX: '5', CHAT_RATE_LIMIT_WINDOW_MS: '1000', RENDER_RATE_LIMIT_WINDOW_MS: '30000' });
    expect(config.authRateLimit).toBe(false);
    expect(config.chatRateLimit).toEqual({ max: 5, windowMs: 1000 });
    expect(config.renderRateLimit).toEqual({ max: 120, windowMs: 30_000 });
  });

  it('reads switches as 1/0, true/false, yes/no or on/off, in any case', () => {
    expect(loadConfig({ DEMO_CARRIER: 'Yes', SEED_IMAGES: 'off' })).toMatchObject({ demoCarrier: true, seedImages: false });
    expect(loadConfig({ DEMO_CARRIER: ' on ', SEED_IMAGES: 'NO' })).toMatchObject({ demoCarrier: true, seedImages: false });
    expect(() => loadConfig({ DEMO_CARRIER: 'Sometimes' })).toThrow(new Error('DEMO_CARRIER must be 1/0 or true/false, got "sometimes"'));
  });

  it('refuses short secrets, and takes a blank variable as unset', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(new Error('JWT_SECRET must be at least 32 characters'));
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ TRADER_KEY: ' short-key ' })).toThrow(new Error('TRADER_KEY must be at least 16 characters'));
    expect(loadConfig({ TRADER_KEY: ' a-trader-key-of-16 ' }).traderKey).toBe('a-trader-key-of-16');
    expect(loadConfig({ PORT: '', TRADER_KEY: '   ', JWT_SECRET: '', PAYMENT_PROVIDER: ' ', MAIL_FROM: '' })).toMatchObject({
      port: 3000,
      traderKey: null,
      jwtSecret: null,
      payments: { provider: 'test' },
      mailFrom: 'Libas <no-reply@libas.sa>',
    });
  });

  it("takes the SPA's Google client id when the server's is unset, and Moyasar's API without its trailing slash", () => {
    expect(loadConfig({ VITE_GOOGLE_CLIENT_ID: 'spa.apps' }).googleClientId).toBe('spa.apps');
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'server.apps', VITE_GOOGLE_CLIENT_ID: 'spa.apps' }).googleClientId).toBe('server.apps');
    expect(loadConfig({ PAYMENT_PROVIDER: 'moyasar', MOYASAR_SECRET_KEY: 'sk_test_x', MOYASAR_API_URL: 'http://127.0.0.1:9/v1//' }).payments).toEqual({
      provider: 'moyasar',
      secretKey: 'sk_test_x',
      webhookSecret: null,
      apiUrl: 'http://127.0.0.1:9/v1',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: ' PayPal ' })).toThrow(new Error('PAYMENT_PROVIDER must be test or moyasar, got "PayPal"'));
  });

  it('declares every variable the server reads, each described in .env.example or docs/deploy.md, and every server variable there', () => {
    const documented = readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8') + readFileSync(join(PROJECT_ROOT, 'docs', 'deploy.md'), 'utf8');
    for (const name of Object.keys(Environment.properties)) {
      const named = new RegExp(`\\b${name}\\b`).test(documented) || (name.endsWith('_WINDOW_MS') && documented.includes('`_WINDOW_MS`'));
      expect(named || name === 'NODE_ENV' ? name : `${name} is not described`).toBe(name);
    }
    const example = readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map(([, name]) => name!).filter((name) => !name.startsWith('VITE_') || name === 'VITE_GOOGLE_CLIENT_ID');
    expect(listed.filter((name) => !(name in Environment.properties))).toEqual([]);
  });
});

describe('detectLang', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr, en;q=0.1', 'en'],
    ['en;q=0, ar;q=0.2', 'ar'],
    ['*', 'ar'],
  ] as const)('%s → %s', (header, lang) => {
    expect(detectLang(header)).toBe(lang);
  });
});

describe('money', () => {
  it('rounds discounted prices to the halala like the database column', () => {
    expect(discounted(19_999, 15)).toBe(16_999);
    expect(discounted(10_001, 50)).toBe(5_001);
    expect(discounted(12_345, 0)).toBe(12_345);
  });

  it('turns SAR bounds into whole halalas without float noise', () => {
    expect(halalasAtLeast(0.1)).toBe(10);
    expect(halalasAtLeast(199.99)).toBe(19_999);
    expect(halalasAtLeast(0.105)).toBe(11);
    expect(halalasAtMost(0.29)).toBe(29);
    expect(halalasAtMost(0.295)).toBe(29);
  });
});

describe('snapWidth', () => {
  it('snaps up to the next standard width and caps at the largest', () => {
    expect(snapWidth(16)).toBe(16);
    expect(snapWidth(300)).toBe(320);
    expect(snapWidth(320)).toBe(320);
    expect(snapWidth(5000)).toBe(IMAGE_WIDTHS.at(-1));
  });
});

describe('orderTotals: prices with VAT (docs/product.md, "Prices and VAT")', () => {
  it.each(VAT_CASES)('$name: the same amounts as the SPA', ({ lines, couponPercent, delivery, codFee, expected }) => {
    const totals = orderTotals(
      lines.map((line) => ({ priceHalalas: line.price, quantity: line.quantity })),
      couponPercent,
      { deliveryHalalas: delivery, codFeeHalalas: codFee },
    );
    expect(totals).toEqual(expected);
  });

  it('rounds halves up and takes the VAT out of a total that includes it', () => {
    expect(withVat(750)).toBe(863);
    expect(withVat(10)).toBe(12);
    expect(vatWithin(115)).toBe(15);
    expect(vatWithin(136_275)).toBe(17_775);
  });
});
