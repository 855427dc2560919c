import fc from 'fast-check';
import {
  DEFAULT_FILTERS,
  MAX_FACET_VALUES,
  PRICE_LIMIT,
  PRICE_MAX,
  SORT_FLAGS,
  parseShopSearch,
  priceRange,
  resetFilters,
  shownColors,
  toProductListParams,
  toShopSearch,
  hasActiveFilters,
  hasFacetFilters,
  withChoice,
  withFacetValue,
  withFilter,
  withInStock,
  withPage,
  withPriceRange,
  withSort,
  withoutSearch,
  type ShopFilters,
} from '@/features/catalog/shop/shop-query';
import { MAX_SEARCH_LENGTH, searchWords } from '@/lib/catalog/search-words';

const parse = (query: string) => parseShopSearch(new URLSearchParams(query));

const filtersArb: fc.Arbitrary<ShopFilters> = fc
  .record({
    page: fc.integer({ min: 1, max: 500 }),
    sort: fc.constantFrom(null, ...SORT_FLAGS),
    brands: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 4 }),
    categories: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 4 }),
    rating: fc.integer({ min: 0, max: 5 }),
    a: fc.integer({ min: 0, max: PRICE_MAX }),
    b: fc.integer({ min: 0, max: PRICE_MAX }),
    // Search words in any script, spaces included, as the URL keeps them.
    words: fc.option(fc.string({ unit: 'grapheme', maxLength: 120 }), { nil: undefined }),
  })
  .map(({ a, b, words, brands, categories, ...rest }) => {
    const max = Math.max(a, b);
    const q = searchWords(words);
    return { ...rest, min: max > 0 ? Math.min(a, b) : 0, max, ...(q && { q }), ...(brands.length > 0 && { brands }), ...(categories.length > 0 && { categories }) };
  });

describe('shop filters in the URL', () => {
  it('reads the documented example', () => {
    expect(parse('page=2&sort=price_asc&brand=3&category=5&rating=4&min=0&max=500')).toEqual({
      page: 2,
      sort: 'price_asc',
      brands: [3],
      categories: [5],
      rating: 4,
      min: 0,
      max: 500,
    });
  });

  it('writes it back in the same form, leaving defaults out', () => {
    const filters = parse('page=2&sort=price_asc&brand=3&category=5&rating=4&min=0&max=500');
    expect(toShopSearch(filters).toString()).toBe('page=2&sort=price_asc&brand=3&category=5&rating=4&min=0&max=500');
    expect(toShopSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('falls back to defaults for malformed values', () => {
    expect(parse('page=0&sort=cheapest&brand=-1&category=x&rating=9&min=50&max=abc')).toEqual({ ...DEFAULT_FILTERS, rating: 5 });
    expect(parse('page=1.5&max=99999999&min=200000000')).toEqual({ ...DEFAULT_FILTERS, max: PRICE_LIMIT, min: PRICE_LIMIT });
    // Above the default scale: a dearer catalogue's slider reaches there.
    expect(parse('min=200000&max=150000')).toMatchObject({ min: 150_000, max: 150_000 });
  });

  it('round-trips any valid filter state (property)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(parseShopSearch(toShopSearch(filters))).toEqual(filters);
      }),
    );
  });
});

