/**
 * The data each page shows first, so it can be fetched while the page's code is still loading
 * rather than after it renders (no waterfall): a route names its loader by its module's name
 * (app/route-table.ts). Each loader is a module of its own, `app/route-data/<name>.ts`, which
 * loads beside its page's code: a page loads the API modules of its own data and no other page's
 * (the server render preloads it with the page, entry-server.tsx). The pages' own hooks use the
 * same query options, so they find these answers in the cache.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { settingsQuery, storeInfoQuery } from '@/api/store';
import type { Lang } from '@shared/lang';

export interface RouteContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: Lang;
  /** What the API offers ("Capabilities"), when store info is known already (api/store.ts `cachedCapabilities`). */
  capabilities?: readonly string[];
  /** The signed-in shopper a page is rendered for, on the server. */
  userId?: number;
}

// The options differ only in their data types, which prefetching does not read.
export type AnyQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A page's first data for the address it is shown at. */
export type RouteLoader = (context: RouteContext) => AnyQuery[];

/** The loaders, each the default export of a module of app/route-data/, which loads when its page does. */
const LOADERS = import.meta.glob<{ default: RouteLoader }>('./*.ts', { base: './route-data' });

/** The loader a route names (app/route-table.ts): `app/route-data/<name>.ts`'s default export. */
export async function routeLoader(name: string): Promise<RouteLoader> {
  const load = LOADERS[`./${name}.ts`];
  if (!load) throw new Error(`No loader ${name} in app/route-data/`);
  return (await load()).default;
}

/** What every page's header and meta show: fetched with the page's data when the server renders it. */
export const layoutData = (language: Lang): AnyQuery[] => [storeInfoQuery(language), settingsQuery(language)];
