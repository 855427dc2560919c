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
import type { Manifest } from 'vite';
import { createQueryClient } from '@/api/query-client';
import { cachedCapabilities, storeInfoQuery } from '@/api/store';
import { setTransport } from '@/api/client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, findPreload } from '@/app/router';
import type { ServedRouteName } from '@/app/served-routes';
import { serverStateScript } from '@/app/server-state';
import { SERVER_RENDER_ORIGIN, type Language } from '@/config/env';
import { directionOf, i18n, locales, setRenderLanguage, startI18n, toLanguage } from '@/i18n';
import { setShopOrigin, shopOrigin } from '@/lib/seo';
import { parseLoginCookie, setRenderLogin, type StoredLogin } from '@/lib/stored-login';

export interface RenderRequest {
  /** Path and query, as the browser asked for them. */
  url: string;
  /** `?lng`, else the language cookie; the build's default when neither names one. */
  language?: string;
  /** The login cookie (lib/stored-login.ts): a signed-in page is rendered for its shopper. */
  login?: string;
}

export interface RendererOptions {
  /** Answers one of the page's API calls (same-origin path and query) without leaving the server. */
  inject: (path: string, init: RequestInit) => Promise<Response>;
  /** The most a render may take before the page goes out unrendered. */
  timeoutMs?: number;
  /** Hears why a page went out unrendered. */
  onError?: (error: unknown) => void;
  /** The client build's manifest (`dist/.vite/manifest.json`), which names each page's chunks. */
  manifest?: Manifest;
  /** The shop's configured origin (PUBLIC_URL), which pages name their addresses on; never a request's Host. */
  origin?: string;
}

/** Fills index.html with the rendered page, or answers null when the browser should render it. */
export type RenderPage = (template: string, request: RenderRequest) => Promise<string | null>;

/** All that a render reads of its request: the same `RenderedRequest` always makes the same page. */
export interface RenderedRequest {
  /** The path, and of the query only the parameters the page reads, by name. */
  url: string;
  language: Language;
  /** A page for a signed-in shopper: rendered for the login the request names, and never kept. */
  signedIn: boolean;
}

/**
 * What a render of `request` depends on, so the server caches and rate-limits renders by it: the
 * path with the query parameters the page reads (`SERVED_PAGE_FILES`), sorted by name, and the language.
 * Any other parameter is dropped, so it can neither force a render nor take a cache entry. Null for
 * the pages the server leaves to the browser.
 *
 * A signed-in page's path is its own, in lower case, however the request spelt it (the router
 * matches /Profile too): the server renders it there alone and sends any other spelling to it, so
 * that no cache keeps the shopper's page under an address it does not know as private.
 */
export function renderedRequest(request: RenderRequest): RenderedRequest | null {
  const url = new URL(request.url, SERVER_RENDER_ORIGIN);
  const language = toLanguage(request.language);
  const found = findPreload(url, language);
  if (!found) return null;
  const read = new URLSearchParams();
  for (const name of [...SERVED_PAGE_FILES[found.route.name].search].sort()) for (const value of url.searchParams.getAll(name)) read.append(name, value);
  const query = read.toString();
  const path = found.route.signedIn ? found.route.path : url.pathname;
  return { url: query ? `${path}?${query}` : path, language, signedIn: found.route.signedIn };
}

const renderLanguage = new AsyncLocalStorage<Language>();
const renderLogin = new AsyncLocalStorage<StoredLogin | null>();

/** React writes the page's `<title>`, `<meta>` and preload `<link>`s first; they belong at the end of `<head>`. */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

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
async function loadRoute(queryClient: QueryClient, url: URL, language: Language, userId: number | undefined) {
  const found = findPreload(url, language);
  if (!found) return null;
  const [{ routeData, layoutData }] = await Promise.all([import('@/app/route-data'), queryClient.fetchQuery(storeInfoQuery(language))]);
  // Store info first: what a page asks for can depend on what the API offers, and the page's
  // data is then exactly the queries it makes, so the browser asks for none of it again.
  found.context.capabilities = cachedCapabilities(queryClient, language);
  found.context.userId = userId;
  const data = routeData[found.route.name](found.context);
  const [required, optional] = userId === undefined ? [data, []] : [data.slice(0, 1), data.slice(1)];
  await Promise.all([
    found.page.preload(),
    ...[...layoutData(language), ...required].map((query) => queryClient.fetchQuery(query)),
    ...optional.map((query) => queryClient.prefetchQuery(query)),
  ]);
  return found;
}

/**
 * What the server needs of each served page (app/served-routes.ts): its own module, as the build's
 * manifest names its chunk (app/router.tsx imports it by the same path, which must be a literal
 * there; a test checks that the two agree), the lazy parts it renders that are not the layout's,
 * and the query parameters its render reads, which with the path are the page's cache key, so that
 * any other parameter gets the same page (tests/integration/server-render.test.tsx fails when a
 * page reads one that is not listed).
 */
export const SERVED_PAGE_FILES: Record<ServedRouteName, { module: string; search: readonly string[]; parts?: readonly string[] }> = {
  home: { module: 'src/app/routes/home.tsx', search: [] },
  // features/catalog/shop/shop-query.ts: the filters, the search words, sizes, colours and stock.
  shop: { module: 'src/app/routes/shop.tsx', search: ['page', 'sort', 'brand', 'category', 'rating', 'min', 'max', 'q', 'size', 'color', 'in_stock'] },
  // features/catalog/product/pending-add.ts: a visitor's choice or stock alert, back from logging in.
  product: { module: 'src/app/routes/product.tsx', search: ['color', 'size', 'qty', 'add', 'notify'] },
  cart: { module: 'src/app/routes/cart.tsx', search: [] },
  // The form, which the page loads lazily: rendered afresh, the page would otherwise show its skeleton until it came.
  payment: { module: 'src/app/routes/payment.tsx', search: [], parts: ['src/features/checkout/checkout-form.tsx'] },
  'payment-status': { module: 'src/app/routes/payment.tsx', search: ['order_id'] },
  profile: { module: 'src/app/routes/profile.tsx', search: ['tab'] },
};

