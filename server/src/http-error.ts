/** The errors a request ends with, in both languages (messages/). */
import type { Lang } from '@shared/lang';
import { MESSAGES, type MessageKey } from './messages';

/** An error with an HTTP status and a message in both languages; the error handler localises it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    /** Extra text appended to the message, e.g. which parameter was wrong. */
    readonly detail?: string,
    /** More fields for the error body beside `message`, e.g. a 409's fresh `total`. */
    readonly fields?: Record<string, unknown>,
  ) {
    super(MESSAGES[key].en + (detail ? `: ${detail}` : ''));
  }

  messageIn(lang: Lang): string {
    return MESSAGES[this.key][lang] + (this.detail ? `: ${this.detail}` : '');
  }
}

export const notFound = (key: MessageKey = 'notFound') => new HttpError(404, key);

/** The trimmed text, or a 400 with `key` when it is empty. */
export function requiredText(value: string | undefined, key: MessageKey): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new HttpError(400, key);
  return text;
}
