import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates its page, true from the render right after. What
 * the server cannot know (the stored login) waits for it, so the markup matches the server's.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * As useInBrowser, but the switch renders as a transition, in slices, not in one long task: for
 * browser-only widgets (Swiper, DOMPurify), which render their static stand-in until then.
 */
export function useHydrated(): boolean {
  return useDeferredValue(useInBrowser());
}
