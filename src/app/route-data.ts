/**
 * The data each page shows first, so it can be fetched while the page's code is still loading
 * rather than after it renders (no waterfall): a route names its loader here by its name
 * (app/route-table.ts). The pages' own hooks use the same query options, so they find these
 * answers in the cache.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { addressesQuery } from '@/api/addresses';
import { bannersQuery, offerBannersQuery } from '@/api/banners';
import { blogPostsQuery } from '@/api/blogs';
import { brandsQuery } from '@/api/brands';
import { cartQuery } from '@/api/cart';
import { categoriesQuery } from '@/api/categories';
import { myOrdersQuery, orderIdParam, orderStatusQuery } from '@/api/orders';
import { productListQuery, productQuery } from '@/api/products';
import { settingsQuery, storeInfoQuery } from '@/api/store';
import { testimonialsQuery } from '@/api/testimonials';
import type { Language } from '@/config/env';
import { hasFacetFilters, parseShopSearch, shopListParams, toProductListParams } from '@/features/catalog/shop/shop-query';

export interface RouteContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: Language;
  /** What the API offers ("Capabilities"), when store info is known already (api/store.ts `cachedCapabilities`). */
  capabilities?: readonly string[];
  /** The signed-in shopper a page is rendered for, on the server. */
  userId?: number;
}

// The options differ only in their data types, which prefetching does not read.
export type AnyQuery = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every home section's data, including the ones rendered only when scrolled to. */
export const homeData = ({ language }: RouteContext): AnyQuery[] => [
  bannersQuery(language),
  productListQuery(language, { page: 1 }),
  categoriesQuery(),
  offerBannersQuery(language),
  brandsQuery(),
  testimonialsQuery(language),
  blogPostsQuery(language),
];

/**
 * The shop's product page for the URL's filters and its filter lists. Whether search words,
 * sizes, colours and stock are sent, and the counts asked for, depends on the API's capabilities
 * ("Capabilities"): once store info is known (always on the server, which fetches it first), this is the
 * page's own query. Unknown, a list the capabilities would change is left to the page, and with
 * `facets` the page shows this answer until its own, with the counts, comes.
 */
export const shopData = ({ search, language, capabilities }: RouteContext): AnyQuery[] => {
  const filters = parseShopSearch(search);
  const list = capabilities
    ? [productListQuery(language, shopListParams(filters, capabilities))]
    : filters.q || hasFacetFilters(filters)
      ? []
      : [productListQuery(language, toProductListParams(filters))];
  return [...list, brandsQuery(), categoriesQuery()];
};

// The brands name the product's brand in its structured data (features/catalog/product/product-meta.ts).
export const productData = ({ params, language }: RouteContext): AnyQuery[] => [productQuery(language, Number(params.id)), brandsQuery()];

/** What every page's header and meta show: fetched with the page's data when the server renders it. */
export const layoutData = (language: Language): AnyQuery[] => [storeInfoQuery(language), settingsQuery(language)];

/**
 * A signed-in page's data is the shopper's own: the server asks for it only when it renders the
 * page for a shopper (`userId`), and the page's own data comes first. Otherwise index.html asks for
 * it as the document arrives (api/early-requests.ts).
 */
const shoppers =
  (data: (userId: number, context: RouteContext) => AnyQuery[]) =>
  (context: RouteContext): AnyQuery[] =>
    context.userId === undefined ? [] : data(context.userId, context);

export const cartData = shoppers((userId) => [cartQuery(userId)]);

export const paymentData = shoppers((userId, { capabilities = [] }) => [
  cartQuery(userId),
  ...(capabilities.includes('addresses') ? [addressesQuery(userId)] : []),
  // The last order starts the form (features/checkout/checkout-page.tsx).
  ...(capabilities.includes('order-details') ? [orderStatusQuery(userId, null)] : []),
]);

export const paymentStatusData = shoppers((userId, { search }) => [orderStatusQuery(userId, orderIdParam(search.get('order_id')))]);

// The orders tab is the one shown first (app/routes/profile.tsx); the others load their own.
export const profileData = shoppers((userId, { search }) => ((search.get('tab') ?? 'orders') === 'orders' ? [myOrdersQuery(userId)] : []));
