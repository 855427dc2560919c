/**
 * `npm start` serves the production SPA build (`dist/`) next to the API from one process.
 * Hashed assets are cached for a year; index.html is revalidated on every load so a new
 * deployment is picked up at once. Client-side routes fall back to index.html.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the server and never fall back to the SPA. */
const SERVER_PREFIXES = ['/api', '/storage', '/docs'];

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

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** Registers the static build when it exists and returns the fallback for the not-found handler. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<SpaFallback | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.info(`No SPA build at ${distDir}: serving the API only. Run "npm run build" to serve the shop from this server.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file found at start-up, so unknown paths reach the not-found handler below.
    wildcard: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts).
    preCompressed: true,
    // Cache-Control is ours (below), not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res, compressedPath) {
      const filePath = compressedPath.replace(/\.(?:br|gz)$/, '');
      const cache = filePath.endsWith('index.html')
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
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    // A missing file (a dot in the last segment) is a real 404, not a page of the SPA.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
    if (!isPage || isServerPath(path)) return null;
    return reply.sendFile('index.html');
  };
}
