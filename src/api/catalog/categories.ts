/** Categories (the contract's Category): all of them, or one page with `?page`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Paged } from '@/types/api';
import { getCatalogue } from '../client';

export type { Category };

/** Without a page the answer is `{ data }`; with one it also carries the paging. */
export const listCategories = (page?: number) =>
  getCatalogue<Partial<Paged<Category>> & { data: Category[] }>('/api/categories', { query: { page } }).then(
    (list): Paged<Category> => ({ ...list, current_page: list.current_page ?? 1, last_page: list.last_page ?? 1 }),
  );

// Category names come as `name` and `name_en` together, so the key needs no language.
export const categoryKeys = {
  all: ['categories'] as const,
  list: (page?: number) => [...categoryKeys.all, 'list', page ?? 'all'] as const,
};

export const categoriesQuery = (page?: number) =>
  queryOptions({ queryKey: categoryKeys.list(page), queryFn: () => listCategories(page), staleTime: 5 * 60_000, placeholderData: keepPreviousData });

export function useCategories(page?: number) {
  return useQuery(categoriesQuery(page));
}