describe('search words in the shop URL', () => {
  it('reads `q` trimmed, its spaces collapsed and cut at MAX_SEARCH_LENGTH; blank is no search', () => {
    expect(parse('q=%20%20black%20%20%20abaya%20&page=2')).toEqual({ ...DEFAULT_FILTERS, page: 2, q: 'black abaya' });
    expect(parse('q=عباية')).toEqual({ ...DEFAULT_FILTERS, q: 'عباية' });
    expect(parse('q=%20%20')).toEqual(DEFAULT_FILTERS);
    expect(parse('q=')).not.toHaveProperty('q');
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes `q` first, and leaves it out when not searching', () => {
    expect(toShopSearch({ ...parse('sort=price_asc&brand=3&page=2'), q: 'black abaya' }).toString()).toBe('q=black+abaya&page=2&sort=price_asc&brand=3');
    expect(toShopSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('sends `q` only to an API that offers search', () => {
    const filters = parse('q=abaya&brand=3&sort=price_desc');
    expect(toProductListParams(filters)).toEqual({ page: 1, brand_id: 3, price_desc: 1 });
    expect(toProductListParams(filters, false)).not.toHaveProperty('q');
    expect(toProductListParams(filters, true)).toEqual({ page: 1, q: 'abaya', brand_id: 3, price_desc: 1 });
    expect(toProductListParams(DEFAULT_FILTERS, true)).toEqual({ page: 1 });
  });

  it('filters, sort and pages keep the words, and so does reset; "clear search" drops only them (property)', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 1, max: 9 }), (filters, brand) => {
        expect(withChoice(filters, 'brands', brand).q).toBe(filters.q);
        expect(withSort(filters, 'price_desc').q).toBe(filters.q);
        expect(withPage(filters, 3).q).toBe(filters.q);
        expect(withPriceRange(filters, [10, 20]).q).toBe(filters.q);
        expect(resetFilters(filters)).toEqual({ ...DEFAULT_FILTERS, sort: filters.sort, q: filters.q });
        const { q: _q, ...rest } = filters;
        expect(withoutSearch(filters)).toEqual({ ...rest, page: 1 });
        expect(withoutSearch(filters)).not.toHaveProperty('q');
      }),
    );
  });
});

describe('shop filters → GET /api/products', () => {
  it('sends only the page when nothing is chosen', () => {
    expect(toProductListParams(DEFAULT_FILTERS)).toEqual({ page: 1 });
  });

  it('sends brand_id, category_id, rating, minPrice and max_price, and the sort flag as 1', () => {
    // The shopper's range is in prices with VAT; the API's prices are before it: SAR 434.78 is SAR 500 with VAT.
    expect(toProductListParams(parse('page=2&sort=price_asc&brand=3&category=5&rating=4&min=0&max=500'))).toEqual({
      page: 2,
      brand_id: 3,
      category_id: 5,
      rating: 4,
      minPrice: 0,
      max_price: 434.78,
      price_asc: 1,
    });
    expect(toProductListParams(parse('min=100&max=1150'))).toMatchObject({ minPrice: 86.96, max_price: 1000 });
  });

  it('sends the price only when the upper bound is above 0, and the rating only when above 0 (property)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const params = toProductListParams(filters);
        expect('max_price' in params).toBe(filters.max > 0);
        expect('minPrice' in params).toBe(filters.max > 0);
        expect('rating' in params).toBe(filters.rating > 0);
      }),
    );
  });

  it('sets exactly one sort flag to 1, or none for Default (property)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const params = toProductListParams(filters) as Record<string, unknown>;
        const flags = SORT_FLAGS.filter((flag) => flag in params);
        expect(flags).toEqual(filters.sort ? [filters.sort] : []);
        for (const flag of flags) expect(params[flag]).toBe(1);
      }),
    );
  });
});

describe('shop filter changes', () => {
  const start = parse('page=3&sort=name_desc&brand=2&category=4&rating=3&min=100&max=900');

  it('any filter change goes to page 1 (property)', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 1, max: 9 }), (filters, brand) => {
        expect(withChoice(filters, 'brands', brand).page).toBe(1);
        expect(withFilter(filters, { rating: 2 }).page).toBe(1);
        expect(withSort(filters, 'price_desc').page).toBe(1);
        expect(withPriceRange(filters, [10, 20]).page).toBe(1);
      }),
    );
  });

  it('a sort replaces the previous one; Default clears it', () => {
    expect(toProductListParams(withSort(start, 'price_asc'))).not.toHaveProperty('name_desc');
    expect(toProductListParams(withSort(start, 'price_asc'))).toHaveProperty('price_asc', 1);
    expect(withSort(start, null).sort).toBeNull();
  });

  it('reset clears price, category, brand and rating but keeps the sort', () => {
    expect(resetFilters(start)).toEqual({ ...DEFAULT_FILTERS, sort: 'name_desc' });
  });

  it('paging keeps every filter', () => {
    expect(withPage(start, 4)).toEqual({ ...start, page: 4 });
  });

  it('the slider shows the whole scale without a price filter, and orders a dragged range', () => {
    expect(priceRange(DEFAULT_FILTERS)).toEqual([0, PRICE_MAX]);
    expect(priceRange(DEFAULT_FILTERS, 880)).toEqual([0, 880]);
    expect(priceRange(start, 880)).toEqual([100, 900]);
    expect(withPriceRange(start, [700, 200])).toMatchObject({ min: 200, max: 700, page: 1 });
    expect(withPriceRange(start, [0, 0])).toMatchObject({ min: 0, max: 0 });
    expect(withPriceRange(start, [120_000, 20_000_000])).toMatchObject({ min: 120_000, max: PRICE_LIMIT });
  });
});

