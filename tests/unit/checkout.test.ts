/**
 * Checkout's pure rules: the picked address and a known one, each gate's cities, the gates' states,
 * the form schema with the delivery address's parts, the one-line address for the contract, and the
 * SPA's city lists and totals against the reference API's.
 */
import fc from 'fast-check';
import { CITIES, REGIONS } from '../../server/src/services/gazetteer';
import { orderTotals } from '../../server/src/services/money';
import { shippingGates } from '../../server/src/db/seed/content/shipping';
import { FASTLO_CITIES, NAQEL_CITIES, cityLabel } from '@/lib/orders/cities';
import { addressPlace, checkShippingCity } from '../../server/src/services/shipping';
import { cityOptions, fastloCityOf, gateCity, gateOptions, knownAddress, naqelCities, naqelCityOf, stateAsCity, toPickedAddress, withTown, type PickedAddress } from '@/lib/orders/shipping-address';
import { checkoutSchema } from '@/features/checkout/checkout-schema';
import { addressLine, phoneFieldValue, savedAddressValues, toDeliveryInput } from '@/lib/orders/delivery-address';
import { toLatinDigits } from '@/lib/orders/digits';
import { orderAmounts, toHalalas } from '@/lib/money';
import { SAVED_HOME } from '../mocks/handlers/addresses';
import { balad, olaya } from '../mocks/handlers/geocoder';

// A saved address's parts, without what only the address book keeps.
const { id: _id, lat: _lat, lon: _lon, is_default: _default, created_at: _created, ...SAVED } = SAVED_HOME;

const address = (overrides: Partial<PickedAddress>): PickedAddress => ({
  lat: 24.7,
  lon: 46.7,
  displayName: 'x',
  inKingdom: true,
  state: 'Riyadh Region',
  city: 'Riyadh',
  neighbourhood: null,
  postcode: null,
  road: null,
  houseNumber: null,
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
      road: null,
      houseNumber: null,
    });
    expect(toPickedAddress({ ...olaya, address: { ...olaya.address, road: 'Olaya Street', house_number: '٧٢٣٥' } })).toMatchObject({ road: 'Olaya Street', houseNumber: '7235' });
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

  it('takes a saved address, or an order\'s, as a pick the gates are chosen by, with its point when it has one', () => {
    const saved = { ...SAVED, id: 3, lat: 21.5, lon: 39.2, is_default: true, created_at: '2026-11-01T10:00:00.000Z' };
    expect(knownAddress(saved)).toEqual({
      lat: 21.5,
      lon: 39.2,
      displayName: '7235 Olaya Street, Al Olaya, Riyadh 12211',
      inKingdom: true,
      state: 'Riyadh Region',
      city: 'Riyadh',
      neighbourhood: 'Al Olaya',
      postcode: '12211',
      road: 'Olaya Street',
      houseNumber: '7235',
    });
    expect(knownAddress(SAVED)).toMatchObject({ lat: null, lon: null });
    expect(fastloCityOf(knownAddress(SAVED))?.en).toBe('Riyadh');
    expect(naqelCityOf(knownAddress(SAVED))?.CityCode).toBe('RUH');
  });

  it('writes Arabic-Indic and Persian digits as Latin ones', () => {
    expect(toLatinDigits('٠٥٥١٢٣۴۵۶٧')).toBe('0551234567');
  });
});

