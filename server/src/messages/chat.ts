/** The server's messages for the chat ("Forms", "Chat"), in both languages; merged into `MESSAGES`. */
import type { Lang } from '@shared/lang';

export const CHAT_MESSAGES = {
  chatMessageRequired: { en: 'Please write a message', ar: 'الرجاء كتابة رسالة' },
  chatMessageTooLong: { en: 'A message can be at most 2000 characters', ar: 'يجب ألا تتجاوز الرسالة 2000 حرف' },
  chatNotFound: { en: 'Conversation not found', ar: 'المحادثة غير موجودة' },
} satisfies Record<string, Record<Lang, string>>;
