import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates its page, true from then on. Browser-only widgets
 * (Swiper, DOMPurify) render their static stand-in until then, so the markup matches the server's.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // The switch to the browser's widgets renders as a transition, in slices, not in one long task.
  return useDeferredValue(hydrated);
}
