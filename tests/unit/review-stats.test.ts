import fc from 'fast-check';
import { reviewStats } from '@/features/catalog/product/review-stats';
import { filledStars, formatAverage } from '@/lib/rating';

describe('review figures', () => {
  it('averages the ratings, shown with one decimal and rounded up for the stars', () => {
    const stats = reviewStats([{ rating: 5 }, { rating: 4 }, { rating: 4 }]);
    expect(formatAverage(stats.average)).toBe('4.3');
    expect(filledStars(stats.average)).toBe(5);
    expect(filledStars(4)).toBe(4);
    expect(filledStars(3.01)).toBe(4);
    expect(filledStars(0)).toBe(0);
  });

  it('counts reviews per star from 1 to 5', () => {
    expect(reviewStats([{ rating: 5 }, { rating: 1 }, { rating: 5 }, { rating: 3 }]).perStar).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 });
  });

  it('has no average and no counts without reviews', () => {
    expect(reviewStats([])).toEqual({ count: 0, average: 0, perStar: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(formatAverage(0)).toBe('0.0');
  });

  it('the counts always add up to the number of reviews, and the stars never exceed 5 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }).map((rating) => ({ rating }))), (reviews) => {
        const stats = reviewStats(reviews);
        expect(Object.values(stats.perStar).reduce((a, b) => a + b, 0)).toBe(reviews.length);
        expect(filledStars(stats.average)).toBeGreaterThanOrEqual(Math.floor(stats.average));
        expect(filledStars(stats.average)).toBeLessThanOrEqual(5);
      }),
    );
  });
});
