import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on (at once in a
 * browser without IntersectionObserver, as in tests). Work below the fold waits for it, so the
 * first screen renders without paying for the whole page. False on the server, as in browsers
 * at first, so a server-rendered page hydrates to the same markup.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // A transition: what comes near renders in slices, never as one long task.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
