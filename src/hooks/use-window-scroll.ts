import { useEffect } from 'react';

/**
 * Runs `onFrame` once after mounting and then at most once per animation frame while the window
 * scrolls. The listener is passive, so reading the position never holds up the scroll itself.
 * Pass a stable function (useCallback): a new one starts over.
 */
export function useWindowScroll(onFrame: () => void): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => onFrame());
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [onFrame]);
}
