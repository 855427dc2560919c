/**
 * A delivery address and what shipping derives from it: the city each gate needs (naqel's city,
 * fastlo's region) and what checkout's address fields start from. A pick comes from the map, a
 * search, a saved address or the last order's.
 */
import { placeKey } from '@shared/fold';
import type { Lang } from '@shared/lang';
import { FASTLO_CITIES, NAQEL_CITIES, type FastloCity, type NaqelCity } from '@/lib/orders/cities';
import { joinList } from '@/lib/orders/join-list';
import { toLatinDigits } from '@/lib/orders/digits';
import type { Delivery, GeocoderPlace, SavedAddress, ShippingGate } from '@/types/api';

export interface PickedAddress {
  /** The point on the map; null for an address known without one. */
  lat: number | null;
  lon: number | null;
  displayName: string;
  /** In Saudi Arabia, where the shop delivers. */
  inKingdom: boolean;
  state: string | null;
  city: string | null;
  neighbourhood: string | null;
  /** A Saudi postcode (5 digits), when the geocoder knows one. */
  postcode: string | null;
  /** The street and building number, when the geocoder knows them. */
  road: string | null;
  houseNumber: string | null;
}

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The address of a geocoder answer. A click keeps the clicked point; a search keeps the place's.
 * A postcode that is not 5 digits is treated as none, so the shopper types one.
 */
export function toPickedAddress(place: GeocoderPlace, point?: { lat: number; lon: number }): PickedAddress {
  const address = place.address ?? {};
  const postcode = toLatinDigits(address.postcode ?? '').trim();
  return {
    lat: point?.lat ?? Number(place.lat),
    lon: point?.lon ?? Number(place.lon),
    displayName: place.display_name,
    inKingdom: (address.country_code ?? 'sa').toLowerCase() === 'sa' && Boolean(text(address.state)),
    state: text(address.state),
    city: text(address.city ?? address.town ?? address.village),
    neighbourhood: text(address.neighbourhood ?? address.suburb ?? address.quarter),
    postcode: /^\d{5}$/.test(postcode) ? postcode : null,
    road: text(address.road),
    houseNumber: text(toLatinDigits(address.house_number ?? '')),
  };
}

/** A saved address, or the last order's, as a pick: what was kept is what the gates are chosen by. */
export function knownAddress(address: SavedAddress | Delivery): PickedAddress {
  const point = 'lat' in address && address.lat !== null && address.lon !== null ? { lat: address.lat, lon: address.lon } : { lat: null, lon: null };
  return {
    ...point,
    displayName: joinList([`${address.building_number} ${address.street}`, address.district, `${address.city} ${address.postcode}`]),
    inKingdom: true,
    state: address.region || null,
    city: address.city,
    neighbourhood: address.district,
    postcode: address.postcode,
    road: address.street,
    houseNumber: address.building_number,
  };
}

/** fastlo's city from an address: the state without its suffix ' Region'. */
export const stateAsCity = (state: string): string => state.trim().replace(/ Region$/, '');

/**
 * The address as it is sent, with the city the shopper typed in its field (checkout's `town`, the
 * order's city), else the map's: where it ships is where that city is.
 */
export function withTown(address: PickedAddress | null, town: string): PickedAddress | null {
  const typed = town.trim();
  return address && typed !== '' && typed !== address.city ? { ...address, city: typed } : address;
}

/** The naqel city the address is in, by its name in either language or another spelling; null when naqel's list has none. */
export function naqelCityOf(address: PickedAddress | null): NaqelCity | null {
  if (!address?.city) return null;
  const wanted = placeKey(address.city);
  return NAQEL_CITIES.find((city) => [city.CityName, city.CityNameAr, ...(city.aliases ?? [])].some((name) => placeKey(name) === wanted)) ?? null;
}