describe('cities per gate', () => {
  it("derives fastlo's city from the state without ' Region', in English or Arabic", () => {
    // A place whose city naqel's list does not know, so its state says its region.
    const inState = (state: string) => address({ state, city: null });
    expect(stateAsCity('Makkah Region')).toBe('Makkah');
    expect(stateAsCity('Eastern Province')).toBe('Eastern Province');
    expect(fastloCityOf(inState('Riyadh Region'))?.en).toBe('Riyadh');
    expect(fastloCityOf(inState('منطقة مكة المكرمة'))?.en).toBe('Makkah');
    expect(fastloCityOf(inState('المنطقة الشرقية'))?.en).toBe('Eastern Province');
    expect(fastloCityOf(inState('Al Qassim Region'))?.en).toBe('Al-Qassim');
    expect(fastloCityOf(inState("Ha'il Region"))?.en).toBe('Hail');
    expect(fastloCityOf(inState('Medina Province'))?.en).toBe('Al Madinah');
    expect(fastloCityOf(address({ state: 'Riyadh Region', city: 'Atlantis' }))?.en).toBe('Riyadh');
    expect(fastloCityOf(inState('Dubai'))).toBeNull();
    expect(fastloCityOf(null)).toBeNull();
  });

  it("takes the region of the address's city first, as our API does", () => {
    expect(fastloCityOf(address({ state: 'Riyadh Region', city: 'Jeddah' }))?.en).toBe('Makkah');
    expect(fastloCityOf(address({ state: null, city: 'تبوك' }))?.en).toBe('Tabuk');
  });

  it("finds naqel's city of the address, by either language or another spelling, to choose it for the shopper", () => {
    expect(naqelCityOf(address({ city: 'Jeddah' }))?.CityCode).toBe('JED');
    expect(naqelCityOf(address({ city: 'الخبر' }))?.CityCode).toBe('DMM45');
    expect(naqelCityOf(address({ city: 'Mecca' }))?.CityCode).toBe('MAC');
    expect(naqelCityOf(address({ city: 'Khobar' }))?.CityCode).toBe('DMM45');
    expect(naqelCityOf(address({ city: 'Atlantis' }))).toBeNull();
  });

  it("offers naqel only the address's city, else its region's cities, else every city", () => {
    const codes = (picked: PickedAddress | null) => naqelCities(picked).map((city) => city.CityCode);
    expect(codes(address({ city: 'Tabuk', state: 'Tabuk Region' }))).toEqual(['TUU']);
    expect(codes(address({ city: 'Al Bad', state: 'Tabuk Region' }))).toEqual(['TUU']);
    expect(codes(address({ city: 'Al Bad', state: 'Northern Borders Region' }))).toEqual(['RAE', 'TUI']);
    expect(naqelCities(address({ city: 'Atlantis', state: 'Atlantis' }))).toBe(NAQEL_CITIES);
    expect(naqelCities(null)).toBe(NAQEL_CITIES);
    expect(cityOptions('naqel', 'en', address({ city: 'Tabuk', state: 'Tabuk Region' }))).toEqual([{ value: 'TUU', label: 'Tabuk' }]);
    expect(cityOptions('naqel', 'ar', address({ city: 'Al Bad', state: 'Northern Borders Region' })).map((option) => option.value).sort()).toEqual(['RAE', 'TUI']);
    // A city chosen for naqel counts only where the address may ship to it.
    expect(gateCity('naqel', address({ city: 'Tabuk', state: 'Tabuk Region' }), 'RUH')).toBe('TUU');
    expect(gateCity('naqel', address({ city: 'Al Bad', state: 'Northern Borders Region' }), 'TUI')).toBe('TUI');
    expect(gateCity('naqel', address({ city: 'Al Bad', state: 'Northern Borders Region' }), 'RUH')).toBeUndefined();
  });

  it("ships to the city the shopper typed, else the map's", () => {
    const picked = address({ city: 'Dammam', state: 'Eastern Province' });
    expect(withTown(picked, '')).toBe(picked);
    expect(withTown(picked, ' Dammam ')).toBe(picked);
    expect(naqelCityOf(withTown(picked, 'الخبر'))?.CityCode).toBe('DMM45');
    expect(withTown(null, 'Riyadh')).toBeNull();
  });

  it("holds to our API's rule: every naqel city the SPA offers an address, and fastlo's region for it, our API takes", () => {
    // Every spelling of every city and region the gazetteer knows, as a city, or for a town of a region.
    const addresses: { city: string; region: string }[] = [];
    for (const city of CITIES) for (const name of [city.name.en, city.name.ar, ...(city.aliases ?? [])]) addresses.push({ city: name, region: '' });
    for (const region of REGIONS) for (const name of [region.name.en, region.name.ar, ...(region.aliases ?? [])]) addresses.push({ city: 'Al Bad', region: name });
    addresses.push({ city: 'Jeddah', region: 'Riyadh Region' }, { city: 'Atlantis', region: 'Atlantis' });
    for (const delivery of addresses) {
      const picked = address({ city: delivery.city, state: delivery.region || null });
      const label = JSON.stringify(delivery);
      for (const city of naqelCities(picked)) expect(() => checkShippingCity(city.CityCode, delivery), `${label} ${city.CityCode}`).not.toThrow();
      // And both tell the same city and region, so the cities the SPA does not offer are the ones our API refuses.
      const place = addressPlace(delivery);
      expect(naqelCityOf(picked)?.CityCode ?? null, label).toBe(place.city?.naqel ?? null);
      expect(fastloCityOf(picked)?.en ?? null, label).toBe(place.region ? stateAsCity(place.region.name.en) : null);
      const fastlo = fastloCityOf(picked);
      if (fastlo) expect(() => checkShippingCity(fastlo.en, delivery), label).not.toThrow();
    }
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
    for (const language of ['ar', 'en'] as const) {
      const labels = cityOptions('naqel', language).map((option) => option.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, language)));
    }
    // Sorted once, the same list on every render.
    expect(cityOptions('naqel', 'ar')).toBe(naqelAr);
  });

  it("names a gate's city in the page's language, and leaves an unknown one as it is", () => {
    expect(cityLabel('naqel', 'DMM45', 'ar')).toBe('الخبر');
    expect(cityLabel('naqel', 'DMM45', 'en')).toBe('Al Khobar');
    expect(cityLabel('fastlo', 'Eastern Province', 'ar')).toBe('المنطقة الشرقية');
    expect(cityLabel('aramex', 'Dubai', 'ar')).toBe('Dubai');
    expect(cityLabel(null, 'RUH', 'en')).toBe('RUH');
  });

  it('ships about 30 main naqel cities and the 13 regions for fastlo, in both languages', () => {
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
        expect(fastloCityOf(address({ state, city: null }))?.en, state).toBe(fastloCityOf(address({ state: region.name.en, city: null }))?.en);
        expect(fastloCityOf(address({ state, city: null })), state).not.toBeNull();
      }
    }
  });
});

