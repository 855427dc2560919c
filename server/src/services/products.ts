/**
 * Product lists and details, as the API answers them.
 *
 * A list is at most two SQL statements: one picks the page's ids on the narrow columns, with the
 * total (and, for a search, the matches and their rank from search.ts); the other reads those
 * products' full rows, their reviews and their colour names, unless the list's `KeptRows` already
 * hold them. The embedded database runs on the server's event loop, where every statement costs a
 * fixed overhead and reading a page's full rows costs more than choosing them. See ADR 0004 and
 * bench/api.ts. Orders are total (id breaks ties), so pages never overlap.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE, type Product, type ProductFacets, type ProductList, type ProductOptionStock, type Review, type SortFlag, type SpecEntry } from '../contract/catalog';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { products } from '../db/schema';
import type { Lang } from '@shared/lang';
import { localize } from '../i18n';
import { keepNoRows, type KeptRows } from './kept-rows';
import { halalasAtLeast, halalasAtMost, toSar } from './money';
import { facetBase, facetCountsJson, facetFilter, productMeasure, type FacetColumns, type FacetCounts, type FacetFilters } from './product-facets';
import { receivedBy } from './reviews';
import { nearestCategory, searchColors, searchMatches, searchRank, searchWords } from './search';
import { compareSizes, parseSizeKey, sizeGroup, sizeName } from './sizes';

export interface ProductQuery extends FacetFilters {
  categoryId?: number;
  brandId?: number;
  /** Any of these categories, and any of these brands (capability `facets`); with the above, both apply. */
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** Minimum average rating (the rounded value shoppers see). */
  minRating?: number;
  /** Bounds on the selling price, in SAR. */
  minPrice?: number;
  maxPrice?: number;
  /** Only discounted products (has_sale). */
  onSale?: boolean;
  /** Only products that sold, best first (top_products). */
  bestSellers?: boolean;
  /** The sort flag that was set, if any; the default is newest first. */
  sort?: SortFlag | null;
  page: number;
  /** Names sort, and SEO text comes, in the request's language. */
  lang: Lang;
  /** Also answer `highest_price` (the shop's price slider). */
  withHighestPrice?: boolean;
  /**
   * Search words (search.ts): only the products they match, best match first unless `sort` is
   * set. Blank means no search.
   */
  search?: string;
  /** Also answer `facets`, the size, colour and stock filters' counts (product-facets.ts). */
  withFacets?: boolean;
}

/** The products table's columns for the facet filters. */
const PRODUCT_COLUMNS: FacetColumns = {
  id: sql`${products.id}`,
  sizes: sql`${products.sizes}`,
  colors: sql`${products.colors}`,
  stock: sql`${products.stock}`,
  measure: productMeasure,
};

function whereClause(q: ProductQuery): SQL | undefined {
  return and(
    q.categoryId !== undefined ? eq(products.categoryId, q.categoryId) : undefined,
    q.brandId !== undefined ? eq(products.brandId, q.brandId) : undefined,
    q.categoryIds?.length ? inArray(products.categoryId, [...q.categoryIds]) : undefined,
    q.brandIds?.length ? inArray(products.brandId, [...q.brandIds]) : undefined,
    q.minRating ? gte(products.ratingAvg, q.minRating) : undefined,
    q.minPrice !== undefined ? gte(products.salePriceHalalas, halalasAtLeast(q.minPrice)) : undefined,
    q.maxPrice !== undefined ? lte(products.salePriceHalalas, halalasAtMost(q.maxPrice)) : undefined,
    q.onSale ? gt(products.discount, 0) : undefined,
    q.bestSellers ? gt(products.soldCount, 0) : undefined,
  );
}

