/** The API's own HTML pages (payment, tracking, invoice, the trader's inbox) are Eta templates, escaped by default. */
import view from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyInstance } from 'fastify';
import { VIEWS_DIR } from '../config';

export async function registerViews(app: FastifyInstance): Promise<void> {
  await app.register(view, { engine: { eta: new Eta({ views: VIEWS_DIR, cache: true }) }, templates: VIEWS_DIR, production: true });
}

