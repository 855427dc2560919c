/**
 * The data each page shows first, so it can be fetched while the page's code is still loading
 * rather than after it renders (no waterfall): a route names its loader here by its name
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

/** Every route's loader, by its name: the module `app/route-data/<name>.ts` and its default export. */
export const ROUTE_LOADERS = {
  home: () => import('./route-data/home'),
  shop: () => import('./route-data/shop'),
  product: () => import('./route-data/product'),
  cart: () => import('./route-data/cart'),
  payment: () => import('./route-data/payment'),
  'payment-status': () => import('./route-data/payment-status'),
  profile: () => import('./route-data/profile'),
} satisfies Record<string, () => Promise<{ default: RouteLoader }>>;

/** What every page's header and meta show: fetched with the page's data when the server renders it. */
export const layoutData = (language: Lang): AnyQuery[] => [storeInfoQuery(language), settingsQuery(language)];
