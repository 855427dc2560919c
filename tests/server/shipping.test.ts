/**
 * Shipping companies and their prices ("Shipping"; shipping-gates and calculate/shiping), and
 * the rate table a database seeded before checkout gets on its next start.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { ShippingCost, ShippingGateList } from '../../server/src/contract/checkout';
import { completeSeed } from '../../server/src/db/seed';
import { shippingCities, shippingGates, shippingRates, store } from '../../server/src/db/schema';
import { CITIES, REGIONS } from '../../server/src/services/gazetteer';
import { fastloCity } from '../../server/src/services/shipping';
import { postJson, type Lang } from './helpers/accounts';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { createTestDatabase } from './helpers/db';
import { expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const cost = (body: Record<string, unknown>, lang: Lang = 'en') => postJson(ctx.app, '/api/calculate/shiping', body, { lang });

describe('GET /api/shipping-gates', () => {
  it('lists naqel and fastlo as usable and the gates the trader has off as not', async () => {
    const { status, body } = await getJson(ctx.app, '/api/shipping-gates');
    expect(status).toBe(200);
    expectShape(ShippingGateList, body);
    expect((body as ShippingGateList).map(({ name, status }) => [name, status])).toEqual([
      ['naqel', true],
      ['fastlo', true],
      ['aramex', false],
      ['smsa', false],
    ]);
  });

  it('leaves out a gate the store does not offer at all', async () => {
    await ctx.database.db.update(shippingGates).set({ enabled: false }).where(eq(shippingGates.name, 'smsa'));
    try {
      const { body } = await getJson<ShippingGateList>(ctx.app, '/api/shipping-gates');
      expect(body.map((gate) => gate.name)).toEqual(['naqel', 'fastlo', 'aramex']);
    } finally {
      await ctx.database.db.update(shippingGates).set({ enabled: true }).where(eq(shippingGates.name, 'smsa'));
    }
  });
});

describe('POST /api/calculate/shiping', () => {
  it('prices by gate and city zone before VAT, adding the cash-on-delivery fee for cash orders, with the zone\'s delivery time', async () => {
    const cases: [string, string, boolean, number, number, [number, number]][] = [
      ['naqel', 'RUH', false, 15, 0, [1, 2]],
      ['naqel', 'RUH', true, 25, 10, [1, 2]],
      ['naqel', 'ELQ', false, 22, 0, [2, 3]],
      ['naqel', 'DMM45', false, 25, 0, [2, 4]],
      ['naqel', 'jed', true, 35, 10, [2, 4]],
      ['naqel', 'TUU', false, 32, 0, [3, 5]],
      ['fastlo', 'Riyadh', false, 18, 0, [2, 3]],
      ['fastlo', 'Eastern Province', true, 31.5, 7.5, [2, 4]],
      ['fastlo', 'Asir', true, 37, 7.5, [3, 5]],
    ];
    for (const [gate, city, cod, price, codFee, [minDays, maxDays]] of cases) {
      const response = await cost({ city, cod, shiping_gate: gate });
      expect(response.status, `${gate} ${city}`).toBe(200);
      expectShape(ShippingCost, response.body);
      expect(response.body, `${gate} ${city} ${cod}`).toEqual({ shiping_cost: price, cod_fee: codFee, min_days: minDays, max_days: maxDays });
    }
  });

  it('answers 422 for an unknown or unavailable gate and a city the gate does not serve, 400 for a missing field', async () => {
    const cases: [Record<string, unknown>, number, Lang, string][] = [
      [{ city: 'RUH', cod: false, shiping_gate: 'pigeon' }, 422, 'en', 'This shipping company is not one of ours'],
      [{ city: 'RUH', cod: false, shiping_gate: 'aramex' }, 422, 'ar', 'شركة الشحن هذه غير متاحة حالياً'],
      [{ city: 'Atlantis', cod: false, shiping_gate: 'naqel' }, 422, 'en', 'This shipping company does not deliver to this city'],
      [{ city: 'RUH', cod: false, shiping_gate: 'fastlo' }, 422, 'en', 'This shipping company does not deliver to this city'],
      [{ city: '', cod: false, shiping_gate: 'naqel' }, 400, 'ar', 'الرجاء اختيار المدينة'],
      [{ cod: false, shiping_gate: 'naqel' }, 400, 'en', 'Please choose a city'],
      [{ city: 'RUH', cod: false, shiping_gate: '' }, 400, 'en', 'Please choose a shipping company'],
    ];
    for (const [body, status, lang, message] of cases) {
      const response = await cost(body, lang);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toEqual({ message });
    }
    expect((await cost({ city: 'RUH', shiping_gate: 'naqel' })).status).toBe(400);
  });

  it("has a price for every naqel city of the gazetteer and every region as fastlo's city", async () => {
    for (const city of CITIES) expect((await cost({ city: city.naqel, cod: false, shiping_gate: 'naqel' })).status, city.naqel).toBe(200);
    for (const region of REGIONS) {
      const city = fastloCity(region.name.en);
      expect((await cost({ city, cod: false, shiping_gate: 'fastlo' })).status, city).toBe(200);
    }
  });
});

describe('completeSeed', () => {
  it('gives a database seeded before checkout its rate table and VAT number, and leaves a complete one alone', async () => {
    const database = await createTestDatabase();
    try {
      const rates = await database.db.$count(shippingRates);
      const cities = await database.db.$count(shippingCities);
      await database.db.delete(shippingCities);
      await database.db.delete(shippingRates);
      await database.db.update(shippingGates).set({ codFeeHalalas: 0 });
      await database.db.update(store).set({ vatNumber: '' });

      expect(await completeSeed(database.db)).toBe(true);
      expect(await database.db.$count(shippingRates)).toBe(rates);
      expect(await database.db.$count(shippingCities)).toBe(cities);
      expect((await database.db.select().from(shippingGates).where(eq(shippingGates.name, 'naqel')))[0]!.codFeeHalalas).toBe(1000);
      expect((await database.db.select().from(store))[0]!.vatNumber).toMatch(/^\d{15}$/);
      expect(await completeSeed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
