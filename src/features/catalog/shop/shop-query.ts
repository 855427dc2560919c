/**
 * The shop's filter state ⇄ the URL query ("Lists and pages") ⇄ the API's query
 * string. Pure functions, so the rules are tested without a browser.
 *
 * URL: `/shop?page=2&sort=price_asc&brand=3&category=5&rating=4&min=0&max=500`, and `q` with the
 * search words, which filters, sort and pages keep; brands, categories, sizes and colours as
 * repeated `brand=3&brand=7&size=M&size=L&color=black`, and `in_stock=1` (capability `facets`).
 * API: `page`, `brand_id` and `category_id` for one of each, `rating` only when above 0, `minPrice`
 * and `max_price` only when the upper bound is above 0, exactly one `{flag}=1` when sorted, `q`
 * only when the API offers search, and `brands`, `categories` (for more than one), `sizes`,
 * `colors` (comma-separated), `in_stock` and `facets=1` only when it offers facets ("Capabilities");
 * without them the first brand and category chosen apply, as the contract takes one of each.
 */
import type { ProductListParams } from '@/api/catalog/products';
import { beforeVatAtLeast, beforeVatAtMost, fromHalalas, toHalalas } from '@/lib/money';
import { searchWords } from '@/lib/catalog/search-words';
import type { SortFlag } from '@/types/api';

/** The six sort flags (mirrors the contract's SORT_FLAGS; types alone cross over). */
export const SORT_FLAGS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'created_asc', 'created_desc'] as const satisfies readonly SortFlag[];

/** The price slider runs from 0 to 100000 by default (price-scale.ts; "Numbers the shop keeps"). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 100_000;
/**
 * The highest bound the URL carries: above PRICE_MAX, since the slider may end at a dearer
 * catalogue's highest price; the reference API takes prices up to this.
 */
export const PRICE_LIMIT = 10_000_000;
export const MAX_RATING = 5;
/** How a minimum rating reads: "4 stars & up", but the top one is just "5 stars", as nothing is above it. */
export const ratingChoiceKey = (stars: number): 'shop.ratingTop' | 'shop.ratingAtLeast' => (stars >= MAX_RATING ? 'shop.ratingTop' : 'shop.ratingAtLeast');

export interface ShopFilters {
  page: number;
  sort: SortFlag | null;
  /** Brand and category ids, a product matching any of each (several with `facets`); absent when none is chosen. */
  brands?: number[];
  categories?: number[];
  /** Minimum stars, 0 (any) to 5. */
  rating: number;
  /** The price range; `max` 0 means no price filter. */
  min: number;
  max: number;
  /** The search words (capability `search`); absent when not searching. */
  q?: string;
  /** Sizes and colour keys, a product matching any of each (capability `facets`); absent when none is chosen. */
  sizes?: string[];
  colors?: string[];
  /** Only products in stock (capability `facets`); absent when off. */
  inStock?: true;
}

/** The size and colour filters, as ShopFilters and the API name them. */
export type Facet = 'sizes' | 'colors';
/** The brand and category filters, as ShopFilters names them. */
export type Choice = 'brands' | 'categories';

/** The API's bounds on one facet's values (server/src/routes/products.ts): the URL keeps no more. */
export const MAX_FACET_VALUES = 20;
const MAX_FACET_VALUE_LENGTH = 40;

export const DEFAULT_FILTERS: ShopFilters = { page: 1, sort: null, rating: 0, min: 0, max: 0 };

const isSortFlag = (value: string | null): value is SortFlag => SORT_FLAGS.includes(value as SortFlag);

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** Trimmed, without blanks, repeats or what the API's comma-separated list cannot carry, at most MAX_FACET_VALUES. */
function facetValues(values: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || value.length > MAX_FACET_VALUE_LENGTH || value.includes(',') || kept.includes(value)) continue;
    if (kept.push(value) === MAX_FACET_VALUES) break;
  }
  return kept;
}

