/** The saved addresses as the reference API keeps them: the signed-in shopper's own, one default. */
import { HttpResponse, http } from 'msw';
import type { AddressBody, SavedAddress } from '@/types/api';
import { apiPath } from '../api';
import { loginResponse } from '../fixtures/accounts';

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${loginResponse.token}`;

export const SAVED_HOME: SavedAddress = {
  id: 41,
  recipient: 'Noura Alharbi',
  phone: '966501234567',
  region: 'Riyadh Region',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'Olaya Street',
  building_number: '7235',
  postcode: '12211',
  short_address: 'RRRD2929',
  directions: 'Next to the pharmacy',
  lat: 24.6908,
  lon: 46.685,
  is_default: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

export const SAVED_WORK: SavedAddress = {
  id: 42,
  recipient: 'Noura Alharbi',
  phone: '966551112222',
  region: 'Makkah Region',
  city: 'Jeddah',
  district: 'Al Hamra',
  street: 'Prince Sultan Road',
  building_number: '3120',
  postcode: '23212',
  short_address: null,
  directions: null,
  lat: 21.5169,
  lon: 39.1748,
  is_default: false,
  created_at: '2026-11-05T10:00:00.000Z',
};

/** The shopper's addresses, in the API's order: the default first, then the newest. */
export const addressStore = {
  list: [] as SavedAddress[],
  nextId: 100,
  reset(list: SavedAddress[] = []) {
    this.list = list.map((entry) => ({ ...entry }));
    this.nextId = 100;
  },
  ordered(): SavedAddress[] {
    return [...this.list].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.created_at.localeCompare(a.created_at));
  },
};

const fromBody = (body: AddressBody, id: number, created_at: string): SavedAddress => ({
  id,
  recipient: body.recipient,
  phone: `966${body.phone.replace(/^(\+?966|0)/, '')}`,
  region: body.region ?? '',
  city: body.city,
  district: body.district,
  street: body.street,
  building_number: body.building_number,
  postcode: body.postcode,
  short_address: body.short_address ?? null,
  directions: body.directions ?? null,
  lat: body.lat ?? null,
  lon: body.lon ?? null,
  is_default: Boolean(body.is_default),
  created_at,
});

function makeDefault(id: number) {
  for (const entry of addressStore.list) entry.is_default = entry.id === id;
}

export const addressHandlers = [
  http.get(apiPath('/api/addresses'), ({ request }) => (signedIn(request) ? HttpResponse.json(addressStore.ordered()) : unauthorized())),
  http.post(apiPath('/api/addresses'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = (await request.json()) as AddressBody;
    if (!/^\d{5}$/.test(body.postcode)) return HttpResponse.json({ message: 'The postcode is 5 digits' }, { status: 400 });
    const saved = fromBody(body, addressStore.nextId++, new Date(Date.UTC(2026, 10, 20, 10, addressStore.nextId)).toISOString());
    addressStore.list.push(saved);
    if (saved.is_default || addressStore.list.length === 1) makeDefault(saved.id);
    return HttpResponse.json(addressStore.list.find((entry) => entry.id === saved.id), { status: 201 });
  }),
  http.put(apiPath('/api/addresses/:id'), async ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const index = addressStore.list.findIndex((entry) => entry.id === Number(params.id));
    if (index < 0) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
    const body = (await request.json()) as AddressBody;
    const old = addressStore.list[index]!;
    addressStore.list[index] = { ...fromBody(body, old.id, old.created_at), is_default: old.is_default };
    if (body.is_default) makeDefault(old.id);
    return HttpResponse.json(addressStore.list[index]);
  }),
  http.delete(apiPath('/api/addresses/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const gone = addressStore.list.find((entry) => entry.id === Number(params.id));
    if (!gone) return HttpResponse.json({ message: 'Address not found' }, { status: 404 });
    addressStore.list = addressStore.list.filter((entry) => entry !== gone);
    const newest = addressStore.ordered()[0];
    if (gone.is_default && newest) makeDefault(newest.id);
    return HttpResponse.json({ message: 'Address deleted' });
  }),
];
