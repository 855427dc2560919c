/** Categories, brands and size guides: the lists the shop's menus show, whether one exists, a category's guide. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, sizeGuides } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}

/** One page of categories by id, and how many there are in all. */
export async function pageOfCategories(db: Db, page: number, perPage: number): Promise<{ rows: CategoryRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(asc(categories.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.$count(categories),
  ]);
  return { rows, total };
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(categories, eq(categories.id, id))) > 0;
}

export function listBrands(db: Db) {
  return db.select().from(brands).orderBy(asc(brands.id));
}

export async function brandExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(brands, eq(brands.id, id))) > 0;
}

/** The size guide a category's sizes follow: none, or one. */
export async function sizeGuidesOf(db: Db, categoryId: number) {
  const rows = await db
    .select({ guide: sizeGuides })
    .from(categories)
    .innerJoin(sizeGuides, eq(sizeGuides.id, categories.sizeGuideId))
    .where(eq(categories.id, categoryId));
  return rows.map(({ guide }) => guide);
}
