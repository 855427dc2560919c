/**
 * A localised answer is kept per language, so switching language asks for new keys. Until the new
 * language's answer comes, the other language's stands in: the page never drops back to its
 * skeleton, and nothing the shopper chose or typed on it is lost with the page ("Languages").
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';

const LANGUAGE_PARTS: readonly unknown[] = ['ar', 'en'] satisfies Lang[];

/** The key with its language left out. */
const withoutLanguage = (key: QueryKey): string => hashKey(key.map((part) => (LANGUAGE_PARTS.includes(part) ? null : part)));

/**
 * `placeholderData` for a query whose key carries the language: the data of the observer's last
 * query when that key differs from this one only in its language. Any other change (another
 * product, another page) waits for its own answer.
 */
export function keepAcrossLanguages<TData>(queryKey: QueryKey) {
  const own = withoutLanguage(queryKey);
  return (previous: TData | undefined, previousQuery: { queryKey: QueryKey } | undefined): TData | undefined =>
    previousQuery && withoutLanguage(previousQuery.queryKey) === own ? previous : undefined;
}
