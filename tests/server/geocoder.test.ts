/**
 * The bundled geocoder: `/search` and `/reverse` in Nominatim's format, from a gazetteer of
 * Saudi regions, cities and districts; Arabic and English queries both find a place.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { GeocoderPlace } from '../../server/src/contract/checkout';
import { CITIES, DISTRICTS, REGIONS } from '../../server/src/services/gazetteer';
import { reverse as reverseAt } from '../../server/src/services/geocoder';
import { fold } from '../../shared/fold';
import { createTestApp, getJson, type TestApp } from './helpers/app';
import { expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx?.close());

const search = async (q: string, lang: 'ar' | 'en' = 'ar', extra = '') => {
  const response = await getJson<GeocoderPlace[]>(ctx.app, `/search?format=json&addressdetails=1&q=${encodeURIComponent(q)}${extra}`, lang);
  expect(response.status).toBe(200);
  for (const place of response.body) expectShape(GeocoderPlace, place);
  return response.body;
};
const reverse = (lat: number, lon: number, lang: 'ar' | 'en' = 'en', zoom = 18) =>
  getJson<GeocoderPlace & { error?: string }>(ctx.app, `/reverse?format=json&lat=${lat}&lon=${lon}&zoom=${zoom}&addressdetails=1`, lang);

describe('the gazetteer', () => {
  it('holds the 13 regions, the main cities and districts of Riyadh, Jeddah, Dammam, Makkah and Madinah, some with a postcode', () => {
    expect(REGIONS).toHaveLength(13);
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    for (const code of ['RUH', 'JED', 'DMM', 'MAC', 'MED', 'AHB', 'DMM45', 'DMM46']) expect(CITIES.map((c) => c.naqel)).toContain(code);
    for (const city of ['RUH', 'JED', 'DMM', 'MAC', 'MED']) {
      const districts = DISTRICTS.filter((d) => d.city === city);
      expect(districts.length, city).toBeGreaterThanOrEqual(3);
    }
    expect(DISTRICTS.some((d) => d.postcode)).toBe(true);
    expect(DISTRICTS.some((d) => !d.postcode)).toBe(true);
    // Every place is inside the kingdom's outline, and so named by reverse at its own point.
    for (const place of [...CITIES, ...DISTRICTS]) {
      expect(reverseAt(place.lat, place.lon, { lang: 'en', zoom: 18, addressDetails: false }), place.name.en).not.toBeNull();
    }
  });

  it('folds Arabic and English spellings alike', () => {
    expect(fold('جُدَّة')).toBe(fold('جدة'));
    expect(fold('مكة المكرمة')).toBe(fold('مكه المكرمه'));
    expect(fold('الأحساء')).toBe(fold('الاحساء'));
    expect(fold('Al-Qassim')).toBe(fold('qassim'));
    expect(fold('العليا')).toBe('عليا');
    expect(fold("Ha'il")).toBe(fold('Hail'));
  });
});

describe('GET /search', () => {
  it('finds a city by its Arabic and English names, answering in the language asked', async () => {
    const [ar] = await search('جدة');
    expect(ar).toMatchObject({ name: 'جدة', lat: '21.4858000', lon: '39.1925000', addresstype: 'city' });
    expect(ar!.address).toMatchObject({ city: 'جدة', state: 'منطقة مكة المكرمة', country_code: 'sa' });
    expect(ar!.display_name).toBe('جدة، منطقة مكة المكرمة، السعودية');
    const [en] = await search('Jeddah', 'en');
    expect(en).toMatchObject({ name: 'Jeddah', display_name: 'Jeddah, Makkah Region, Saudi Arabia' });
    expect((await search('jiddah', 'en'))[0]!.name).toBe('Jeddah');
    expect((await search('جُدَّة'))[0]!.name).toBe('جدة');
    // The parameter wins over the header, as in Nominatim.
    expect((await search('Riyadh', 'ar', '&accept-language=en'))[0]!.name).toBe('Riyadh');
  });

  it('finds districts, telling same-named ones apart by what follows the comma', async () => {
    const [madinah] = await search('العزيزية، المدينة');
    expect(madinah!.address).toMatchObject({ neighbourhood: 'العزيزية', city: 'المدينة المنورة' });
    expect(madinah!.address).not.toHaveProperty('postcode');
    const [makkah] = await search('Al Aziziyah, Makkah', 'en');
    expect(makkah!.address).toMatchObject({ neighbourhood: 'Al Aziziyah', city: 'Makkah', postcode: '24243' });
    const [olaya] = await search('olaya', 'en');
    expect(olaya!.address).toMatchObject({ neighbourhood: 'Al Olaya', city: 'Riyadh', state: 'Riyadh Region', postcode: '12211' });
    expect((await search('12211', 'en'))[0]!.name).toBe('Al Olaya');
  });

  it('finds regions, keeps to the limit, leaves out the address unless asked, and finds nothing for nonsense', async () => {
    const [region] = await search('Eastern Province', 'en');
    expect(region).toMatchObject({ addresstype: 'state', class: 'boundary', address: { state: 'Eastern Province' } });
    const all = await search('ma', 'en', '&limit=3');
    expect(all).toHaveLength(3);
    const bare = await getJson<GeocoderPlace[]>(ctx.app, '/search?format=json&q=Abha');
    expect(bare.body[0]).not.toHaveProperty('address');
    expect(await search('xyzzy')).toEqual([]);
    expect(await search('Riyadh', 'en', '&countrycodes=ae')).toEqual([]);
  });

  it('refuses what it cannot answer with 400', async () => {
    for (const url of ['/search?format=xml&q=Riyadh', '/search?format=json', '/search?q=' + 'a'.repeat(201), '/search?q=%00', '/search?q=x&limit=0']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(400);
    }
  });

  it('lets pages on any origin call it, as the public Nominatim does', async () => {
    const response = await ctx.app.inject({ url: '/search?q=Riyadh', headers: { origin: 'https://shop.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('GET /reverse', () => {
  it('names the district at a point, with or without a postcode', async () => {
    const olaya = await reverse(24.6915, 46.6856);
    expect(olaya.body.address).toEqual({
      neighbourhood: 'Al Olaya',
      city: 'Riyadh',
      state: 'Riyadh Region',
      'ISO3166-2-lvl4': 'SA-01',
      postcode: '12211',
      country: 'Saudi Arabia',
      country_code: 'sa',
    });
    const balad = await reverse(21.4862, 39.1869, 'ar');
    expect(balad.body.address).toMatchObject({ neighbourhood: 'البلد', city: 'جدة', state: 'منطقة مكة المكرمة' });
    expect(balad.body.address).not.toHaveProperty('postcode');
  });

  it('names the city away from its districts, the region far from any city, and nothing outside the kingdom', async () => {
    expect((await reverse(28.4, 36.55)).body.address).toMatchObject({ city: 'Tabuk', postcode: '47912', state: 'Tabuk Region' });
    expect((await reverse(24.6908, 46.685, 'en', 10)).body.addresstype).toBe('city');
    const desert = await reverse(22.5, 47.5);
    expect(desert.body.addresstype).toBe('state');
    expect(desert.body.address).not.toHaveProperty('city');
    const cairo = await reverse(30.0444, 31.2357);
    expect(cairo.status).toBe(200);
    expect(cairo.body).toEqual({ error: 'Unable to geocode' });
    // Neighbours inside the kingdom's bounding box are not Saudi places.
    for (const [name, lat, lon] of [
      ['Manama', 26.2235, 50.5876],
      ['Doha', 25.2854, 51.531],
      ['Kuwait City', 29.3759, 47.9774],
      ['Dubai', 25.2048, 55.2708],
      ['Amman', 31.9539, 35.9106],
      ['Sanaa', 15.3694, 44.191],
      ['the Red Sea', 22.0, 38.0],
    ] as const) {
      expect((await reverse(lat, lon)).body, name).toEqual({ error: 'Unable to geocode' });
    }
  });

  it('refuses a point that is not one with 400', async () => {
    for (const url of ['/reverse?lat=91&lon=0', '/reverse?lat=abc&lon=0', '/reverse?lon=46', '/reverse?lat=24&lon=46&zoom=19']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(400);
    }
  });
});
