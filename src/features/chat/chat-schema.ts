/** The chat message's rule ("Forms"): non-whitespace text, at most 2000 characters. Messages are translation keys. */
import { object, string, type InferType } from 'yup';

export const CHAT_MESSAGE_MAX = 2000;

export const chatMessageSchema = object({
  // Blank: nothing is sent, so "required" has no message to show.
  message: string()
    .trim()
    .required('')
    .test('max', 'chat.tooLong', (value) => [...value].length <= CHAT_MESSAGE_MAX),
});

export type ChatMessageValues = InferType<typeof chatMessageSchema>;
