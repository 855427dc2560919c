/** Every request's language, from its Accept-Language header, set before any other hook reads it. */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@shared/lang';
import { DEFAULT_LANG, detectLang } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the client asked for with Accept-Language: Arabic unless it asks for English. */
    lang: Lang;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request) => {
    request.lang = detectLang(request.headers['accept-language']);
  });
}
