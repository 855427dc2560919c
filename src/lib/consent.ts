/**
 * The shopper's choice about marketing pixels (Saudi PDPL): granted, denied, or not made yet.
 * Kept in local storage; the footer's link clears it so the bar asks again. Shaped for React's
 * useSyncExternalStore.
 */
import { browserStore } from './browser-store';

export type Consent = 'granted' | 'denied';
export const CONSENT_KEY = 'consent';

// Kept as the bare word, not JSON: anything else reads as no choice yet.
const store = browserStore(CONSENT_KEY, (raw): Consent | null => (raw === 'granted' || raw === 'denied' ? raw : null));

export const getConsent = store.get;
export const subscribeConsent = store.subscribe;
export const setConsent = (value: Consent) => store.set(value);

/** The footer's "cookie settings": the bar asks again. */
export const clearConsent = () => store.set(null);

/**
 * The consent bar's height in CSS pixels while it shows, 0 otherwise: what floats at the bottom of
 * the screen (the chat button and its panel) sits above it. Shaped for useSyncExternalStore.
 */
let barHeight = 0;
const barListeners = new Set<() => void>();

export const getConsentBarHeight = () => barHeight;

export function setConsentBarHeight(height: number): void {
  if (height === barHeight) return;
  barHeight = height;
  for (const listener of barListeners) listener();
}

export function subscribeConsentBarHeight(listener: () => void): () => void {
  barListeners.add(listener);
  return () => barListeners.delete(listener);
}