/** Positive whole ids, without repeats, at most MAX_FACET_VALUES; anything else left out. */
function ids(values: readonly string[]): number[] {
  const kept: number[] = [];
  for (const value of values) {
    const id = positiveInt(value.trim());
    if (id === null || kept.includes(id)) continue;
    if (kept.push(id) === MAX_FACET_VALUES) break;
  }
  return kept;
}

/** Reads the filters from the URL; anything malformed falls back to its default. */
export function parseShopSearch(search: URLSearchParams): ShopFilters {
  const sort = search.get('sort');
  const rating = positiveInt(search.get('rating'));
  const max = clamp(positiveInt(search.get('max')) ?? 0, PRICE_MIN, PRICE_LIMIT);
  const min = max > 0 ? clamp(positiveInt(search.get('min')) ?? 0, PRICE_MIN, max) : 0;
  const q = searchWords(search.get('q'));
  const sizes = facetValues(search.getAll('size'));
  const colors = facetValues(search.getAll('color'));
  const brands = ids(search.getAll('brand'));
  const categories = ids(search.getAll('category'));
  return {
    ...(q && { q }),
    ...(brands.length > 0 && { brands }),
    ...(categories.length > 0 && { categories }),
    ...(sizes.length > 0 && { sizes }),
    ...(colors.length > 0 && { colors }),
    ...(search.get('in_stock') === '1' && { inStock: true as const }),
    page: positiveInt(search.get('page')) ?? 1,
    sort: isSortFlag(sort) ? sort : null,
    rating: rating === null ? 0 : Math.min(rating, MAX_RATING),
    min,
    max,
  };
}

/** Writes the filters to the URL, leaving out defaults (page 1, no sort, no filter, no search). */
export function toShopSearch(filters: ShopFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = searchWords(filters.q);
  if (q) search.set('q', q);
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.sort) search.set('sort', filters.sort);
  for (const brand of filters.brands ?? []) search.append('brand', String(brand));
  for (const category of filters.categories ?? []) search.append('category', String(category));
  if (filters.rating > 0) search.set('rating', String(filters.rating));
  if (filters.max > 0) {
    search.set('min', String(filters.min));
    search.set('max', String(filters.max));
  }
  for (const size of filters.sizes ?? []) search.append('size', size);
  for (const color of filters.colors ?? []) search.append('color', color);
  if (filters.inStock) search.set('in_stock', '1');
  return search;
}

/**
 * The brands or categories that apply: every one chosen against an API with `facets`, else the
 * first, as the contract's `brand_id` and `category_id` take one.
 */
export const appliedChoices = (chosen: readonly number[] | undefined, canFacet: boolean): number[] => (canFacet ? [...(chosen ?? [])] : (chosen ?? []).slice(0, 1));

/**
 * The query string of GET /api/products, exactly as the contract has it, plus `q` when `canSearch`
 * and, when `canFacet`, several brands or categories and the size, colour and stock filters with
 * `facets=1` (their counts): an API that does not list `search` or `facets` never sees them. One
 * brand or category goes as the contract's `brand_id` or `category_id` either way.
 */
export function toProductListParams(filters: ShopFilters, canSearch = false, canFacet = false): ProductListParams {
  const params: ProductListParams = { page: filters.page };
  const q = canSearch ? searchWords(filters.q) : undefined;
  if (q) params.q = q;
  const brands = appliedChoices(filters.brands, canFacet);
  const categories = appliedChoices(filters.categories, canFacet);
  if (brands.length === 1) params.brand_id = brands[0];
  else if (brands.length > 1) params.brands = brands.join(',');
  if (categories.length === 1) params.category_id = categories[0];
  else if (categories.length > 1) params.categories = categories.join(',');
  if (filters.rating > 0) params.rating = filters.rating;
  if (filters.max > 0) {
    // The shopper chose prices with VAT; the API filters its prices before VAT.
    params.minPrice = fromHalalas(beforeVatAtLeast(toHalalas(filters.min)));
    params.max_price = fromHalalas(beforeVatAtMost(toHalalas(filters.max)));
  }
  if (filters.sort) params[filters.sort] = 1;
  if (canFacet) {
    if (filters.sizes?.length) params.sizes = filters.sizes.join(',');
    if (filters.colors?.length) params.colors = filters.colors.join(',');
    if (filters.inStock) params.in_stock = 1;
    params.facets = 1;
  }
  return params;
}

