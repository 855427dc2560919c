/**
 * Server rendering of the first screen (ADR 0007): the home, shop and product pages arrive as
 * HTML with the answers they were rendered from, so the shopper sees them before any script
 * runs, and main.tsx hydrates them. The signed-in pages arrive rendered for the shopper their login
 * cookie names, or as the layout without it, and main.tsx renders them afresh. Built with
 * `vite build --ssr` and used by `npm start`. Any page the server does not render, and any render
 * that fails, gets the plain index.html.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { cachedCapabilities, storeInfoQuery } from '@/api/store';
import { setTransport } from '@/api/client';
import { AppProviders } from '@/app/providers';
import { createRouting, loadRouteData, loaderModule, pageModule, shopRouting } from '@/app/router';
import type { RouteEntry } from '@/app/route-table';
import { serverStateScript, setServedConsentBar } from '@/app/server-state';
import { SERVER_RENDER_ORIGIN } from '@/config/env';
import type { Lang } from '@shared/lang';
import { i18n, locales, setRenderLanguage, startI18n, toLanguage } from '@/i18n';
import { setShopOrigin, shopOrigin } from '@/lib/seo';
import { parseLoginCookie, setRenderLogin, type StoredLogin } from '@/lib/stored-login';
import type { AssertServerEntry, RenderPage, RenderRequest, RenderedRequest, RendererOptions } from '@shared/render-contract';
import { COMMON_MODULES, HYDRATION_MODULES, pageChunks, preloadLinks } from '@/server-render/preloads';
import { SHOPPER_DATA_MARK, fillTemplate, splitHead } from '@/server-render/template';

type Routing = ReturnType<typeof createRouting>;

/** What a render reads of its request, in a language of the shop's. */
type ReadRequest = RenderedRequest & { language: Lang };

/**
 * What a render of `request` depends on, so the server caches and rate-limits renders by it: the
 * path with the query parameters the page reads (its route's `search`), sorted by name, the
 * language, and whether the shopper has chosen about the pixels (without a choice, the page comes
 * with the consent bar).
 * Any other parameter is dropped, so it can neither force a render nor take a cache entry. Null for
 * the pages the server leaves to the browser.
 *
 * A signed-in page's path is its own, in lower case, however the request spelt it (the router
 * matches /Profile too): the server renders it there alone and sends any other spelling to it, so
 * that no cache keeps the shopper's page under an address it does not know as private.
 */
export function renderedRequest(request: RenderRequest, { findPreload }: Routing = shopRouting): ReadRequest | null {
  const url = new URL(request.url, SERVER_RENDER_ORIGIN);
  const language = toLanguage(request.language);
  const found = findPreload(url, language);
  if (!found) return null;
  const read = new URLSearchParams();
  for (const name of [...(found.route.search ?? [])].sort()) for (const value of url.searchParams.getAll(name)) read.append(name, value);
  const query = read.toString();
  const signedIn = found.route.signedIn ?? false;
  const path = signedIn ? found.route.path : url.pathname;
  return { url: query ? `${path}?${query}` : path, language, signedIn, consentChosen: request.consentChosen ?? false };
}

const renderLanguage = new AsyncLocalStorage<Lang>();
const renderLogin = new AsyncLocalStorage<StoredLogin | null>();
const renderConsentBar = new AsyncLocalStorage<boolean>();

