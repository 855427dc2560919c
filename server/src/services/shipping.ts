/**
 * Shipping companies and their prices ("Shipping"). A gate can be used when the store
 * lists it and the trader has it on; it delivers to the cities of its rate table, each priced by
 * its zone, plus a cash-on-delivery fee for COD orders. All in halalas. An order's shipping city
 * must be where its delivery address is (`checkShippingCity`).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ShippingGate } from '../contract/checkout';
import type { Db } from '../db/client';
import { shippingGates } from '../db/schema';
import { placeKey } from '@shared/fold';
import type { Lang } from '@shared/lang';
import { HttpError } from '../http-error';
import { CITIES, REGIONS, type City, type Region } from './gazetteer';

/** fastlo's city is the address's state with the suffix ' Region' removed. */
export const fastloCity = (state: string): string => state.trim().replace(/ Region$/, '');

const keysOf = (place: { name: { ar: string; en: string }; aliases?: string[] }) => new Set([place.name.ar, place.name.en, ...(place.aliases ?? [])].map(placeKey));
const CITY_KEYS = CITIES.map((city) => ({ city, keys: keysOf(city) }));
const REGION_KEYS = REGIONS.map((region) => ({ region, keys: keysOf(region) }));

/**
 * Where a delivery address is, as far as the gazetteer knows it: its city (by its name in either
 * language or another spelling), and so the city's region; else the region it names. Nulls for
 * a place the gazetteer does not know.
 */
export function addressPlace(address: { city: string; region?: string | null }): { city: City | null; region: Region | null } {
  const cityKey = placeKey(address.city);
  const city = cityKey === '' ? null : (CITY_KEYS.find((entry) => entry.keys.has(cityKey))?.city ?? null);
  if (city) return { city, region: REGIONS.find((region) => region.code === city.region) ?? null };
  const regionKey = placeKey(address.region ?? '');
  return { city: null, region: regionKey === '' ? null : (REGION_KEYS.find((entry) => entry.keys.has(regionKey))?.region ?? null) };
}

/**
 * An order is shipped, and priced, to where its delivery address is ("Shipping"): a naqel city
 * (its CityCode) must be the address's city, or, for a city the gazetteer does not know, one of
 * its region's; a fastlo city (a region's name) must be the address's region. A 400 otherwise,
 * before anything is priced, so a client cannot buy Riyadh's rate for a parcel to Tabuk. An address
 * whose place the gazetteer knows not at all, and a city of neither kind, are not compared: the
 * rate table then says whether the company delivers there.
 */
export function checkShippingCity(shippingCity: string, address: { city: string; region?: string | null }): void {
  const place = addressPlace(address);
  if (!place.region) return;
  const wanted = shippingCity.trim().toLowerCase();
  const asCity = CITIES.find((city) => city.naqel.toLowerCase() === wanted);
  const asRegion = REGIONS.find((region) => fastloCity(region.name.en).toLowerCase() === wanted);
  const fits = asCity ? (place.city ? asCity === place.city : asCity.region === place.region.code) : asRegion ? asRegion === place.region : true;
  if (!fits) throw new HttpError(400, 'shippingCityMismatch');
}

/** A gate's city (a naqel CityCode, a fastlo region) by its name in the language. */
export function cityName(gate: string, city: string, lang: Lang): string {
  if (gate === 'naqel') return CITIES.find((known) => known.naqel === city)?.name[lang] ?? city;
  if (gate === 'fastlo') return REGIONS.find((region) => fastloCity(region.name.en) === city)?.name[lang] ?? city;
  return city;
}

/** The store's gates in their order; `status` says whether a shopper may choose it. */
export async function listGates(db: Db): Promise<ShippingGate[]> {
  const rows = await db
    .select({ id: shippingGates.id, name: shippingGates.name, enabled: shippingGates.enabled, traderEnabled: shippingGates.traderEnabled })
    .from(shippingGates)
    .where(eq(shippingGates.enabled, true))
    .orderBy(asc(shippingGates.id));
  return rows.map((row) => ({ id: row.id, name: row.name, status: row.traderEnabled }));
}

export interface Quote {
  gate: string;
  /** The city as the rate table spells it. */
  city: string;
  /** Delivery, COD fee included, before VAT. */
  costHalalas: number;
  /** The cash-on-delivery fee before VAT (0 for a card order). */
  codFeeHalalas: number;
  /** Delivery alone, before VAT. */
  deliveryHalalas: number;
  /** Business days to delivery. */
  minDays: number;
  maxDays: number;
}

interface QuoteRow extends Record<string, unknown> {
  name: string;
  usable: boolean;
  cod_fee_halalas: number;
  city: string | null;
  price_halalas: number | null;
  min_days: number | null;
  max_days: number | null;
}

/**
 * What `gate` charges to deliver to `city`. 422 for a gate that does not exist or cannot be
 * used, or a city it does not deliver to. Reads through `db`, which may be a transaction.
 */
export async function quoteShipping(db: Db, input: { gate: string; city: string; cod: boolean }): Promise<Quote> {
  const result = await db.execute<QuoteRow>(sql`
    select g.name, (g.enabled and g.trader_enabled) as usable, g.cod_fee_halalas, c.city, r.price_halalas, r.min_days, r.max_days
      from shipping_gates g
      left join shipping_cities c on c.gate_id = g.id and lower(c.city) = lower(${input.city.trim()})
      left join shipping_rates r on r.gate_id = c.gate_id and r.zone = c.zone
     where lower(g.name) = lower(${input.gate.trim()})`);
  const [row] = (result as unknown as { rows: QuoteRow[] }).rows;
  if (!row) throw new HttpError(422, 'gateUnknown');
  if (!row.usable) throw new HttpError(422, 'gateUnavailable');
  if (row.city === null || row.price_halalas === null) throw new HttpError(422, 'cityNotServed');
  const codFeeHalalas = input.cod ? row.cod_fee_halalas : 0;
  return {
    gate: row.name,
    city: row.city,
    costHalalas: row.price_halalas + codFeeHalalas,
    codFeeHalalas,
    deliveryHalalas: row.price_halalas,
    minDays: row.min_days ?? 2,
    maxDays: row.max_days ?? 5,
  };
}
