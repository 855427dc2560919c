/**
 * Checkout's pure rules (spec §3 Address and cities, §5 checkout rules and city derivation; R5):
 * the picked address, the zip rule, each gate's cities, the gates' states, the form schema, and the
 * SPA's city lists against the reference API's rate table.
 */
import fc from 'fast-check';
import { CITIES, REGIONS } from '../../server/src/services/gazetteer';
import { orderTotals } from '../../server/src/services/money';
import { shippingGates } from '../../server/src/db/seed/content/shipping';
import { FASTLO_CITIES, NAQEL_CITIES, cityLabel } from '@/lib/cities';
import {
  areaOf,
  cityOptions,
  fastloCityOf,
  naqelCityOf,
  needsZip,
  stateAsCity,
  toLatinDigits,
  toPickedAddress,
  type PickedAddress,
} from '@/features/checkout/address';
import { checkoutSchema, phoneFieldValue } from '@/features/checkout/checkout-schema';
import { gateOptions } from '@/features/checkout/gates';
import { cartTotals, toHalalas } from '@/lib/money';
import { balad, easternAr, olaya } from '../mocks/handlers/geocoder';

const address = (overrides: Partial<PickedAddress>): PickedAddress => ({
  lat: 24.7,
  lon: 46.7,
  displayName: 'x',
  inKingdom: true,
  state: 'Riyadh Region',
  city: 'Riyadh',
  neighbourhood: null,
  postcode: null,
  ...overrides,
});

describe('the picked address', () => {
  it('reads a geocoder answer, keeping the clicked point when there is one', () => {
    expect(toPickedAddress(olaya)).toEqual({
      lat: 24.6908,
      lon: 46.685,
      displayName: 'Al Olaya, Riyadh, Riyadh Region, 12211, Saudi Arabia',
      inKingdom: true,
      state: 'Riyadh Region',
      city: 'Riyadh',
      neighbourhood: 'Al Olaya',
      postcode: '12211',
    });
    expect(toPickedAddress(olaya, { lat: 24.7, lon: 46.69 })).toMatchObject({ lat: 24.7, lon: 46.69 });
    expect(toPickedAddress({ ...olaya, address: { ...olaya.address, postcode: '١٢٢١١' } }).postcode).toBe('12211');
    // A postcode that is not 5 digits is none: the shopper types one.
    expect(toPickedAddress({ ...olaya, address: { ...olaya.address, postcode: '12211-AB' } }).postcode).toBeNull();
  });

  it('tells a place in the kingdom from one abroad or one without a state', () => {
    expect(toPickedAddress(balad).inKingdom).toBe(true);
    expect(toPickedAddress({ ...olaya, address: { city: 'Dubai', state: 'Dubai', country: 'UAE', country_code: 'ae' } }).inKingdom).toBe(false);
    expect(toPickedAddress({ ...olaya, address: { country: 'Saudi Arabia', country_code: 'sa' } }).inKingdom).toBe(false);
  });

  it('takes the area from the neighbourhood, otherwise the state (spec §5)', () => {
    expect(areaOf(toPickedAddress(olaya))).toBe('Al Olaya');
    expect(areaOf(toPickedAddress(easternAr))).toBe('المنطقة الشرقية');
  });

  it('asks for a zip code only when there is no postcode but a state (spec §2)', () => {
    expect(needsZip(toPickedAddress(olaya))).toBe(false);
    expect(needsZip(toPickedAddress(balad))).toBe(true);
    expect(needsZip(address({ state: null }))).toBe(false);
    expect(needsZip(null)).toBe(false);
  });

  it('writes Arabic-Indic and Persian digits as Latin ones', () => {
    expect(toLatinDigits('٠٥٥١٢٣۴۵۶٧')).toBe('0551234567');
  });
});