/** Every language's strings, loaded up front: a server renders any page in either language. */
async function loadAllLocales(): Promise<void> {
  await Promise.all(
    Object.entries(locales).map(async ([path, load]) => {
      const [, language = '', namespace = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      i18n.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

/**
 * Loads the page's code and its first data with the layout's, for the signed-in shopper `userId`
 * when there is one; null for pages the server leaves to the browser. Rejects when any of it
 * fails, except a signed-in page's data after its own, which the page shows failed as the browser would.
 */
async function loadRoute({ findPreload }: Routing, queryClient: QueryClient, url: URL, language: Lang, userId: number | undefined) {
  const found = findPreload(url, language);
  if (!found) return null;
  const [{ layoutData }] = await Promise.all([import('@/app/route-data'), queryClient.fetchQuery(storeInfoQuery(language))]);
  // Store info first: what a page asks for can depend on what the API offers, and the page's
  // data is then exactly the queries it makes, so the browser asks for none of it again.
  found.context.capabilities = cachedCapabilities(queryClient, language);
  found.context.userId = userId;
  const data = await loadRouteData(found);
  const [required, optional] = userId === undefined ? [data, []] : [data.slice(0, 1), data.slice(1)];
  await Promise.all([
    found.page.preload(),
    ...[...layoutData(language), ...required].map((query) => queryClient.fetchQuery(query)),
    ...optional.map((query) => queryClient.prefetchQuery(query)),
  ]);
  return found;
}

/**
 * The sources of a served page's code: its module, the lazy parts it renders, what every page
 * imports as it starts, and for a page the browser hydrates, its loader and the layout's parts.
 */
function pageModules(route: RouteEntry, language: Lang, namespaces: readonly string[]): string[] {
  const strings = namespaces.map((namespace) => `src/i18n/locales/${language}/${namespace}.json`);
  return [pageModule(route), ...(route.parts ?? []), ...COMMON_MODULES, ...(route.signedIn ? [] : [...loaderModule(route), ...HYDRATION_MODULES]), ...strings];
}

/**
 * The server render. `routes` is the shop's route table unless a test gives one of its own: the
 * renderer renders, preloads and reads requests by it.
 */
export async function createRenderer({ inject, timeoutMs = 5_000, onError = () => {}, manifest = {}, origin, routes }: RendererOptions & { routes?: readonly RouteEntry[] }): Promise<RenderPage> {
  const routing = routes ? createRouting(routes) : shopRouting;
  const { AppRoutes } = routing;
  setShopOrigin(origin);
  // The API's own origin stays on the server; any other host (VITE_API_URL) is fetched.
  setTransport((input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.origin === SERVER_RENDER_ORIGIN ? inject(url.pathname + url.search, init) : fetch(input, init);
  });
  setRenderLanguage(() => renderLanguage.getStore());
  setRenderLogin(() => renderLogin.getStore() ?? null);
  setServedConsentBar(() => renderConsentBar.getStore() ?? false);
  await startI18n();
  await loadAllLocales();

  return (template, request) => {
    const rendered = renderedRequest(request, routing);
    if (!rendered) return Promise.resolve(null);
    const { language } = rendered;
    // Only a signed-in page reads the login: every other page is the same for everyone, and kept.
    const login = rendered.signedIn && request.login ? parseLoginCookie(request.login) : null;
    const consentBar = !rendered.consentChosen;
    return renderConsentBar.run(consentBar, () => renderLogin.run(login, () => renderLanguage.run(language, async () => {
      const url = new URL(rendered.url, SERVER_RENDER_ORIGIN);
      const queryClient = createQueryClient();
      // A failed call leaves the page to the browser, which retries and shows its own states; one a
      // signed-in page may do without shows as failed, since nothing is asked again during a render.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
      const found = await loadRoute(routing, queryClient, url, language, login?.user.id).catch((error: unknown) => {
        onError(error);
        return null;
      });
      if (!found) return null;
      const chunks = pageChunks(manifest, pageModules(found.route, language, found.page.namespaces));

      let failed = false;
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders queryClient={queryClient} i18n={i18n.cloneInstance({ lng: language })}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
        {
          signal: AbortSignal.timeout(timeoutMs),
          // One piece, in order: React would otherwise move large sections to the end of the
          // page with inline scripts to put them back, which the CSP forbids.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            failed = true;
            onError(error);
          },
        },
      );
      // Decoded as one stream: a chunk may end inside an Arabic letter's bytes.
      const html = await text(prelude);
      if (failed) return null;

      const { head, body } = splitHead(html);
      // Behind the stylesheet and the images the first paint needs: the page reads without them. The
      // entry's own script in index.html keeps the default priority for a page the browser renders.
      const preloads = preloadLinks(chunks);
      // A signed-in page is rendered afresh in the browser (main.tsx), not hydrated: until then a tap
      // or typing would be lost, so the page shows but takes none.
      const app = rendered.signedIn ? `<div inert="">${body}</div>` : body;
      // The shopper's data came with the page: index.html's script need not ask for it.
      const marker = login ? SHOPPER_DATA_MARK : '';
      return fillTemplate(template, { language, head: head + marker + preloads, app, state: serverStateScript({ language, origin: shopOrigin(), consentBar, queries: dehydrate(queryClient) }) });
    })));
  };
}

/** The server loads this module as its `ServerEntry` (shared/render-contract.ts), which TypeScript checks here. */
export type _ServerEntry = AssertServerEntry<{ createRenderer: typeof createRenderer; renderedRequest: typeof renderedRequest }>;
