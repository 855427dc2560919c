/**
 * Saved delivery addresses (docs/product.md, "Delivery address" and "Saved addresses"): the
 * signed-in shopper's own only, one default that moves and is replaced by the newest when deleted,
 * each wrong field named in the caller's language, a limit per shopper, and the address an order
 * goes to remembered once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, SavedAddress, SavedAddressList, type AddressBody } from '../../server/src/contract/addresses';
import type { MessageResponse } from '../../server/src/contract/accounts';
import { addresses } from '../../server/src/db/schema';
import { HttpError } from '../../server/src/http-error';
import { MESSAGES, type MessageKey } from '../../server/src/messages';
import { checkDelivery, listAddresses, rememberAddress, type AddressToSave } from '../../server/src/services/addresses';
import { bearer, signUp, type Lang } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectErrorBody, expectShape } from './helpers/shape';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx?.close());

type Shopper = Awaited<ReturnType<typeof signUp>>;

const home: AddressBody = {
  recipient: 'Noura Saleh',
  phone: '0551234567',
  region: 'Riyadh Region',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  building_number: '7235',
  postcode: '12211',
  short_address: 'RRRD2929',
  directions: 'Second floor, the door on the left',
  lat: 24.7136,
  lon: 46.6753,
};

async function call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; payload?: unknown; lang?: Lang } = {}) {
  const response = await ctx.app.inject({
    method,
    url,
    payload: options.payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': options.lang ?? 'en', ...(options.token ? bearer(options.token) : {}) },
  });
  return { status: response.statusCode, body: response.json() as T };
}

const list = async (shopper: Shopper) => {
  const { status, body } = await call<SavedAddressList>('GET', '/api/addresses', { token: shopper.token });
  expect(status).toBe(200);
  expectShape(SavedAddressList, body);
  return body;
};

async function create(shopper: Shopper, body: Partial<AddressBody> = {}) {
  const response = await call<SavedAddress>('POST', '/api/addresses', { token: shopper.token, payload: { ...home, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectShape(SavedAddress, response.body);
  return response.body;
}

const defaultOf = async (shopper: Shopper) => (await list(shopper)).filter((a) => a.is_default).map((a) => a.id);

describe('saved addresses', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', '/api/addresses/1'],
      ['DELETE', '/api/addresses/1'],
    ] as const) {
      const response = await call(method, url, { payload: method === 'POST' || method === 'PUT' ? home : undefined });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toEqual({ message: MESSAGES.unauthenticated.en });
    }
  });

  it('saves, lists, replaces and deletes an address; the first one is the default', async () => {
    const shopper = await signUp(ctx.app);
    expect(await list(shopper)).toEqual([]);

    const saved = await create(shopper);
    expect(saved).toMatchObject({
      recipient: 'Noura Saleh',
      phone: '966551234567',
      region: 'Riyadh Region',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'King Fahd Road',
      building_number: '7235',
      postcode: '12211',
      short_address: 'RRRD2929',
      directions: 'Second floor, the door on the left',
      lat: 24.7136,
      lon: 46.6753,
      is_default: true,
    });
    expect(new Date(saved.created_at).toISOString()).toBe(saved.created_at);
    expect(await list(shopper)).toEqual([saved]);

    const replaced = await call<SavedAddress>('PUT', `/api/addresses/${saved.id}`, {
      token: shopper.token,
      payload: { ...home, street: 'Olaya Street', short_address: null, directions: '', lat: null, lon: null },
    });
    expect(replaced.status).toBe(200);
    expectShape(SavedAddress, replaced.body);
    expect(replaced.body).toMatchObject({ id: saved.id, street: 'Olaya Street', short_address: null, directions: null, lat: null, lon: null, is_default: true });
    expect(await list(shopper)).toEqual([replaced.body]);

    for (const lang of ['ar', 'en'] as const) {
      const second = await create(shopper, { recipient: `Deleted ${lang}` });
      const deleted = await call<MessageResponse>('DELETE', `/api/addresses/${second.id}`, { token: shopper.token, lang });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: MESSAGES.addressDeleted[lang] });
    }
    expect((await list(shopper)).map((a) => a.id)).toEqual([saved.id]);
  });

  it('lists the default first, then the newest, and moves the default with is_default', async () => {
    const shopper = await signUp(ctx.app);
    const first = await create(shopper, { recipient: 'First', is_default: false });
    const second = await create(shopper, { recipient: 'Second' });
    const third = await create(shopper, { recipient: 'Third' });
    expect([first.is_default, second.is_default, third.is_default]).toEqual([true, false, false]);
    expect((await list(shopper)).map((a) => a.recipient)).toEqual(['First', 'Third', 'Second']);

    // Made the default when saved: the others stop being it.
    const fourth = await create(shopper, { recipient: 'Fourth', is_default: true });
    expect(fourth.is_default).toBe(true);
    expect(await defaultOf(shopper)).toEqual([fourth.id]);

    // Made the default when replaced.
    const moved = await call<SavedAddress>('PUT', `/api/addresses/${second.id}`, { token: shopper.token, payload: { ...home, recipient: 'Second', is_default: true } });
    expect(moved.body.is_default).toBe(true);
    expect((await list(shopper)).map((a) => a.recipient)).toEqual(['Second', 'Fourth', 'Third', 'First']);

    // The default stays one: is_default false on it changes nothing.
    const kept = await call<SavedAddress>('PUT', `/api/addresses/${second.id}`, { token: shopper.token, payload: { ...home, recipient: 'Second', is_default: false } });
    expect(kept.body.is_default).toBe(true);
    expect(await defaultOf(shopper)).toEqual([second.id]);
  });

  it('makes the newest address left the default when the default is deleted', async () => {
    const shopper = await signUp(ctx.app);
    const first = await create(shopper, { recipient: 'First' });
    const second = await create(shopper, { recipient: 'Second' });
    const third = await create(shopper, { recipient: 'Third' });
    await call('PUT', `/api/addresses/${second.id}`, { token: shopper.token, payload: { ...home, recipient: 'Second', is_default: true } });

    expect((await call('DELETE', `/api/addresses/${second.id}`, { token: shopper.token })).status).toBe(200);
    expect(await defaultOf(shopper)).toEqual([third.id]);
    expect((await call('DELETE', `/api/addresses/${third.id}`, { token: shopper.token })).status).toBe(200);
    expect(await defaultOf(shopper)).toEqual([first.id]);
    expect((await call('DELETE', `/api/addresses/${first.id}`, { token: shopper.token })).status).toBe(200);
    expect(await list(shopper)).toEqual([]);
    // The next one saved is the default again.
    expect((await create(shopper)).is_default).toBe(true);
  });

  it('keeps one default when several addresses are saved at once', async () => {
    const shopper = await signUp(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call<SavedAddress>('POST', '/api/addresses', { token: shopper.token, payload: { ...home, recipient: `At once ${i}`, is_default: i % 2 === 0 } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await defaultOf(shopper)).toHaveLength(1);
  });

  it("answers another shopper's address like an unknown one (404) and leaves it as it was", async () => {
    const [owner, other] = [await signUp(ctx.app, { name: 'Owner' }), await signUp(ctx.app, { name: 'Other' })];
    const mine = await create(owner);
    const theirs = await create(other, { recipient: 'Other' });
    expect((await list(other)).map((a) => a.id)).toEqual([theirs.id]);

    for (const lang of ['ar', 'en'] as const) {
      for (const id of [mine.id, 2_147_483_647]) {
        const put = await call('PUT', `/api/addresses/${id}`, { token: other.token, payload: { ...home, recipient: 'Taken', is_default: true }, lang });
        const del = await call('DELETE', `/api/addresses/${id}`, { token: other.token, lang });
        for (const response of [put, del]) {
          expect(response.status).toBe(404);
          expect(response.body).toEqual({ message: MESSAGES.addressNotFound[lang] });
        }
      }
    }
    expect(await list(owner)).toEqual([mine]);
    expect(await defaultOf(other)).toEqual([theirs.id]);
  });

  it('answers 400 for an id that is not one', async () => {
    const shopper = await signUp(ctx.app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('DELETE', `/api/addresses/${id}`, { token: shopper.token });
      expect(response.status, id).toBe(400);
      expectErrorBody(response.body);
    }
  });

  it('keeps at most MAX_ADDRESSES per shopper (422)', async () => {
    const shopper = await signUp(ctx.app);
    for (let i = 0; i < MAX_ADDRESSES; i++) await create(shopper, { recipient: `Recipient ${i}` });
    for (const lang of ['ar', 'en'] as const) {
      const refused = await call('POST', '/api/addresses', { token: shopper.token, payload: home, lang });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: MESSAGES.addressLimit[lang] });
    }
    expect(await list(shopper)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('address fields', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await signUp(ctx.app);
  });

  const without = (field: keyof AddressBody) => Object.fromEntries(Object.entries(home).filter(([key]) => key !== field));

  const CASES: [string, Record<string, unknown>, MessageKey][] = [
    ['a blank recipient', { ...home, recipient: '   ' }, 'recipientRequired'],
    ['no recipient', without('recipient'), 'recipientRequired'],
    ['a recipient that is not text', { ...home, recipient: { first: 'Noura' } }, 'recipientRequired'],
    ['a blank city', { ...home, city: '' }, 'addressCityRequired'],
    ['no city', without('city'), 'addressCityRequired'],
    ['a blank district', { ...home, district: ' \t ' }, 'districtRequired'],
    ['a blank street', { ...home, street: '' }, 'streetRequired'],
    ['a blank building number', { ...home, building_number: '' }, 'buildingNumberInvalid'],
    ['a building number of 7 digits', { ...home, building_number: '1234567' }, 'buildingNumberInvalid'],
    ['a building number with letters', { ...home, building_number: '12A' }, 'buildingNumberInvalid'],
    ['a blank postcode', { ...home, postcode: '' }, 'postcodeInvalid'],
    ['no postcode', without('postcode'), 'postcodeInvalid'],
    ['a postcode of 4 digits', { ...home, postcode: '1221' }, 'postcodeInvalid'],
    ['a postcode of 6 digits', { ...home, postcode: '122111' }, 'postcodeInvalid'],
    ['a short address of 3 letters', { ...home, short_address: 'RRR2929' }, 'shortAddressInvalid'],
    ['a short address in Greek letters', { ...home, short_address: 'ΑΒΓΔ2929' }, 'shortAddressInvalid'],
    ['a short address with a dash', { ...home, short_address: 'RRRD-2929' }, 'shortAddressInvalid'],
    ['a blank phone', { ...home, phone: ' ' }, 'checkoutPhoneRequired'],
    ['no phone', without('phone'), 'checkoutPhoneRequired'],
    ['a phone that is not a Saudi mobile', { ...home, phone: '0112345678' }, 'phoneInvalid'],
    ['a phone that is not text', { ...home, phone: { number: '551234567' } }, 'phoneInvalid'],
    ['a latitude without a longitude', { ...home, lon: null }, 'addressPointInvalid'],
    ['a longitude without a latitude', { ...home, lat: undefined }, 'addressPointInvalid'],
    ['a latitude out of range', { ...home, lat: 91 }, 'addressPointInvalid'],
    ['a longitude that is text', { ...home, lon: 'east' }, 'addressPointInvalid'],
    ['is_default that is text', { ...home, is_default: 'yes' }, 'addressDefaultInvalid'],
    ['a NUL byte in the street', { ...home, street: 'King\u0000Fahd' }, 'textInvalid'],
    ['a NUL byte in the directions', { ...home, directions: '\u0000' }, 'textInvalid'],
    ['a NUL byte in the region', { ...home, region: 'Riyadh\u0000' }, 'textInvalid'],
    ['an over-long recipient', { ...home, recipient: 'x'.repeat(101) }, 'fieldTooLong'],
    ['over-long directions', { ...home, directions: 'y'.repeat(301) }, 'fieldTooLong'],
    ['an over-long phone', { ...home, phone: '5'.repeat(21) }, 'fieldTooLong'],
  ];

  it.each(CASES)('answers %s with 400 and its message, in Arabic and in English', async (_name, payload, key) => {
    for (const lang of ['ar', 'en'] as const) {
      const created = await call('POST', '/api/addresses', { token: shopper.token, payload, lang });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: MESSAGES[key][lang] });
    }
    const saved = (await list(shopper))[0] ?? (await create(shopper));
    const replaced = await call('PUT', `/api/addresses/${saved.id}`, { token: shopper.token, payload, lang: 'ar' });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({ message: MESSAGES[key].ar });
  });

  it('answers a body of the wrong kind or other fields of the wrong type with 400, never 5xx', async () => {
    for (const payload of [[], [home], { ...home, region: { name: 'Riyadh' } }, { ...home, directions: ['a', 'b'] }]) {
      const response = await call('POST', '/api/addresses', { token: shopper.token, payload });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expectErrorBody(response.body);
    }
  });

  it('reads Arabic-Indic digits, tidies spaces, upper-cases the short address and stores blanks as none', async () => {
    const saved = await create(shopper, {
      recipient: '  نورة   صالح ',
      phone: '٠٥٥ ١٢٣ ٤٥٦٧',
      region: undefined,
      city: 'الرياض',
      district: ' العليا ',
      street: 'طريق  الملك فهد',
      building_number: '٧٢٣٥',
      postcode: '١٢٢١١',
      short_address: 'rrrd ٢٩٢٩',
      directions: '   ',
    });
    expect(saved).toMatchObject({
      recipient: 'نورة صالح',
      phone: '966551234567',
      region: '',
      district: 'العليا',
      street: 'طريق الملك فهد',
      building_number: '7235',
      postcode: '12211',
      short_address: 'RRRD2929',
      directions: null,
    });
    const blank = await create(shopper, { short_address: '  ', directions: null });
    expect(blank).toMatchObject({ short_address: null, directions: null });
  });
});

describe('checkDelivery', () => {
  const delivery = { recipient: 'Noura', city: 'Jeddah', district: 'Al Rawdah', street: 'Prince Sultan Road', building_number: '12', postcode: '23435' };

  it('answers the normalised parts', () => {
    expect(checkDelivery({ ...delivery, short_address: 'jeda1234', directions: ' Gate 2 ' })).toEqual({
      recipient: 'Noura',
      region: '',
      city: 'Jeddah',
      district: 'Al Rawdah',
      street: 'Prince Sultan Road',
      buildingNumber: '12',
      postcode: '23435',
      shortAddress: 'JEDA1234',
      directions: 'Gate 2',
    });
  });

  it('throws a 400 naming the part', () => {
    const keyOf = (input: Partial<typeof delivery>) => {
      try {
        checkDelivery({ ...delivery, ...input });
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(400);
        return (error as HttpError).key;
      }
      return null;
    };
    expect(keyOf({ recipient: ' ' })).toBe('recipientRequired');
    expect(keyOf({ city: '' })).toBe('addressCityRequired');
    expect(keyOf({ district: '' })).toBe('districtRequired');
    expect(keyOf({ street: '' })).toBe('streetRequired');
    expect(keyOf({ building_number: '0123456' })).toBe('buildingNumberInvalid');
    expect(keyOf({ postcode: '2343' })).toBe('postcodeInvalid');
    expect(keyOf({ street: 'a\u0000b' })).toBe('textInvalid');
    expect(keyOf({ street: 's'.repeat(151) })).toBe('fieldTooLong');
    expect(keyOf({})).toBeNull();
  });
});

describe('rememberAddress', () => {
  const address = (overrides: Partial<AddressToSave> = {}): AddressToSave => ({
    ...checkDelivery({ recipient: 'Sara Ahmed', city: 'Dammam', district: 'Al Faisaliyah', street: 'King Saud Street', building_number: '3344', postcode: '32272' }),
    phone: '966501234567',
    lat: 26.43,
    lon: 50.1,
    ...overrides,
  });

  it('adds an address once, the first as the default, and skips it again whatever its case', async () => {
    const shopper = await signUp(ctx.app);
    const db = ctx.database.db;
    await db.transaction((tx) => rememberAddress(tx, shopper.user.id, address()));
    await rememberAddress(db, shopper.user.id, address({ recipient: 'SARA AHMED', street: 'king saud street', city: 'DAMMAM', lat: null, lon: null }));
    let saved = await listAddresses(db, shopper.user.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ recipient: 'Sara Ahmed', is_default: true, lat: 26.43 });

    // Another building is another address, and not the default.
    await rememberAddress(db, shopper.user.id, address({ buildingNumber: '3345' }));
    saved = await listAddresses(db, shopper.user.id);
    expect(saved.map((a) => [a.building_number, a.is_default])).toEqual([
      ['3344', true],
      ['3345', false],
    ]);
    // It shows in the shopper's list through the API as well.
    expect((await list(shopper)).map((a) => a.id)).toEqual(saved.map((a) => a.id));
  });

  it('does nothing at the limit', async () => {
    const shopper = await signUp(ctx.app);
    const db = ctx.database.db;
    for (let i = 0; i < MAX_ADDRESSES; i++) await rememberAddress(db, shopper.user.id, address({ buildingNumber: String(1000 + i) }));
    expect(await db.$count(addresses, eq(addresses.userId, shopper.user.id))).toBe(MAX_ADDRESSES);
    await expect(rememberAddress(db, shopper.user.id, address({ buildingNumber: '9999' }))).resolves.toBeUndefined();
    expect(await db.$count(addresses, eq(addresses.userId, shopper.user.id))).toBe(MAX_ADDRESSES);
    expect(await db.$count(addresses, eq(addresses.isDefault, true))).toBeGreaterThan(0);
    expect((await listAddresses(db, shopper.user.id)).filter((a) => a.is_default)).toHaveLength(1);
  });
});
