/**
 * Advertising services (the contract's service-requests/by-domain; "Consent and pixels"; contract in
 * contract/marketing.ts): what a site's pixels are, for the SPA, and the trader's key-protected
 * calls to set them. Any status is answered; the SPA loads only `accepted` ones, after consent.
 */
import { Type } from '@sinclair/typebox';
import { AdService, ByDomainBody, SaveAdServiceBody, TraderAdService } from '../contract/marketing';
import { deleteService, listAllServices, saveService, servicesForDomain } from '../services/ad-services';
import { Id, errorResponses } from './common';
import { BEARER_SECURITY, requireTraderKey, TRADER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';

const shopperServices: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.post(
    '/service-requests/by-domain',
    {
      // The SPA sends its stored token (as the contract has it); the answer is the same without one.
      preHandler: auth.optional,
      schema: {
        tags: ['marketing'],
        summary: "A site's advertising services",
        description: 'The services of `domain` (the host as the browser names it), any status; an unknown domain answers [].',
        security: [...BEARER_SECURITY, {}],
        body: ByDomainBody,
        response: { 200: Type.Array(AdService), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return servicesForDomain(db, request.body.domain);
    },
  );
};

const traderServices: PrivateRoutePlugin = async (app, { db, config, adScriptHosts, attempts }) => {
  app.addHook('onRequest', requireTraderKey({ config, attempts }));

  app.get(
    '/trader/services',
    { schema: { tags: ['trader'], summary: "Every site's advertising services", security: TRADER_SECURITY, response: { 200: Type.Array(TraderAdService), ...errorResponses(401, 503) } } },
    async () => listAllServices(db),
  );

  app.put(
    '/trader/services',
    {
      schema: {
        tags: ['trader'],
        summary: "Set a site's service for a network (one per domain and network)",
        description: "The key must be in the network's format: facebook a 15–16 digit pixel id, tiktok a 20-character pixel code, snapchat a pixel UUID, google a G-, AW-, GT- or DC- tag id. 400 otherwise.",
        security: TRADER_SECURITY,
        body: SaveAdServiceBody,
        response: { 200: TraderAdService, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const saved = await saveService(db, request.body);
      await adScriptHosts.refresh();
      return saved;
    },
  );

  app.delete(
    '/trader/services/:id',
    {
      schema: {
        tags: ['trader'],
        summary: 'Remove a service',
        security: TRADER_SECURITY,
        params: Type.Object({ id: Id('Service id') }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      await deleteService(db, request.params.id);
      await adScriptHosts.refresh();
      return reply.code(204).send(null);
    },
  );
};

const marketingRoutes: PrivateRoutePlugin = async (app, options) => {
  await app.register(shopperServices, options);
  await app.register(traderServices, options);
};

export default marketingRoutes;
