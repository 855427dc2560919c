/**
 * Sizes as a shopper reads them (docs/product.md "Filters and search"): by what they fit, smallest
 * first, and named in each language.
 *
 * Letters (XS–XXL) and children's ages (0-3M, 2-3) say what they are by themselves. A number does not:
 * 38 is a shoe or a waist, 54 an abaya's length. Its category names what its numbers measure
 * (`categories.size_measure`), and the size filter's value for a number carries it (`shoes:38`), so
 * that choosing the shoe size does not list jeans of waist 38. A bare number (`38`, as a list's address
 * may still carry) matches that number whatever it measures.
 */
import { SIZE_GROUPS, SIZE_MEASURES, type SizeGroup, type SizeMeasure } from '../contract/catalog';
import type { Lang } from '@shared/lang';

/** Letter sizes, smallest first. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

const NUMBER = /^\d+(?:\.\d+)?$/;
/** NUMBER as the database's regular expressions write it. */
export const NUMBER_PATTERN = '^[0-9]+(\\.[0-9]+)?$';

/** A children's age range: "0-3M" in months, "2-3" in years. */
const AGES = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*(M?)$/i;

const isMeasure = (value: string): value is SizeMeasure => (SIZE_MEASURES as readonly string[]).includes(value);

/** The size filter's value of a product's size: a number with what it measures, anything else as it is. */
export const sizeKey = (size: string, measure: SizeMeasure | null): string => (measure && NUMBER.test(size) ? `${measure}:${size}` : size);

/** A size filter's value as its size and, for a number, what it measures. */
export function parseSizeKey(key: string): { size: string; measure?: SizeMeasure } {
  const colon = key.indexOf(':');
  const measure = key.slice(0, colon);
  return colon > 0 && isMeasure(measure) && NUMBER.test(key.slice(colon + 1)) ? { size: key.slice(colon + 1), measure } : { size: key };
}

/** A size's group and its place in it: letters by size, numbers by value, ages by their first bound (months before years). */
function sizeRank(key: string): [SizeGroup, number] {
  const { size, measure } = parseSizeKey(key);
  if (measure) return [measure, Number(size)];
  const letter = LETTER_SIZES.indexOf(size.toUpperCase());
  if (letter >= 0) return ['letters', letter];
  const ages = AGES.exec(size);
  if (ages) return ['ages', Number(ages[1]) / (ages[3] ? 12 : 1)];
  // A number whose category names no measure, One Size and anything else.
  return ['other', NUMBER.test(size) ? Number(size) : Number.POSITIVE_INFINITY];
}

/** What a size filter's value fits: its SIZE_GROUPS entry. */
export const sizeGroup = (key: string): SizeGroup => sizeRank(key)[0];

/** Size filter values as a shopper reads them: by group, then smallest first (a stable order, whatever the counts). */
export function compareSizes(a: string, b: string): number {
  const [ga, na] = sizeRank(a);
  const [gb, nb] = sizeRank(b);
  return SIZE_GROUPS.indexOf(ga) - SIZE_GROUPS.indexOf(gb) || na - nb || (a < b ? -1 : a > b ? 1 : 0);
}

/** Arabic counts 3 to 10 take the plural, the others the singular: 3 أشهر، 12 شهرًا. */
const arabicUnit = (upper: number, [plural, singular]: readonly [string, string]) => (upper >= 3 && upper <= 10 ? plural : singular);

/**
 * A size as the shop names it in `lang`: letters and numbers read the same in both languages; in
 * Arabic, children's ages in words («0–3 أشهر»، «10–11 سنة») and One Size («مقاس واحد»).
 */
export function sizeName(size: string, lang: Lang): string {
  if (lang === 'en') return size;
  if (size === 'One Size') return 'مقاس واحد';
  const ages = AGES.exec(size);
  if (!ages) return size;
  const upper = Number(ages[2]);
  const unit = ages[3] ? arabicUnit(upper, ['أشهر', 'شهرًا']) : arabicUnit(upper, ['سنوات', 'سنة']);
  return `${ages[1]}–${ages[2]} ${unit}`;
}
