/**
 * The price filter's scale and its number boxes. Pure, so the rules are tested
 * without a browser.
 *
 * The slider ends at the catalogue's highest price when the API tells it (`highest_price`, an
 * extension of GET /api/products) and at 100000 otherwise, as any API allows. Its step is a "nice"
 * number (1, 2, 5, 10, 20, 50, …) giving at most 100 steps, so arrow keys and thumbs get
 * somewhere, and the end is a whole number of steps.
 */
import { PRICE_MAX, PRICE_MIN } from './shop-query';

export interface PriceScale {
  max: number;
  step: number;
}

/** At most this many steps from one end of the slider to the other. */
const MAX_STEPS = 100;

/** The smallest of 1, 2, 5, 10, 20, 50, … that is at least `raw` (and at least 1). */
export function niceStep(raw: number): number {
  if (!(raw > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw - 1e-9);
  return nice ?? 10 * power;
}

/** The slider's scale: up to the highest price (rounded up to a whole step) when known, else 100000. */
export function priceScale(highestPrice?: unknown): PriceScale {
  const highest = typeof highestPrice === 'number' && Number.isFinite(highestPrice) && highestPrice > 0 ? highestPrice : PRICE_MAX;
  const step = niceStep(highest / MAX_STEPS);
  return { max: Math.ceil(highest / step - 1e-9) * step, step };
}

/** A hidden mark: rc-slider keeps a value that sits on a mark, and draws nothing for it. */
export interface AnchorMark {
  label: string;
  style: { display: 'none' };
}

/**
 * rc-slider moves every value to its step grid, so a bound typed off the grid (123 with a step of
 * 10) would be announced as 120, and would quietly become 120 when only the other handle moved.
 * A hidden mark on each such bound keeps it exact; arrow keys still go to the next grid point.
 */
export function anchorMarks(range: readonly number[], scale: PriceScale): Record<number, AnchorMark> {
  const marks: Record<number, AnchorMark> = {};
  for (const value of range) {
    if (value > PRICE_MIN && value < scale.max && value % scale.step !== 0) marks[value] = { label: String(value), style: { display: 'none' } };
  }
  return marks;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What a shopper typed in a price box, in whole SAR: Latin or Arabic-Indic digits, thousands
 * separators ignored, a decimal rounded. Null when it is not a number.
 */
export function parsePriceInput(text: string): number | null {
  const latin = text
    // U+0660–0669 and U+06F0–06F9: the digit is the code point's last hex digit.
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\s,\u066C\u00A0\u200E\u200F]/g, '')
    .replace('\u066B', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(latin)) return null;
  return Math.round(Number(latin));
}

/**
 * A number typed in the min (0) or max (1) box, applied to the current range: clamped to the
 * scale and to the other bound, so min ≤ max. Null when there is nothing to apply (not a number,
 * or no change).
 */
export function typedRange(current: readonly [number, number], bound: 0 | 1, typed: number | null, scale: PriceScale): [number, number] | null {
  if (typed === null) return null;
  const [low, high] = current;
  const next: [number, number] =
    bound === 0 ? [Math.min(Math.max(PRICE_MIN, typed), high), high] : [low, Math.max(Math.min(scale.max, typed), low)];
  return next[0] === low && next[1] === high ? null : next;
}
