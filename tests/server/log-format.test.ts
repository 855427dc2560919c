/**
 * The log in development is short lines a person reads (a request on one line, no JSON, and only
 * the requests that are news), with the same secrets left out; production keeps JSON, every
 * request. A missing SPA build is no news in development.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/src/config';
import { isTrustedPeer } from '../../server/src/plugins/proxies';
import { SLOW_REQUEST_MS } from '../../server/src/plugins/request-log';
import { createTestApp } from './helpers/app';

async function logOf(
  config: Partial<Config>,
  requests: (inject: (url: string) => Promise<unknown>) => Promise<void> = async () => {},
  addRoutes: (app: FastifyInstance) => void = () => {},
) {
  const lines: string[] = [];
  const ctx = await createTestApp({ seed: false, config: { logLevel: 'info', ...config }, logStream: { write: (line) => void lines.push(line) } });
  addRoutes(ctx.app);
  await requests((url) => ctx.app.inject({ url }));
  await ctx.close();
  return lines;
}

/** A success slower than the threshold (news) and a "your copy is still good" (not news). */
function addTestCalls(app: FastifyInstance) {
  app.get('/api/test-slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  app.get('/api/test-unchanged', async (_request, reply) => reply.code(304).send());
}

const development = { logFormat: 'lines', development: true } as const;

describe('the log', () => {
  it('is readable lines in development and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('lines');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://libas.sa', API_PUBLIC_URL: 'https://libas.sa' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('writes a request that is news as one short line in development, its secrets left out', async () => {
    const lines = await logOf(development, async (inject) => {
      await inject('/api/store-info');
      await inject('/api/orders/1/invoice?token=SECRET-DEV-TOKEN&lng=en');
      await inject('/api/no-such-call');
      await inject('/api/test-slow');
      await inject('/api/test-unchanged');
    }, addTestCalls);
    const text = lines.join('');
    expect(text).not.toContain('{');
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/no-such-call 404 \d+ ms$/m);
    expect(text).toMatch(/GET \/api\/orders\/1\/invoice\?token=\[redacted\]&lng=en \d{3} \d+ ms/);
    // A success is news only when slow.
    expect(text).toMatch(/INFO {2}GET \/api\/test-slow 200 \d+ ms/);
    expect(text).not.toMatch(/store-info|test-unchanged/);
    expect(text).not.toContain('SECRET-DEV-TOKEN');
    // One line per request: nothing for its arrival.
    expect(text).not.toMatch(/incoming request/);
    // The dev server serves the shop: no word about a missing build.
    expect(text).not.toMatch(/SPA|build/);
  });

  it('writes every request in development at the debug level', async () => {
    const text = (await logOf({ ...development, logLevel: 'debug' }, async (inject) => void (await inject('/api/store-info')))).join('');
    expect(text).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/store-info 200 \d+ ms$/m);
  });

  it('keeps the start-up lines in development', async () => {
    const lines = await logOf(development, async () => {}, (app) => app.log.info('Libas store API on port 3000'));
    expect(lines.join('')).toMatch(/INFO {2}Libas store API on port 3000/);
  });

  it('stays JSON in production, and says plainly that it serves the API only without a build', async () => {
    const lines = await logOf({ logFormat: 'json', development: false }, async (inject) => void (await inject('/api/store-info')));
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: number; res?: { statusCode: number } });
    // Every request, a quick success too.
    expect(entries.some((entry) => entry.msg === 'request completed' && entry.res?.statusCode === 200 && entry.level === 30)).toBe(true);
    const build = entries.find((entry) => /API only/.test(entry.msg));
    expect(build?.level).toBe(30);
    expect(build?.msg).not.toMatch(/^No /);
  });
});