/**
 * fastlo's city for the address, its region: the region of its city when naqel's list knows the
 * city, else its state with ' Region' removed, found in fastlo's list by its English or Arabic name,
 * as the geocoder may answer in either language. Null when fastlo does not serve it. Our API finds
 * the region the same way ("Shipping").
 */
export function fastloCityOf(address: PickedAddress | null): FastloCity | null {
  const city = naqelCityOf(address);
  if (city) return FASTLO_CITIES.find((region) => region.en === city.region) ?? null;
  if (!address?.state) return null;
  const wanted = placeKey(stateAsCity(address.state));
  return FASTLO_CITIES.find((region) => [region.en, region.ar, ...(region.aliases ?? [])].some((name) => placeKey(name) === wanted)) ?? null;
}

/**
 * The naqel cities an order to the address may ship to, as our API holds it to ("Shipping"): the
 * address's own city when naqel's list has it; else its region's cities, of which the shopper
 * chooses one; else, for a place the list cannot tell, every city.
 */
export function naqelCities(address: PickedAddress | null): readonly NaqelCity[] {
  const own = naqelCityOf(address);
  if (own) return [own];
  const region = fastloCityOf(address);
  return region ? NAQEL_CITIES.filter((city) => city.region === region.en) : NAQEL_CITIES;
}

export interface CityOption {
  value: string;
  label: string;
}

/** A city list labelled in each language, in that language's alphabetical order. */
function sortedOptions<City>(cities: readonly City[], value: (city: City) => string, label: (city: City, language: Lang) => string): Record<Lang, readonly CityOption[]> {
  const inLanguage = (language: Lang) => {
    const { compare } = new Intl.Collator(language);
    return cities.map((city) => ({ value: value(city), label: label(city, language) })).sort((a, b) => compare(a.label, b.label));
  };
  return { ar: inLanguage('ar'), en: inLanguage('en') };
}

// The lists never change: sorted once, as checkout's code loads, rather than on every render.
const CITY_OPTIONS = {
  naqel: sortedOptions(NAQEL_CITIES, (city) => city.CityCode, (city, language) => (language === 'ar' ? city.CityNameAr : city.CityName)),
  fastlo: sortedOptions(FASTLO_CITIES, (city) => city.en, (city, language) => city[language]),
};

/**
 * naqel's options are CityCodes, fastlo's the cities' English names, each labelled in the
 * page's language; any other gate has none. Given the address, naqel offers only the cities an
 * order to it may ship to (`naqelCities`).
 */
export function cityOptions(gate: string, language: Lang, address: PickedAddress | null = null): readonly CityOption[] {
  if (gate === 'fastlo') return CITY_OPTIONS.fastlo[language];
  if (gate !== 'naqel') return [];
  const options = CITY_OPTIONS.naqel[language];
  const allowed = naqelCities(address);
  if (allowed === NAQEL_CITIES) return options;
  const codes = new Set(allowed.map((city) => city.CityCode));
  return options.filter((option) => codes.has(option.value));
}

/** The delivery time the shop promises when a company does not say its own, and its widest range. */
export const DEFAULT_DELIVERY_DAYS = { min: 2, max: 5 };

export interface GateOption {
  name: string;
  enabled: boolean;
}

/** The general gates, each choosable only when the trader's list has it with status true ("Shipping"). */
export function gateOptions(general: readonly ShippingGate[], trader: readonly ShippingGate[]): GateOption[] {
  return general.map((gate) => ({ name: gate.name, enabled: trader.some((entry) => entry.name === gate.name && entry.status === true) }));
}

/**
 * The city a company's price is asked for: naqel's for the address (or the one chosen, when the
 * address's region has it), fastlo's region; none for others.
 */
export function gateCity(gate: string, address: PickedAddress | null, chosenNaqelCity = ''): string | undefined {
  if (gate === 'naqel') return naqelCityOf(address)?.CityCode ?? naqelCities(address).find((city) => city.CityCode === chosenNaqelCity)?.CityCode;
  if (gate === 'fastlo') return fastloCityOf(address)?.en;
  return undefined;
}
