import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopSearch, toShopSearch, type ShopFilters } from './shop-query';

/** The shop's filters live in the URL ("Lists and pages"): reading parses it, writing pushes a history entry. */
export function useShopFilters(): [ShopFilters, (next: ShopFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseShopSearch(search), [search]);
  const setFilters = useCallback((next: ShopFilters) => setSearch(toShopSearch(next)), [setSearch]);
  return [filters, setFilters];
}
