/** Star ratings: a 1 to 5 scale, shown with one decimal and rounded up for the stars. */
export const MAX_STARS = 5;

/** Whole stars to fill for an average: rounded up, within 0..5. */
export function filledStars(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(MAX_STARS, Math.ceil(value - 1e-9));
}

/** The average with one decimal, e.g. `4.3` (`0.0` when there are none). */
export function formatAverage(value: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}
