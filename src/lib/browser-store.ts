/**
 * One key in local or session storage, read through `parse` and shaped for React's
 * useSyncExternalStore: the text is parsed once per change, so `get` gives the same value between
 * renders. Other tabs' changes come through the storage event. Where storage is unavailable
 * (private modes, blocked cookies, a full quota), the value lasts as long as the page.
 */
export interface BrowserStore<T> {
  /** The parsed value, the same one while the stored text does not change. */
  get: () => T;
  /** Stores the text (null removes it) and tells the subscribers. */
  set: (raw: string | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Tells the subscribers to read again, for a value that changes without a write (an expiry). */
  notify: () => void;
}

export function browserStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  area: 'localStorage' | 'sessionStorage' = 'localStorage',
): BrowserStore<T> {
  const listeners = new Set<() => void>();
  let pageRaw: string | null = null;
  // Set when the last write failed: storage still holds an older text than this page's.
  let pageOnly = false;
  let cachedRaw: string | null | undefined;
  let cached: T;
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the whole storage.
    if (event.key === null || event.key === key) notify();
  };
  return {
    get() {
      let raw = pageRaw;
      try {
        if (!pageOnly) raw = globalThis[area].getItem(key);
      } catch {
        // unavailable: this page's value (above)
      }
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parse(raw);
      }
      return cached;
    },
    set(raw) {
      pageRaw = raw;
      try {
        if (raw === null) globalThis[area].removeItem(key);
        else globalThis[area].setItem(key, raw);
        pageOnly = false;
      } catch {
        pageOnly = true;
        // unavailable or full: kept for this page (above)
      }
      notify();
    },
    subscribe(listener) {
      // One storage listener serves every subscriber (each product card may be one).
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    notify,
  };
}

/** The JSON value in `raw`, or undefined when there is none or it is not JSON: never throws. */
export function parseJson(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}