describe('cities per gate (spec §5)', () => {
  it("derives fastlo's city from the state without ' Region', in English or Arabic", () => {
    expect(stateAsCity('Makkah Region')).toBe('Makkah');
    expect(stateAsCity('Eastern Province')).toBe('Eastern Province');
    expect(fastloCityOf(address({ state: 'Riyadh Region' }))?.en).toBe('Riyadh');
    expect(fastloCityOf(address({ state: 'منطقة مكة المكرمة' }))?.en).toBe('Makkah');
    expect(fastloCityOf(address({ state: 'المنطقة الشرقية' }))?.en).toBe('Eastern Province');
    expect(fastloCityOf(address({ state: 'Al Qassim Region' }))?.en).toBe('Al-Qassim');
    expect(fastloCityOf(address({ state: "Ha'il Region" }))?.en).toBe('Hail');
    expect(fastloCityOf(address({ state: 'Medina Province' }))?.en).toBe('Al Madinah');
    expect(fastloCityOf(address({ state: 'Dubai' }))).toBeNull();
    expect(fastloCityOf(null)).toBeNull();
  });

  it("finds naqel's city of the address, to choose it for the shopper", () => {
    expect(naqelCityOf(address({ city: 'Jeddah' }))?.CityCode).toBe('JED');
    expect(naqelCityOf(address({ city: 'الخبر' }))?.CityCode).toBe('DMM45');
    expect(naqelCityOf(address({ city: 'Atlantis' }))).toBeNull();
  });

  it("lists naqel's CityCodes and fastlo's English names, labelled in the page's language; no options for another gate", () => {
    const naqelAr = cityOptions('naqel', 'ar');
    expect(naqelAr).toHaveLength(NAQEL_CITIES.length);
    expect(naqelAr).toContainEqual({ value: 'RUH', label: 'الرياض' });
    expect(naqelAr).toContainEqual({ value: 'DMM46', label: 'رأس تنورة' });
    expect(cityOptions('naqel', 'en')).toContainEqual({ value: 'DMM45', label: 'Al Khobar' });
    expect(cityOptions('fastlo', 'ar')).toContainEqual({ value: 'Eastern Province', label: 'المنطقة الشرقية' });
    expect(cityOptions('fastlo', 'en')).toContainEqual({ value: 'Riyadh', label: 'Riyadh' });
    expect(cityOptions('aramex', 'en')).toEqual([]);
    expect(cityOptions('', 'ar')).toEqual([]);
    const labels = cityOptions('naqel', 'en').map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("names a gate's city in the page's language, and leaves an unknown one as it is", () => {
    expect(cityLabel('naqel', 'DMM45', 'ar')).toBe('الخبر');
    expect(cityLabel('naqel', 'DMM45', 'en')).toBe('Al Khobar');
    expect(cityLabel('fastlo', 'Eastern Province', 'ar')).toBe('المنطقة الشرقية');
    expect(cityLabel('aramex', 'Dubai', 'ar')).toBe('Dubai');
    expect(cityLabel(null, 'RUH', 'en')).toBe('RUH');
  });

  it('ships about 30 main naqel cities and the 13 regions for fastlo, in both languages (R5)', () => {
    expect(NAQEL_CITIES.length).toBeGreaterThanOrEqual(30);
    for (const code of ['RUH', 'JED', 'DMM', 'MAC', 'MED', 'AHB', 'DMM45', 'DMM46']) expect(NAQEL_CITIES.map((c) => c.CityCode)).toContain(code);
    expect(FASTLO_CITIES).toHaveLength(13);
    for (const city of [...NAQEL_CITIES.map((c) => c.CityNameAr), ...FASTLO_CITIES.map((c) => c.ar)]) expect(city).toMatch(/[\u0600-\u06FF]/);
  });

  it("matches the reference API: every city the SPA offers is one its gate delivers to, named as the gazetteer names it", () => {
    const served = Object.fromEntries(shippingGates.map((gate) => [gate.name, Object.keys(gate.cities)]));
    expect(new Set(NAQEL_CITIES.map((c) => c.CityCode))).toEqual(new Set(served.naqel));
    expect(new Set(FASTLO_CITIES.map((c) => c.en))).toEqual(new Set(served.fastlo));
    for (const city of NAQEL_CITIES) {
      const known = CITIES.find((c) => c.naqel === city.CityCode)!;
      expect([city.CityName, city.CityNameAr]).toEqual([known.name.en, known.name.ar]);
    }
    // Every region's state, in either language and in the other spellings geocoders use, is one of fastlo's cities.
    for (const region of REGIONS) {
      for (const state of [region.name.en, region.name.ar, ...(region.aliases ?? [])]) {
        expect(fastloCityOf(address({ state }))?.en, state).toBe(fastloCityOf(address({ state: region.name.en }))?.en);
        expect(fastloCityOf(address({ state })), state).not.toBeNull();
      }
    }
  });
});

describe('gates (R5)', () => {
  it('enables a general gate only when the trader has it with status true', () => {
    const general = [
      { id: 1, name: 'naqel', status: true },
      { id: 2, name: 'fastlo', status: true },
      { id: 3, name: 'aramex', status: true },
      { id: 4, name: 'smsa', status: true },
    ];
    const trader = [
      { id: 9, name: 'naqel', status: true },
      { id: 8, name: 'fastlo', status: false },
      { id: 7, name: 'dhl', status: true },
    ];
    expect(gateOptions(general, trader)).toEqual([
      { name: 'naqel', enabled: true },
      { name: 'fastlo', enabled: false },
      { name: 'aramex', enabled: false },
      { name: 'smsa', enabled: false },
    ]);
  });
});

describe('the checkout schema (spec §5)', () => {
  const valid = { phone: '501234567', zip_code: '', shipping_gate: 'naqel', city: 'RUH', payment: 'cash' };
  const errorOf = async (values: object, context = { needsZip: false, fastloCity: null as string | null }) => {
    try {
      await checkoutSchema.validate({ ...valid, ...values }, { context, abortEarly: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes a Saudi mobile however it is typed, and refuses anything else', async () => {
    expect(await checkoutSchema.validate({ ...valid, phone: '+966 50 123 4567' }, { context: { needsZip: false, fastloCity: null } })).toMatchObject({ phone: '501234567' });
    expect((await checkoutSchema.validate({ ...valid, phone: '٠٥٠١٢٣٤٥٦٧' }, { context: { needsZip: false, fastloCity: null } })).phone).toBe('501234567');
    expect(await errorOf({ phone: '' })).toBe('validation.phoneRequired');
    expect(await errorOf({ phone: '401234567' })).toBe('validation.phoneInvalid');
    expect(await errorOf({ phone: '5012345678' })).toBe('validation.phoneInvalid');
  });

  it('asks for a 5-digit zip code only when the address needs one', async () => {
    expect(await errorOf({ zip_code: '' })).toBeNull();
    expect(await errorOf({ zip_code: '' }, { needsZip: true, fastloCity: null })).toBe('validation.zipRequired');
    expect(await errorOf({ zip_code: '12a45' }, { needsZip: true, fastloCity: null })).toBe('validation.zipInvalid');
    expect(await errorOf({ zip_code: '١٢٣٤٥' }, { needsZip: true, fastloCity: null })).toBeNull();
  });

  it('needs a gate, a city for every gate but fastlo, and a region fastlo serves', async () => {
    expect(await errorOf({ shipping_gate: '' })).toBe('validation.gateRequired');
    expect(await errorOf({ city: '' })).toBe('validation.cityRequired');
    expect(await errorOf({ shipping_gate: 'aramex', city: '' })).toBe('validation.cityRequired');
    expect(await errorOf({ shipping_gate: 'fastlo', city: '' }, { needsZip: false, fastloCity: 'Riyadh' })).toBeNull();
    expect(await errorOf({ shipping_gate: 'fastlo', city: '' })).toBe('validation.regionNotServed');
  });

  it("shows the stored login's phone without its prefix", () => {
    expect(phoneFieldValue('966501234567')).toBe('501234567');
    expect(phoneFieldValue('0501234567')).toBe('501234567');
    expect(phoneFieldValue(null)).toBe('');
  });
});

describe('totals (R8, R25)', () => {
  it("are the server's to the halala, for any cart and coupon", () => {
    const line = fc.record({ halalas: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const spa = cartTotals(
          lines.map((l) => ({ price: l.halalas / 100, quantity: l.quantity })),
          percent,
        );
        const server = orderTotals(
          lines.map((l) => ({ priceHalalas: toHalalas(l.halalas / 100), quantity: l.quantity })),
          percent,
        );
        expect([spa.subtotal, spa.discount, spa.tax, spa.total]).toEqual([server.subtotal, server.discount, server.vat, server.totalPrice]);
      }),
    );
  });
});
