import { renderHook } from '@testing-library/react';
import { useScrollingDown } from '@/hooks/use-scrolling-down';

describe('useScrollingDown', () => {
  // Reading the scroll position makes the browser lay the page out first: a tab bar that renders
  // again with every count it shows would pay that in the shopper's tap.
  it('reads the scroll position on mounting only, not on every render', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads++, 0) });
    try {
      const { rerender, unmount } = renderHook(() => useScrollingDown());
      const afterMount = reads;
      expect(afterMount).toBeGreaterThan(0);
      rerender();
      rerender();
      expect(reads).toBe(afterMount);
      unmount();
    } finally {
      if (own) Object.defineProperty(window, 'scrollY', own);
      else delete (window as { scrollY?: number }).scrollY;
    }
  });
});