describe('a request in the production log', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  type Entry = { msg: string; level: number; reqId?: string; route?: string; responseTime?: number; res?: { statusCode: number }; req?: { url: string } };

  /** The answers to `requests` (as inject takes them) and the JSON lines written meanwhile. */
  async function answersAndLines(config: Partial<Config>, requests: InjectOptions[], level = 'info') {
    const lines: string[] = [];
    const ctx = await createTestApp({ seed: false, config: { logLevel: level, logFormat: 'json', development: false, ...config }, logStream: { write: (line) => void lines.push(line) } });
    ctx.app.get('/api/test-fails/:part', async () => {
      throw new Error('the test route failed');
    });
    const answers: LightMyRequestResponse[] = [];
    for (const request of requests) answers.push(await ctx.app.inject(request));
    await ctx.close();
    return { answers, entries: lines.map((line) => JSON.parse(line) as Entry) };
  }

  it('is one line once answered, with its id, route pattern, status and time; its error lines carry the same id', async () => {
    const { answers, entries } = await answersAndLines({}, [{ url: '/api/products/999999?token=SECRET-IN-URL' }, { url: '/api/test-fails/one' }, { url: '/api/products/%E0%A4%A' }]);
    // A URL the router cannot read is answered with an id too.
    expect(answers[2]!.statusCode).toBe(400);
    expect(String(answers[2]!.headers['x-request-id'])).toMatch(UUID);
    const [product, failed] = answers.map((answer) => String(answer!.headers['x-request-id']));
    expect(product).toMatch(UUID);
    expect(failed).toMatch(UUID);
    expect(product).not.toBe(failed);
    const line = entries.find((entry) => entry.reqId === product && entry.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, route: '/api/products/:id', res: { statusCode: 404 }, req: { url: '/api/products/999999?token=[redacted]' } });
    expect(line?.responseTime).toEqual(expect.any(Number));
    // Its arrival is no line of its own.
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
    const failure = entries.filter((entry) => entry.reqId === failed);
    expect(failure.map((entry) => [entry.level, entry.msg])).toEqual([
      [50, 'request failed'],
      [30, 'request completed'],
    ]);
    expect(failure[1]).toMatchObject({ route: '/api/test-fails/:part', res: { statusCode: 500 } });
  });

  it("keeps the request id a trusted proxy sends, and replaces any other client's", async () => {
    const sent = (id: string, remoteAddress = '127.0.0.1') => ({ url: '/api/no-such-call', headers: { 'x-request-id': id }, remoteAddress });
    const behindProxy = await answersAndLines({ trustProxy: ['127.0.0.1'] }, [sent('lb-7f3a9c.1'), sent('not safe\u0007'), sent('x'.repeat(129)), sent('lb-from-elsewhere', '10.0.0.9')]);
    const ids = behindProxy.answers.map((answer) => String(answer.headers['x-request-id']));
    expect(ids[0]).toBe('lb-7f3a9c.1');
    for (const id of ids.slice(1)) expect(id).toMatch(UUID);
    expect(behindProxy.entries.find((entry) => entry.msg === 'request completed')?.reqId).toBe('lb-7f3a9c.1');

    const direct = await answersAndLines({ trustProxy: false }, [sent('lb-7f3a9c.1')]);
    expect(String(direct.answers[0]!.headers['x-request-id'])).toMatch(UUID);
    const counted = await answersAndLines({ trustProxy: 1 }, [sent('lb-counted-1')]);
    expect(counted.answers[0]!.headers['x-request-id']).toBe('lb-counted-1');
  });

  it('trusts the peers TRUST_PROXY names, by address, range or name, as Fastify does', () => {
    const trusted = isTrustedPeer(['loopback', '10.1.0.0/16', '2001:db8::7']);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '2001:db8::7']) expect(trusted(address), address).toBe(true);
    for (const address of ['10.2.0.1', '192.168.1.1', '2001:db8::8', 'not-an-address', undefined]) expect(trusted(address), address).toBe(false);
    expect(isTrustedPeer(false)('127.0.0.1')).toBe(false);
  });

  it("writes the load balancer's successful probes at debug only", async () => {
    const { answers, entries } = await answersAndLines({}, [{ url: '/healthz' }, { url: '/readyz' }, { url: '/api/no-such-call' }], 'debug');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404]);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.map((entry) => [entry.route, entry.level])).toEqual([
      ['/healthz', 20],
      ['/readyz', 20],
      [undefined, 30],
    ]);
  });
});
