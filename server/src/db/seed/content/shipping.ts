/**
 * The demo's shipping companies and rate table ("Shipping"): naqel prices by the zone of each of its
 * cities (the contract's CityCode), fastlo by region, the state a geocoder gives being its city.
 * aramex and smsa are listed but not enabled by the trader, so checkout shows them dimmed.
 */
import { CITIES, REGIONS } from '../../../services/gazetteer';
import { fastloCity } from '../../../services/shipping';
import type { SeedShippingGate } from './types';

/** naqel's zones around the store in Riyadh: the city itself, the central regions, the main cities, the rest. */
const NAQEL_MAIN_CITIES = new Set(['JED', 'MAC', 'MED', 'TIF', 'DMM', 'DMM45', 'DMM46', 'DMM47', 'DMM48', 'JUB', 'HOF']);
const CENTRAL_REGIONS = new Set(['SA-01', 'SA-05']);
const FASTLO_MAIN_REGIONS = new Set(['SA-02', 'SA-03', 'SA-04']);

const naqelZone = (code: string, region: string) =>
  code === 'RUH' ? 'riyadh' : CENTRAL_REGIONS.has(region) ? 'central' : NAQEL_MAIN_CITIES.has(code) ? 'main' : 'remote';
const fastloZone = (region: string) => (CENTRAL_REGIONS.has(region) ? 'central' : FASTLO_MAIN_REGIONS.has(region) ? 'main' : 'remote');

export const shippingGates: SeedShippingGate[] = [
  {
    name: 'naqel',
    traderEnabled: true,
    codFee: 10,
    rates: {
      riyadh: { price: 15, days: [1, 2] },
      central: { price: 22, days: [2, 3] },
      main: { price: 25, days: [2, 4] },
      remote: { price: 32, days: [3, 5] },
    },
    cities: Object.fromEntries(CITIES.map((city) => [city.naqel, naqelZone(city.naqel, city.region)])),
  },
  {
    name: 'fastlo',
    traderEnabled: true,
    codFee: 7.5,
    rates: {
      central: { price: 18, days: [2, 3] },
      main: { price: 24, days: [2, 4] },
      remote: { price: 29.5, days: [3, 5] },
    },
    cities: Object.fromEntries(REGIONS.map((region) => [fastloCity(region.name.en), fastloZone(region.code)])),
  },
  { name: 'aramex', traderEnabled: false, codFee: 0, rates: {}, cities: {} },
  { name: 'smsa', traderEnabled: false, codFee: 0, rates: {}, cities: {} },
];
