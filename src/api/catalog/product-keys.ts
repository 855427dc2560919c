/** Product query keys and parameter types, apart from the fetchers so that small chunks (the review form) can invalidate without them. */
import type { Lang } from '@shared/lang';
import type { SortFlag } from '@/types/api';

/** The query string of `GET /api/products` exactly as the contract has it. */
export type ProductListParams = {
  page: number;
  brand_id?: number;
  category_id?: number;
  rating?: number;
  minPrice?: number;
  max_price?: number;
  /** Capability `search`: the shopper's search words; sent only when the API lists `search`. */
  q?: string;
  /** Capability `facets`, sent only when the API lists `facets`: comma-separated brand and category ids (more than one), sizes and colour keys, stock, and the counts. */
  brands?: string;
  categories?: string;
  sizes?: string;
  colors?: string;
  in_stock?: 1;
  facets?: 1;
} & Partial<Record<SortFlag, 1>>;

/** The lists behind /top-seller, /sale-products, /category/:id and /brand/:id. */
export type ProductSource =
  | { kind: 'top' }
  | { kind: 'sale' }
  | { kind: 'category'; id: number }
  | { kind: 'brand'; id: number };

// The language is in every key: names sort in the request's language.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (language: Lang, params: ProductListParams) => [...productKeys.lists(), language, params] as const,
  /** Best sellers, sale items, or one category's or brand's products. */
  source: (language: Lang, source: ProductSource, page: number) => [...productKeys.all, 'source', source, language, page] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  /** One product in every language (what a change to it makes stale). */
  product: (id: number) => [...productKeys.details(), id] as const,
  /** Its SEO text is in the request's language, so each language has its own entry. */
  detail: (language: Lang, id: number) => [...productKeys.product(id), language] as const,
};

