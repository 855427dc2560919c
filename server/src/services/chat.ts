/**
 * Chat conversations ("Chat"): one per shopper and `chat_key`, read with a cursor.
 * The shopper's side is keyed by their own user id; the trader's side by the conversation id.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX, CHAT_PAGE, type ChatMessage, type TraderConversation } from '../contract/chat';
import type { Db } from '../db/client';
import { chatConversations, chatMessages } from '../db/schema';
import { HttpError, notFound, requiredText } from '../http-error';

type Sender = ChatMessage['sender'];
type MessageRow = typeof chatMessages.$inferSelect;

/** A site host as `location.host` spells it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The site host of `chatKey` when it is the caller's own key (the contract's: the user id joined with the
 * host), else null. Keys are stored per user, so a key that reads like another user's ("1" +
 * "2shop.sa" against "12" + "shop.sa") still names only the caller's own conversation.
 */
export function chatKeyHost(userId: number, chatKey: string): string | null {
  const prefix = String(userId);
  if (!chatKey.startsWith(prefix)) return null;
  const host = chatKey.slice(prefix.length);
  return HOST.test(host) ? host.toLowerCase() : null;
}

/** The message as sent, trimmed; blank or longer than CHAT_MESSAGE_MAX characters answers 400. */
export function checkMessage(raw: string): string {
  const text = requiredText(raw, 'chatMessageRequired');
  if ([...text].length > CHAT_MESSAGE_MAX) throw new HttpError(400, 'chatMessageTooLong');
  return text;
}

const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  message: row.message,
  sender: row.sender,
  created_at: row.createdAt.toISOString(),
  is_read: row.readAt !== null,
});

/** Oldest first: the newest page, or up to a page after the cursor. */
async function messagesOf(db: Db, conversationId: number, after?: number): Promise<ChatMessage[]> {
  if (after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
      .orderBy(asc(chatMessages.id))
      .limit(CHAT_PAGE);
    return rows.map(toChatMessage);
  }
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(desc(chatMessages.id)).limit(CHAT_PAGE);
  return rows.reverse().map(toChatMessage);
}

async function addMessage(db: Db, conversationId: number, sender: Sender, text: string): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ conversationId, sender, message: text }).returning();
    await tx.update(chatConversations).set({ lastMessageAt: row!.createdAt }).where(eq(chatConversations.id, conversationId));
    return toChatMessage(row!);
  });
}

/** The shopper's conversation of `chatKey` (404 for a key that is not theirs), or null before their first message. */
async function shopperConversation(db: Db, userId: number, chatKey: string): Promise<{ id: number; host: string } | null> {
  const host = chatKeyHost(userId, chatKey);
  if (host === null) throw notFound('chatNotFound');
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.chatKey, chatKey)));
  return row ? { id: row.id, host } : null;
}

export async function listShopperMessages(db: Db, userId: number, chatKey: string, after?: number): Promise<ChatMessage[]> {
  const conversation = await shopperConversation(db, userId, chatKey);
  return conversation ? messagesOf(db, conversation.id, after) : [];
}

/** Stores the shopper's message, opening the conversation with their first one. */
export async function sendShopperMessage(db: Db, userId: number, chatKey: string, raw: string): Promise<ChatMessage> {
  const host = chatKeyHost(userId, chatKey);
  if (host === null) throw notFound('chatNotFound');
  const text = checkMessage(raw);
  const [conversation] = await db
    .insert(chatConversations)
    .values({ userId, chatKey, domain: host })
    .onConflictDoUpdate({ target: [chatConversations.userId, chatConversations.chatKey], set: { domain: host } })
    .returning({ id: chatConversations.id });
  return addMessage(db, conversation!.id, 'user', text);
}

/** The trader's inbox: conversations with their unread counts, the latest activity first. */
export async function listConversations(db: Db): Promise<TraderConversation[]> {
  interface Row extends Record<string, unknown> {
    id: number;
    chat_key: string;
    domain: string;
    user_id: number;
    user_name: string;
    unread: number;
    last_message: string;
    last_sender: Sender;
    last_message_at: string | Date;
  }
  const result = await db.execute<Row>(sql`
    select c.id, c.chat_key, c.domain, c.user_id, u.name as user_name,
           (select count(*)::int from chat_messages m
             where m.conversation_id = c.id and m.sender = 'user' and m.read_at is null) as unread,
           last.message as last_message, last.sender as last_sender, last.created_at as last_message_at
      from chat_conversations c
      join users u on u.id = c.user_id
      cross join lateral (
        select m.message, m.sender, m.created_at from chat_messages m
         where m.conversation_id = c.id order by m.id desc limit 1) last
     order by c.last_message_at desc, c.id desc
     limit 200`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({ ...row, last_message_at: new Date(row.last_message_at).toISOString() }));
}

async function existingConversation(db: Db, conversationId: number): Promise<void> {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, conversationId));
  if (!row) throw notFound('chatNotFound');
}

export async function listTraderMessages(db: Db, conversationId: number, after?: number): Promise<ChatMessage[]> {
  await existingConversation(db, conversationId);
  return messagesOf(db, conversationId, after);
}

export async function sendTraderReply(db: Db, conversationId: number, raw: string): Promise<ChatMessage> {
  await existingConversation(db, conversationId);
  return addMessage(db, conversationId, 'trader', checkMessage(raw));
}

/** The trader has read the shopper's messages: each gets its read time once. */
export async function markConversationRead(db: Db, conversationId: number): Promise<number> {
  await existingConversation(db, conversationId);
  const rows = await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, 'user'), isNull(chatMessages.readAt)))
    .returning({ id: chatMessages.id });
  return rows.length;
}
