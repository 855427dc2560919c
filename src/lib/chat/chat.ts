/**
 * The conversation's pure rules ("Chat"): what a message from any chat API says about
 * being read, how a poll's answer joins what is held, where the next poll starts, and how many of
 * the trader's messages the shopper has not seen.
 */
import type { ChatMessage } from '@/types/api';

/** A message as the panel shows it. */
export interface ChatEntry {
  id: number;
  message: string;
  sender: 'user' | 'trader';
  created_at: string;
  read: boolean;
}

/**
 * The contract names a "read status" without spelling it: our API answers `is_read`; `read`, `seen`,
 * `read_at` and a `status` of "read" are understood too.
 */
export function toChatEntry(raw: ChatMessage): ChatEntry {
  const loose = raw as ChatMessage & { read?: unknown; seen?: unknown; read_at?: unknown; status?: unknown };
  const read = [loose.is_read, loose.read, loose.seen].some((flag) => flag === true || flag === 1 || flag === '1') || (typeof loose.read_at === 'string' && loose.read_at !== '') || loose.status === 'read';
  return { id: Number(raw.id), message: String(raw.message ?? ''), sender: raw.sender === 'trader' ? 'trader' : 'user', created_at: String(raw.created_at ?? ''), read };
}

/** `fresh` replaces what `held` has of the same ids (a read mark may have come); oldest first. */
export function mergeMessages(held: ChatEntry[], fresh: ChatEntry[]): ChatEntry[] {
  const byId = new Map(held.map((entry) => [entry.id, entry]));
  for (const entry of fresh) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Where the next poll starts (`?after=`): after the newest message, or just before the shopper's
 * oldest unread one, whose read mark is still to come. Undefined: read the conversation whole.
 */
export function pollCursor(held: ChatEntry[]): number | undefined {
  if (held.length === 0) return undefined;
  const unread = held.find((entry) => entry.sender === 'user' && !entry.read);
  return unread ? unread.id - 1 : held[held.length - 1]!.id;
}

/** The trader's messages newer than the last one the shopper has seen. */
export const unseenCount = (held: ChatEntry[], lastSeenId: number) => held.filter((entry) => entry.sender === 'trader' && entry.id > lastSeenId).length;

const seenKey = (chatKey: string) => `chat-seen:${chatKey}`;

/** The id of the newest trader message the shopper has seen in the open panel (kept across visits). */
export function readLastSeen(chatKey: string): number {
  try {
    const value = Number(localStorage.getItem(seenKey(chatKey)));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function saveLastSeen(chatKey: string, id: number): void {
  try {
    localStorage.setItem(seenKey(chatKey), String(id));
  } catch {
    // Storage unavailable: the badge counts again on the next visit.
  }
}

/** A message's time of day, hours and minutes, in the page's language with Latin digits. */
export function messageTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en', { hour: 'numeric', minute: '2-digit' }).format(date);
}