/**
 * The sources of what every served page imports as it starts, beyond its own module and strings,
 * as the build's manifest names them: the language detector (i18n) and the consent bar with the
 * pixels (app/router.tsx), shown once the page is live. A test checks that each exists.
 */
export const COMMON_MODULES = ['src/i18n/detector.ts', 'src/features/marketing/marketing.tsx'];

/**
 * What a page the browser hydrates imports before it does (main.tsx): the route data
 * (app/router.tsx) and the layout's lazy parts (app/layout/main-layout.tsx). A signed-in page is
 * rendered afresh, and they load as it renders, behind what its first render needs.
 */
export const HYDRATION_MODULES = ['src/app/route-data.ts', 'src/app/layout/footer.tsx', 'src/app/layout/tab-bar.tsx', 'src/features/chat/chat-button.tsx'];

/**
 * The code a served page runs as it hydrates: the entry (its script tag, later in index.html, then
 * finds it on its way), then the chunks of `modules` and the chunks they import. Preloaded
 * together, they arrive at once instead of one round trip after another.
 */
function pageChunks(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  [...entries.map(([key]) => key), ...modules].forEach(visit);
  return files;
}

/**
 * Where index.html takes a rendered page: comments, which the plain index.html a static host
 * serves shows as nothing. Between the head's pair is the shell's own title, which the page's
 * replaces.
 */
export const TEMPLATE_SLOTS = { headStart: '<!--app-head-->', headEnd: '<!--/app-head-->', app: '<!--app-html-->', state: '<!--app-state-->' } as const;
/** In the head of a signed-in page rendered with the shopper's data, which index.html then does not ask for. */
export const SHOPPER_DATA_MARK = '<meta name="shopper-data" content="rendered">';

/** index.html's own `<html>` tag, which a rendered page gives its language. */
export const TEMPLATE_HTML_TAG = '<html lang="ar" dir="rtl">';

interface RenderedPage {
  language: Language;
  /** React's `<title>`, `<meta>` and preload links, and the page's chunks to preload. */
  head: string;
  app: string;
  state: string;
}

/** index.html with the rendered page in its slots; throws when the template lacks one. */
export function fillTemplate(template: string, page: RenderedPage): string {
  for (const slot of [...Object.values(TEMPLATE_SLOTS), TEMPLATE_HTML_TAG]) {
    if (!template.includes(slot)) throw new Error(`index.html has no ${slot} for the server render`);
  }
  const before = template.slice(0, template.indexOf(TEMPLATE_SLOTS.headStart));
  const after = template.slice(template.indexOf(TEMPLATE_SLOTS.headEnd) + TEMPLATE_SLOTS.headEnd.length);
  return (before + page.head + after)
    .replace(TEMPLATE_HTML_TAG, () => `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(TEMPLATE_SLOTS.app, () => page.app)
    .replace(TEMPLATE_SLOTS.state, () => page.state);
}

export async function createRenderer({ inject, timeoutMs = 5_000, onError = () => {}, manifest = {}, origin }: RendererOptions): Promise<RenderPage> {
  setShopOrigin(origin);
  // The API's own origin stays on the server; any other host (VITE_API_URL) is fetched.
  setTransport((input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.origin === SERVER_RENDER_ORIGIN ? inject(url.pathname + url.search, init) : fetch(input, init);
  });
  setRenderLanguage(() => renderLanguage.getStore());
  setRenderLogin(() => renderLogin.getStore() ?? null);
  await startI18n();
  await loadAllLocales();

  return (template, request) => {
    const rendered = renderedRequest(request);
    if (!rendered) return Promise.resolve(null);
    const { language } = rendered;
    // Only a signed-in page reads the login: every other page is the same for everyone, and kept.
    const login = rendered.signedIn && request.login ? parseLoginCookie(request.login) : null;
    return renderLogin.run(login, () => renderLanguage.run(language, async () => {
      const url = new URL(rendered.url, SERVER_RENDER_ORIGIN);
      const queryClient = createQueryClient();
      // A failed call leaves the page to the browser, which retries and shows its own states; one a
      // signed-in page may do without shows as failed, since nothing is asked again during a render.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
      const found = await loadRoute(queryClient, url, language, login?.user.id).catch((error: unknown) => {
        onError(error);
        return null;
      });
      if (!found) return null;
      const strings = found.page.namespaces.map((namespace) => `src/i18n/locales/${language}/${namespace}.json`);
      const { module, parts = [] } = SERVED_PAGE_FILES[found.route.name];
      const chunks = pageChunks(manifest, [module, ...parts, ...COMMON_MODULES, ...(found.route.signedIn ? [] : HYDRATION_MODULES), ...strings]);

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
      const preloads = chunks.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('');
      // A signed-in page is rendered afresh in the browser (main.tsx), not hydrated: until then a tap
      // or typing would be lost, so the page shows but takes none.
      const app = rendered.signedIn ? `<div inert="">${body}</div>` : body;
      // The shopper's data came with the page: index.html's script need not ask for it.
      const marker = login ? SHOPPER_DATA_MARK : '';
      return fillTemplate(template, { language, head: head + marker + preloads, app, state: serverStateScript({ language, origin: shopOrigin(), queries: dehydrate(queryClient) }) });
    }));
  };
}
