/**
 * Categories (the contract's Category): all of them as `{ data }`, or one page as
 * `{ data, current_page, last_page, total }` when `?page` is given.
 */
import { Type } from '@sinclair/typebox';
import { CATEGORIES_PER_PAGE, Category, Paged } from '../contract/catalog';
import { listCategories, pageOfCategories, type CategoryRow } from '../services/catalog';
import { DataList, Page, withErrors, type RoutePlugin } from './common';

const toCategory = (c: CategoryRow): Category => ({ id: c.id, name: c.nameAr, name_en: c.nameEn, img_url: c.img });

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
        return { data: (await listCategories(db)).map(toCategory) };
      }
      const { rows, total } = await pageOfCategories(db, page, CATEGORIES_PER_PAGE);
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
