/**
 * The trader's side of an order's life ("Order life"), protected by `TRADER_KEY` (header `X-Trader-Key`):
 * list orders, confirm, reject, hand to the carrier (which draws the tracking number) and
 * complete. Each step is allowed only from the status before it (409 otherwise) and is recorded
 * with its time; a rejected order gives its stock back and closes its unpaid card payment. The
 * trader also sets the stock of a product's colour and size, which sends the
 * back-in-stock alerts it makes due.
 */
import { Type } from '@sinclair/typebox';
import { ORDER_STATUSES, type OrderStatus } from '../contract/accounts';
import { OptionStockBody, OptionStockResponse } from '../contract/stock';
import { HttpError, notFound } from '../http-error';
import { toSar } from '../services/money';
import { transition } from '../services/order-life';
import { deliverDueAlerts } from '../services/stock-alerts';
import { orderPaymentState, setProductOptionStock, trackingNumberOf, traderOrders } from '../services/trader';
import { Id, errorResponses } from './common';
import { requireTraderKey, TRADER_SECURITY as security, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const TraderOrder = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  total: Type.Number(),
  cod: Type.Boolean(),
  shipping_gate: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const ACTIONS = { confirm: 'confirmed', reject: 'rejected', ship: 'shippment_created', complete: 'completed' } as const satisfies Record<string, OrderStatus>;

const traderRoutes: PrivateRoutePlugin = async (app, { db, config, mailer, cardPayments, attempts }) => {
  app.addHook('onRequest', requireTraderKey({ config, attempts }));

  app.get(
    '/trader/orders',
    {
      schema: {
        tags: ['trader'],
        summary: 'Orders, newest first, optionally of one status',
        security,
        querystring: Type.Object({ status: Type.Optional(Type.Union(ORDER_STATUSES.map((status) => Type.Literal(status)))) }),
        response: { 200: Type.Array(TraderOrder), ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const rows = await traderOrders(db, request.query.status);
      return rows.map(({ order, trackingNumber }) => ({
        id: order.id,
        status: order.status,
        total: toSar(order.totalPriceHalalas + order.shippingCostHalalas),
        cod: order.cod,
        shipping_gate: order.shippingGate,
        city: order.city,
        tracking_number: trackingNumber,
        created_at: order.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/trader/orders/:id/:action',
    {
      schema: {
        tags: ['trader'],
        summary: 'Move an order: confirm, reject, ship (draws the tracking number) or complete',
        security,
        params: Type.Object({ id: Id('Order id'), action: Type.Union(Object.keys(ACTIONS).map((action) => Type.Literal(action))) }),
        response: {
          200: Type.Object({ id: Type.Integer(), status: Type.String(), tracking_number: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const to = ACTIONS[request.params.action as keyof typeof ACTIONS];
      const order = await orderPaymentState(db, id);
      if (!order) throw notFound('orderNotFound');
      // A card order is confirmed by its payment, not by the trader.
      if (to === 'confirmed' && !order.cod && order.paid !== 'paid') throw new HttpError(409, 'awaitingPayment');
      const moved = await transition(db, id, to);
      if (to === 'rejected') {
        // An unpaid card order's payment page must take no card from now on.
        await cardPayments.closeSoon(id);
        // A rejected order's units may bring a sold-out option back: its alerts go now.
        await deliverDueAlerts(db, mailer, request.log);
      }
      return { id, status: moved!.to, tracking_number: await trackingNumberOf(db, id) };
    },
  );

  app.put(
    '/trader/products/:id/stock',
    {
      attachValidation: true,
      preHandler: friendlyValidation({ stock: 'stockInvalid', color: 'colorUnavailable', size: 'sizeUnavailable' }),
      schema: {
        tags: ['trader'],
        summary: "Set the stock of one of a product's colours and sizes",
        description:
          "The product's total (`quantity`) follows. An option that was sold out and now has stock sends its waiting " +
          'back-in-stock alerts, each once, before this answers. 400 for a colour or size the product does not have.',
        security,
        params: Type.Object({ id: Id('Product id') }),
        body: OptionStockBody,
        response: { 200: OptionStockResponse, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => {
      const productId = request.params.id;
      const option = { productId, color: request.body.color?.trim() ?? '', size: request.body.size?.trim() ?? '' };
      const quantity = await setProductOptionStock(db, option, request.body.stock);
      const alertsSent = await deliverDueAlerts(db, mailer, request.log);
      return { product_id: productId, color: option.color, size: option.size, stock: request.body.stock, quantity, alerts_sent: alertsSent };
    },
  );
};

export default traderRoutes;
