/**
 * Product calls (the contract): the filtered list, one product, best sellers, sale items and the
 * per-category and per-brand lists. Every list answers `{ data, current_page, last_page, total }`
 * with 12 products a page ("Calls the contract adds").
 */
import { Type, type Static } from '@sinclair/typebox';
import { Product, ProductList, SORT_FLAGS } from '../contract/catalog';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http-error';
import type { MessageKey } from '../messages';
import { brandExists, categoryExists } from '../services/catalog';
import { getProduct, listProducts, type KeptProducts } from '../services/products';
import { Id, Page, withErrors, type RoutePlugin } from './common';

const Price = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, description }));
const SortFlag = (flag: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: `1 sorts by ${flag.replace('_', ' ')}` }));

/** The `search` capability: the longest search, in characters once trimmed. */
const SEARCH_MAX_LENGTH = 100;

/** The `facets` capability: at most this many sizes, or colours, of at most FILTER_VALUE_LENGTH characters each. */
const FILTER_MAX_VALUES = 20;
const FILTER_VALUE_LENGTH = 40;

/** A comma-separated list: one plain query value, as every client (the shop's included) sends them. */
const FilterList = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: FILTER_MAX_VALUES * (FILTER_VALUE_LENGTH + 1),
      description:
        `Extension (capability \`facets\`): ${what}, separated by commas, at most ${FILTER_MAX_VALUES} of at most ` +
        `${FILTER_VALUE_LENGTH} characters each. A product matches any of them; a value no product has matches nothing.`,
    }),
  );
const Flag = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description }));

/** A comma-separated list of ids (capability `facets`): a product matches any of them. */
const IdList = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: FILTER_MAX_VALUES * 11,
      description:
        `Extension (capability \`facets\`): ${what} ids, separated by commas, at most ${FILTER_MAX_VALUES}. A product matches any of them; ` +
        'with the single id parameter as well, both apply.',
    }),
  );

/** The ids of an IdList, without repeats; a 400 for anything but up to FILTER_MAX_VALUES positive integers. */
function idValues(list: string | undefined): number[] | undefined {
  if (list === undefined) return undefined;
  const values = [...new Set(list.split(',').map((value) => value.trim()))].filter(Boolean);
  if (values.length > FILTER_MAX_VALUES || values.some((value) => !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)) throw new HttpError(400, 'idListInvalid');
  return values.map(Number);
}

/** The values of a FilterList, trimmed, without blanks or repeats; a 400 past the limits. */
function filterValues(list: string | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const values = [...new Set(list.split(',').map((value) => value.trim()))].filter(Boolean);
  if (values.length > FILTER_MAX_VALUES || values.some((value) => value.length > FILTER_VALUE_LENGTH)) throw new HttpError(400, 'filterValuesInvalid');
  return values;
}

const ProductListQuery = Type.Object({
  page: Page,
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: SEARCH_MAX_LENGTH,
      description:
        'Extension (capability `search`): search words. Spaces around them are ignored and a blank search is no search. ' +
        'Every word (up to six) must match a name, the brand, the category or a description, in either language; Arabic spelling variants ' +
        '(diacritics, tatweel, alef forms, ى/ي, ة/ه) and small typos still match. Best matches first (name, then brand or category, ' +
        'then description) unless a sort flag is set; filters, sort and pages apply to the matches.',
    }),
  ),
  brand_id: Type.Optional(Id('Only this brand')),
  category_id: Type.Optional(Id('Only this category')),
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5, description: 'Minimum average rating' })),
  // The contract's names, mixed case included: the SPA sends minPrice but max_price.
  minPrice: Price('Minimum selling price in SAR'),
  max_price: Price('Maximum selling price in SAR'),
  brands: IdList('brand'),
  categories: IdList('category'),
  sizes: FilterList(
    'sizes, as `value` in facets.sizes: a size as in specs[0] (`M`, `0-3M`), or a number with what it measures (`shoes:38`, `waist:32`; ' +
      'a bare `38` matches 38 whatever it measures)',
  ),
  colors: FilterList('colour keys, as `value` in specs[0], e.g. `black,navy`'),
  in_stock: Flag(
    'Extension (capability `facets`): 1 lists only products in stock; with sizes or colors, only products with stock ' +
      'in an option of those sizes and colours.',
  ),
  facets: Flag(
    'Extension (capability `facets`): 1 adds `facets`, the count for each size and colour (every other filter applied) ' +
      'and with in_stock=1. Without it the answer is as in the contract.',
  ),
  ...(Object.fromEntries(SORT_FLAGS.map((flag) => [flag, SortFlag(flag)])) as Record<
    (typeof SORT_FLAGS)[number],
    ReturnType<typeof SortFlag>
  >),
});
type ProductListQuery = Static<typeof ProductListQuery>;

