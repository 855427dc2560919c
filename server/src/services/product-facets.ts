/**
 * The product list's size, colour and stock filters and their counts (the `facets` the shop asks
 * for). A product matches the chosen sizes when it comes in any of them, likewise
 * the colours; "in stock" asks the product's total stock, or with sizes or colours chosen, for an
 * option (`product_stock`, one row per colour and size) of those with stock, so that "M, in stock"
 * never lists a product whose M is sold out.
 *
 * A size is chosen by its filter value (sizes.ts): a number with what it measures (`shoes:38`)
 * matches that number in a product whose category measures it so, anything else the size itself.
 *
 * Counts follow the usual faceting rule: a size's count applies every filter but the sizes, a
 * colour's every filter but the colours, so that each count is exactly the total the list shows once
 * that value alone is chosen. They are computed from `base` (facetBase), the products matching every
 * other filter, which the list's statement materialises beside its page (products.ts): one statement.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { FacetValue, SizeMeasure } from '../contract/catalog';
import { categories, colors, products, productStock } from '../db/schema';
import type { Lang } from '@shared/lang';
import { NUMBER_PATTERN, parseSizeKey } from './sizes';

export interface FacetFilters {
  /** Products in any of these sizes (size filter values, sizes.ts). */
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
  /** What its category's number sizes measure (`categories.size_measure`). */
  measure: SQL;
}

/** The counts as the statement answers them; products.ts names the sizes. */
export interface FacetCounts {
  /** By size filter value (sizes.ts). */
  sizes: { value: string; count: number }[];
  colors: FacetValue[];
  in_stock: number;
}

/** `array[$1, $2]::text[]`: drizzle would spread a JS array into a parenthesised list instead. */
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

const any = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;

/** The chosen sizes: those matched as they are, and the numbers of each measure. */
function chosenSizes(values: readonly string[] | undefined): { plain: string[]; measured: [SizeMeasure, string[]][] } {
  const plain: string[] = [];
  const measured = new Map<SizeMeasure, string[]>();
  for (const { size, measure } of (values ?? []).map(parseSizeKey)) {
    if (measure) measured.set(measure, [...(measured.get(measure) ?? []), size]);
    else plain.push(size);
  }
  return { plain, measured: [...measured] };
}

/**
 * Whether one of `sizes` (a product's array, or a `product_stock` row's size as a one-element
 * array) is chosen, for a product whose numbers measure `measure`; undefined when none is chosen.
 */
function sizeMatch(sizes: SQL, measure: SQL, values: readonly string[] | undefined): SQL | undefined {
  const { plain, measured } = chosenSizes(values);
  return or(
    plain.length > 0 ? sql`${sizes} && ${textArray(plain)}` : undefined,
    ...measured.map(([kind, numbers]) => sql`(${measure} = ${kind} and ${sizes} && ${textArray(numbers)})`),
  );
}

/**
 * Stock for the chosen options: the product's total without a size or colour condition, else one
 * of its `product_stock` rows (looked up by its primary key's leading column) matching them.
 */
function hasStock(row: FacetColumns, size: SQL | null, color: SQL | null): SQL {
  if (!size && !color) return sql`${row.stock} > 0`;
  return sql`exists (select 1 from ${productStock} ps where ps.product_id = ${row.id} and ps.stock > 0
                       ${size ? sql`and ${size}` : sql``} ${color ? sql`and ${color}` : sql``})`;
}

/** A `product_stock` row `ps` in a chosen size, of a product whose numbers measure `measure`. */
const sizeIn = (values: readonly string[] | undefined, measure: SQL) => sizeMatch(sql`array[ps.size]`, measure, values) ?? null;
const colorIn = (values: readonly string[] | undefined) => (any(values) ? sql`ps.color = any(${textArray(values)})` : null);

/** What the products table's rows measure, for a statement that reads `products` without its category. */
export const productMeasure = sql`(select ${categories.sizeMeasure} from ${categories} where ${categories.id} = ${products.categoryId})`;

/** The facet filters on `row`; undefined when none is set. */
export function facetFilter(row: FacetColumns, f: FacetFilters): SQL | undefined {
  return and(
    sizeMatch(row.sizes, row.measure, f.sizes),
    any(f.colors) ? sql`${row.colors} && ${textArray(f.colors)}` : undefined,
    f.inStock ? hasStock(row, sizeIn(f.sizes, row.measure), colorIn(f.colors)) : undefined,
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
  const sizes = sizeIn(f.sizes, sql`cat.size_measure`) ?? TRUE;
  const colorsIn = colorIn(f.colors) ?? TRUE;
  return sql`select ${products.id} as id, ${products.sizes} as sizes, ${products.colors} as colors, ${products.stock} as stock,
                    cat.size_measure as measure
                    ${options ? sql`, st.stock_sizes, st.stock_colors, coalesce(st.stocked, false) as stocked` : sql``}
               from ${from}
               join ${categories} cat on cat.id = ${products.categoryId}
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
  const sizes = sizeMatch(sql`b.sizes`, sql`b.measure`, f.sizes) ?? TRUE;
  const colorsMatch = any(f.colors) ? sql`b.colors && ${textArray(f.colors)}` : TRUE;
  const name = lang === 'en' ? colors.nameEn : colors.nameAr;
  // Each size counts under its filter value (sizes.ts); a bare number chosen counts under itself too.
  const key = sql`(case when b.measure is not null and u.value ~ ${NUMBER_PATTERN} then b.measure || ':' || u.value else u.value end)`;
  const bare = chosenSizes(f.sizes).plain;
  const keys = bare.length > 0 ? sql`case when u.value = any(${textArray(bare)}) and ${key} <> u.value then array[${key}, u.value] else array[${key}] end` : sql`array[${key}]`;
  return sql`json_build_object(
    'sizes', (select coalesce(json_agg(json_build_object('value', s.value, 'count', s.n)), '[]')
                from (select k.value, count(distinct b.id)::int as n
                        from base b cross join unnest(b.sizes) u(value) cross join lateral unnest(${keys}) k(value)
                       where ${colorsMatch} ${f.inStock ? sql`and u.value = any(b.stock_sizes)` : sql``}
                       group by k.value) s),
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
