/**
 * The shopper's orders ("Placing an order", "Calls the contract adds"): place one at checkout,
 * read its status, the newest, and all of them, and the invoice QR image. Only the caller's own orders are ever answered;
 * another shopper's order id answers 404, like one that does not exist.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { OrderList } from '../contract/accounts';
import { CheckoutBody, ConflictBody, OrderPlaced, OrderStatusResponse } from '../contract/checkout';
import { notFound } from '../http-error';
import { placeOrder } from '../services/checkout';
import { invoiceQrPayload } from '../services/order-pages';
import { findOrder, listOrders, ownOrderId, toStatusResponse } from '../services/orders';
import { invoiceQrPng } from '../services/zatca';
import { Id, errorResponses } from './common';
import { BEARER_SECURITY, orderLinks, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

/**
 * The order status array ("Calls the contract adds") as the route serialises it:
 * fast-json-stringify misreads a nullable object in a tuple's draft-07 `items`, and reads the
 * same list as `prefixItems` correctly.
 */
const StatusArray = { type: 'array', prefixItems: OrderStatusResponse.items, minItems: 4, maxItems: 4 };

const orderRoutes: PrivateRoutePlugin = async (app, { db, config, auth, cardPayments, invoices, metrics }) => {
  /** An order status answer, after reading a pending card payment from its gateway ("Card payments"); null for no such order of the caller's. */
  async function statusOf(request: FastifyRequest, orderId: number | 'latest') {
    const userId = request.user!.id;
    const id = await ownOrderId(db, userId, orderId);
    if (id === null) return null;
    try {
      await cardPayments.sync(id);
    } catch (error) {
      // The gateway did not answer: the order is shown as it stands, and read again next time.
      request.log.warn({ err: error, orderId: id }, 'Could not read the card payment from the gateway');
    }
    return toStatusResponse((await findOrder(db, userId, id, orderLinks(request, config, invoices)))!);
  }

  app.post(
    '/orders',
    {
      attachValidation: true,
      preHandler: [
        auth.required(),
        friendlyValidation({
          phone: { required: 'checkoutPhoneRequired', '*': 'phoneInvalid' },
          city: 'cityRequired',
          shipping_gate: 'gateRequired',
          address: 'addressRequired',
          area: 'addressRequired',
          zip_code: 'zipInvalid',
          country: 'countryUnsupported',
          returnUrl: 'returnUrlInvalid',
        }),
      ],
      schema: {
        tags: ['orders'],
        summary: 'Place an order from the cart (checkout)',
        description:
          'The products must be lines of the caller\'s cart (same product, colour, size and quantity). Every amount is computed ' +
          'by the server; `amount` must equal its total (the lines with 15 % VAT, less the coupon, plus shipping and the cash-on-delivery ' +
          'fee, each with VAT), else 409 with the fresh ' +
          '`total`. Stock is taken at once; a product that ran out answers 409 with its `product_id`. Send an `Idempotency-Key` ' +
          'header: the same key again answers the same order, and with a different body answers 422. Cash on delivery answers ' +
          '`payment_url: null`. `delivery` (optional) holds the address\'s parts, each checked; the order keeps them and a new address is ' +
          'saved. A card order fails the shopper\'s earlier unpaid card order first.',
        security: BEARER_SECURITY,
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: CheckoutBody,
        response: { 201: OrderPlaced, 409: ConflictBody, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      const { placed, replayed } = await placeOrder(
        db,
        { cardPayments, demoCarrier: config.demoCarrier, metrics },
        {
          userId: request.user!.id,
          lang: request.lang,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
          // A card payment returns only to the shop ("The shop's origins").
          returnOrigins: [...config.corsOrigins, config.publicUrl],
          apiOrigin: config.apiPublicUrl,
          links: orderLinks(request, config, invoices),
        },
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/orders/:id/status',
    {
      preHandler: auth.required(),
      schema: {
        tags: ['orders'],
        summary: "One of the caller's orders: [order, payment | null, shipment | null, tracking | null]",
        description: 'A pending card order is first read from its payment gateway: the order is paid only by its record.',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Id('Order id') }),
        response: { 200: StatusArray, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const status = await statusOf(request, request.params.id);
      if (!status) throw notFound('orderNotFound');
      return status;
    },
  );

  app.get(
    '/order/latest',
    {
      preHandler: auth.required(),
      schema: {
        tags: ['orders'],
        summary: "The caller's newest order, in the order-status shape, or null before their first",
        description: 'A shopper with no order is no error: the answer is 200 with `null`.',
        security: BEARER_SECURITY,
        response: { 200: { anyOf: [StatusArray, { type: 'null' }] }, ...errorResponses(401) },
      },
    },
    async (request) => statusOf(request, 'latest'),
  );

  app.get(
    '/my_orders',
    {
      preHandler: auth.required(),
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first (a bare list)",
        security: BEARER_SECURITY,
        response: { 200: OrderList, ...errorResponses(401) },
      },
    },
    async (request) => listOrders(db, request.user!.id, orderLinks(request, config, invoices)),
  );

  app.get(
    '/invoice-qr/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's tax invoice QR code, a PNG",
        description: 'The name is the random `qr_path` of the order, so an image tag can load it without a login.',
        params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.png$' }) }),
        response: { 200: Type.Any({ description: 'PNG' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const token = request.params.token.slice(0, -'.png'.length);
      const payload = await invoiceQrPayload(db, token);
      if (!payload) throw notFound();
      return reply
        .type('image/png')
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(await invoiceQrPng(payload));
    },
  );
};

export default orderRoutes;
