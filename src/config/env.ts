/**
 * Typed, validated access to the VITE_* variables ("Two parts, one contract").
 * Every API host falls back to VITE_API_URL, and an unset VITE_API_URL means the page's own
 * origin, so one build served by the reference API works with no configuration.
 */
import type { Lang } from '@shared/lang';

export interface Env {
  apiUrl: string;
  traderApiUrl: string;
  chatApiUrl: string;
  servicesApiUrl: string;
  trackingBaseUrl: string;
  geocoderUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  googleClientId: string | null;
  defaultLanguage: Lang;
}

export type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export class EnvError extends Error {
  override name = 'EnvError';
}

const DEFAULT_GEOCODER = 'https://nominatim.openstreetmap.org';
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function baseUrl(raw: RawEnv, key: string, fallback: string): string {
  const value = text(raw, key);
  if (value === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`${key} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvError(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv, origin: string): Env {
  const apiUrl = baseUrl(raw, 'VITE_API_URL', origin.replace(/\/+$/, ''));
  const language = text(raw, 'VITE_DEFAULT_LANGUAGE') ?? 'ar';
  if (language !== 'ar' && language !== 'en') {
    throw new EnvError(`VITE_DEFAULT_LANGUAGE must be "ar" or "en", got "${language}"`);
  }
  const tiles = text(raw, 'VITE_MAP_TILE_URL') ?? DEFAULT_TILES;
  if (!/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(tiles)) {
    throw new EnvError(`VITE_MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${tiles}"`);
  }
  return {
    apiUrl,
    traderApiUrl: baseUrl(raw, 'VITE_TRADER_API_URL', apiUrl),
    chatApiUrl: baseUrl(raw, 'VITE_CHAT_API_URL', apiUrl),
    servicesApiUrl: baseUrl(raw, 'VITE_SERVICES_API_URL', apiUrl),
    trackingBaseUrl: baseUrl(raw, 'VITE_TRACKING_BASE_URL', apiUrl),
    geocoderUrl: baseUrl(raw, 'VITE_GEOCODER_URL', DEFAULT_GEOCODER),
    mapTileUrl: tiles,
    mapTileAttribution: text(raw, 'VITE_MAP_TILE_ATTRIBUTION') ?? DEFAULT_ATTRIBUTION,
    googleClientId: text(raw, 'VITE_GOOGLE_CLIENT_ID') ?? null,
    defaultLanguage: language,
  };
}

/**
 * The origin a server render sees in place of the page's: the server answers calls to it itself
 * (entry-server.tsx), as the browser's same-origin calls reach the same server.
 */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/** The page's origin, or the server render's stand-in for it. */
export const PAGE_ORIGIN = typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin;

export const env: Env = parseEnv(import.meta.env, PAGE_ORIGIN);
