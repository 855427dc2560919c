/**
 * The chat service ("Chat") on its own host: a conversation kept in memory,
 * read with the `after` cursor as the reference API does. Tests add the seller's answers and read
 * marks with `chatStore`, and see every call in `chatStore.calls`.
 */
import { HttpResponse, http } from 'msw';
import type { ChatMessage } from '@/types/api';
import { chatPath } from '../api';
import { loginResponse } from '../fixtures/accounts';

const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${loginResponse.token}`;

export const chatStore = {
  messages: [] as ChatMessage[],
  nextId: 1,
  /** The reads (with their cursor) and the sent bodies, in order. */
  calls: [] as ({ read: string | null } | { sent: Record<string, unknown> })[],
  reset(messages: Omit<ChatMessage, 'id'>[] = []) {
    this.messages = [];
    this.calls = [];
    this.nextId = 1;
    for (const message of messages) this.add(message);
  },
  add(message: Omit<ChatMessage, 'id'>): ChatMessage {
    const stored = { id: this.nextId++, ...message };
    this.messages.push(stored);
    return stored;
  },
  /** The seller read the shopper's messages. */
  markRead() {
    this.messages = this.messages.map((message) => (message.sender === 'user' ? { ...message, is_read: true } : message));
  },
  reads() {
    return this.calls.filter((call): call is { read: string | null } => 'read' in call);
  },
  sent() {
    return this.calls.flatMap((call) => ('sent' in call ? [call.sent] : []));
  },
};

export const chatHandlers = [
  http.get(chatPath('/api/chats/:chatKey/messages'), ({ request }) => {
    if (!signedIn(request)) return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
    const after = new URL(request.url).searchParams.get('after');
    chatStore.calls.push({ read: after });
    return HttpResponse.json(chatStore.messages.filter((message) => after === null || message.id > Number(after)));
  }),
  http.post(chatPath('/api/message'), async ({ request }) => {
    if (!signedIn(request)) return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
    const body = (await request.json()) as Record<string, unknown>;
    chatStore.calls.push({ sent: body });
    const stored = chatStore.add({ message: String(body.message), sender: 'user', created_at: new Date().toISOString(), is_read: false });
    return HttpResponse.json(stored, { status: 201 });
  }),
];