describe('sizes, colours and stock in the shop URL (`facets`)', () => {
  const facetsArb = fc.record({
    sizes: fc.uniqueArray(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((s) => s.trim()).filter((s) => s !== '' && !s.includes(',')), { maxLength: MAX_FACET_VALUES }),
    colors: fc.uniqueArray(fc.constantFrom('black', 'navy', 'sky', 'رمادي', 'One Colour'), { maxLength: 5 }),
    inStock: fc.boolean(),
  });
  const withFacets = (filters: ShopFilters, { sizes, colors, inStock }: { sizes: string[]; colors: string[]; inStock: boolean }): ShopFilters => ({
    ...filters,
    ...(sizes.length > 0 && { sizes }),
    ...(colors.length > 0 && { colors }),
    ...(inStock && { inStock: true as const }),
  });

  it('reads repeated size and color, and in_stock=1', () => {
    expect(parse('size=M&size=L&color=black&in_stock=1&q=abaya')).toEqual({ ...DEFAULT_FILTERS, q: 'abaya', sizes: ['M', 'L'], colors: ['black'], inStock: true });
    expect(toShopSearch(parse('size=M&size=L&color=black&in_stock=1')).toString()).toBe('size=M&size=L&color=black&in_stock=1');
    expect(toShopSearch(parse('size=One+Size')).toString()).toBe('size=One+Size');
  });

  it('drops blanks, repeats, commas, over-long values and any past MAX_FACET_VALUES; in_stock is 1 or nothing', () => {
    expect(parse(`size=%20M%20&size=M&size=&size=a,b&size=${'x'.repeat(41)}&in_stock=true`)).toEqual({ ...DEFAULT_FILTERS, sizes: ['M'] });
    const many = Array.from({ length: MAX_FACET_VALUES + 5 }, (_, i) => `size=${i}`).join('&');
    expect(parse(many).sizes).toHaveLength(MAX_FACET_VALUES);
    expect(parse('in_stock=0')).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips with the other filters (property)', () => {
    fc.assert(
      fc.property(filtersArb, facetsArb, (filters, facets) => {
        const state = withFacets(filters, facets);
        expect(parseShopSearch(toShopSearch(state))).toEqual(state);
      }),
    );
  });

  it('are sent, comma-separated with facets=1, only to an API that offers facets', () => {
    const filters = parse('q=abaya&size=M&size=L&color=black&in_stock=1&brand=2&page=3');
    expect(toProductListParams(filters)).toEqual({ page: 3, brand_id: 2 });
    expect(toProductListParams(filters, true)).toEqual({ page: 3, brand_id: 2, q: 'abaya' });
    expect(toProductListParams(filters, true, true)).toEqual({ page: 3, brand_id: 2, q: 'abaya', sizes: 'M,L', colors: 'black', in_stock: 1, facets: 1 });
    // The counts are asked for whenever the API offers them, filters or not.
    expect(toProductListParams(DEFAULT_FILTERS, false, true)).toEqual({ page: 1, facets: 1 });
  });

  it('choosing or dropping one goes to page 1 and keeps everything else; reset clears them, keeping the words and sort', () => {
    const start = parse('q=abaya&sort=price_asc&brand=2&page=4&size=M');
    expect(withFacetValue(start, 'sizes', 'L', true)).toEqual({ ...start, sizes: ['M', 'L'], page: 1 });
    expect(withFacetValue(start, 'sizes', 'M', true)).toEqual({ ...start, page: 1 });
    expect(withFacetValue(start, 'sizes', 'M', false)).toEqual({ ...DEFAULT_FILTERS, q: 'abaya', sort: 'price_asc', brands: [2] });
    expect(withFacetValue(start, 'colors', 'black', true)).toEqual({ ...start, colors: ['black'], page: 1 });
    expect(withInStock(start, true)).toEqual({ ...start, inStock: true, page: 1 });
    expect(withInStock({ ...start, inStock: true }, false)).toEqual({ ...start, page: 1 });
    expect(hasActiveFilters(parse('q=abaya'))).toBe(false);
    for (const query of ['size=M', 'color=black', 'in_stock=1']) expect(hasActiveFilters(parse(query)), query).toBe(true);
    expect(resetFilters(parse('q=abaya&sort=name_asc&size=M&color=black&in_stock=1&brand=1'))).toEqual({ ...DEFAULT_FILTERS, q: 'abaya', sort: 'name_asc' });
  });
});

