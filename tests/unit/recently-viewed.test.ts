import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  clearRecentlyViewed,
  forgetRecentlyViewed,
  getRecentlyViewed,
  parseRecentlyViewed,
  recordProductView,
  subscribeRecentlyViewed,
  withViewed,
} from '@/features/catalog/recently-viewed/recently-viewed-store';

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;

describe('recently viewed: the list', () => {
  it('puts the product viewed first, once, and keeps the 12 newest', () => {
    expect(withViewed([], 4)).toEqual([4]);
    expect(withViewed([4, 2], 9)).toEqual([9, 4, 2]);
    // Seen again: it moves to the front instead of appearing twice.
    expect(withViewed([9, 4, 2], 2)).toEqual([2, 9, 4]);
    expect(withViewed([2, 9, 4], 2)).toEqual([2, 9, 4]);
    const full = Array.from({ length: MAX_RECENTLY_VIEWED }, (_, i) => i + 1);
    expect(MAX_RECENTLY_VIEWED).toBe(12);
    expect(withViewed(full, 50)).toEqual([50, ...full.slice(0, 11)]);
    expect(withViewed(full, 12)).toEqual([12, ...full.slice(0, 11)]);
  });

  it.each([
    ['nothing stored', null, []],
    ['an empty value', '', []],
    ['bad JSON', '{oops', []],
    ['not a list', '{"id":3}', []],
    ['a number', '7', []],
    ['ids in order', '[5,3,9]', [5, 3, 9]],
    ['stray entries dropped', '[5,"3",null,-1,0,2.5,true,{},[4],9]', [5, 9]],
    ['whole products, as another version might keep', '[{"id":5,"price":1},{"id":"x"},{"id":3}]', [5, 3]],
    ['duplicates kept once, where first seen', '[5,3,5,{"id":3},9]', [5, 3, 9]],
    ['more than 12: the newest 12', JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1)), Array.from({ length: 12 }, (_, i) => i + 1)],
  ])('reads %s without throwing', (_, raw, ids) => {
    expect(parseRecentlyViewed(raw)).toEqual(ids);
  });
});

describe('recently viewed: local storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearRecentlyViewed();
  });

  it('records views under "recentlyViewed", newest first, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentlyViewed(listener);
    recordProductView(3);
    recordProductView(8);
    recordProductView(3);
    expect(stored()).toEqual([3, 8]);
    expect(getRecentlyViewed()).toEqual([3, 8]);
    expect(listener).toHaveBeenCalledTimes(3);
    // The same list while nothing changes, as useSyncExternalStore needs.
    expect(getRecentlyViewed()).toBe(getRecentlyViewed());
    unsubscribe();
  });

  it('ignores an id that is not a product id', () => {
    recordProductView(Number.NaN);
    recordProductView(-2);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('replaces bad stored data on the next view, and clears', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{"not":"a list"}');
    expect(getRecentlyViewed()).toEqual([]);
    recordProductView(6);
    expect(stored()).toEqual([6]);
    clearRecentlyViewed();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(getRecentlyViewed()).toEqual([]);
  });

  it('forgets products that are gone', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[4,7,2]');
    forgetRecentlyViewed([7]);
    expect(stored()).toEqual([4, 2]);
  });

  it('follows another tab through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentlyViewed(listener);
    localStorage.setItem(RECENTLY_VIEWED_KEY, '[11]');
    window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getRecentlyViewed()).toEqual([11]);
    unsubscribe();
  });

  it('keeps the list for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getRecentlyViewed()).toEqual([]);
    expect(() => recordProductView(5)).not.toThrow();
    expect(() => recordProductView(6)).not.toThrow();
    expect(getRecentlyViewed()).toEqual([6, 5]);
  });
});
