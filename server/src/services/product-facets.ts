/**
 * The product list's size, colour and stock filters and their counts (the `facets` the shop asks
 * for). A product matches the chosen sizes when it comes in any of them, likewise
 * the colours; "in stock" asks the product's total stock, or with sizes or colours chosen, for an
 * option (`product_stock`, one row per colour and size) of those with stock, so that "M, in stock"
 * never lists a product whose M is sold out.
 *
 * Counts follow the usual faceting rule: a size's count applies every filter but the sizes, a
 * colour's every filter but the colours, so that each count is exactly the total the list shows once
 * that value alone is chosen. They are computed from `base` (facetBase), the products matching every
 * other filter, which the list's statement materialises beside its page (products.ts): one statement.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import { SIZE_GROUPS, type FacetValue, type SizeGroup } from '../contract/catalog';
import { colors, products, productStock } from '../db/schema';
import type { Lang } from '../i18n';

export interface FacetFilters {
  /** Products in any of these sizes. */
  sizes?: readonly string[];
  /** Products in any of these colour keys (see `colors`). */
  colors?: readonly string[];
  /** Only products with stock: of an option in the chosen sizes and colours when any are chosen. */
  inStock?: boolean;
}

/** A product's columns as a statement names them: the products table's, or `base`'s. */
export interface FacetColumns {
  id: SQL;
  sizes: SQL;
  colors: SQL;
  stock: SQL;
}

/** The counts as the statement answers them; products.ts names the sizes. */
export interface FacetCounts {
  sizes: { value: string; count: number }[];
  colors: FacetValue[];
  in_stock: number;
}

/** `array[$1, $2]::text[]`: drizzle would spread a JS array into a parenthesised list instead. */
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

const any = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;

/**
 * Stock for the chosen options: the product's total without a size or colour condition, else one
 * of its `product_stock` rows (looked up by its primary key's leading column) matching them.
 */
function hasStock(row: FacetColumns, size: SQL | null, color: SQL | null): SQL {
  if (!size && !color) return sql`${row.stock} > 0`;
  return sql`exists (select 1 from ${productStock} ps where ps.product_id = ${row.id} and ps.stock > 0
                       ${size ? sql`and ${size}` : sql``} ${color ? sql`and ${color}` : sql``})`;
}

const sizeIn = (values: readonly string[] | undefined) => (any(values) ? sql`ps.size = any(${textArray(values)})` : null);
const colorIn = (values: readonly string[] | undefined) => (any(values) ? sql`ps.color = any(${textArray(values)})` : null);

/** The facet filters on `row`; undefined when none is set. */
export function facetFilter(row: FacetColumns, f: FacetFilters): SQL | undefined {
  return and(
    any(f.sizes) ? sql`${row.sizes} && ${textArray(f.sizes)}` : undefined,
    any(f.colors) ? sql`${row.colors} && ${textArray(f.colors)}` : undefined,
    f.inStock ? hasStock(row, sizeIn(f.sizes), colorIn(f.colors)) : undefined,
  );
}

/**
 * The body of the CTE `base`: the products of `from` matching `where` (every filter but these),
 * with what the counts need of their stock per option, read once per product (one range of
 * `product_stock`'s primary key) rather than once per size and colour: the sizes in stock in a
 * chosen colour (`stock_sizes`), the colours in stock in a chosen size (`stock_colors`), and whether
 * an option of both has stock (`stocked`).
 */
export function facetBase(from: SQL, where: SQL | undefined, f: FacetFilters): SQL {
  const options = f.inStock || any(f.sizes) || any(f.colors);
  const sizes = sizeIn(f.sizes) ?? TRUE;
  const colorsIn = colorIn(f.colors) ?? TRUE;
  return sql`select ${products.id} as id, ${products.sizes} as sizes, ${products.colors} as colors, ${products.stock} as stock
                    ${options ? sql`, st.stock_sizes, st.stock_colors, coalesce(st.stocked, false) as stocked` : sql``}
               from ${from}
               ${options
                 ? sql`left join lateral (
                         select array_agg(ps.size) filter (where ${colorsIn}) as stock_sizes,
                                array_agg(ps.color) filter (where ${sizes}) as stock_colors,
                                bool_or(${sizes} and ${colorsIn}) as stocked
                           from ${productStock} ps where ps.product_id = ${products.id} and ps.stock > 0) st on true`
                 : sql``}
              ${where ? sql`where ${where}` : sql``}`;
}

const TRUE = sql`true`;

/**
 * The counts as one JSON value, from the CTE `base` (facetBase). Colours come with their names and
 * swatch, by name in `lang`; a chosen value is listed even when nothing matches it, so that the
 * shopper can take it back.
 */
export function facetCountsJson(f: FacetFilters, lang: Lang): SQL {
  const sizes = any(f.sizes) ? sql`b.sizes && ${textArray(f.sizes)}` : TRUE;
  const colorsMatch = any(f.colors) ? sql`b.colors && ${textArray(f.colors)}` : TRUE;
  const name = lang === 'en' ? colors.nameEn : colors.nameAr;
  return sql`json_build_object(
    'sizes', (select coalesce(json_agg(json_build_object('value', s.value, 'count', s.n)), '[]')
                from (select u.value, count(distinct b.id)::int as n
                        from base b cross join unnest(b.sizes) u(value)
                       where ${colorsMatch} ${f.inStock ? sql`and u.value = any(b.stock_sizes)` : sql``}
                       group by u.value) s),
    'colors', (select coalesce(json_agg(json_build_object('value', ${colors.key}, 'label', ${colors.nameAr}, 'label_en', ${colors.nameEn},
                                                          'hex', ${colors.hex}, 'count', coalesce(s.n, 0))
                                        order by lower(${name}) collate "C", ${colors.key}), '[]')
                 from ${colors}
                 left join (select u.value, count(distinct b.id)::int as n
                              from base b cross join unnest(b.colors) u(value)
                             where ${sizes} ${f.inStock ? sql`and u.value = any(b.stock_colors)` : sql``}
                             group by u.value) s on s.value = ${colors.key}
                where s.n > 0 ${any(f.colors) ? sql`or ${colors.key} = any(${textArray(f.colors)})` : sql``}),
    'in_stock', (select count(*)::int from base b
                  where ${sizes} and ${colorsMatch} and ${any(f.sizes) || any(f.colors) ? sql`b.stocked` : sql`b.stock > 0`})
  )`;
}

/** Letter sizes, smallest first. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** A size's group and its place in it: letters by size, numbers by value, ages by their first bound (months before years). */
function sizeRank(size: string): [SizeGroup, number] {
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return ['letters', letter];
  if (/^\d+(?:\.\d+)?$/.test(size)) return ['numbers', Number(size)];
  const range = /^(\d+(?:\.\d+)?)\s*-\s*\d+(?:\.\d+)?\s*(M?)$/i.exec(size);
  if (range) return ['ages', Number(range[1]) / (range[2] ? 12 : 1)];
  return ['other', 0];
}

export const sizeGroup = (size: string): SizeGroup => sizeRank(size)[0];

/** Sizes as a shopper reads them: by group, then smallest first (a stable order, whatever the counts). */
export function compareSizes(a: string, b: string): number {
  const [ga, na] = sizeRank(a);
  const [gb, nb] = sizeRank(b);
  return SIZE_GROUPS.indexOf(ga) - SIZE_GROUPS.indexOf(gb) || na - nb || (a < b ? -1 : a > b ? 1 : 0);
}
