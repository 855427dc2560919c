import { useSyncExternalStore } from 'react';

/** A computer's pointer, which hovers and points finely: its keyboard is at hand, unlike a touch screen's. */
const KEYBOARD_AT_HAND = '(hover: hover) and (pointer: fine)';

const query = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(KEYBOARD_AT_HAND));

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether keyboard shortcuts are worth telling: true where the browser cannot say. */
export function useKeyboardAtHand(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true, () => true);
}