describe('the colour each card shows', () => {
  it("is the colour filter's first, then the colours a search names, without repeats; none without either", () => {
    expect(shownColors(['beige'], ['black', 'beige'])).toEqual(['beige', 'black']);
    expect(shownColors(undefined, ['red'])).toEqual(['red']);
    expect(shownColors(['navy'], undefined)).toEqual(['navy']);
    expect(shownColors(undefined, undefined)).toBeUndefined();
    expect(shownColors([], [])).toBeUndefined();
  });
});

describe('several brands and categories (`facets`)', () => {
  it('reads repeated brand and category ids, dropping what is not an id, repeats and any past MAX_FACET_VALUES', () => {
    expect(parse('brand=3&brand=7&brand=3&brand=x&brand=-2&category=5&category=1.5')).toEqual({ ...DEFAULT_FILTERS, brands: [3, 7], categories: [5] });
    expect(toShopSearch(parse('brand=3&brand=7&category=5')).toString()).toBe('brand=3&brand=7&category=5');
    const many = Array.from({ length: MAX_FACET_VALUES + 5 }, (_, i) => `brand=${i + 1}`).join('&');
    expect(parse(many).brands).toHaveLength(MAX_FACET_VALUES);
  });

  it('sends one as brand_id and category_id, several as comma-separated brands and categories only to an API with facets, else the first', () => {
    const several = parse('brand=3&brand=7&category=5&category=2');
    expect(toProductListParams(several, false, true)).toEqual({ page: 1, brands: '3,7', categories: '5,2', facets: 1 });
    expect(toProductListParams(several)).toEqual({ page: 1, brand_id: 3, category_id: 5 });
    expect(toProductListParams(parse('brand=3&category=5'), false, true)).toEqual({ page: 1, brand_id: 3, category_id: 5, facets: 1 });
    // Several need the counts' API: a list that has them waits for the capabilities, as sizes do.
    expect(hasFacetFilters(several)).toBe(true);
    expect(hasFacetFilters(parse('brand=3&category=5'))).toBe(false);
  });

  it('chooses and drops one at a time, or makes one the only choice, back to page 1', () => {
    const start = parse('page=3&brand=3&category=5');
    expect(withChoice(start, 'brands', 7)).toEqual({ ...start, brands: [3, 7], page: 1 });
    expect(withChoice(start, 'brands', 3, false)).toEqual({ ...DEFAULT_FILTERS, categories: [5] });
    expect(withChoice(parse('brand=3&brand=7'), 'brands', 9, true, true)).toEqual({ ...DEFAULT_FILTERS, brands: [9] });
    expect(withChoice(parse('brand=3&brand=7'), 'brands', null, true, true)).toEqual(DEFAULT_FILTERS);
    expect(withChoice(start, 'categories', 2)).toMatchObject({ categories: [5, 2], page: 1 });
    expect(hasActiveFilters(parse('category=5'), false)).toBe(true);
  });
});
