/**
 * Shipping companies and their prices ("Shipping"). A gate can be used when the store
 * lists it and the trader has it on; it delivers to the cities of its rate table, each priced by
 * its zone, plus a cash-on-delivery fee for COD orders. All in halalas.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ShippingGate } from '../contract/checkout';
import type { Db } from '../db/client';
import { shippingGates } from '../db/schema';
import { HttpError, type Lang } from '../i18n';
import { CITIES, REGIONS } from './gazetteer';

/** fastlo's city is the address's state with the suffix ' Region' removed. */
export const fastloCity = (state: string): string => state.trim().replace(/ Region$/, '');

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
