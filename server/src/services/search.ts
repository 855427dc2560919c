/**
 * Product search: how a shopper's words become the products they match and a rank. The product
 * list (products.ts) joins `searchMatches` as `found` and keeps its own filters, sort and paging.
 *
 * The words and the catalogue are folded alike in the database (`libas_fold`, migration 0009: lower
 * case, no Arabic diacritics, one form for the letters shoppers mix up, the article ال dropped,
 * punctuation as spaces), so عبايه finds عباية and Abaya finds abaya. The catalogue's folded words are kept with where each stands (`product_search_words`,
 * migration 0013, rewritten by triggers when the text changes: names, brand and category names,
 * colour and kind words from migration 0018, descriptions), and each distinct word once in
 * `search_words` (migration 0014), whose trigram index (pg_trgm) finds a word's typos and the
 * words it begins. A search thus costs one index lookup per word among the distinct words, then
 * one lookup of their rows, not a comparison with every product's text.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { categories, colors, products } from '../db/schema';
import type { Lang } from '@shared/lang';
import { localize } from '../i18n';

/** Only a search's first six words count: each is one more lookup. */
const SEARCH_MAX_WORDS = 6;
/**
 * Less alike than this (pg_trgm's similarity), a word is no typo of another. Below pg_trgm's
 * default of 0.3, as one slip in a short word leaves few trigrams: شمغ for شماغ is 0.29, jeens
 * for jeans 0.33. SEARCH_MARGIN keeps such loose matches for words the catalogue lacks.
 */
const SEARCH_MIN_SIMILARITY = 0.2;
/**
 * Where the catalogue has a word as searched (similarity 1), its matches must come within this of
 * it: plurals stay (abayas for abaya, 0.63), other words one letter away go (short for shirt, 0.33).
 */
const SEARCH_MARGIN = 0.5;
/** A word begins others from this many letters: what a shopper has typed when suggestions start. */
const SEARCH_MIN_PREFIX = 2;
/**
 * A search word found only in a product's descriptions (a tee whose text mentions an abaya) counts
 * only when fewer products than this have it in their names, brands, categories or colours
 * (docs/product.md "Filters and search"): where those find enough, the descriptions' mentions are noise.
 */
const SEARCH_FEW_STRONG = 3;

/** The words to search for, or null when there are none (blank means no search). */
export function searchWords(search: string | undefined): string | null {
  return search?.trim() || null;
}

/**
 * How well the search word `m.word` matches the catalogue's word `m.match`, a row of
 * `libas_search_lookup` (migrations 0013, 0014) found in a product's field `m.field`. In names, brands
 * and categories (fields 3 and 2): pg_trgm's similarity `m.similarity` (1 for the word itself,
 * less for a typo or a plural), or 0.9 where the word begins with it; a word with neither the
 * search word's first two letters nor its last two is not one edit away from it, and scores 0.
 * In descriptions (field 1), no typos: 1 for the word itself, 0.9 for a word it begins, from
 * three letters.
 */
const wordScore = sql`(case
      when m.field = 1 then (case when length(m.word) < 3 then 0 when m.match = m.word then 1
                                  when starts_with(m.match, m.word) then 0.9 else 0 end)
      when strpos(m.match, left(m.word, 2)) = 0 and strpos(m.match, right(m.word, 2)) = 0 then 0
      when length(m.word) >= ${SEARCH_MIN_PREFIX} and starts_with(m.match, m.word) then greatest(0.9, m.similarity)
      else m.similarity end)::real`;

/**
 * The products a search matches, as `id`, `tier` and `similarity`. The search is split into
 * words; every word must match a word of a product's names, of its brand's or category's names,
 * colours or kind words (both languages, by trigram similarity, so a typo still matches) or of its
 * descriptions (the word, or a word it begins, from three letters). A word's matches must reach
 * SEARCH_MIN_SIMILARITY and come within SEARCH_MARGIN of its best match in the whole catalogue, so
 * that typos are forgiven only where nothing is spelt as searched. `tier` adds up where each word
 * matched (name 3, brand or category 2, description 1; a word not matched counts 1),
 * `similarity` how closely: the rank (`searchRank`). `every` false keeps the products that match
 * any word. A word's matches in descriptions are left out when SEARCH_FEW_STRONG or more products
 * have it in their names, brands, categories or colours.
 */
