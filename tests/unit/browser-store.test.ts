import { browserStore, parseJson } from '@/lib/browser-store';

const KEY = 'browser-store-test';

// A list of numbers, as the stores in the shop parse theirs: anything else reads as empty.
const EMPTY: readonly number[] = [];
const parseNumbers = (raw: string | null): readonly number[] => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : EMPTY;
};

const unavailable = () => {
  throw new DOMException('denied', 'SecurityError');
};

describe('parseJson', () => {
  it.each([
    ['nothing stored', null, undefined],
    ['an empty value', '', undefined],
    ['bad JSON', '{oops', undefined],
    ['a list', '[1,2]', [1, 2]],
    ['null itself', 'null', null],
  ])('reads %s without throwing', (_, raw, value) => {
    expect(parseJson(raw)).toEqual(value);
  });
});

describe('browserStore', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses once per stored text, so the snapshot is the same value between renders', () => {
    const parse = vi.fn(parseNumbers);
    const store = browserStore(KEY, parse);
    localStorage.setItem(KEY, '[1,2]');
    const first = store.get();
    expect(first).toEqual([1, 2]);
    expect(store.get()).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    store.set('[3]');
    expect(store.get()).toEqual([3]);
    expect(store.get()).toBe(store.get());
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('ignores bad JSON, and removes the value on null', () => {
    const store = browserStore(KEY, parseNumbers);
    localStorage.setItem(KEY, '{oops');
    expect(store.get()).toBe(EMPTY);
    store.set('[5]');
    expect(localStorage.getItem(KEY)).toBe('[5]');
    store.set(null);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toBe(EMPTY);
  });

  it('uses session storage when asked', () => {
    const store = browserStore(KEY, parseNumbers, 'sessionStorage');
    store.set('[7]');
    expect(sessionStorage.getItem(KEY)).toBe('[7]');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toEqual([7]);
  });

  it('tells subscribers about its writes and notifications until they leave', () => {
    const store = browserStore(KEY, parseNumbers);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('[1]');
    store.notify();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set('[2]');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows another tab through the storage event, for its key or a cleared storage only', () => {
    const store = browserStore(KEY, parseNumbers);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem(KEY, '[9]');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([9]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps one storage listener for all its subscribers, while any is left', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const store = browserStore(KEY, parseNumbers);
    const stops = [store.subscribe(() => {}), store.subscribe(() => {})];
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    stops[0]!();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    stops[1]!();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });

  it('keeps the value for the page, without throwing, when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(unavailable);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(unavailable);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(unavailable);
    const store = browserStore(KEY, parseNumbers);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBe(EMPTY);
    expect(() => store.set('[4]')).not.toThrow();
    expect(store.get()).toEqual([4]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => store.set(null)).not.toThrow();
    expect(store.get()).toBe(EMPTY);
    unsubscribe();
  });

  it('keeps the newer value for the page when storage is full, not the older one it still holds', () => {
    localStorage.setItem(KEY, '[1]');
    const store = browserStore(KEY, parseNumbers);
    expect(store.get()).toEqual([1]);
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.set('[1,2]');
    expect(store.get()).toEqual([1, 2]);
    full.mockRestore();
    store.set('[3]');
    expect(store.get()).toEqual([3]);
    expect(localStorage.getItem(KEY)).toBe('[3]');
  });
});
