/** The API's own HTML pages (payment, tracking, invoice) are Eta templates, escaped by default. */
import { fileURLToPath } from 'node:url';
import view from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyInstance } from 'fastify';

export const VIEWS_DIR = fileURLToPath(new URL('../views', import.meta.url));

export async function registerViews(app: FastifyInstance): Promise<void> {
  await app.register(view, { engine: { eta: new Eta({ views: VIEWS_DIR, cache: true }) }, templates: VIEWS_DIR, production: true });
}
