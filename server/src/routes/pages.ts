/** About, privacy-policy and returns-policy entries, localised by Accept-Language. */
import { Type } from '@sinclair/typebox';
import { ContentEntry } from '../contract/catalog';
import { localize } from '../i18n';
import { listPageEntries } from '../services/content';
import { withErrors, type RoutePlugin } from './common';

const PAGES = [
  { path: '/about-us', kind: 'about', summary: 'About entries; the SPA shows the last one' },
  { path: '/privacy-policy', kind: 'privacy', summary: 'Privacy policy entries; the SPA shows the first one' },
  { path: '/returns-policy', kind: 'returns', summary: 'Returns policy entries; the SPA shows the first one' },
] as const;

const pageRoutes: RoutePlugin = async (app, { db }) => {
  for (const page of PAGES) {
    app.get(
      page.path,
      { schema: { tags: ['content'], summary: page.summary, response: withErrors(Type.Array(ContentEntry)) } },
      async (request) => {
        const rows = await listPageEntries(db, page.kind);
        return rows.map((row) => ({
          id: row.id,
          title: localize(request.lang, row.titleAr, row.titleEn),
          description: localize(request.lang, row.descriptionAr, row.descriptionEn),
          image: row.image,
        }));
      },
    );
  }
};

export default pageRoutes;
