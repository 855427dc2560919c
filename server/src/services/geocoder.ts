/**
 * A Nominatim-compatible geocoder over the bundled gazetteer: `search` finds places by name in
 * Arabic or English, `reverse` names the place at a point. Answers have Nominatim's `format=json`
 * shape (lat and lon as strings, `address` with state, city, neighbourhood and postcode), so the SPA
 * reads ours and the public Nominatim alike.
 */
import { fold } from '@shared/fold';
import type { Lang } from '@shared/lang';
import { CITIES, COUNTRY, COUNTRY_ALIASES, DISTRICTS, KINGDOM_OUTLINE, REGIONS, type City, type PlaceName, type Region } from './gazetteer';

export interface NominatimPlace {
  place_id: number;
  licence: string;
  lat: string;
  lon: string;
  class: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  address?: Record<string, string>;
  boundingbox: [string, string, string, string];
}

type Kind = 'state' | 'city' | 'neighbourhood';

interface Place {
  id: number;
  kind: Kind;
  name: PlaceName;
  /** Every spelling, folded for matching. */
  keys: string[];
  lat: number;
  lon: number;
  postcode?: string;
  region: Region;
  city?: City;
}

const LICENCE = 'Libas demo gazetteer; names and positions as in OpenStreetMap (ODbL 1.0)';
/** How far each kind reaches around its point, in degrees, for the bounding box. */
const EXTENT: Record<Kind, number> = { state: 1.5, city: 0.15, neighbourhood: 0.01 };
const RANK: Record<Kind, number> = { state: 8, city: 16, neighbourhood: 22 };
/** Between equally good matches, a city is what people most often mean. */
const KIND_BONUS: Record<Kind, number> = { city: 3, neighbourhood: 2, state: 1 };

function buildPlaces(): Place[] {
  const regionByCode = new Map(REGIONS.map((region) => [region.code, region]));
  const cityByCode = new Map(CITIES.map((city) => [city.naqel, city]));
  const keysOf = (name: PlaceName, aliases: string[] = []) => [...new Set([name.ar, name.en, ...aliases].map(fold))];
  const places: Place[] = [];
  REGIONS.forEach((region, i) =>
    places.push({ id: 1 + i, kind: 'state', name: region.name, keys: keysOf(region.name, region.aliases), lat: region.lat, lon: region.lon, region }),
  );
  CITIES.forEach((city, i) => {
    const region = regionByCode.get(city.region);
    if (!region) throw new Error(`Gazetteer: unknown region ${city.region} of ${city.name.en}`);
    places.push({ id: 100 + i, kind: 'city', name: city.name, keys: keysOf(city.name, city.aliases), lat: city.lat, lon: city.lon, postcode: city.postcode, region, city });
  });
  DISTRICTS.forEach((district, i) => {
    const city = cityByCode.get(district.city);
    if (!city) throw new Error(`Gazetteer: unknown city ${district.city} of ${district.name.en}`);
    places.push({
      id: 1000 + i,
      kind: 'neighbourhood',
      name: district.name,
      keys: keysOf(district.name, district.aliases),
      lat: district.lat,
      lon: district.lon,
      postcode: district.postcode,
      region: regionByCode.get(city.region)!,
      city,
    });
  });
  return places;
}

const PLACES = buildPlaces();
const COUNTRY_KEYS = [COUNTRY.ar, COUNTRY.en, ...COUNTRY_ALIASES].map(fold);

/** How well `query` (folded) names one of `keys`: 0 for not at all. */
function matchScore(query: string, keys: string[]): number {
  let best = 0;
  for (const key of keys) {
    if (key === query) return 100;
    if (key.startsWith(query) && query.length >= 2) best = Math.max(best, 80);
    else if (key.split(' ').some((word) => word.startsWith(query)) && query.length >= 2) best = Math.max(best, 60);
    else if (query.length >= 3 && key.includes(query)) best = Math.max(best, 40);
  }
  return best;
}

/** The names above a place (its city, region and country), for the parts of a query after a comma. */
function ancestorKeys(place: Place): string[][] {
  const levels = [COUNTRY_KEYS, [fold(place.region.name.ar), fold(place.region.name.en), ...(place.region.aliases ?? []).map(fold)]];
  if (place.kind === 'neighbourhood' && place.city) {
    levels.push([fold(place.city.name.ar), fold(place.city.name.en), ...(place.city.aliases ?? []).map(fold)]);
  }
  return levels;
}

function addressOf(place: Place, lang: Lang): Record<string, string> {
  const address: Record<string, string> = {};
  if (place.kind === 'neighbourhood') address.neighbourhood = place.name[lang];
  if (place.city) address.city = place.city.name[lang];
  address.state = place.region.name[lang];
  address['ISO3166-2-lvl4'] = place.region.code;
  if (place.postcode) address.postcode = place.postcode;
  address.country = COUNTRY[lang];
  address.country_code = 'sa';
  return address;
}

