import { useEffect, useState } from 'react';

/** Scrolls shorter than this, in CSS pixels, do not change the answer (a finger's jitter). */
const JITTER_PX = 8;

/**
 * True while the shopper is scrolling down the page (past its first `from` pixels), false once they
 * scroll back up or reach its end. A floating control steps aside meanwhile, so it never sits over
 * the content that scrolls under it.
 */
export function useScrollingDown(from = 120): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 2;
        if (y <= from || atEnd) setDown(false);
        else if (Math.abs(y - last) >= JITTER_PX) setDown(y > last);
        else return;
        last = y;
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [from]);
  return down;
}
