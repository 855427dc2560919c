/**
 * Back-in-stock alerts (capability `alerts`; contract in contract/stock.ts),
 * for the signed-in caller only: another user's alert is answered like one that does not exist (404).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MessageResponse } from '../contract/accounts';
import { StockAlertBody, StockAlertList, StockAlertResponse } from '../contract/stock';
import type { Config } from '../config';
import { notFound } from '../http-error';
import { MESSAGES } from '../messages';
import { createAlert, deleteAlert, listAlerts } from '../services/stock-alerts';
import { Id, errorResponses } from './common';
import { BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

/**
 * The product's page on the shop the shopper is using, for the mail: the request's Origin when it is
 * one of the configured CORS origins, else the shop's configured origin; never a header's own word.
 */
function productUrl(request: FastifyRequest, config: Config, productId: number): string {
  const origin = request.headers.origin;
  const shop = origin && config.corsOrigins.includes(origin) ? origin : config.publicUrl;
  return `${shop}/product/${productId}?lng=${request.lang}`;
}

const stockAlertRoutes: PrivateRoutePlugin = async (app, { db, config, auth }) => {
  app.addHook('preHandler', auth.required());

  app.get(
    '/stock-alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "The caller's back-in-stock alerts, newest first (capability alerts)",
        security: BEARER_SECURITY,
        response: { 200: StockAlertList, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listAlerts(db, request.user!.id) }),
  );

  app.post(
    '/stock-alerts',
    {
      attachValidation: true,
      preHandler: friendlyValidation({ product_id: 'productNotFound', color: 'colorUnavailable', size: 'sizeUnavailable' }),
      schema: {
        tags: ['alerts'],
        summary: 'Ask to be mailed when a sold-out colour and size is back (capability alerts)',
        description:
          'Only for an option with no stock (409 otherwise). One waiting alert per shopper and option: asking again answers the same ' +
          'alert (200; 201 when new). When the option is back in stock the shopper gets one mail, in the language of this request, ' +
          "with the product's link. 400 for a colour or size the product does not have; 404 for an unknown product.",
        security: BEARER_SECURITY,
        body: StockAlertBody,
        response: { 200: StockAlertResponse, 201: StockAlertResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { product_id: productId, color, size } = request.body;
      const { alert, created } = await createAlert(db, {
        userId: request.user!.id,
        productId,
        color: color?.trim() ?? '',
        size: size?.trim() ?? '',
        lang: request.lang,
        productUrl: productUrl(request, config, productId),
      });
      reply.code(created ? 201 : 200);
      return { message: MESSAGES[created ? 'alertCreated' : 'alertExists'][request.lang], data: alert };
    },
  );

  app.delete(
    '/stock-alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: "Cancel one of the caller's alerts (capability alerts)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Id('Alert id') }),
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await deleteAlert(db, request.user!.id, request.params.id))) throw notFound('alertNotFound');
      return { message: MESSAGES.alertDeleted[request.lang] };
    },
  );
};

export default stockAlertRoutes;
