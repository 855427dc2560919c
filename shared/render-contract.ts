/**
 * What the server (server/src/plugins/spa.ts) and the SPA's server entry (src/entry-server.tsx)
 * agree on: the entry's exports, as the server loads them from `dist-ssr/entry-server.js`. Types
 * alone, so the server bundles nothing of the SPA.
 */

export interface RenderRequest {
  /** Path and query, as the browser asked for them. */
  url: string;
  /** `?lng`, else the language cookie; the build's default when neither names one. */
  language?: string;
  /** The login cookie (src/lib/stored-login.ts): a signed-in page is rendered for its shopper. Passed for a signed-in page only. */
  login?: string;
  /** The consent cookie holds the shopper's choice (src/lib/consent.ts): the page comes without the consent bar. */
  consentChosen?: boolean;
}

/** All that a render reads of its request: the same `RenderedRequest` always makes the same page. */
export interface RenderedRequest {
  /** The path, and of the query only the parameters the page reads, sorted by name. */
  url: string;
  /** A language the shop has. */
  language: string;
  /** A page for a signed-in shopper: rendered for the login the request names, and never kept. */
  signedIn: boolean;
  /** The shopper has chosen about the pixels: the page comes without the consent bar, which it has otherwise. */
  consentChosen: boolean;
}

/** A chunk of the client build, as its manifest (`dist/.vite/manifest.json`) names it; Vite's `ManifestChunk`, in part. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface RendererOptions {
  /** Answers one of the page's API calls (same-origin path and query) without leaving the server. */
  inject: (path: string, init: RequestInit) => Promise<Response>;
  /** The most a render may take before the page goes out unrendered. */
  timeoutMs?: number;
  /** Hears why a page went out unrendered. */
  onError?: (error: unknown) => void;
  /** The client build's manifest, which names each page's chunks by their sources. */
  manifest?: Record<string, ManifestChunk>;
  /** The shop's configured origin (PUBLIC_URL), which pages name their addresses on; never a request's Host. */
  origin?: string;
}

/** Fills index.html with the rendered page, or answers null when the browser should render it. */
export type RenderPage = (template: string, request: RenderRequest) => Promise<string | null>;

/** The server entry's exports. */
export interface ServerEntry {
  createRenderer(options: RendererOptions): Promise<RenderPage>;
  /**
   * What a render of `request` depends on, so the server caches and rate-limits renders by it, and
   * sends a signed-in page's other spellings to its own path; null for the pages the server leaves
   * to the browser.
   */
  renderedRequest(request: RenderRequest): RenderedRequest | null;
}

/** `Exports`, when it is a `ServerEntry` (src/entry-server.tsx checks its own exports with it). */
export type AssertServerEntry<Exports extends ServerEntry> = Exports;
