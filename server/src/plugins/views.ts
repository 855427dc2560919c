/**
 * The API's own HTML pages (payment, tracking, invoice, the trader's inbox) are Eta templates, escaped by default,
 * and carry the shop's mark as their icon, served by the API itself (a built shop need not be there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import view from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyInstance } from 'fastify';
import { VIEWS_DIR } from '../config';

/** Where the pages' layout links the icon: under /api, which the dev server passes on to the API as well. */
export const PAGE_ICON_PATH = '/api/favicon.svg';

const PAGE_ICON = readFileSync(join(VIEWS_DIR, 'favicon.svg'));

export async function registerViews(app: FastifyInstance): Promise<void> {
  await app.register(view, { engine: { eta: new Eta({ views: VIEWS_DIR, cache: true }) }, templates: VIEWS_DIR, production: true, defaultContext: { iconHref: PAGE_ICON_PATH } });
  app.get(PAGE_ICON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(PAGE_ICON),
  );
}

