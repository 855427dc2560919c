/** Brands (the contract's Brand): `{ data }`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/types/api';
import { getCatalogue } from '../client';

export type { Brand };

export const listBrands = () => getCatalogue<{ data: Brand[] }>('/api/brands').then((list) => list.data ?? []);

// Brand names come as `name` and `name_en` together, so the key needs no language.
export const brandKeys = {
  all: ['brands'] as const,
  list: () => [...brandKeys.all, 'list'] as const,
};

export const brandsQuery = () => queryOptions({ queryKey: brandKeys.list(), queryFn: listBrands, staleTime: 5 * 60_000 });

export function useBrands() {
  return useQuery(brandsQuery());
}