/** `searching`: the statement joins search.ts's matches as `found`, whose rank orders it when no sort is set. */
function orderBy(q: ProductQuery, searching = false): SQL[] {
  // Byte order ("C") with lower() sorts the same way on PGlite and on any PostgreSQL locale.
  const name = sql`lower(${q.lang === 'en' ? products.nameEn : products.nameAr}) collate "C"`;
  const byId = asc(products.id);
  if (q.bestSellers) return [desc(products.soldCount), desc(products.ratingAvg), byId];
  if (searching && !q.sort) return [...searchRank(), desc(products.createdAt), byId];
  switch (q.sort) {
    case 'name_asc':
      return [asc(name), byId];
    case 'name_desc':
      return [desc(name), byId];
    case 'price_asc':
      return [asc(products.salePriceHalalas), byId];
    case 'price_desc':
      return [desc(products.salePriceHalalas), byId];
    case 'created_asc':
      return [asc(products.createdAt), byId];
    default: // created_desc and no flag: new arrivals first
      return [desc(products.createdAt), byId];
  }
}

/** ISO 8601 in UTC, the same text from every driver and server time zone. */
const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One row of the statement below, as both drivers return it. */
interface ProductRow extends Record<string, unknown> {
  id: number;
  category_id: number;
  brand_id: number;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  seo_description_ar: string;
  seo_description_en: string;
  seo_keywords_ar: string;
  seo_keywords_en: string;
  price_halalas: number;
  sale_price_halalas: number;
  discount: number;
  stock: number;
  sizes: string[];
  images: string[];
  rating_avg: number;
  created_at: string;
  reviews: Review[];
  colors: { key: string; hex: string; ar: string; en: string }[];
  /** With `withStock` only: the product's `product_stock` rows. */
  options?: ProductOptionStock[];
}

/** Products a list's answers share, kept between lists (kept-rows.ts); the routes hold one. */
export type KeptProducts = KeptRows<ProductRow>;

const NOTHING_KEPT: KeptProducts = keepNoRows();

/** One row of a list's first statement: a product of the page, in order. */
interface PageRow extends Record<string, unknown> {
  id: number;
  total: number;
  highest: number | null;
  /** With a search only: the colours its words name (search.ts). */
  search_colors?: string[];
  /** With `withFacets` only, on the page's first row. */
  facets?: FacetCounts | null;
}

/** A product's stock per colour and size, as `st.options`: the product page's availability. */
const stockOptions = sql`
      cross join lateral (
        select coalesce(json_agg(json_build_object('color', s.color, 'size', s.size, 'stock', s.stock)), '[]') as options
          from product_stock s where s.product_id = p.id) st`;

/** The products `ids` (those that exist), with their reviews (newest first) and colour names, in no order. */
async function selectProducts(db: Db, ids: readonly number[], { withStock = false } = {}): Promise<ProductRow[]> {
  return queryRows<ProductRow>(db, sql`
    select p.id, p.category_id, p.brand_id, p.name_ar, p.name_en, p.description_ar, p.description_en,
           p.seo_description_ar, p.seo_description_en, p.seo_keywords_ar, p.seo_keywords_en,
           p.price_halalas, p.sale_price_halalas, p.discount, p.stock, p.sizes, p.images, p.rating_avg,
           ${isoUtc(sql`p.created_at`)} as created_at, rv.reviews, cl.colors${withStock ? sql`, st.options` : sql``}
      from products p
      cross join lateral (
        select coalesce(json_agg(json_build_object(
                 'id', r.id, 'product_id', r.product_id, 'name', r.name, 'review', r.review,
                 'rating', r.rating, 'created_at', ${isoUtc(sql`r.created_at`)},
                 'verified_purchase', ${receivedBy(sql`r.user_id`, sql`r.product_id`)})
               order by r.created_at desc, r.id desc), '[]') as reviews
          from reviews r where r.product_id = p.id) rv
      cross join lateral (
        select coalesce(json_agg(json_build_object('key', c.key, 'hex', c.hex, 'ar', c.name_ar, 'en', c.name_en)
               order by u.ord), '[]') as colors
          from unnest(p.colors) with ordinality u(key, ord) join colors c on c.key = u.key) cl
     ${withStock ? stockOptions : sql``}
     where p.id = any(${sql.param(ids)}::int[])`);
}

