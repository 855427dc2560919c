/**
 * Chat contract (the contract's Chat message received and sent, and its chat service; "Chat"). TypeBox
 * schemas, no Node imports: the SPA reads the types.
 *
 * Semantics:
 * - `POST /api/message` (bearer) with `SendChatMessageBody` stores the caller's message in the
 *   conversation `chat_key` (their user id joined with the site host) and answers 201 with it.
 *   `sender`, `receiver`, `domin` and `user_name` are taken from the caller, never from the body.
 * - `GET /api/chats/{chat_key}/messages?after={lastId}` (bearer) → the conversation's messages,
 *   oldest first: the newest `CHAT_PAGE` without `after`, else up to `CHAT_PAGE` with a larger id.
 *   A key that is not the caller's answers 404; the caller's key with no message yet answers [].
 * - The trader's side, with `X-Trader-Key`: `GET /api/trader/chats`, `GET /api/trader/chats/{id}/messages`,
 *   `POST /api/trader/chats/{id}/messages` and `POST /api/trader/chats/{id}/read`.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The longest message, in characters (code points). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages in one answer. */
export const CHAT_PAGE = 100;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  sender: Type.Union([Type.Literal('user'), Type.Literal('trader')]),
  created_at: Type.String({ description: 'ISO 8601' }),
  /** Read by its receiver: on the shopper's own messages, the trader has read them. */
  is_read: Type.Boolean(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** The text as sent: longer than CHAT_MESSAGE_MAX is let through so that the route answers "too long" with its own message. */
const MessageText = Type.String({ maxLength: 20_000 });

export const SendChatMessageBody = Type.Object({
  message: MessageText,
  chat_key: Type.String({ minLength: 1, maxLength: 300 }),
  sender: Type.Optional(Type.String({ maxLength: 20 })),
  domin: Type.Optional(Type.String({ maxLength: 260 })),
  receiver: Type.Optional(Type.String({ maxLength: 20 })),
  user_name: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SendChatMessageBody = Static<typeof SendChatMessageBody>;

/** A conversation in the trader's inbox. */
export const TraderConversation = Type.Object({
  id: Type.Integer(),
  chat_key: Type.String(),
  domain: Type.String(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  /** The shopper's messages the trader has not read. */
  unread: Type.Integer({ minimum: 0 }),
  last_message: Type.String(),
  last_sender: Type.Union([Type.Literal('user'), Type.Literal('trader')]),
  last_message_at: Type.String({ description: 'ISO 8601' }),
});
export type TraderConversation = Static<typeof TraderConversation>;

export const TraderReplyBody = Type.Object({ message: MessageText });
export type TraderReplyBody = Static<typeof TraderReplyBody>;
