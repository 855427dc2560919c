/**
 * The shopper's choice about marketing pixels (Saudi PDPL): granted, denied, or not made yet.
 * Kept in local storage; the footer's link clears it so the bar asks again. Shaped for React's
 * useSyncExternalStore.
 */
export type Consent = 'granted' | 'denied';
export const CONSENT_KEY = 'consent';

const listeners = new Set<() => void>();

export function getConsent(): Consent | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function write(value: Consent | null): void {
  try {
    if (value === null) localStorage.removeItem(CONSENT_KEY);
    else localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Storage unavailable: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

export const setConsent = (value: Consent) => write(value);

/** The footer's "cookie settings": the bar asks again. */
export const clearConsent = () => write(null);

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CONSENT_KEY) for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

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