/**
 * The highest selling price of the whole catalogue, not of the filtered list, so the shop's price
 * slider keeps its scale while the shopper narrows it. An uncorrelated scalar subquery
 * on an indexed column: one index lookup, evaluated once per statement.
 */
const highestHalalas = sql`(select max(${products.salePriceHalalas}) from ${products})::int`;

async function countProducts(db: Db, from: SQL, where: SQL | undefined, searching: boolean): Promise<number> {
  if (!searching) return db.$count(products, where);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} ${where ? sql`where ${where}` : sql``}`);
  return row?.n ?? 0;
}

async function selectHighest(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ highest: number | null }>(db, sql`select ${highestHalalas} as highest`);
  return row?.highest ?? null;
}

/** Whole SAR rounded up, so the slider's end is never below the dearest product. */
const highestPrice = (halalas: number | null) => (halalas === null ? {} : { highest_price: Math.ceil(halalas / 100) });

/** A list, reading the products `kept` does not hold (none kept by default). */
export async function listProducts(db: Db, q: ProductQuery, kept: KeptProducts = NOTHING_KEPT): Promise<ProductList> {
  const otherFilters = whereClause(q);
  const where = and(otherFilters, facetFilter(PRODUCT_COLUMNS, q));
  const words = searchWords(q.search);
  const search = words ? searchMatches(words) : null;
  const withFacets = q.withFacets === true;
  // With facets, the search's matches are a CTE that the page and the counts' `base` share: one search, not two.
  const from = search ? sql`${products} join ${withFacets ? sql`found` : sql`(${search}) found`} on found.id = ${products.id}` : sql`${products}`;
  const ctes = withFacets
    ? sql`with ${search ? sql`found as materialized (${search}), ` : sql``}base as materialized (${facetBase(from, otherFilters, q)}) `
    : sql``;
  const order = sql.join(orderBy(q, search !== null), sql`, `);
  const offset = (q.page - 1) * PRODUCTS_PER_PAGE;
  const page = await queryRows<PageRow>(
    db,
    sql`${ctes}select ${products.id} as id, (count(*) over ())::int as total, ${q.withHighestPrice ? highestHalalas : sql`null::int`} as highest
               ${words ? sql`, ${searchColors(words)} as search_colors` : sql``}
               ${withFacets ? sql`, case when row_number() over (order by ${order}) = ${offset + 1} then ${facetCountsJson(q, q.lang)} end as facets` : sql``}
          from ${from} ${where ? sql`where ${where}` : sql``}
         order by ${order}
         limit ${PRODUCTS_PER_PAGE} offset ${offset}`,
  );
  const found = await kept.get(page.map((row) => row.id), (ids) => selectProducts(db, ids), (row) => row.id);
  // A product deleted between the two statements is left out of the page.
  const rows = page.flatMap((row) => found.get(row.id) ?? []);
  // Nothing on the page (past the end, or nothing matches): the counts, and the total, need their own statement.
  const alone = withFacets && !page[0] ? await selectFacets(db, ctes, from, where, q) : null;
  // Past the last page, or when nothing matches, there is no row to carry the total or the highest price.
  const total = page[0]?.total ?? alone?.total ?? (q.page > 1 ? await countProducts(db, from, where, search !== null) : 0);
  const highest = q.withHighestPrice ? (page[0] ? page[0].highest : await selectHighest(db)) : null;
  const nearest = words && total === 0 ? await nearestCategory(db, words, q.lang) : null;
  // An empty page shows no card, so it needs no colour.
  const colorsNamed = page[0]?.search_colors ?? [];
  return {
    data: rows.map((row) => toProduct(row, q.lang)),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)),
    total,
    ...highestPrice(highest),
    ...(nearest ? { nearest_category: nearest } : {}),
    ...(colorsNamed.length > 0 ? { search_colors: colorsNamed } : {}),
    ...(withFacets ? { facets: toFacets((page[0]?.facets ?? alone?.facets)!, q) } : {}),
  };
}

/** The facets' counts and the total when the page is empty, from the same CTEs as the page's statement. */
async function selectFacets(db: Db, ctes: SQL, from: SQL, where: SQL | undefined, q: ProductQuery): Promise<{ total: number; facets: FacetCounts }> {
  const [row] = await queryRows<{ total: number; facets: FacetCounts }>(db, sql`
    ${ctes}select (select count(*) from ${from} ${where ? sql`where ${where}` : sql``})::int as total, ${facetCountsJson(q, q.lang)} as facets`);
  return row!;
}

/** The counts as the list answers them: sizes named as in specs[0], by what they fit and smallest first, a chosen size nothing has at 0. */
function toFacets(counts: FacetCounts, q: ProductQuery): ProductFacets {
  const sizes = new Map(counts.sizes.map((size) => [size.value, size.count]));
  for (const size of q.sizes ?? []) if (!sizes.has(size)) sizes.set(size, 0);
  const named = (value: string) => {
    const { size } = parseSizeKey(value);
    return { value, label: sizeName(size, 'ar'), label_en: sizeName(size, 'en'), group: sizeGroup(value), count: sizes.get(value)! };
  };
  return {
    sizes: [...sizes.keys()].sort(compareSizes).map(named),
    colors: counts.colors,
    in_stock: counts.in_stock,
  };
}

/** One product, with its stock per colour and size (`availability`). */
export async function getProduct(db: Db, id: number, lang: Lang): Promise<Product | null> {
  const [row] = await selectProducts(db, [id], { withStock: true });
  return row ? { ...toProduct(row, lang), availability: availability(row) } : null;
}

/** Every colour with every size, in specs[0]'s order, with its stock (0 for an option never stocked). */
function availability(row: ProductRow): ProductOptionStock[] {
  const stock = new Map((row.options ?? []).map((option) => [`${option.color}\n${option.size}`, option.stock]));
  const colors = row.colors.length ? row.colors.map((color) => color.key) : [''];
  const sizes = row.sizes.length ? row.sizes : [''];
  return colors.flatMap((color) => sizes.map((size) => ({ color, size, stock: stock.get(`${color}\n${size}`) ?? 0 })));
}


/**
 * A product's colour and size options with their names in both languages (the contract's specs[0]);
 * the cart's lines show the same. A colour's photo (`img`) is the product's image at the
 * colour's position: the catalogue keeps `images[i]` showing `colors[i]` (schema.ts).
 */
export function specOptions(colors: ProductRow['colors'], sizes: readonly string[], images: readonly string[] = []): SpecEntry[] {
  return [
    ...colors.map((c, i) => ({ key: 'color' as const, value: c.key, label: c.ar, label_en: c.en, hex: c.hex, ...(images[i] ? { img: images[i] } : {}) })),
    ...sizes.map((size) => ({ key: 'size' as const, value: size, label: sizeName(size, 'ar'), label_en: sizeName(size, 'en') })),
  ];
}

function toProduct(row: ProductRow, lang: Lang): Product {
  const rating = row.rating_avg;
  return {
    id: row.id,
    name: row.name_ar,
    name_en: row.name_en,
    description: row.description_ar,
    description_en: row.description_en,
    price: toSar(row.sale_price_halalas),
    original_price: row.discount > 0 ? toSar(row.price_halalas) : null,
    img: row.images[0] ?? '',
    images: row.images,
    quantity: row.stock,
    rating,
    rating_avg: rating,
    rate: rating,
    discount: row.discount,
    reviews: row.reviews,
    specs: [specOptions(row.colors, row.sizes, row.images)],
    // Names and descriptions come in both languages (contract); SEO text follows the request's language.
    seo_description: localize(lang, row.seo_description_ar, row.seo_description_en),
    seo_keywords: localize(lang, row.seo_keywords_ar, row.seo_keywords_en),
    category_id: row.category_id,
    brand_id: row.brand_id,
    created_at: row.created_at,
  };
}