function toNominatim(place: Place, lang: Lang, withAddress: boolean): NominatimPlace {
  const address = addressOf(place, lang);
  const displayParts = [address.neighbourhood, address.city, address.state, address.postcode, address.country].filter(Boolean);
  const extent = EXTENT[place.kind];
  const coordinate = (value: number) => value.toFixed(7);
  return {
    place_id: place.id,
    licence: LICENCE,
    lat: coordinate(place.lat),
    lon: coordinate(place.lon),
    class: place.kind === 'state' ? 'boundary' : 'place',
    type: place.kind === 'state' ? 'administrative' : place.kind,
    place_rank: RANK[place.kind],
    importance: place.kind === 'city' ? 0.6 : place.kind === 'state' ? 0.5 : 0.3,
    addresstype: place.kind === 'neighbourhood' ? 'neighbourhood' : place.kind,
    name: place.name[lang],
    // Each language writes its own list: the Arabic comma in Arabic.
    display_name: displayParts.join(lang === 'ar' ? '، ' : ', '),
    ...(withAddress ? { address } : {}),
    boundingbox: [coordinate(place.lat - extent), coordinate(place.lat + extent), coordinate(place.lon - extent), coordinate(place.lon + extent)],
  };
}

export interface SearchOptions {
  lang: Lang;
  limit: number;
  addressDetails: boolean;
}

/**
 * Places named by `query`, best first. A query may name the place, then what it is in, separated
 * by commas ("العزيزية، المدينة", "Al Olaya, Riyadh"); a 5-digit query is a postcode.
 */
export function search(query: string, { lang, limit, addressDetails }: SearchOptions): NominatimPlace[] {
  const parts = query
    .split(/[,،]/)
    .map(fold)
    .filter((part) => part !== '');
  const [first, ...context] = parts;
  if (!first) return [];
  const postcode = /^\d{5}$/.test(first) ? first : null;
  const scored: { place: Place; score: number }[] = [];
  for (const place of PLACES) {
    const score = postcode ? (place.postcode === postcode ? 100 : 0) : matchScore(first, place.keys);
    if (score === 0) continue;
    const levels = ancestorKeys(place);
    // Every further part must name something the place is in; numbers (a postcode) are ignored.
    const fits = context.every((part) => /^\d+$/.test(part) || levels.some((keys) => matchScore(part, keys) >= 60));
    if (fits) scored.push({ place, score: score + KIND_BONUS[place.kind] });
  }
  scored.sort((a, b) => b.score - a.score || a.place.id - b.place.id);
  return scored.slice(0, limit).map(({ place }) => toNominatim(place, lang, addressDetails));
}

/** Great-circle distance in kilometres. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Whether a point is inside a polygon of [lat, lon] vertices (ray casting). */
function inside(lat: number, lon: number, polygon: readonly (readonly [number, number])[]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lonI] = polygon[i]!;
    const [latJ, lonJ] = polygon[j]!;
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI) within = !within;
  }
  return within;
}
/** How near a point must be to be in a district or a city; beyond a city's reach, only its region is named. */
const DISTRICT_KM = 3;
const CITY_KM = 35;
const REGION_KM = 400;

function nearest(kind: Kind, lat: number, lon: number): { place: Place; km: number } | null {
  let best: { place: Place; km: number } | null = null;
  for (const place of PLACES) {
    if (place.kind !== kind) continue;
    const km = distanceKm(lat, lon, place.lat, place.lon);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/**
 * The place at a point, as finely as `zoom` asks (Nominatim: 18 a building, 14 a suburb, 10 a city,
 * 5 a state), or null when the point is not in the kingdom (Bahrain, Qatar or Kuwait City included).
 */
export function reverse(lat: number, lon: number, { lang, zoom, addressDetails }: { lang: Lang; zoom: number; addressDetails: boolean }): NominatimPlace | null {
  if (!inside(lat, lon, KINGDOM_OUTLINE)) return null;
  const district = zoom >= 14 ? nearest('neighbourhood', lat, lon) : null;
  if (district && district.km <= DISTRICT_KM) return toNominatim(district.place, lang, addressDetails);
  const city = nearest('city', lat, lon);
  if (!city || city.km > REGION_KM) return null;
  if (zoom >= 8 && city.km <= CITY_KM) return toNominatim(city.place, lang, addressDetails);
  const region = PLACES.find((place) => place.kind === 'state' && place.region === city.place.region)!;
  return toNominatim(region, lang, addressDetails);
}
