/**
 * Arabic and English text folded for comparing spellings: the geocoder matches a query with it, and
 * the shop and the API find the city of a delivery address in a shipping company's list with
 * `placeKey`. The database's `libas_fold` folds product search alike, within what SQL does
 * (tests/fixtures/arabic-folding-cases.ts holds the cases, and where the two differ).
 */

/** English articles ("Al Riyadh", "As-Sulayyil"): left out, unless the last word. */
const ARTICLES = new Set(['al', 'el', 'as', 'ash', 'an', 'ad', 'adh', 'ar', 'at', 'az']);

/**
 * Folds a name for matching: case, Arabic diacritics and tatweel, alef forms, alef maqsura and ta
 * marbuta, hamza seats, Persian ی and ک, Arabic-Indic digits, punctuation, and the article (English
 * "al-", "as-"…, Arabic "ال").
 */
export function fold(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    // Persian keyboards type ی and ک; the database's libas_fold reads them as ي and ك too.
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    // Arabic-Indic digits as Latin ones: a postcode typed on an Arabic keyboard is the same postcode.
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    // Ha'il and Hail, 'Asir and Asir are one name.
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = plain.split(' ').filter(Boolean);
  return words
    // An article alone still searches: a query of "al" is kept.
    .filter((word, i) => !(ARTICLES.has(word) && i < words.length - 1))
    .map((word) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word))
    .join(' ');
}

/** Words a place's name may carry or not: what the place is ("Tabuk Region", «منطقة تبوك»). */
const PLACE_KIND_WORDS = new Set(['region', 'province', 'منطقه']);

/**
 * A place's name as it is compared: folded, without the words that say what the place is, since
 * the geocoder names a region "Riyadh Region" where a shipping company says "Riyadh".
 */
export const placeKey = (name: string): string =>
  fold(name)
    .split(' ')
    .filter((word) => !PLACE_KIND_WORDS.has(word))
    .join(' ');
