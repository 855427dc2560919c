import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on (at once where
 * IntersectionObserver is missing, as in tests). Work below the fold waits for it, so the first
 * screen renders without paying for the whole page.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
