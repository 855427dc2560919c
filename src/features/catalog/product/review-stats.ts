/**
 * The Review tab's figures: the average to one decimal, rounded up for the stars,
 * and how many reviews gave each star from 1 to 5.
 */
import type { Review } from '@/types/api';

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export interface ReviewStats {
  count: number;
  /** The mean rating, 0 without reviews. */
  average: number;
  /** Reviews per star, keys 1 to 5. */
  perStar: Record<1 | 2 | 3 | 4 | 5, number>;
}

export function reviewStats(reviews: readonly Pick<Review, 'rating'>[]): ReviewStats {
  const perStar = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  for (const { rating } of reviews) {
    const star = Math.min(5, Math.max(1, Math.round(rating))) as 1 | 2 | 3 | 4 | 5;
    perStar[star] += 1;
    sum += rating;
  }
  return { count: reviews.length, average: reviews.length ? sum / reviews.length : 0, perStar };
}
