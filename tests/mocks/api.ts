import { env } from '@/config/env';
import type { Lang } from '@shared/lang';

/** A path on the main API host, as the SPA will call it. */
export const apiPath = (path: string) => `${env.apiUrl}${path}`;

/** The language the SPA asked for (Accept-Language), defaulting as the reference API does. */
export function requestLanguage(request: Request): Lang {
  return request.headers.get('Accept-Language') === 'en' ? 'en' : 'ar';
}

/** A path on the trader API host, which the SPA tests set apart from the main API. */
export const traderPath = (path: string) => `${env.traderApiUrl}${path}`;

/** A path on the geocoder ("Map and geocoding"): the public Nominatim by default. */
export const geocoderPath = (path: string) => `${env.geocoderUrl}${path}`;

/** A path on the chat host, which the SPA tests set apart from the main API. */
export const chatPath = (path: string) => `${env.chatApiUrl}${path}`;
