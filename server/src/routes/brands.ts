/** Brands (the contract's Brand): `name` Arabic, `name_en` English, answered as `{ data }`. */
import { Brand } from '../contract/catalog';
import { listBrands } from '../services/catalog';
import { DataList, withErrors, type RoutePlugin } from './common';

const brandRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/brands',
    { schema: { tags: ['catalogue'], summary: 'All brands', response: withErrors(DataList(Brand)) } },
    async () => {
      const rows = await listBrands(db);
      return { data: rows.map((b) => ({ id: b.id, name: b.nameAr, name_en: b.nameEn, img: b.img })) };
    },
  );
};

export default brandRoutes;
