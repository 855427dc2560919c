/**
 * The log in development is short lines a person reads (a request on one line, no JSON), with the
 * same secrets left out; production keeps JSON. A missing SPA build is no news in development.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/src/config';
import { createTestApp } from './helpers/app';

async function logOf(config: Partial<Config>, requests: (inject: (url: string) => Promise<unknown>) => Promise<void> = async () => {}) {
  const lines: string[] = [];
  const ctx = await createTestApp({ seed: false, config: { logLevel: 'info', ...config }, logStream: { write: (line) => void lines.push(line) } });
  await requests((url) => ctx.app.inject({ url }));
  await ctx.close();
  return lines;
}

describe('the log', () => {
  it('is readable lines in development and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('lines');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://libas.sa', API_PUBLIC_URL: 'https://libas.sa' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('writes a request as one short line in development, its secrets left out', async () => {
    const lines = await logOf({ logFormat: 'lines', development: true }, async (inject) => {
      await inject('/api/store-info');
      await inject('/api/orders/1/invoice?token=SECRET-DEV-TOKEN&lng=en');
      await inject('/api/no-such-call');
    });
    const text = lines.join('');
    expect(text).not.toContain('{');
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/store-info 200 \d+ ms$/m);
    expect(text).toMatch(/GET \/api\/orders\/1\/invoice\?token=\[redacted\]&lng=en \d{3} \d+ ms/);
    expect(text).toMatch(/GET \/api\/no-such-call 404 \d+ ms/);
    expect(text).not.toContain('SECRET-DEV-TOKEN');
    // One line per request: nothing for its arrival.
    expect(text).not.toMatch(/incoming request/);
    // The dev server serves the shop: no word about a missing build.
    expect(text).not.toMatch(/SPA|build/);
  });

  it('stays JSON in production, and says plainly that it serves the API only without a build', async () => {
    const lines = await logOf({ logFormat: 'json', development: false }, async (inject) => void (await inject('/api/store-info')));
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(true);
    const build = entries.find((entry) => /API only/.test(entry.msg));
    expect(build?.level).toBe(30);
    expect(build?.msg).not.toMatch(/^No /);
  });
});
