import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ROUTES, type EarlyRequest, type RouteEntry } from '../src/app/route-table.ts';
import { clientBuild } from './client-build.ts';

/** Where index.html's early-request script takes the map of what each signed-in page asks for. */
export const EARLY_REQUESTS_SLOT = '__EARLY_REQUESTS__';

/** What index.html's script asks for on each signed-in page, by its path. */
export function earlyRequestMap(routes: readonly RouteEntry[] = ROUTES): Record<string, readonly EarlyRequest[]> {
  return Object.fromEntries(routes.flatMap((route) => (route.early ? [[route.path, route.early]] : [])));
}

/**
 * index.html with the signed-in pages' early requests (their `early` in the route table) written
 * into its script, as a JSON object by page path; throws when the script has no slot for them.
 */
export function fillEarlyRequests(html: string, routes: readonly RouteEntry[] = ROUTES): string {
  if (html.split(EARLY_REQUESTS_SLOT).length !== 2) throw new Error(`index.html needs one ${EARLY_REQUESTS_SLOT} for the early requests`);
  // Inline in a <script>: no `<` may close it.
  const map = JSON.stringify(earlyRequestMap(routes)).replace(/</g, '\\u003c');
  return html.replace(EARLY_REQUESTS_SLOT, () => map);
}

/**
 * Writes the route table's early requests into index.html, in `npm run dev` and in the build,
 * whose index.html is the one any host serves (and the server render's template). The server's
 * CSP hashes the script as the build wrote it.
 */
export function earlyRequests(): Plugin {
  return {
    name: 'libas-early-requests',
    transformIndexHtml: { order: 'pre', handler: (html) => fillEarlyRequests(html) },
  };
}

/** The fields of a route that only the server render (`search`, `parts`) and index.html (`early`) read. */
export const SERVER_FIELDS = ['search', 'parts', 'early'] as const;

/** The route table as the browser's build carries it: every route, without the fields only the server and index.html read. */
export function clientRoutes(routes: readonly RouteEntry[] = ROUTES): RouteEntry[] {
  return routes.map((route) => Object.fromEntries(Object.entries(route).filter(([field]) => !(SERVER_FIELDS as readonly string[]).includes(field))) as RouteEntry);
}

/**
 * The browser's build of src/app/route-table.ts is the table as data without the server's fields:
 * the entry carries every route, and a few hundred bytes fewer (docs/performance.md, "Bundle
 * budgets"). The server render and `npm run dev` use the file itself.
 */
export function clientRouteTable(file = fileURLToPath(new URL('../src/app/route-table.ts', import.meta.url))): Plugin {
  return {
    name: 'libas-client-route-table',
    apply: clientBuild,
    load: (id) => (id === file ? `export const ROUTES = ${JSON.stringify(clientRoutes())};` : undefined),
  };
}
