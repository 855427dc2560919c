/**
 * Categories (spec §3 Category): all of them as `{ data }`, or one page as
 * `{ data, current_page, last_page, total }` when `?page` is given (spec §7).
 */
import { Type } from '@sinclair/typebox';
import { asc } from 'drizzle-orm';
import { CATEGORIES_PER_PAGE, Category, Paged } from '../contract/catalog';
import { categories } from '../db/schema';
import { DataList, Page, withErrors, type RoutePlugin } from './common';

const toCategory = (c: typeof categories.$inferSelect): Category => ({ id: c.id, name: c.nameAr, name_en: c.nameEn, img_url: c.img });

const categoryRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: `All categories, or ${CATEGORIES_PER_PAGE} a page with ?page`,
        querystring: Type.Object({ page: Page }),
        response: withErrors(Type.Union([Paged(Category), DataList(Category)]), 400),
      },
    },
    async (request) => {
      const { page } = request.query;
      if (page === undefined) {
        return { data: (await db.select().from(categories).orderBy(asc(categories.id))).map(toCategory) };
      }
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(categories)
          .orderBy(asc(categories.id))
          .limit(CATEGORIES_PER_PAGE)
          .offset((page - 1) * CATEGORIES_PER_PAGE),
        db.$count(categories),
      ]);
      return {
        data: rows.map(toCategory),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / CATEGORIES_PER_PAGE)),
        total,
      };
    },
  );
};

export default categoryRoutes;
