/** The one route tree, built from the route table (app/route-table.ts). Every page is lazy. */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { cachedCapabilities } from '@/api/store';
import { RequireAuth } from './require-auth';
import { useHydrated } from '@/hooks/use-hydrated';
import type { Lang } from '@shared/lang';
import { currentLanguage, i18n } from '@/i18n';
import { lazyReady } from '@/lib/lazy-ready';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { RouteProgress } from './layout/route-progress';
import type { AnyQuery, RouteContext } from './route-data';
import { ROUTES, type RouteEntry } from './route-table';

type LazyPage = ReturnType<typeof lazyPage>;

/**
 * A lazy page whose code and strings start loading together, before it renders. Each page's
 * strings load alongside its code, so the page renders once, complete, instead of suspending again
 * for its namespaces (a second skeleton and layout shift). A page already loaded renders at once:
 * while a served page hydrates, React can apply a click only to a part that hydrates without
 * suspending (the server and main.tsx load the page before rendering it).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []) {
  const Page = lazyReady(() => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([page]) => page));
  return Object.assign(Page, { preload: Page.load, namespaces });
}

/** The page modules of app/routes/, each a chunk of its own that loads when first shown. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./*.tsx', { base: './routes' });

/** The source of a route's page, as the build's manifest names its chunk. */
export const pageModule = (route: Pick<RouteEntry, 'lazy'>): string => `src/app/routes/${route.lazy}.tsx`;

type Location = { pathname: string; search: string };

/** A route of the table, matched, with its page and its data's context. */
export interface FoundRoute {
  route: RouteEntry;
  page: LazyPage;
  context: RouteContext;
}

/**
 * Everything the router needs, built from a route table (app/route-table.ts): the route tree,
 * each route's lazy page and what a page preloads. The shop has one, from `ROUTES`; a test may
 * build another from a table of its own.
 */
export function createRouting(routes: readonly RouteEntry[]) {
  // One page per module and strings: two routes of one page (the payment and its status) show the
  // same component, which React keeps from one to the other.
  const pages = new Map<string, LazyPage>();
  const pageOf = (route: RouteEntry): LazyPage => {
    const key = `${route.lazy} ${route.namespaces?.join(' ') ?? ''}`;
    let page = pages.get(key);
    if (!page) {
      const load = PAGE_MODULES[`./${route.lazy}.tsx`];
      if (!load) throw new Error(`No page ${route.lazy}`);
      page = lazyPage(load, route.namespaces);
      pages.set(key, page);
    }
    return page;
  };
  for (const route of routes) pageOf(route);
  const served = routes.filter((route) => route.served);

  /** The served page at `location`, with its data's context; null for the pages the browser alone renders. */
  function findPreload(location: Location, language: Lang, capabilities?: readonly string[]): FoundRoute | null {
    for (const route of served) {
      const match = matchPath(route.path, location.pathname);
      if (!match) continue;
      const context: RouteContext = { params: match.params, search: new URLSearchParams(location.search), language, capabilities };
      return { route, page: pageOf(route), context };
    }
    return null;
  }

  /**
   * Starts loading what the page at `location` needs, and its data when given the query client (a
   * server-rendered page brought its data along). Resolves once the page's code and strings are
   * here; at once for other pages.
   */
  function preloadRoute(location: Location, queryClient?: QueryClient): Promise<unknown> {
    const language = currentLanguage();
    const found = findPreload(location, language, queryClient && cachedCapabilities(queryClient, language));
    if (!found) return Promise.resolve();
    const page = found.page.preload();
    if (!queryClient) return page;
    void loadRouteData(found).then((queries) => {
      for (const query of queries) void queryClient.prefetchQuery(query);
    });
    return page;
  }

  /** The routes of one layout, a signed-in shopper's behind RequireAuth; the page for any other address last. */
  const layoutRoutes = (layout: RouteEntry['layout']) => {
    const element = (route: RouteEntry) => {
      const Page = pageOf(route);
      return <Route key={route.path} path={route.path} element={<Page />} />;
    };
    const mine = routes.filter((route) => route.layout === layout);
    const guarded = mine.filter((route) => route.signedIn);
    return [
      ...mine.filter((route) => !route.signedIn && route.path !== '*').map(element),
      ...(guarded.length ? [<Route key="signed-in" element={<RequireAuth />}>{guarded.map(element)}</Route>] : []),
      ...mine.filter((route) => !route.signedIn && route.path === '*').map(element),
    ];
  };
  const tree = (
    <Routes>
      <Route element={<AuthLayout />}>{layoutRoutes('auth')}</Route>
      <Route element={<MainLayout />}>{layoutRoutes(undefined)}</Route>
    </Routes>
  );

  /** Client-side navigations preload too (main.tsx starts the first page's, before React). */
  function RoutePreloader() {
    const location = useLocation();
    const queryClient = useQueryClient();
    useEffect(() => void preloadRoute(location, queryClient), [queryClient, location]);
    return null;
  }

  function AppRoutes() {
    return (
      <>
        <RoutePreloader />
        <RouteProgress />
        <MarketingWhenLive />
        {tree}
      </>
    );
  }

  return { AppRoutes, findPreload, preloadRoute };
}

/**
 * A route's first data (its `loader`), for the context it was found in. The loaders' table and
 * each loader, a module of its own, load beside the page's code rather than in the entry, which
 * stays small; a page loads the API modules of its own data and no other page's.
 */
export async function loadRouteData({ route, context }: Pick<FoundRoute, 'route' | 'context'>): Promise<AnyQuery[]> {
  if (!route.loader) return [];
  const { routeLoader } = await import('./route-data');
  return (await routeLoader(route.loader))(context);
}

/** The source of a route's loader, as the build's manifest names its chunk; none without one. */
export const loaderModule = (route: Pick<RouteEntry, 'loader'>): string[] => (route.loader ? [`src/app/route-data/${route.loader}.ts`] : []);

// The consent bar and the pixels: browser-only, loaded once the page is live ("Consent and pixels").
const Marketing = lazy(() => import('@/features/marketing/marketing'));

function MarketingWhenLive() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Marketing />
    </Suspense>
  ) : null;
}

/** The shop's routing, from the one route table. */
export const shopRouting = createRouting(ROUTES);
export const { AppRoutes, findPreload, preloadRoute } = shopRouting;
