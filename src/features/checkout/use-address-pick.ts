/**
 * The delivery address as the shopper picks it (spec §2 /payment; R6): a search, or a click on the
 * map, which moves the marker at once and is named by the geocoder once the clicks stop. One lookup
 * runs at a time: a newer pick cancels the one in flight.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reversePlaceQuery, searchPlaceQuery } from '@/api/geocoder';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toPickedAddress, type PickedAddress } from './address';

/** How long the map waits after a click before asking for its address (Nominatim allows one request a second). */
export const REVERSE_DEBOUNCE_MS = 600;

type Point = { lat: number; lon: number };
type Pick = { kind: 'search'; query: string } | ({ kind: 'point' } & Point);

/** Six decimals (about 10 cm) are plenty for an address and keep one lookup per spot. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export interface AddressPick {
  address: PickedAddress | null;
  /** Where the marker stands. */
  marker: Point | null;
  /** A place found by search, for the map to move to. */
  found: Point | null;
  /** The geocoder is being asked. */
  looking: boolean;
  /** The last lookup named no place (or failed, which the geocoder module logs). */
  notFound: boolean;
  search(query: string): void;
  pickPoint(lat: number, lon: number): void;
}

export function useAddressPick(): AddressPick {
  const [pick, setPick] = useState<Pick | null>(null);
  const point = pick?.kind === 'point' ? pick : null;
  const settled = useDebouncedValue(point, REVERSE_DEBOUNCE_MS);
  const waiting = point !== null && settled !== point;
  const searched = useQuery({ ...searchPlaceQuery(pick?.kind === 'search' ? pick.query : ''), enabled: pick?.kind === 'search' });
  const reversed = useQuery({ ...reversePlaceQuery(settled?.lat ?? 0, settled?.lon ?? 0), enabled: settled !== null && !waiting });

  const lookup = pick?.kind === 'search' ? searched : point && !waiting ? reversed : null;
  // A failed lookup (logged by the geocoder module) names no place, like an empty answer.
  const place = lookup?.isError ? null : lookup?.data;
  const address = place ? toPickedAddress(place, point ?? undefined) : null;
  const found = pick?.kind === 'search' && address ? { lat: address.lat, lon: address.lon } : null;
  return {
    address,
    marker: point ?? found,
    found,
    looking: pick?.kind === 'search' ? searched.isFetching : waiting || reversed.isFetching,
    notFound: place === null,
    search: (query) => {
      const text = query.trim();
      // The same search again, after a failure, asks again.
      if (pick?.kind === 'search' && pick.query === text) void searched.refetch();
      else setPick({ kind: 'search', query: text });
    },
    pickPoint: (lat, lon) => {
      const next = { kind: 'point' as const, lat: round(lat), lon: round(lon) };
      if (point && point.lat === next.lat && point.lon === next.lon) void reversed.refetch();
      else setPick(next);
    },
  };
}