/**
 * The shop's list for `filters` against an API with `capabilities`: the page's query, and the
 * one its route data fetches first once store info is known (app/route-data/shop.ts).
 */
export function shopListParams(filters: ShopFilters, capabilities: readonly string[]): ProductListParams {
  return toProductListParams(filters, capabilities.includes('search'), capabilities.includes('facets'));
}

/** Any filter change goes back to page 1. */
export function withFilter(filters: ShopFilters, change: Partial<Omit<ShopFilters, 'page' | 'sort'>>): ShopFilters {
  return { ...filters, ...change, page: 1 };
}

/** Picking a sort sets exactly that flag; Default (null) clears them all. Page 1. */
export function withSort(filters: ShopFilters, sort: SortFlag | null): ShopFilters {
  return { ...filters, sort, page: 1 };
}

export function withPage(filters: ShopFilters, page: number): ShopFilters {
  return { ...filters, page: Math.max(1, Math.floor(page)) };
}

/**
 * Chooses (`chosen`) or drops one brand or category, back to page 1; `only` makes it the one choice
 * (or none, for null), as a single choice does against an API without `facets`.
 */
export function withChoice(filters: ShopFilters, choice: Choice, id: number | null, chosen = true, only = false): ShopFilters {
  const { [choice]: current = [], ...rest } = filters;
  const others = only ? [] : current.filter((v) => v !== id);
  const next = chosen && id !== null ? [...others, id].slice(0, MAX_FACET_VALUES) : others;
  return { ...rest, ...(next.length > 0 && { [choice]: next }), page: 1 };
}

/**
 * Reset clears price, category, brand, rating, sizes, colours and stock, but keeps the sort
 * and the search words: they say what the shopper looks for, not how the results are narrowed.
 */
export function resetFilters(filters: ShopFilters): ShopFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, ...(filters.q && { q: filters.q }) };
}

/** Chooses (`chosen`) or drops one size or colour, back to page 1. */
export function withFacetValue(filters: ShopFilters, facet: Facet, value: string, chosen: boolean): ShopFilters {
  const { [facet]: current = [], ...rest } = filters;
  const others = current.filter((v) => v !== value);
  const next = chosen ? [...others, value].slice(0, MAX_FACET_VALUES) : others;
  return { ...rest, ...(next.length > 0 && { [facet]: next }), page: 1 };
}

/** Turns "in stock only" on or off, back to page 1. */
export function withInStock({ inStock: _inStock, ...filters }: ShopFilters, on: boolean): ShopFilters {
  return { ...filters, ...(on && { inStock: true as const }), page: 1 };
}

/**
 * Whether a filter only an API with `facets` applies in full is set: a size, colour or stock, or
 * more than one brand or category.
 */
export const hasFacetFilters = (filters: ShopFilters) =>
  Boolean(filters.sizes?.length || filters.colors?.length || filters.inStock || (filters.brands?.length ?? 0) > 1 || (filters.categories?.length ?? 0) > 1);

/**
 * The colours the cards show, the first a product comes in winning: the colour filter's, then those
 * the search's words name (the list's `search_colors`), so "black abaya" shows each abaya in black.
 */
export function shownColors(filtered: readonly string[] | undefined, searched: readonly string[] | undefined): string[] | undefined {
  const colors = [...new Set([...(filtered ?? []), ...(searched ?? [])])];
  return colors.length > 0 ? colors : undefined;
}

/** Leaves the search, keeping filters and sort, back to page 1. */
export function withoutSearch({ q: _q, ...filters }: ShopFilters): ShopFilters {
  return { ...filters, page: 1 };
}

