/**
 * The trader's chat inbox page ("Chat") at `/trader`, served by the API in Arabic or English (`?lng`,
 * the shop's cookie, else Accept-Language). It holds no data itself: its script asks for the
 * trader key and works over the JSON endpoints under /api/trader/chats.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { VIEWS_DIR } from '../config';
import type { Db } from '../db/client';
import { pageLanguage } from '../i18n';
import { PAGE_TEXT } from '../messages/pages';
import { shopName } from '../services/store';
import { OWN_PAGE_HELMET } from '../plugins/security';
import { ErrorRef, HtmlPage } from './common';

const TRADER_SCRIPT = readFileSync(join(VIEWS_DIR, 'trader.js'), 'utf8');

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const traderPageRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/trader/trader.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(TRADER_SCRIPT),
  );

  app.get<{ Querystring: { lng?: string } }>(
    '/trader',
    {
      helmet: OWN_PAGE_HELMET,
      schema: {
        tags: ['trader'],
        summary: "The trader's chat inbox (HTML): asks for the trader key, then lists, answers and marks conversations read",
        querystring: Type.Object({ lng: Type.Optional(Type.String({ maxLength: 5 })) }),
        response: { 200: HtmlPage("The trader's inbox"), 400: ErrorRef },
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request.query.lng, request.headers);
      const t = PAGE_TEXT[lang];
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .view('trader', {
          lang,
          t,
          title: t.trader.title,
          shopName: await shopName(db, lang),
          switchHref: `/trader?lng=${lang === 'ar' ? 'en' : 'ar'}`,
          textJson: scriptJson(t.trader),
        });
    },
  );
};

export default traderPageRoutes;
