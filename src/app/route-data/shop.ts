/**
 * The shop's product page for the URL's filters and its filter lists. Whether search words,
 * sizes, colours and stock are sent, and the counts asked for, depends on the API's capabilities
 * ("Capabilities"): once store info is known (always on the server, which fetches it first), this is the
 * page's own query. Unknown, a list the capabilities would change is left to the page, and with
 * `facets` the page shows this answer until its own, with the counts, comes.
 */
import { brandsQuery } from '@/api/catalog/brands';
import { categoriesQuery } from '@/api/catalog/categories';
import { productListQuery } from '@/api/catalog/products';
import { hasFacetFilters, parseShopSearch, shopListParams, toProductListParams } from '@/features/catalog/shop/shop-query';
import type { RouteLoader } from '../route-data';

const shopData: RouteLoader = ({ search, language, capabilities }) => {
  const filters = parseShopSearch(search);
  const list = capabilities
    ? [productListQuery(language, shopListParams(filters, capabilities))]
    : filters.q || hasFacetFilters(filters)
      ? []
      : [productListQuery(language, toProductListParams(filters))];
  return [...list, brandsQuery(), categoriesQuery()];
};

export default shopData;
