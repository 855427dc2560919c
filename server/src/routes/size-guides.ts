/** Size guides per category (capability `size-guide`, contract/size-guides.ts), localised. */
import { Type } from '@sinclair/typebox';
import { SizeGuideList } from '../contract/size-guides';
import { localize } from '../i18n';
import { sizeGuidesOf } from '../services/catalog';
import { sizeName } from '../services/sizes';
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
      const guides = await sizeGuidesOf(db, request.query.category_id);
      return {
        data: guides.map((guide) => {
          // The sizes as the product's options name them in this language («0–3 أشهر» for 0-3M).
          const names = guide.rows.map(([size = '']) => sizeName(size, request.lang));
          return {
            id: guide.id,
            kind: guide.key,
            title: localize(request.lang, guide.titleAr, guide.titleEn),
            note: localize(request.lang, guide.noteAr, guide.noteEn),
            columns: guide.columns.map((column) => localize(request.lang, column.ar, column.en)),
            rows: guide.rows,
            ...(names.some((name, i) => name !== guide.rows[i]![0]) ? { size_names: names } : {}),
          };
        }),
      };
    },
  );
};

export default sizeGuideRoutes;
