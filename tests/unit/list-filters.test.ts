/**
 * The shop's filters as docs/product.md "Filters and search" keeps them: sizes by kind, the chips of
 * the chosen filters, a category's or brand's page fixing its list, and the colour a card shows.
 */
import { sizeRuns } from '@/features/catalog/shop/size-groups';
import {
  DEFAULT_FILTERS,
  activeFilters,
  inContext,
  outOfContext,
  resetFilters,
  toProductListParams,
  withoutFilter,
  type ShopFilters,
} from '@/features/catalog/shop/shop-query';
import { shownColor } from '@/lib/product-specs';
import type { FacetValue, SizeGroup } from '@/types/api';

const size = (value: string, group?: SizeGroup): FacetValue => ({ value, label: value, label_en: value, count: 1, ...(group && { group }) });

describe('sizeRuns', () => {
  it('keeps the sizes in the order they came, one run per kind of fit', () => {
    const runs = sizeRuns([
      size('S', 'letters'),
      size('M', 'letters'),
      size('length:54', 'length'),
      size('waist:32', 'waist'),
      size('waist:38', 'waist'),
      size('shoes:38', 'shoes'),
      size('2-3', 'ages'),
      size('belts:90', 'belts'),
      size('One Size', 'other'),
    ]);
    expect(runs.map((run) => [run.group, run.values.map((v) => v.value)])).toEqual([
      ['letters', ['S', 'M']],
      ['length', ['length:54']],
      ['waist', ['waist:32', 'waist:38']],
      ['shoes', ['shoes:38']],
      ['ages', ['2-3']],
      ['belts', ['belts:90']],
      ['other', ['One Size']],
    ]);
  });

  it('is one run when the API names no kind, as before kinds were sent', () => {
    const runs = sizeRuns([size('S'), size('38'), size('2-3')]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).not.toHaveProperty('group');
    expect(sizeRuns([])).toEqual([]);
  });
});

describe('chosen filters as chips', () => {
  const chosen: ShopFilters = {
    ...DEFAULT_FILTERS,
    q: 'abaya',
    sort: 'price_asc',
    page: 3,
    brands: [2, 5],
    categories: [1],
    rating: 4,
    min: 100,
    max: 500,
    sizes: ['54', '56'],
    colors: ['black'],
    inStock: true,
  };

  it('lists every filter set, not the search words, sort or page', () => {
    expect(activeFilters(chosen, true)).toEqual([
      { kind: 'price', min: 100, max: 500 },
      { kind: 'size', value: '54' },
      { kind: 'size', value: '56' },
      { kind: 'color', value: 'black' },
      { kind: 'inStock' },
      { kind: 'rating', stars: 4 },
      { kind: 'brand', id: 2 },
      { kind: 'brand', id: 5 },
      { kind: 'category', id: 1 },
    ]);
    expect(activeFilters({ ...DEFAULT_FILTERS, q: 'abaya', sort: 'name_asc' }, true)).toEqual([]);
  });

  it('leaves out sizes, colours and stock against an API without facets, and every brand but the first, which alone applies', () => {
    expect(activeFilters(chosen, false)).toEqual([{ kind: 'price', min: 100, max: 500 }, { kind: 'rating', stars: 4 }, { kind: 'brand', id: 2 }, { kind: 'category', id: 1 }]);
  });

  it('removes exactly one chip, back to page 1, keeping the rest', () => {
    const chips = activeFilters(chosen, true);
    for (const chip of chips) {
      const next = withoutFilter(chosen, chip);
      expect(next.page).toBe(1);
      expect(next.q).toBe('abaya');
      expect(next.sort).toBe('price_asc');
      expect(activeFilters(next, true)).toEqual(chips.filter((other) => other !== chip));
    }
    // Clear all: every chip, but not the words or the sort.
    expect(activeFilters(resetFilters(chosen), true)).toEqual([]);
  });
});

describe("a category's or brand's page", () => {
  it('lists within its category whatever the URL says, and neither shows nor writes it as a filter', () => {
    const fromUrl: ShopFilters = { ...DEFAULT_FILTERS, categories: [7, 8], sizes: ['M'] };
    const own = outOfContext(fromUrl, { category: 3 });
    expect(own).not.toHaveProperty('categories');
    expect(activeFilters(own, true)).toEqual([{ kind: 'size', value: 'M' }]);
    const applied = inContext(own, { category: 3 });
    expect(toProductListParams(applied, false, true)).toEqual({ page: 1, category_id: 3, sizes: 'M', facets: 1 });
    // Clearing all keeps the page's category.
    expect(toProductListParams(inContext(resetFilters(own), { category: 3 }), false, true)).toEqual({ page: 1, category_id: 3, facets: 1 });
  });

  it("a brand's page likewise, its category still the shopper's to choose", () => {
    const own = outOfContext({ ...DEFAULT_FILTERS, brands: [9], categories: [4, 6] }, { brand: 2 });
    expect(inContext(own, { brand: 2 })).toMatchObject({ brands: [2], categories: [4, 6] });
    expect(toProductListParams(inContext(own, { brand: 2 }), false, true)).toEqual({ page: 1, brand_id: 2, categories: '4,6', facets: 1 });
    expect(outOfContext(DEFAULT_FILTERS, {})).toEqual(DEFAULT_FILTERS);
  });
});

describe('shownColor', () => {
  const specs = [
    [
      { key: 'color' as const, value: 'white', img: 'p/white.webp' },
      { key: 'color' as const, value: 'black', img: 'p/black.webp' },
      { key: 'color' as const, value: 'navy' },
      { key: 'size' as const, value: 'M' },
    ],
  ];

  it("is the first filtered colour the product comes in, with that colour's photo", () => {
    expect(shownColor({ specs }, ['red', 'black', 'white'])).toEqual({ color: 'black', img: 'p/black.webp' });
    expect(shownColor({ specs }, ['navy'])).toEqual({ color: 'navy' });
  });

  it('is none without a colour filter, or when the product has none of its colours', () => {
    expect(shownColor({ specs }, undefined)).toBeUndefined();
    expect(shownColor({ specs }, [])).toBeUndefined();
    expect(shownColor({ specs }, ['red'])).toBeUndefined();
  });
});
