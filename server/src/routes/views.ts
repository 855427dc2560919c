/** The API's own HTML pages (payment, tracking, invoice, the trader's inbox) are Eta templates, escaped by default. */
import view from '@fastify/view';
import { Eta } from 'eta';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VIEWS_DIR } from '../config';
import type { Db } from '../db/client';
import { store } from '../db/schema';
import { localize, type Lang } from '../i18n';

export async function registerViews(app: FastifyInstance): Promise<void> {
  await app.register(view, { engine: { eta: new Eta({ views: VIEWS_DIR, cache: true }) }, templates: VIEWS_DIR, production: true });
}

/** The shop's name in a page's language, for the pages' header. */
export async function shopName(db: Db, lang: Lang): Promise<string> {
  const [row] = await db.select({ ar: store.nameAr, en: store.nameEn }).from(store).orderBy(asc(store.id)).limit(1);
  return row ? localize(lang, row.ar, row.en) : '';
}
