/** Size guides per category (capability `size-guide`; docs/product.md, "Size guide"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { SizeGuide, SizeGuideList } from '@/types/api';
import { keepAcrossLanguages } from './across-languages';
import { getCatalogue } from './client';
import { useCapability } from './store';

export type { SizeGuide };

export const sizeGuideKeys = {
  all: ['size-guides'] as const,
  // The language is part of the key: titles and column names come localised.
  category: (language: Lang, categoryId: number) => [...sizeGuideKeys.all, language, categoryId] as const,
};

export const listSizeGuides = (categoryId: number) => getCatalogue<SizeGuideList>('/api/size-guides', { query: { category_id: categoryId } });

export const sizeGuideQuery = (language: Lang, categoryId: number) =>
  queryOptions({
    queryKey: sizeGuideKeys.category(language, categoryId),
    queryFn: () => listSizeGuides(categoryId),
    select: (list): SizeGuide | null => list.data[0] ?? null,
    staleTime: 60 * 60_000,
    placeholderData: keepAcrossLanguages<SizeGuideList>(sizeGuideKeys.category(language, categoryId)),
  });

/** The guide a category's sizes follow; asked only when the API lists `size-guide`, else never (undefined). */
export function useSizeGuide(categoryId: number | undefined) {
  const language = useLanguage();
  const offered = useCapability('size-guide');
  return useQuery({ ...sizeGuideQuery(language, categoryId ?? 0), enabled: offered && categoryId !== undefined });
}