describe('gates ("Shipping")', () => {
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

describe('the checkout schema', () => {
  const valid = { ...savedAddressValues(SAVED), shipping_gate: 'naqel', city: 'RUH', payment: 'cash' };
  const errorOf = async (values: object, context = { address: null as PickedAddress | null }) => {
    try {
      await checkoutSchema.validate({ ...valid, ...values }, { context, abortEarly: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes a Saudi mobile however it is typed, and refuses anything else', async () => {
    expect(await checkoutSchema.validate({ ...valid, phone: '+966 50 123 4567' }, { context: { address: null } })).toMatchObject({ phone: '501234567' });
    expect((await checkoutSchema.validate({ ...valid, phone: '٠٥٠١٢٣٤٥٦٧' }, { context: { address: null } })).phone).toBe('501234567');
    expect(await errorOf({ phone: '' })).toBe('validation.phoneRequired');
    expect(await errorOf({ phone: '401234567' })).toBe('validation.phoneInvalid');
    expect(await errorOf({ phone: '5012345678' })).toBe('validation.phoneInvalid');
  });

  it('needs every part of a deliverable address, in its form, and takes the optional ones blank', async () => {
    expect(await errorOf({})).toBeNull();
    expect(await errorOf({ recipient: '  ' })).toBe('validation.recipientRequired');
    expect(await errorOf({ town: '' })).toBe('validation.townRequired');
    expect(await errorOf({ district: '' })).toBe('validation.districtRequired');
    expect(await errorOf({ street: '' })).toBe('validation.streetRequired');
    expect(await errorOf({ building_number: '' })).toBe('validation.buildingRequired');
    expect(await errorOf({ building_number: '12B' })).toBe('validation.buildingInvalid');
    expect(await errorOf({ zip_code: '' })).toBe('validation.zipRequired');
    expect(await errorOf({ zip_code: '12a45' })).toBe('validation.zipInvalid');
    expect(await errorOf({ zip_code: '١٢٣٤٥', building_number: '٧٢٣٥' })).toBeNull();
    expect(await errorOf({ short_address: 'RRR2929' })).toBe('validation.shortAddressInvalid');
    expect(await errorOf({ short_address: '', directions: '' })).toBeNull();
    expect(await errorOf({ directions: 'x'.repeat(201) })).toBe('validation.tooLong');
    const cleaned = await checkoutSchema.validate({ ...valid, short_address: 'rrrd 2929', street: '  Olaya   Street ' }, { context: { address: null } });
    expect(cleaned).toMatchObject({ short_address: 'RRRD2929', street: 'Olaya Street' });
  });

  it("writes the address's parts into the contract's one-line address, and as the API's parts", () => {
    const values = savedAddressValues(SAVED);
    expect(addressLine(values)).toBe('Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211 (RRRD2929) — Next to the pharmacy');
    expect(addressLine({ ...values, short_address: '', directions: '' })).toBe('Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211');
    // An address written in Arabic is an Arabic list: «،», not ", ".
    const arabic = { ...values, recipient: 'نورة الحربي', street: 'شارع العليا', district: 'العليا', town: 'الرياض', directions: 'بجوار الصيدلية' };
    expect(addressLine(arabic)).toBe('نورة الحربي، 7235 شارع العليا، العليا، الرياض 12211 (RRRD2929) — بجوار الصيدلية');
    expect(knownAddress({ ...SAVED, street: 'شارع العليا', district: 'العليا', city: 'الرياض' }).displayName).toBe('7235 شارع العليا، العليا، الرياض 12211');
    expect(toDeliveryInput(values, 'Riyadh Region')).toEqual({ ...SAVED, phone: undefined, region: 'Riyadh Region' } as unknown as object);
    expect(toDeliveryInput({ ...values, short_address: '', directions: '' }, null)).not.toHaveProperty('region');
  });

  it('needs a gate, a city for every gate but fastlo, and a region fastlo serves', async () => {
    expect(await errorOf({ shipping_gate: '' })).toBe('validation.gateRequired');
    expect(await errorOf({ city: '' })).toBe('validation.cityRequired');
    expect(await errorOf({ shipping_gate: 'aramex', city: '' })).toBe('validation.cityRequired');
    expect(await errorOf({ shipping_gate: 'fastlo', city: '' }, { address: address({ city: null, state: 'Riyadh Region' }) })).toBeNull();
    expect(await errorOf({ shipping_gate: 'fastlo', city: '' })).toBe('validation.regionNotServed');
    expect(await errorOf({ shipping_gate: 'fastlo', city: '', town: 'Dubai' }, { address: address({ city: 'Dubai', state: 'Dubai' }) })).toBe('validation.regionNotServed');
    // The city typed in the address says the region, as it does for our API.
    expect(await errorOf({ shipping_gate: 'fastlo', city: '', town: 'Jeddah' }, { address: address({ city: null, state: 'Dubai' }) })).toBeNull();
  });

  it("shows the stored login's phone without its prefix", () => {
    expect(phoneFieldValue('966501234567')).toBe('501234567');
    expect(phoneFieldValue('0501234567')).toBe('501234567');
    expect(phoneFieldValue(null)).toBe('');
  });
});

describe('totals', () => {
  it("are the server's to the halala, for any cart, coupon and carrier's charges", () => {
    const line = fc.record({ halalas: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) });
    const charges = fc.record({ delivery: fc.integer({ min: 0, max: 10_000 }), cod: fc.integer({ min: 0, max: 2_000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 100 }), charges, (lines, percent, fee) => {
        const spa = orderAmounts(
          lines.map((l) => ({ price: l.halalas / 100, quantity: l.quantity })),
          percent,
          'included',
          { cost: (fee.delivery + fee.cod) / 100, codFee: fee.cod / 100 },
        );
        const server = orderTotals(
          lines.map((l) => ({ priceHalalas: toHalalas(l.halalas / 100), quantity: l.quantity })),
          percent,
          { deliveryHalalas: fee.delivery, codFeeHalalas: fee.cod },
        );
        expect([spa.items, spa.discount, spa.shipping, spa.codFee, spa.vat, spa.total]).toEqual([server.items, server.discount, server.shipping, server.codFee, server.vat, server.total]);
      }),
    );
  });
});
