/** Size guides per category (capability `size-guide`, contract/size-guides.ts), localised. */
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { SizeGuideList } from '../contract/size-guides';
import { categories, sizeGuides } from '../db/schema';
import { localize } from '../i18n';
import { Id, withErrors, type RoutePlugin } from './common';

const sizeGuideRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/size-guides',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The size guide a category's sizes follow: one, or none",
        querystring: Type.Object({ category_id: Id('The category whose guide is asked for') }),
        response: withErrors(SizeGuideList, 400),
      },
    },
    async (request) => {
      const rows = await db
        .select({ guide: sizeGuides })
        .from(categories)
        .innerJoin(sizeGuides, eq(sizeGuides.id, categories.sizeGuideId))
        .where(eq(categories.id, request.query.category_id));
      return {
        data: rows.map(({ guide }) => ({
          id: guide.id,
          kind: guide.key,
          title: localize(request.lang, guide.titleAr, guide.titleEn),
          note: localize(request.lang, guide.noteAr, guide.noteEn),
          columns: guide.columns.map((column) => localize(request.lang, column.ar, column.en)),
          rows: guide.rows,
        })),
      };
    },
  );
};

export default sizeGuideRoutes;
