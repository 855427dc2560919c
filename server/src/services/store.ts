/**
 * The shop's own row: its names, contact details, SEO texts and tax numbers. Every reader goes
 * through `storeRows`, so the API's answers, the HTML pages and the invoices name the same shop.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { store } from '../db/schema';
import type { Lang } from '@shared/lang';
import { localize } from '../i18n';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StoreRow = typeof store.$inferSelect;

/** The store rows, by id. The first is the shop: the SPA, the pages and the invoices use it. */
export function storeRows(db: Db | Tx): Promise<StoreRow[]> {
  return db.select().from(store).orderBy(asc(store.id));
}

/** The shop's name in a page's language, for the pages' header. */
export async function shopName(db: Db, lang: Lang): Promise<string> {
  const [row] = await storeRows(db);
  return row ? localize(lang, row.nameAr, row.nameEn) : '';
}