/** The slider's handles: the chosen range, or the whole scale when no price filter is set. */
export function priceRange(filters: ShopFilters, scaleMax: number = PRICE_MAX): [number, number] {
  return filters.max > 0 ? [filters.min, filters.max] : [PRICE_MIN, scaleMax];
}

/** A dragged or typed range becomes a price filter (a drag applies when it ends). */
export function withPriceRange(filters: ShopFilters, [low, high]: readonly number[]): ShopFilters {
  const min = clamp(Math.round(Math.min(low ?? 0, high ?? 0)), PRICE_MIN, PRICE_LIMIT);
  const max = clamp(Math.round(Math.max(low ?? 0, high ?? 0)), PRICE_MIN, PRICE_LIMIT);
  return withFilter(filters, { min: max > 0 ? min : 0, max });
}

/** `canFacet`: whether sizes, colours and stock apply (capability `facets`); in the URL of a shop without them they narrow nothing. */
export const hasActiveFilters = (filters: ShopFilters, canFacet = true) =>
  Boolean(filters.brands?.length || filters.categories?.length) || filters.rating > 0 || filters.max > 0 || (canFacet && hasFacetFilters(filters));

/**
 * The list a page fixes, outside the shopper's filters: a category's or a brand's page lists only
 * its products whatever the URL says, and its own filters never show or reset it.
 */
export interface ListContext {
  category?: number;
  brand?: number;
}

/** The filters the shopper chose, without what the page fixes (a category or brand in its URL narrows nothing more). */
export function outOfContext({ brands, categories, ...filters }: ShopFilters, context: ListContext): ShopFilters {
  return {
    ...filters,
    ...(context.category === undefined && categories && { categories }),
    ...(context.brand === undefined && brands && { brands }),
  };
}

/** The filters the list applies: the shopper's, within the page's category or brand. */
export const inContext = (filters: ShopFilters, context: ListContext): ShopFilters => ({
  ...filters,
  ...(context.category !== undefined && { categories: [context.category] }),
  ...(context.brand !== undefined && { brands: [context.brand] }),
});

/** One filter the shopper chose, as a removable chip above the results. */
export type ActiveFilter =
  | { kind: 'brand' | 'category'; id: number }
  | { kind: 'rating'; stars: number }
  | { kind: 'price'; min: number; max: number }
  | { kind: 'size' | 'color'; value: string }
  | { kind: 'inStock' };

/** The filters set, in the panel's order (`canFacet`: whether the API offers sizes, colours and stock, `facets`); not the search words or sort. */
export function activeFilters(filters: ShopFilters, canFacet: boolean): ActiveFilter[] {
  return [
    ...(filters.max > 0 ? [{ kind: 'price' as const, min: filters.min, max: filters.max }] : []),
    ...(canFacet ? (filters.sizes ?? []).map((value) => ({ kind: 'size' as const, value })) : []),
    ...(canFacet ? (filters.colors ?? []).map((value) => ({ kind: 'color' as const, value })) : []),
    ...(canFacet && filters.inStock ? [{ kind: 'inStock' as const }] : []),
    ...(filters.rating > 0 ? [{ kind: 'rating' as const, stars: filters.rating }] : []),
    ...appliedChoices(filters.brands, canFacet).map((id) => ({ kind: 'brand' as const, id })),
    ...appliedChoices(filters.categories, canFacet).map((id) => ({ kind: 'category' as const, id })),
  ];
}

/** The filters without one chip's, back to page 1, as any filter change. */
export function withoutFilter(filters: ShopFilters, chip: ActiveFilter): ShopFilters {
  switch (chip.kind) {
    case 'price':
      return withFilter(filters, { min: 0, max: 0 });
    case 'size':
      return withFacetValue(filters, 'sizes', chip.value, false);
    case 'color':
      return withFacetValue(filters, 'colors', chip.value, false);
    case 'inStock':
      return withInStock(filters, false);
    case 'rating':
      return withFilter(filters, { rating: 0 });
    case 'brand':
      return withChoice(filters, 'brands', chip.id, false);
    case 'category':
      return withChoice(filters, 'categories', chip.id, false);
  }
}
