/**
 * Address search and reverse geocoding ("Map and geocoding") on `VITE_GEOCODER_URL`: the public Nominatim
 * by default, or the reference API's gazetteer. Callers ask for one place at a time and never per
 * keystroke; a query whose key changes is cancelled. A failure is logged as 'خطأ في جلب العنوان'
 * and, not being an answer, is not kept: asking again asks the geocoder again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GeocoderPlace } from '@/types/api';
import { request } from '../client';

export type { GeocoderPlace };

export const geocoderKeys = {
  all: ['geocoder'] as const,
  search: (query: string) => [...geocoderKeys.all, 'search', query] as const,
  reverse: (lat: number, lon: number) => [...geocoderKeys.all, 'reverse', lat, lon] as const,
};

async function lookUp<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error('خطأ في جلب العنوان', error);
    throw error;
  }
}

/** The first place named by `query` (limit 1), or null. */
export const searchPlaceQuery = (query: string) =>
  queryOptions({
    queryKey: geocoderKeys.search(query),
    queryFn: ({ signal }) =>
      lookUp(async () => {
        // Only Saudi places: the shop delivers within the kingdom.
        const places = await request<GeocoderPlace[]>('/search', {
          host: 'geocoder',
          query: { format: 'json', q: query, addressdetails: 1, limit: 1, countrycodes: 'sa' },
          signal,
        });
        return places[0] ?? null;
      }),
    staleTime: Infinity,
    retry: false,
  });

/** The place at a point (zoom 18), or null; Nominatim answers `{ error }` where it knows none. */
export const reversePlaceQuery = (lat: number, lon: number) =>
  queryOptions({
    queryKey: geocoderKeys.reverse(lat, lon),
    queryFn: ({ signal }) =>
      lookUp(async () => {
        const place = await request<GeocoderPlace | { error: string }>('/reverse', {
          host: 'geocoder',
          query: { format: 'json', lat, lon, zoom: 18, addressdetails: 1 },
          signal,
        });
        return 'error' in place ? null : place;
      }),
    staleTime: Infinity,
    retry: false,
  });