const list = withErrors(ProductList, 400);

const productRoutes: RoutePlugin = async (app, { db, cache }) => {
  // The lists' products, read once for the moment answers are kept, not once per list.
  const kept: KeptProducts = cache.rows();

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products, filtered and sorted',
        description:
          'Filters combine. Prices are the selling price after discount. At most one sort applies: the first flag set to 1 ' +
          `in the order ${SORT_FLAGS.join(', ')}; without one, newest first. Names sort in the Accept-Language language. ` +
          'Extension: `highest_price` is the dearest product of the whole catalogue (whole SAR, rounded up), whatever the filters.',
        querystring: ProductListQuery,
        response: list,
      },
      // The length limit is on the words, not on spaces around them.
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        if (typeof query.q !== 'string') return;
        const words = query.q.trim();
        if (words) query.q = words;
        else delete query.q;
      },
    },
    async (request) => {
      const q: ProductListQuery = request.query;
      if (q.minPrice !== undefined && q.max_price !== undefined && q.minPrice > q.max_price) {
        throw new HttpError(400, 'priceRange');
      }
      return listProducts(db, {
        page: q.page ?? 1,
        lang: request.lang,
        brandId: q.brand_id,
        categoryId: q.category_id,
        minRating: q.rating,
        minPrice: q.minPrice,
        maxPrice: q.max_price,
        sort: SORT_FLAGS.find((flag) => q[flag] === 1) ?? null,
        withHighestPrice: true,
        search: q.q,
        brandIds: idValues(q.brands),
        categoryIds: idValues(q.categories),
        sizes: filterValues(q.sizes),
        colors: filterValues(q.colors),
        inStock: q.in_stock === 1,
        withFacets: q.facets === 1,
      }, kept);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its reviews',
        params: Type.Object({ id: Id('Product id') }),
        response: withErrors(Product, 400, 404),
      },
    },
    async (request) => {
      const product = await getProduct(db, request.params.id, request.lang);
      if (!product) throw notFound('productNotFound');
      return product;
    },
  );

  app.get(
    '/top_products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Best sellers: most units sold, then best rated',
        querystring: Type.Object({ page: Page }),
        response: list,
      },
    },
    async (request) => listProducts(db, { page: request.query.page ?? 1, lang: request.lang, bestSellers: true }, kept),
  );

  app.get(
    '/has_sale',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products on sale (discount > 0), newest first',
        querystring: Type.Object({ page: Page }),
        response: list,
      },
    },
    async (request) => listProducts(db, { page: request.query.page ?? 1, lang: request.lang, onSale: true }, kept),
  );

  /** Resource-style lists: an unknown category or brand is a 404, not an empty page. */
  async function assertExists(exists: (db: Db, id: number) => Promise<boolean>, id: number, message: MessageKey) {
    if (!(await exists(db, id))) throw notFound(message);
  }

  app.get(
    '/products/by-category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of one category, newest first',
        querystring: Type.Object({ category_id: Id('Category id'), page: Page }),
        response: withErrors(ProductList, 400, 404),
      },
    },
    async (request) => {
      const { category_id: categoryId, page = 1 } = request.query;
      await assertExists(categoryExists, categoryId, 'categoryNotFound');
      return listProducts(db, { page, lang: request.lang, categoryId }, kept);
    },
  );

  app.get(
    '/products/by-brand',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of one brand, newest first',
        querystring: Type.Object({ brand_id: Id('Brand id'), page: Page }),
        response: withErrors(ProductList, 400, 404),
      },
    },
    async (request) => {
      const { brand_id: brandId, page = 1 } = request.query;
      await assertExists(brandExists, brandId, 'brandNotFound');
      return listProducts(db, { page, lang: request.lang, brandId }, kept);
    },
  );
};

export default productRoutes;
