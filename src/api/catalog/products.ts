/**
 * Products (the contract's Product): the filtered list, one product, best sellers, sale items, and the
 * lists of one category or brand. Every list is paged, 12 a page.
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { Product, ProductList } from '@/types/api';
import { keepAcrossLanguages } from '../across-languages';
import { getCatalogue, type QueryValue } from '../client';
import { productKeys, type ProductListParams, type ProductSource } from './product-keys';

export type { ProductListParams, ProductSource };

export type { Product, ProductList };

/** A paged answer: `current_page` and `last_page` default to 1 for any API that omits them. */
function toPaged(list: ProductList): ProductList {
  return { ...list, data: list.data ?? [], current_page: list.current_page ?? 1, last_page: list.last_page ?? 1 };
}

export const listProducts = (params: ProductListParams, signal?: AbortSignal) =>
  getCatalogue<ProductList>('/api/products', { query: params as Record<string, QueryValue>, signal }).then(toPaged);
export const getProduct = (id: number) => getCatalogue<Product>(`/api/products/${id}`);
export const listTopProducts = (page = 1) => getCatalogue<ProductList>('/api/top_products', { query: { page } }).then(toPaged);
export const listSaleProducts = (page = 1) => getCatalogue<ProductList>('/api/has_sale', { query: { page } }).then(toPaged);
export const listProductsByCategory = (categoryId: number, page = 1) =>
  getCatalogue<ProductList>('/api/products/by-category', { query: { category_id: categoryId, page } }).then(toPaged);
export const listProductsByBrand = (brandId: number, page = 1) =>
  getCatalogue<ProductList>('/api/products/by-brand', { query: { brand_id: brandId, page } }).then(toPaged);

export { productKeys };

export const productListQuery = (language: Lang, params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(language, params),
    queryFn: () => listProducts(params),
    // Keep the old page on screen while the next one loads, so paging does not jump.
    placeholderData: keepPreviousData,
  });

export const productQuery = (language: Lang, id: number) =>
  queryOptions({
    queryKey: productKeys.detail(language, id),
    queryFn: () => getProduct(id),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepAcrossLanguages<Product>(productKeys.detail(language, id)),
  });

const fetchSource = (source: ProductSource, page: number) => {
  switch (source.kind) {
    case 'top':
      return listTopProducts(page);
    case 'sale':
      return listSaleProducts(page);
    case 'category':
      return listProductsByCategory(source.id, page);
    case 'brand':
      return listProductsByBrand(source.id, page);
  }
};

export const productSourceQuery = (language: Lang, source: ProductSource, page: number) =>
  queryOptions({
    queryKey: productKeys.source(language, source, page),
    queryFn: () => fetchSource(source, page),
    placeholderData: keepPreviousData,
  });

/**
 * `enabled: false` holds the request (the shop, until it knows whether the API takes `q`).
 * `standIn`: parameters listing the same products, whose answer, when cached, shows until this one
 * comes (the shop asks `facets=1` once it knows the API offers them, while the page's
 * prefetch and the server's render asked without).
 */
export function useProducts(params: ProductListParams, { enabled = true, standIn }: { enabled?: boolean; standIn?: ProductListParams } = {}) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useQuery({
    ...productListQuery(language, params),
    enabled,
    placeholderData: (previous: ProductList | undefined) => previous ?? (standIn && queryClient.getQueryData<ProductList>(productKeys.list(language, standIn))),
  });
}

export function useProduct(id: number) {
  return useQuery(productQuery(useLanguage(), id));
}

export function useProductSource(source: ProductSource, page: number) {
  return useQuery(productSourceQuery(useLanguage(), source, page));
}
