/**
 * The shipping companies' cities (the contract's City, naqel and fastlo gateways), shipped with the SPA
 * in both languages: naqel's by CityCode, fastlo's by the regions' English names.
 */
import type { Lang } from '@shared/lang';
import fastloCities from '@/data/fastlo-cities.json';
import naqelCities from '@/data/naqel-cities.json';

export interface NaqelCity {
  CityCode: string;
  CityName: string;
  CityNameAr: string;
  /** Its region, by fastlo's name for it (`FastloCity.en`). */
  region: string;
  /** Other spellings a geocoder or a shopper may give the city ("Mecca", "Khobar"). */
  aliases?: string[];
}

export interface FastloCity {
  en: string;
  ar: string;
  /** Other spellings a geocoder may give the state ("Mecca Region"). */
  aliases?: string[];
}

export const NAQEL_CITIES: readonly NaqelCity[] = naqelCities;
export const FASTLO_CITIES: readonly FastloCity[] = fastloCities;

/** A gate's city value (a naqel CityCode, fastlo's English name) by its name in the language. */
export function cityLabel(gate: string | null | undefined, value: string, language: Lang): string {
  if (gate === 'naqel') {
    const city = NAQEL_CITIES.find((known) => known.CityCode === value);
    if (city) return language === 'ar' ? city.CityNameAr : city.CityName;
  }
  if (gate === 'fastlo') {
    const city = FASTLO_CITIES.find((known) => known.en === value);
    if (city) return language === 'ar' ? city.ar : city.en;
  }
  return value;
}

const KNOWN_GATES = ['naqel', 'fastlo', 'aramex', 'smsa'] as const;
type KnownGate = (typeof KNOWN_GATES)[number];

/** A shipping company's name in the language (common `gates.*`), or its value when it is not one we know. */
export function gateName(gate: string, t: (key: `gates.${KnownGate}`) => string): string {
  return (KNOWN_GATES as readonly string[]).includes(gate) ? t(`gates.${gate as KnownGate}`) : gate;
}
