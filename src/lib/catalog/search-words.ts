/** Search words (capability `search`) as the URL, the API and the query keys carry them. */

/** Longer words are cut here: no shopper types more, and the URL stays sane. */
export const MAX_SEARCH_LENGTH = 100;

/** Trimmed, inner spaces collapsed, at most MAX_SEARCH_LENGTH characters; undefined when empty. */
export function searchWords(value: string | null | undefined): string | undefined {
  const words = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return words === '' ? undefined : words;
}
