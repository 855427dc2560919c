import { chatMessageSchema } from '@/features/chat/chat-schema';
import { mergeMessages, messageTime, pollCursor, readLastSeen, saveLastSeen, toChatEntry, unseenCount, type ChatEntry } from '@/lib/chat/chat';
import type { ChatMessage } from '@/types/api';

const entry = (id: number, sender: ChatEntry['sender'], read = false): ChatEntry => ({ id, message: `m${id}`, sender, created_at: '2026-11-20T10:00:00.000Z', read });

describe('reading a chat message from any API (the contract\'s "read status")', () => {
  const base = { id: 4, message: 'hi', sender: 'user', created_at: '2026-11-20T10:00:00.000Z' };
  it.each([
    [{ is_read: true }, true],
    [{ is_read: false }, false],
    [{ read: 1 }, true],
    [{ seen: '1' }, true],
    [{ read_at: '2026-11-20T10:01:00.000Z' }, true],
    [{ read_at: null }, false],
    [{ status: 'read' }, true],
    [{ status: 'sent' }, false],
    [{}, false],
  ])('%j is read: %s', (flags, read) => {
    expect(toChatEntry({ ...base, ...flags } as unknown as ChatMessage).read).toBe(read);
  });

  it('takes anything but "trader" as the shopper', () => {
    expect(toChatEntry({ ...base, sender: 'trader', is_read: false }).sender).toBe('trader');
    expect(toChatEntry({ ...base, sender: 'customer', is_read: false } as unknown as ChatMessage).sender).toBe('user');
  });
});

describe('the cursor', () => {
  it('reads the whole conversation while nothing is held', () => {
    expect(pollCursor([])).toBeUndefined();
  });

  it('starts after the newest message once all of the shopper\'s are read', () => {
    expect(pollCursor([entry(1, 'user', true), entry(2, 'trader'), entry(5, 'trader')])).toBe(5);
  });

  it("starts just before the shopper's oldest unread message, whose read mark may still come", () => {
    expect(pollCursor([entry(1, 'user', true), entry(3, 'user'), entry(4, 'trader'), entry(6, 'user')])).toBe(2);
  });

  it('merges a poll into what is held: fresh copies win, oldest first, no duplicates', () => {
    const held = [entry(1, 'user', true), entry(3, 'user'), entry(4, 'trader')];
    const merged = mergeMessages(held, [entry(3, 'user', true), entry(4, 'trader'), entry(7, 'trader')]);
    expect(merged.map((m) => [m.id, m.read])).toEqual([
      [1, true],
      [3, true],
      [4, false],
      [7, false],
    ]);
  });
});

describe('the unread badge', () => {
  it("counts the seller's messages after the last one seen", () => {
    const held = [entry(1, 'trader'), entry(2, 'user'), entry(3, 'trader'), entry(4, 'trader')];
    expect(unseenCount(held, 0)).toBe(3);
    expect(unseenCount(held, 3)).toBe(1);
    expect(unseenCount(held, 4)).toBe(0);
  });

  it('remembers the last seen id per conversation, ignoring junk', () => {
    expect(readLastSeen('7libas.sa')).toBe(0);
    saveLastSeen('7libas.sa', 12);
    expect(readLastSeen('7libas.sa')).toBe(12);
    expect(readLastSeen('8libas.sa')).toBe(0);
    localStorage.setItem('chat-seen:7libas.sa', 'NaN');
    expect(readLastSeen('7libas.sa')).toBe(0);
  });
});

describe('the time of day', () => {
  it('shows hours and minutes with Latin digits in both languages', () => {
    for (const language of ['ar', 'en']) {
      const text = messageTime('2026-11-20T10:05:00.000Z', language);
      expect(text).toMatch(/\d{1,2}:05/);
      expect(text).not.toMatch(/[٠-٩]/);
    }
    expect(messageTime('not a date', 'en')).toBe('');
  });
});

describe('the message rule ("Forms")', () => {
  it('needs non-whitespace text of at most 2000 characters, counting emoji as one', async () => {
    await expect(chatMessageSchema.isValid({ message: '  \n ' })).resolves.toBe(false);
    await expect(chatMessageSchema.isValid({ message: 'x'.repeat(2000) })).resolves.toBe(true);
    await expect(chatMessageSchema.isValid({ message: '👗'.repeat(2000) })).resolves.toBe(true);
    await expect(chatMessageSchema.validate({ message: 'x'.repeat(2001) })).rejects.toThrow('chat.tooLong');
    await expect(chatMessageSchema.validate({ message: '  hello  ' })).resolves.toEqual({ message: 'hello' });
  });
});
