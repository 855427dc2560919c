import fc from 'fast-check';
import { anchorMarks, niceStep, parsePriceInput, priceScale, typedRange } from '@/features/catalog/shop/price-scale';
import { PRICE_MAX } from '@/features/catalog/shop/shop-query';

describe('the price slider scale', () => {
  it('rounds a raw step up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 0.3, 1, 1.01, 2, 3, 8.75, 10, 12.34, 49, 51, 1000, 1001].map(niceStep)).toEqual([1, 1, 1, 2, 2, 5, 10, 10, 20, 50, 100, 1000, 2000]);
  });

  it('ends at 100000 in steps of 1000 when the API does not tell the highest price', () => {
    for (const missing of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, '900']) {
      expect(priceScale(missing)).toEqual({ max: PRICE_MAX, step: 1000 });
    }
  });

  it('ends at the highest price rounded up to a whole step', () => {
    expect(priceScale(875)).toEqual({ max: 880, step: 10 });
    expect(priceScale(1234)).toEqual({ max: 1240, step: 20 });
    expect(priceScale(100)).toEqual({ max: 100, step: 1 });
    expect(priceScale(3)).toEqual({ max: 3, step: 1 });
    expect(priceScale(150_001)).toEqual({ max: 152_000, step: 2000 });
  });

  it('always covers the highest price in at most 100 whole steps (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (highest) => {
        const { max, step } = priceScale(highest);
        expect(max).toBeGreaterThanOrEqual(highest);
        expect(max - step).toBeLessThan(highest);
        expect(Number.isInteger(max / step)).toBe(true);
        expect(max / step).toBeLessThanOrEqual(100);
        expect(Number.isInteger(step)).toBe(true);
      }),
    );
  });
});

describe('bounds off the step grid', () => {
  const scale = { max: 880, step: 10 };

  it('get a hidden mark each, so rc-slider keeps them exact', () => {
    expect(anchorMarks([123, 456], scale)).toEqual({
      123: { label: '123', style: { display: 'none' } },
      456: { label: '456', style: { display: 'none' } },
    });
  });

  it('on the grid, at either end or beyond the scale, need none', () => {
    expect(anchorMarks([0, 880], scale)).toEqual({});
    expect(anchorMarks([120, 500], scale)).toEqual({});
    expect(anchorMarks([0, 5001], scale)).toEqual({});
  });
});

describe('the price boxes', () => {
  it('read Latin and Arabic-Indic digits, separators and decimals, in whole SAR', () => {
    expect(parsePriceInput('250')).toBe(250);
    expect(parsePriceInput(' 1,250 ')).toBe(1250);
    expect(parsePriceInput('٢٥٠')).toBe(250);
    expect(parsePriceInput('۱۲۰۰')).toBe(1200);
    expect(parsePriceInput('١٬٢٥٠٫٦')).toBe(1251);
    expect(parsePriceInput('99.4')).toBe(99);
    for (const bad of ['', ' ', 'abc', '-5', '1e3', '12a', '.']) expect(parsePriceInput(bad), bad).toBeNull();
  });

  const scale = { max: 880, step: 10 };

  it('clamp a typed bound to the scale and to the other bound, so min ≤ max', () => {
    expect(typedRange([0, 880], 0, 150, scale)).toEqual([150, 880]);
    expect(typedRange([0, 880], 1, 300, scale)).toEqual([0, 300]);
    expect(typedRange([100, 300], 0, 500, scale)).toEqual([300, 300]);
    expect(typedRange([100, 300], 1, 50, scale)).toEqual([100, 100]);
    expect(typedRange([100, 300], 1, 99_999, scale)).toEqual([100, 880]);
  });

  it('apply nothing for text that is not a number, or for the same range', () => {
    expect(typedRange([100, 300], 0, null, scale)).toBeNull();
    expect(typedRange([100, 300], 0, 100, scale)).toBeNull();
    expect(typedRange([0, 880], 1, 5000, scale)).toBeNull();
  });
});
