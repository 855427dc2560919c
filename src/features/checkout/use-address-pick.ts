/**
 * The delivery address as the shopper picks it on /payment: a search, or a click on the
 * map, which moves the marker at once and is named by the geocoder once the clicks stop. One lookup
 * runs at a time: a newer pick cancels the one in flight.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { reversePlaceQuery, searchPlaceQuery } from '@/api/orders/geocoder';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toPickedAddress, type PickedAddress } from '@/lib/orders/shipping-address';

/** How long the map waits after a click before asking for its address (Nominatim allows one request a second). */
export const REVERSE_DEBOUNCE_MS = 600;

type Point = { lat: number; lon: number };
type Pick = { kind: 'search'; query: string } | ({ kind: 'point' } & Point) | { kind: 'known'; address: PickedAddress };

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
  /** Whether the address came from the map or a search (not a saved address). */
  located: boolean;
  search(query: string): void;
  pickPoint(lat: number, lon: number): void;
  /** Takes an address already known (a saved one), or none. */
  choose(address: PickedAddress | null): void;
}

/** `initial`: an address already known, the checkout starts from. */
export function useAddressPick(initial: PickedAddress | null = null): AddressPick {
  const [pick, setPick] = useState<Pick | null>(initial ? { kind: 'known', address: initial } : null);
  const point = pick?.kind === 'point' ? pick : null;
  const settled = useDebouncedValue(point, REVERSE_DEBOUNCE_MS);
  const waiting = point !== null && settled !== point;
  const searched = useQuery({ ...searchPlaceQuery(pick?.kind === 'search' ? pick.query : ''), enabled: pick?.kind === 'search' });
  const reversed = useQuery({ ...reversePlaceQuery(settled?.lat ?? 0, settled?.lon ?? 0), enabled: settled !== null && !waiting });

  const lookup = pick?.kind === 'search' ? searched : point && !waiting ? reversed : null;
  // A failed lookup (logged by the geocoder module) names no place, like an empty answer.
  const place = lookup?.isError ? null : lookup?.data;
  const known = pick?.kind === 'known' ? pick.address : null;
  // The same object until the pick changes, so that what fills the address's fields runs once per place.
  const located = useMemo(() => (place ? toPickedAddress(place, point ?? undefined) : null), [place, point]);
  const address = known ?? located;
  const found = pick?.kind !== 'point' && address?.lat != null && address.lon != null ? { lat: address.lat, lon: address.lon } : null;
  return {
    address,
    marker: point ?? found,
    found,
    located: known === null,
    looking: pick?.kind === 'search' ? searched.isFetching : waiting || reversed.isFetching,
    notFound: !known && place === null,
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
    choose: (chosen) => setPick(chosen ? { kind: 'known', address: chosen } : null),
  };
}
