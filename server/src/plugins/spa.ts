/**
 * `npm start` serves the production SPA build (`dist/`) next to the API from one process.
 * Hashed assets are cached for a year; index.html is revalidated on every load so a new
 * deployment is picked up at once. Client-side routes fall back to index.html, rendered on the
 * server for the pages the SPA's server entry renders (`dist-ssr/`, ADR 0007).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import type { Redis } from '../services/redis';
import { CONSENT_CHOICES, CONSENT_COOKIE, LANGUAGE_COOKIE, LOGIN_COOKIE } from '@shared/cookies';
import { LANGS } from '@shared/lang';
import type { ManifestChunk, RenderPage, ServerEntry } from '@shared/render-contract';
import { cookieValue } from '../cookies';
import { cookieLanguage } from '../i18n';
import { sendCompressed, type Remembered, type ResponseCache } from './response-cache';
import { createRenderLimit } from './security';
// The SPA's server entry (src/entry-server.tsx), as this server loads it.

/** Paths that belong to the server and never fall back to the SPA. */
const SERVER_PREFIXES = ['/api', '/storage', '/docs', '/healthz', '/readyz'];

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the build's index.html (it sets `lang` and
 * `dir` before the first paint), so the policy can allow exactly those and no other inline script.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

interface Renderer {
  render: RenderPage;
  renderedRequest: ServerEntry['renderedRequest'];
}

/** `?lng`, when the page's address names a language. */
function queryLanguage(request: FastifyRequest): string | undefined {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  return typeof lng === 'string' ? lng : undefined;
}

/** The language a page asks for: `?lng`, then the cookie; the SPA applies its default to neither. */
function requestedLanguage(request: FastifyRequest): string | undefined {
  return queryLanguage(request) ?? cookieLanguage(request.headers.cookie);
}

/** The consent cookie holds the shopper's choice about the pixels: the page comes without the consent bar. */
function consentChosen(request: FastifyRequest): boolean {
  const value = cookieValue(request.headers.cookie, CONSENT_COOKIE);
  return CONSENT_CHOICES.some((choice) => choice === value);
}

/** The address of the shopper a render is for: its API calls count in that shopper's API limit, as their browser's would. */
const shopperAddress = new AsyncLocalStorage<string>();

/** Answers one of a server render's API calls in-process, as fetch would over the network. */
async function injectFetch(app: FastifyInstance, path: string, init: RequestInit): Promise<Response> {
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    // Else every render's calls would share one API bucket (127.0.0.1), and a busy shop would run it dry.
    remoteAddress: shopperAddress.getStore(),
    headers: Object.fromEntries(new Headers(init.headers)),
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers });
}

async function loadRenderer(app: FastifyInstance, distDir: string, ssrDir: string, origin: string): Promise<Renderer | null> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.info(`No server render at ${ssrDir}: the browser renders every page.`);
    return null;
  }
  const { createRenderer, renderedRequest } = (await import(pathToFileURL(entry).href)) as ServerEntry;
  // Names the chunks each rendered page will import, so the page can preload them.
  const manifest = join(distDir, '.vite', 'manifest.json');
  const render = await createRenderer({
    inject: (path, init) => injectFetch(app, path, init),
    manifest: existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>) : undefined,
    origin,
    onError: (error) => app.log.warn({ err: error }, 'A page could not be rendered on the server: the browser renders it'),
  });
  return { render, renderedRequest };
}

export interface SpaOptions {
  /** The client build (`dist/`). */
  distDir: string;
  /** The server entry's build (`dist-ssr/`). */
  ssrDir: string;
  /** Where rendered pages are kept, with the catalogue's answers. */
  cache: ResponseCache;
  /** Renders per client IP; over it, the page goes out for the browser to render. */
  renderRateLimit: RateLimitConfig | false;
  /** Where the render limit counts with REDIS_URL, shared by every process; null: here. */
  redis?: Redis | null;
  /** In development the Vite dev server serves the shop, and no build is expected here. */
  development?: boolean;
  /** The shop's origin (PUBLIC_URL): rendered pages name their addresses on it, never on a request's Host. */
  publicUrl: string;
}

