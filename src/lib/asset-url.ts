import { PAGE_ORIGIN, env } from '@/config/env';

// Root-relative when the API is the page's own origin, so server-rendered and hydrated markup agree.
const assetBase = env.apiUrl === PAGE_ORIGIN ? '' : env.apiUrl;

const isAbsolute = (path: string) => /^(https?:)?\/\//.test(path) || path.startsWith('data:');

/** A path relative to the API host, such as store info's `logo_url`. */
export function apiAssetUrl(path: string): string {
  if (isAbsolute(path)) return path;
  return `${assetBase}/${path.replace(/^\/+/, '')}`;
}

/** An image served from `/storage/{img}`; `width` asks the server for a resized WebP ("Images"). */
export function storageUrl(img: string, width?: number): string {
  const base = isAbsolute(img) ? img : `${assetBase}/storage/${img.replace(/^\/+/, '').replace(/^storage\//, '')}`;
  if (width === undefined || isAbsolute(img)) return base;
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}`;
}

/** `srcset` for a storage image at the given widths. */
export function storageSrcSet(img: string, widths: readonly number[]): string | undefined {
  if (isAbsolute(img)) return undefined;
  return widths.map((w) => `${storageUrl(img, w)} ${w}w`).join(', ');
}
