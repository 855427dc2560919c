/**
 * The cart calls (contract in contract/cart.ts; "Who may do what"), for the caller only:
 * another user's line is answered like a line that does not exist (404).
 *
 * `POST /api/cart` answers the sent `product_id`, `quantity` and `specs` (the contract: "success
 * returns the sent payload") with a `message` and the stored line as `data`.
 */
import { Type } from '@sinclair/typebox';
import { MessageResponse } from '../contract/accounts';
import { AddCartItemBody, AddCartItemResponse, CartList } from '../contract/cart';
import { notFound } from '../http-error';
import { MESSAGES } from '../messages';
import { clearCart, listCart, removeCartLine, saveCartLine } from '../services/cart';
import { errorResponses } from './common';
import { BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const cartRoutes: PrivateRoutePlugin = async (app, { db, auth }) => {
  app.addHook('preHandler', auth.required());

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's cart lines, oldest first",
        security: BEARER_SECURITY,
        response: { 200: CartList, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listCart(db, request.user!.id) }),
  );

  app.post(
    '/cart',
    {
      attachValidation: true,
      preHandler: friendlyValidation({ quantity: 'quantityInvalid', product_id: 'productNotFound', specs: 'invalidParam', id: 'cartItemNotFound' }),
      schema: {
        tags: ['cart'],
        summary: 'Add a line, or update one (same product and specs, or the line `id`)',
        description:
          'Without id, the line with the same product, colour and size gets the sent quantity, or a new line is made: never a ' +
          'duplicate. With id (an extension), that line gets the quantity and specs, merging into an equal line if there is one. ' +
          'Quantity 1..stock; colour and size must be among the product\'s specs (required when it has any). 400 otherwise; ' +
          '404 for an unknown product or line.',
        security: BEARER_SECURITY,
        body: AddCartItemBody,
        response: { 200: AddCartItemResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const userId = request.user!.id;
      const saved = await saveCartLine(db, userId, { id: body.id, productId: body.product_id, quantity: body.quantity, specs: body.specs });
      const [line] = await listCart(db, userId, saved.id);
      return {
        message: MESSAGES[saved.created ? 'cartAdded' : 'cartUpdated'][request.lang],
        product_id: body.product_id,
        quantity: body.quantity,
        specs: body.specs,
        data: line!,
      };
    },
  );

  app.delete(
    '/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove one of the caller\'s lines',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await removeCartLine(db, request.user!.id, request.params.id))) throw notFound('cartItemNotFound');
      return { message: MESSAGES.cartItemRemoved[request.lang] };
    },
  );

  app.delete(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "Clear the caller's cart",
        security: BEARER_SECURITY,
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      await clearCart(db, request.user!.id);
      return { message: MESSAGES.cartCleared[request.lang] };
    },
  );
};

export default cartRoutes;