export function searchMatches(search: string, every = true): SQL {
  return sql`
    with words as materialized (
      select word from unnest(string_to_array(libas_fold(${search}), ' ')) with ordinality u(word, n)
       where cardinality(show_trgm(word)) > 0
       group by word order by min(n) limit ${SEARCH_MAX_WORDS}
    ), scores as materialized (
      -- Per word and product, its best match in each field.
      select word, product_id as id,
             coalesce(max(score) filter (where field = 3), 0) as name,
             coalesce(max(score) filter (where field = 2), 0) as label,
             coalesce(max(score) filter (where field = 1), 0) as description
        from (select m.word, m.product_id, m.field, ${wordScore} as score
                from libas_search_lookup(array(select word from words), ${SEARCH_MIN_SIMILARITY}, ${SEARCH_MIN_PREFIX}) m) m
       group by word, product_id
    )
    select id,
           (sum(case when name >= cutoff then 3 when label >= cutoff then 2 else 1 end) + (select count(*) from words) - count(*))::int as tier,
           sum(case when name >= cutoff then name when label >= cutoff then label else description end)::real as similarity
      from (select *, count(*) filter (where greatest(name, label) >= cutoff) over (partition by word) as strong
              from (select *, greatest(${SEARCH_MIN_SIMILARITY}::real, max(greatest(name, label, description)) over (partition by word) - ${SEARCH_MARGIN}::real) as cutoff
                      from scores) cut) counted
     -- A word found in a description only counts when names, brands, categories and colours find it in few products.
     where greatest(name, label) >= cutoff or (description >= cutoff and strong < ${SEARCH_FEW_STRONG})
     group by id
    having count(*) ${every ? sql`= (select count(*) from words)` : sql`> 0`}
    -- A fence: planned apart, not pulled up into the list's statement, whose planning it would cost several times over.
    offset 0`;
}

/**
 * The colours a search names, as a JSON array of their keys in the order its words name them: a
 * word that is one of a colour's names or other words (folded alike, so سوداء and اسود name black).
 * The list answers them so the shop shows each product in the colour searched for (docs/product.md
 * "Filters and search"). An uncorrelated subquery over the few colours: evaluated once per statement.
 */
export const searchColors = (search: string): SQL => sql`(
    select coalesce(json_agg(named.key order by named.n, named.key), '[]')
      from (select c.key, min(w.n) as n
              from unnest(string_to_array(libas_fold(${search}), ' ')) with ordinality w(word, n)
              join ${colors} c on w.word <> '' and strpos(c.search_name, ' ' || w.word || ' ') > 0
             group by c.key) named)`;

/** Best match first, for a statement that joins `searchMatches` as `found`; the list breaks ties. */
export const searchRank = (): SQL[] => [desc(sql`found.tier`), desc(sql`found.similarity`)];

/**
 * Where to look instead when a search finds nothing: the category of the products that match the
 * most of its words (any one word is enough), best matches first; none when no word matches
 * anything. Only then is it asked, so it costs nothing on a search that finds.
 */
export async function nearestCategory(db: Db, search: string, lang: Lang): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name_ar: string; name_en: string }>(db, sql`
    select c.id, c.name_ar, c.name_en
      from (${searchMatches(search, false)}) found
      join ${products} p on p.id = found.id
      join ${categories} c on c.id = p.category_id
     group by c.id
     order by max(found.tier) desc, max(found.similarity) desc, count(*) desc, c.id
     limit 1`);
  return row ? { id: row.id, name: localize(lang, row.name_ar, row.name_en) } : null;
}