/** Registers the static build when it exists and returns the fallback for the not-found handler. */
export async function registerSpa(app: FastifyInstance, { distDir, ssrDir, cache, renderRateLimit, redis = null, development = false, publicUrl }: SpaOptions): Promise<SpaFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    if (!development) app.log.info(`This server serves the API only: the shop is served once built ("npm run build" writes ${distDir}).`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file found at start-up, so unknown paths reach the not-found handler below.
    wildcard: false,
    // `/` is a page like the others (rendered on the server), not a bare index.html.
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts).
    preCompressed: true,
    // Cache-Control is ours (below), not the plugin's default max-age=0.
    cacheControl: false,
    // The build's report and any source map are for developers, not for the public.
    allowedPath: (pathName) => !/(^|\/)bundle-report\.json|\.map$/.test(pathName),
    setHeaders(res, compressedPath) {
      const filePath = compressedPath.replace(/\.(?:br|gz)$/, '');
      // The shell, the service worker and the manifest name the current build: always asked again.
      const cache = /(^|[\\/])(index\.html|sw\.js|manifest\.webmanifest)$/.test(filePath)
        ? 'no-cache'
        : filePath.includes(`${join(distDir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
      res.setHeader('Cache-Control', cache);
    },
  });
  const isServerPath = (path: string) => SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  // The build's files come in several encodings, so caches must key on the one asked for.
  app.addHook('onSend', async (request, reply) => {
    if (isServerPath(request.url.split('?')[0] ?? '/')) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  });
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const renderer = await loadRenderer(app, distDir, ssrDir, publicUrl);
  const mayRender = renderer ? await createRenderLimit(app, renderRateLimit, redis) : null;

  /** What a render of the request would read, as the server entry says; null: not rendered here. */
  function readRequest(request: FastifyRequest) {
    try {
      return renderer?.renderedRequest({ url: request.url, language: requestedLanguage(request), consentChosen: consentChosen(request) }) ?? null;
    } catch (error) {
      request.log.error({ err: error }, 'Server render failed: sending the page for the browser to render');
      return null;
    }
  }

  /** The page rendered on the server, or index.html for the browser to render. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let page: Remembered | null = null;
    // A signed-in shopper's page with their data, for them alone.
    let own: string | null = null;
    // Keyed by what the render reads, so a parameter the page ignores is the same page.
    const rendered = readRequest(request);
    // A signed-in page answers at its own path alone (/profile, never /Profile or /%70rofile): a
    // cache that knows that path as private, the service worker's, must never meet the shopper's
    // page under another. The query goes along as it came.
    const [path = '/'] = request.url.split('?');
    const ownPath = rendered?.signedIn ? rendered.url.split('?')[0] : undefined;
    if (ownPath !== undefined && ownPath !== path && /^\/(?!\/)/.test(ownPath)) return reply.redirect(ownPath + request.url.slice(path.length), 301);
    if (renderer && mayRender && request.method === 'GET') {
      try {
        // The SPA's login cookie names the shopper a signed-in page is rendered for.
        const login = rendered?.signedIn ? cookieValue(request.headers.cookie, LOGIN_COOKIE) : undefined;
        if (rendered && login && (await mayRender(request))) own = await shopperAddress.run(request.ip, () => renderer.render(template, { ...rendered, login }));
        // A render costs tens of milliseconds; the page is the same for every visitor for a moment.
        // Only renders count against the limit, not pages found in the cache. Over it, the
        // shopper still gets the shop (index.html, a static file) and the browser renders the page:
        // a shared address (a mobile carrier's) must not turn shoppers away with an error page.
        if (rendered && own === null) {
          // With the consent bar or without it (a choice made), two pages at one address.
          page = await cache.remember(`page ${rendered.language ?? ''} ${rendered.consentChosen ? 'chosen' : 'asks'} ${rendered.url}`, async () =>
            (await mayRender(request)) ? shopperAddress.run(request.ip, () => renderer.render(template, rendered)) : null,
          );
        }
      } catch (error) {
        request.log.error({ err: error }, 'Server render failed: sending the page for the browser to render');
      }
    }
    // ?lng is remembered at once, as the SPA's cookie, so the next page opens in it even if the shopper
    // leaves before the code has run.
    const lng = queryLanguage(request);
    if (LANGS.some((lang) => lang === lng)) reply.header('set-cookie', `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`);
    // The page is rendered in the cookie's language, with the consent bar unless the cookie holds a
    // choice, and a signed-in page for the cookie's shopper.
    if (own !== null) {
      // Never kept, here or on the way.
      reply.header('cache-control', 'private, no-store').header('vary', 'Cookie').type('text/html; charset=utf-8');
      return sendCompressed(own, request, reply);
    }
    if (page === null) return reply.sendFile('index.html');
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8');
    // The compress plugin sees only routes, not this not-found handler.
    return page.send(request, reply);
  }

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    // A missing file (a dot in the last segment) is a real 404, not a page of the SPA.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
    if (!isPage || isServerPath(path)) return null;
    return sendPage(request, reply);
  };
}
