/**
 * `/robots.txt`, the sitemap index `/sitemap.xml` and its files `/sitemap-{type}-{n}.xml`
 * (docs/product.md, "Search engines"), at the root where crawlers look for them. Addresses are on
 * the shop's configured origin (PUBLIC_URL), never the request's Host. Built from the database on
 * request and kept in the public answers' cache, so a catalogue write refreshes them.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { notFound } from '../http-error';
import {
  pagesPerFile,
  parseSitemapFileName,
  robotsTxt,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPages,
  urlSetXml,
} from '../services/sitemap';
import type { RouteOptions } from './common';

// A crawler reads these a few times a day; an hour behind the catalogue is soon enough.
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export interface SeoRouteOptions extends RouteOptions {
  config: Pick<Config, 'publicUrl'>;
}

const seoRoutes: FastifyPluginAsyncTypebox<SeoRouteOptions> = async (app, { db, cache, config }) => {
  const origin = config.publicUrl;
  const perFile = pagesPerFile();

  async function sendCached(request: FastifyRequest, reply: FastifyReply, key: string, type: string, build: () => Promise<string | null>) {
    const answer = await cache.remember(key, build);
    if (!answer) throw notFound();
    return answer.send(request, reply.type(type).header('cache-control', CACHE_CONTROL));
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendCached(request, reply, 'robots.txt', 'text/plain; charset=utf-8', async () => robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCached(request, reply, 'sitemap.xml', XML, async () =>
      sitemapIndexXml((await sitemapFiles(db, perFile)).map((file) => ({ loc: `${origin}/${sitemapFileName(file)}`, lastmod: file.lastmod }))),
    ),
  );

  // `sitemap-products-2.xml`: the fixed prefix keeps every other root path (the shop's pages) off this route.
  app.get(
    '/sitemap-:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const file = parseSitemapFileName(`sitemap-${request.params.file}`);
      if (!file) throw notFound();
      return sendCached(request, reply, sitemapFileName(file), XML, async () => {
        const pages = await sitemapPages(db, file.type, file.number, perFile);
        return pages.length ? urlSetXml(origin, pages) : null;
      });
    },
  );
};

export default seoRoutes;
