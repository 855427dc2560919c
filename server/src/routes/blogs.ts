/** Blog posts (the contract's Blog post), localised by Accept-Language, newest first. */
import { Type } from '@sinclair/typebox';
import { BlogPost } from '../contract/catalog';
import type { Lang } from '@shared/lang';
import { notFound } from '../http-error';
import { localize } from '../i18n';
import { findBlogPost, listBlogPosts, type BlogPostRow } from '../services/content';
import { DataList, Id, withErrors, type RoutePlugin } from './common';

function toBlogPost(row: BlogPostRow, lang: Lang): BlogPost {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    title: localize(lang, row.titleAr, row.titleEn),
    description: localize(lang, row.descriptionAr, row.descriptionEn),
    img_url: row.img,
    author: localize(lang, row.authorAr, row.authorEn),
    date: createdAt.slice(0, 10),
    created_at: createdAt,
  };
}

const blogRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/blogs',
    { schema: { tags: ['blog'], summary: 'All blog posts, newest first', response: withErrors(DataList(BlogPost)) } },
    async (request) => {
      const rows = await listBlogPosts(db);
      return { data: rows.map((row) => toBlogPost(row, request.lang)) };
    },
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post',
        params: Type.Object({ id: Id('Blog post id') }),
        response: withErrors(BlogPost, 400, 404),
      },
    },
    async (request) => {
      const row = await findBlogPost(db, request.params.id);
      if (!row) throw notFound('blogNotFound');
      return toBlogPost(row, request.lang);
    },
  );
};

export default blogRoutes;
