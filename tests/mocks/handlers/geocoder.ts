import { HttpResponse, http } from 'msw';
import type { GeocoderPlace } from '@/types/api';
import { geocoderPath } from '../api';
import { server } from '../server';

const place = (overrides: Partial<GeocoderPlace> & Pick<GeocoderPlace, 'lat' | 'lon' | 'display_name' | 'address'>): GeocoderPlace => ({
  place_id: 1,
  licence: 'test',
  class: 'place',
  type: 'neighbourhood',
  place_rank: 22,
  importance: 0.3,
  addresstype: 'neighbourhood',
  name: overrides.display_name.split(',')[0]!,
  boundingbox: ['0', '0', '0', '0'],
  ...overrides,
});

/** A Riyadh district with a postcode (no zip code asked). */
export const olaya = place({
  lat: '24.6908000',
  lon: '46.6850000',
  display_name: 'Al Olaya, Riyadh, Riyadh Region, 12211, Saudi Arabia',
  address: { neighbourhood: 'Al Olaya', city: 'Riyadh', state: 'Riyadh Region', postcode: '12211', country: 'Saudi Arabia', country_code: 'sa' },
});

/** A Jeddah district without one (the shopper is asked for the postcode). */
export const balad = place({
  lat: '21.4858000',
  lon: '39.1866000',
  display_name: 'Al Balad, Jeddah, Makkah Region, Saudi Arabia',
  address: { neighbourhood: 'Al Balad', city: 'Jeddah', state: 'Makkah Region', country: 'Saudi Arabia', country_code: 'sa' },
});

/** The Eastern Province, in Arabic, as a geocoder answers a far point. */
export const easternAr = place({
  lat: '23.3000000',
  lon: '50.8000000',
  display_name: 'المنطقة الشرقية, السعودية',
  address: { state: 'المنطقة الشرقية', country: 'السعودية', country_code: 'sa' },
});

/** Search knows Olaya and Jeddah; reverse answers Olaya near Riyadh and Al Balad elsewhere. */
export const geocoderHandlers = [
  http.get(geocoderPath('/search'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (/olaya|العليا/i.test(q)) return HttpResponse.json([olaya]);
    if (/jeddah|جدة/i.test(q)) return HttpResponse.json([balad]);
    if (/sharqiya|الشرقية/i.test(q)) return HttpResponse.json([easternAr]);
    return HttpResponse.json([]);
  }),
  http.get(geocoderPath('/reverse'), ({ request }) => {
    const lat = Number(new URL(request.url).searchParams.get('lat'));
    return HttpResponse.json(lat > 24 ? olaya : balad);
  }),
];

/** The URLs the geocoder was asked, in order; call server.events.removeAllListeners() after. */
export function captureGeocoderRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/search' || url.pathname === '/reverse') urls.push(url);
  });
  return urls;
}
