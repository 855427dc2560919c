/**
 * The chat service (the contract's Chat message and chat service; "Chat") on its own host,
 * `VITE_CHAT_API_URL`. A conversation is named by its `chat_key`, the user id joined with the site
 * host. Its messages are read with a cursor: each poll asks only for what may have changed, and
 * the answer is merged into what the cache holds.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mergeMessages, pollCursor, toChatEntry, type ChatEntry } from '@/lib/chat/chat';
import type { ChatMessage, SendChatMessageBody } from '@/types/api';
import { request } from '../client';

export type { ChatEntry };

export const chatKeys = {
  all: ['chat'] as const,
  messages: (chatKey: string) => [...chatKeys.all, 'messages', chatKey] as const,
};

/** The contract's conversation key: `String(user.id) + location.host`. */
export const chatKeyOf = (userId: number, host = window.location.host) => `${userId}${host}`;

export const listChatMessages = (chatKey: string, after?: number) =>
  request<ChatMessage[]>(`/api/chats/${encodeURIComponent(chatKey)}/messages`, { host: 'chat', auth: true, query: { after } });

export const sendChatMessage = (body: SendChatMessageBody) => request<unknown>('/api/message', { method: 'POST', host: 'chat', auth: true, body });

export const chatMessagesQuery = (chatKey: string) =>
  queryOptions<ChatEntry[]>({
    queryKey: chatKeys.messages(chatKey),
    // Opening the panel looks again at once.
    staleTime: 0,
    queryFn: async ({ client, queryKey }) => {
      const held = client.getQueryData<ChatEntry[]>(queryKey);
      const after = held ? pollCursor(held) : undefined;
      const fresh = (await listChatMessages(chatKey, after)).map(toChatEntry);
      return held && after !== undefined ? mergeMessages(held, fresh) : fresh;
    },
  });

/**
 * The conversation, polled every `pollMs` while the tab is visible ("Chat": 3 s with the panel
 * open, 30 s closed); React Query pauses the interval in a hidden tab.
 */
export function useChatMessages(chatKey: string | null, pollMs: number | false) {
  return useQuery({ ...chatMessagesQuery(chatKey ?? ''), enabled: chatKey !== null, refetchInterval: pollMs });
}

/** Sends the shopper's message, then refreshes the conversation (signed in only). */
export function useSendChatMessage(chatKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatKey) }),
  });
}
