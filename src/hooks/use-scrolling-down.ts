import { useCallback, useRef, useState } from 'react';
import { useWindowScroll } from './use-window-scroll';

/** Scrolls shorter than this, in CSS pixels, do not change the answer (a finger's jitter). */
const JITTER_PX = 8;

/**
 * True while the shopper is scrolling down the page (past its first `from` pixels), false once they
 * scroll back up or reach its end. A floating control steps aside meanwhile, so it never sits over
 * the content that scrolls under it.
 */
export function useScrollingDown(from = 120): boolean {
  const [down, setDown] = useState(false);
  // Where the page was at the last answer, starting where it is on mounting. Read on the first render
  // only: reading the scroll position lays the page out first, and this renders again with every
  // count the tab bar shows (a wishlist heart, an add to the cart), in the tap's own task.
  const [mountedAt] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  const last = useRef(mountedAt);
  useWindowScroll(
    useCallback(() => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (y <= from || atEnd) setDown(false);
      else if (Math.abs(y - last.current) >= JITTER_PX) setDown(y > last.current);
      else return;
      last.current = y;
    }, [from]),
  );
  return down;
}
