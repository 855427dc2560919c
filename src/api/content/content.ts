/**
 * About, privacy-policy and returns-policy entries (the contract's shapes): arrays, localised by the server.
 * About shows the last entry; the policies show the first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { ContentEntry } from '@/types/api';
import { keepAcrossLanguages } from '../across-languages';
import { getCatalogue } from '../client';

export type { ContentEntry };

export type ContentKind = 'about' | 'privacy' | 'returns';

const sources: Record<ContentKind, { path: string; pick: (entries: ContentEntry[]) => ContentEntry | null }> = {
  about: { path: '/api/about-us', pick: (entries) => entries.at(-1) ?? null },
  privacy: { path: '/api/privacy-policy', pick: (entries) => entries[0] ?? null },
  returns: { path: '/api/returns-policy', pick: (entries) => entries[0] ?? null },
};

export const listContentEntries = (kind: ContentKind) => getCatalogue<ContentEntry[]>(sources[kind].path);

export const contentKeys = {
  all: ['content'] as const,
  entries: (kind: ContentKind, language: Lang) => [...contentKeys.all, kind, language] as const,
};

export const contentQuery = (kind: ContentKind, language: Lang) =>
  queryOptions({
    queryKey: contentKeys.entries(kind, language),
    queryFn: () => listContentEntries(kind),
    select: sources[kind].pick,
    staleTime: 10 * 60_000,
    placeholderData: keepAcrossLanguages<ContentEntry[]>(contentKeys.entries(kind, language)),
  });

/** The entry a content page shows: the last about entry, the first policy entry. */
export function useContentEntry(kind: ContentKind) {
  return useQuery(contentQuery(kind, useLanguage()));
}
