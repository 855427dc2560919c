/**
 * Shipping companies and their prices ("Shipping"; the contract's shipping-gates and
 * calculate/shiping).
 * The reference API is both the main store API and the trader API: its one list of gates says
 * `status: true` for the gates the store offers and the trader has on. The SPA's calls send the
 * bearer token; these answers are the same for everyone, so none is needed.
 */
import { ShippingCost, ShippingCostBody, ShippingGateList } from '../contract/checkout';
import { toSar } from '../services/money';
import { listGates, quoteShipping } from '../services/shipping';
import { errorResponses } from './common';
import type { PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const shippingRoutes: PrivateRoutePlugin = async (app, { db }) => {
  app.get(
    '/shipping-gates',
    {
      schema: {
        tags: ['orders'],
        summary: 'The shipping companies; status true when a shopper may choose one',
        response: { 200: ShippingGateList, ...errorResponses() },
      },
    },
    async () => listGates(db),
  );

  app.post(
    '/calculate/shiping',
    {
      attachValidation: true,
      preHandler: friendlyValidation({ city: 'cityRequired', shiping_gate: 'gateRequired' }),
      schema: {
        tags: ['orders'],
        summary: 'The shipping cost of a gate to a city (SAR, before VAT), with the cash-on-delivery fee when cod, and its delivery time',
        description:
          'city is a naqel CityCode (RUH, JED, DMM45…) or, for fastlo, the region\'s English name (Riyadh, Eastern Province…). ' +
          'The amounts are before VAT, as prices are; an order charges them with 15 % VAT, each rounded on its own. ' +
          '422 for an unknown or unavailable gate, or a city it does not deliver to.',
        body: ShippingCostBody,
        response: { 200: ShippingCost, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const quote = await quoteShipping(db, { gate: request.body.shiping_gate, city: request.body.city, cod: request.body.cod });
      return { shiping_cost: toSar(quote.costHalalas), cod_fee: toSar(quote.codFeeHalalas), min_days: quote.minDays, max_days: quote.maxDays };
    },
  );
};

export default shippingRoutes;
