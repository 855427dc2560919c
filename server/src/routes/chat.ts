/**
 * The chat service ("Chat"; contract in contract/chat.ts). The shopper's
 * side takes the bearer token and only the caller's own `chat_key`; the trader's side takes
 * `X-Trader-Key`. Sending is limited per user (CHAT_RATE_LIMIT_MAX a window).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { ChatMessage, SendChatMessageBody, TraderConversation, TraderReplyBody } from '../contract/chat';
import {
  listConversations,
  listShopperMessages,
  listTraderMessages,
  markConversationRead,
  sendShopperMessage,
  sendTraderReply,
} from '../services/chat';
import { Id, errorResponses } from './common';
import { BEARER_SECURITY, requireTraderKey, TRADER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const After = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Only messages with a larger id' })) });
const messageField = friendlyValidation({ message: { maxLength: 'chatMessageTooLong', '*': 'chatMessageRequired' } });

const shopperChat: PrivateRoutePlugin = async (shopper, { db, auth, config }) => {
  shopper.addHook('preHandler', auth.required());
  // After the token check, so the limit counts per user (the plugin's hook runs after the scope's).
  const limited: FastifyContextConfig = config.chatRateLimit
    ? { rateLimit: { max: config.chatRateLimit.max, timeWindow: config.chatRateLimit.windowMs, hook: 'preHandler', keyGenerator: (request: FastifyRequest) => `chat:${request.user!.id}` } }
    : {};

  shopper.post(
    '/message',
    {
      config: limited,
      attachValidation: true,
      preHandler: messageField,
      schema: {
        tags: ['chat'],
        summary: "Send the caller's message to the trader",
        description:
          "Stores the message in the caller's conversation `chat_key` (their user id joined with the site host). `sender`, `receiver`, " +
          "`domin` and `user_name` are taken from the caller, not from the body. 400 for a blank message or one over 2000 characters; " +
          "404 for a key that is not the caller's; 429 past the per-user limit.",
        security: BEARER_SECURITY,
        body: SendChatMessageBody,
        response: { 201: ChatMessage, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await sendShopperMessage(db, request.user!.id, request.body.chat_key, request.body.message);
      return reply.code(201).send(message);
    },
  );

  shopper.get(
    '/chats/:chat_key/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's conversation, oldest first",
        description: 'Without `after`, the newest 100 messages; with it, up to 100 with a larger id. 404 for a key that is not the caller\'s.',
        security: BEARER_SECURITY,
        params: Type.Object({ chat_key: Type.String({ minLength: 1, maxLength: 300 }) }),
        querystring: After,
        response: { 200: Type.Array(ChatMessage), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listShopperMessages(db, request.user!.id, request.params.chat_key, request.query.after),
  );
};

const traderChat: PrivateRoutePlugin = async (trader, { db, config, attempts }) => {
  trader.addHook('onRequest', requireTraderKey({ config, attempts }));
  const Conversation = Type.Object({ id: Id('Conversation id') });

  trader.get(
    '/trader/chats',
    {
      schema: {
        tags: ['trader'],
        summary: 'Conversations with their unread counts, the latest activity first',
        security: TRADER_SECURITY,
        response: { 200: Type.Array(TraderConversation), ...errorResponses(401, 503) },
      },
    },
    async () => listConversations(db),
  );

  trader.get(
    '/trader/chats/:id/messages',
    {
      schema: {
        tags: ['trader'],
        summary: 'One conversation, oldest first (reading it does not mark it read)',
        security: TRADER_SECURITY,
        params: Conversation,
        querystring: After,
        response: { 200: Type.Array(ChatMessage), ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => listTraderMessages(db, request.params.id, request.query.after),
  );

  trader.post(
    '/trader/chats/:id/messages',
    {
      attachValidation: true,
      preHandler: messageField,
      schema: {
        tags: ['trader'],
        summary: 'Reply to the shopper',
        security: TRADER_SECURITY,
        params: Conversation,
        body: TraderReplyBody,
        response: { 201: ChatMessage, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await sendTraderReply(db, request.params.id, request.body.message)),
  );

  trader.post(
    '/trader/chats/:id/read',
    {
      schema: {
        tags: ['trader'],
        summary: "Mark the shopper's messages read (their read icon shows)",
        security: TRADER_SECURITY,
        params: Conversation,
        response: { 200: Type.Object({ read: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) => ({ read: await markConversationRead(db, request.params.id) }),
  );
};

const chatRoutes: PrivateRoutePlugin = async (app, options) => {
  await app.register(shopperChat, options);
  await app.register(traderChat, options);
};

export default chatRoutes;
