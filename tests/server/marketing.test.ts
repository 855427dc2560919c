/**
 * Advertising services (service-requests/by-domain; "Consent and pixels"): a site's services by its
 * domain, keys checked per network when the trader stores them, and the served pages' CSP naming a
 * network's script host only while some site has an accepted service with it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { AdService, TraderAdService } from '../../server/src/contract/marketing';
import { adServices as seededServices, DEMO_AD_DOMAIN } from '../../server/src/db/seed/content/store';
import { isServiceKey } from '../../server/src/services/ad-services';
import { postJson, signUp } from './helpers/accounts';
import { createTestApp, TEST_TRADER_KEY, type TestApp } from './helpers/app';
import { expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const byDomain = (domain: unknown, token?: string) => postJson<AdService[] & { message?: string }>(ctx.app, '/api/service-requests/by-domain', { domain }, { token });

const trader = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, key: string | null = TEST_TRADER_KEY) => {
  const response = await ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { 'accept-language': 'en', ...(key === null ? {} : { 'x-trader-key': key }) },
  });
  return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
};

const scriptSrc = async () => {
  const csp = String((await ctx.app.inject({ url: '/api/store-info' })).headers['content-security-policy']);
  return /script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
};

describe('POST /api/service-requests/by-domain', () => {
  it("answers the demo site's services of every status, with or without a token", async () => {
    const visitor = await byDomain(DEMO_AD_DOMAIN);
    expect(visitor.status).toBe(200);
    expect(visitor.body.map((service) => [service.app_name, service.status])).toEqual([
      ['facebook', 'accepted'],
      ['snapchat', 'accepted'],
      ['tiktok', 'pending'],
      ['google', 'rejected'],
    ]);
    for (const service of visitor.body) expectShape(AdService, service);
    const shopper = await signUp(ctx.app);
    expect((await byDomain('LIBAS.SA', shopper.token)).body).toEqual(visitor.body);
  });

  it("lets the served pages' CSP name the seeded accepted networks, and no others", async () => {
    const sources = await scriptSrc();
    expect(sources).toContain('https://connect.facebook.net');
    expect(sources).toContain('https://sc-static.net');
    expect(sources).not.toContain('https://analytics.tiktok.com');
    expect(sources).not.toContain('https://www.googletagmanager.com');
  });

  it('answers [] for an unknown domain and 400 for a malformed one', async () => {
    expect(await byDomain('localhost:5173')).toMatchObject({ status: 200, body: [] });
    for (const bad of ['', 'shop sa', 'a/b', null, 'x'.repeat(261)]) expect((await byDomain(bad)).status, String(bad)).toBe(400);
  });

  it('seeds keys in each network\'s own format', () => {
    for (const service of seededServices) expect(isServiceKey(service.app_name, service.service_api_key), service.app_name).toBe(true);
  });
});

describe('the trader sets services', () => {
  it('needs the trader key', async () => {
    expect((await trader('GET', '/api/trader/services', undefined, null)).status).toBe(401);
    expect((await trader('PUT', '/api/trader/services', { domain: 'shop.test', app_name: 'google', status: 'accepted', service_api_key: 'G-ABC1234' }, 'wrong-key-0123456789')).status).toBe(401);
  });

  it.each([
    ['facebook', '1234567890123', '512345678901234'],
    ['tiktok', 'c9libas0demo0pixel01', 'C9ABCDEFGHIJKLMNOPQR'],
    ['snapchat', 'not-a-uuid', '0d4f8a2c-1b2c-4d3e-8f90-a1b2c3d4e5f6'],
    ['google', 'UA-12345-1', 'AW-123456789'],
  ])('checks a %s key against its format', async (network, bad, good) => {
    const refused = await trader('PUT', '/api/trader/services', { domain: 'keys.test', app_name: network, status: 'accepted', service_api_key: bad });
    expect(refused).toEqual({ status: 400, body: { message: `This key is not in the format the network gives: ${network}` } });
    const saved = await trader('PUT', '/api/trader/services', { domain: 'keys.test', app_name: network, status: 'accepted', service_api_key: good });
    expect(saved.status).toBe(200);
    expectShape(TraderAdService, saved.body);
  });

  it('keeps one service per domain and network, and the site answers it', async () => {
    const domain = 'Shop.Example:8080';
    await trader('PUT', '/api/trader/services', { domain, app_name: 'google', status: 'pending', service_api_key: 'G-FIRST123' });
    await trader('PUT', '/api/trader/services', { domain, app_name: 'google', status: 'accepted', service_api_key: 'G-SECOND456' });
    expect((await byDomain('shop.example:8080')).body).toEqual([{ app_name: 'google', status: 'accepted', service_api_key: 'G-SECOND456' }]);
    const listed = (await trader('GET', '/api/trader/services')).body as TraderAdService[];
    const mine = listed.filter((service) => service.domain === 'shop.example:8080');
    expect(mine).toHaveLength(1);
    expect(await trader('DELETE', `/api/trader/services/${mine[0]!.id}`)).toEqual({ status: 204, body: null });
    expect((await byDomain('shop.example:8080')).body).toEqual([]);
    expect((await trader('DELETE', `/api/trader/services/${mine[0]!.id}`)).status).toBe(404);
  });

  it('refuses an unknown network or status', async () => {
    expect((await trader('PUT', '/api/trader/services', { domain: 'x.test', app_name: 'twitter', status: 'accepted', service_api_key: 'k' })).status).toBe(400);
    expect((await trader('PUT', '/api/trader/services', { domain: 'x.test', app_name: 'google', status: 'live', service_api_key: 'G-ABC1234' })).status).toBe(400);
  });
});

describe("the served pages' CSP", () => {
  it("allows a network's script host only while some site has it accepted", async () => {
    const { app, close } = await createTestApp({ seed: false });
    try {
      const src = async () => /script-src ([^;]*)/.exec(String((await app.inject({ url: '/api/store-info' })).headers['content-security-policy']))![1]!;
      const put = (body: Record<string, string>) => app.inject({ method: 'PUT', url: '/api/trader/services', payload: body, headers: { 'x-trader-key': TEST_TRADER_KEY } });
      expect(await src()).not.toMatch(/facebook|tiktok|sc-static|googletagmanager/);
      await put({ domain: 'shop.test', app_name: 'tiktok', status: 'pending', service_api_key: 'C9ABCDEFGHIJKLMNOPQR' });
      expect(await src()).not.toMatch(/tiktok/);
      await put({ domain: 'shop.test', app_name: 'tiktok', status: 'accepted', service_api_key: 'C9ABCDEFGHIJKLMNOPQR' });
      await put({ domain: 'shop.test', app_name: 'google', status: 'accepted', service_api_key: 'G-ABC1234' });
      expect(await src()).toMatch(/ https:\/\/analytics\.tiktok\.com https:\/\/www\.googletagmanager\.com$/);
      expect(await src()).not.toMatch(/facebook|sc-static/);
    } finally {
      await close();
    }
  });

});
