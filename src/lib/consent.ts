/**
 * The shopper's choice about marketing pixels (Saudi PDPL): granted, denied, or not made yet.
 * Kept in local storage, and in the `consent` cookie for the shop's own server, which sends the
 * page with the consent bar when the cookie holds no choice (entry-server.tsx). The footer's link
 * clears both so the bar asks again. Shaped for React's useSyncExternalStore.
 */
import { CONSENT_CHOICES, CONSENT_COOKIE } from '@shared/cookies';
import { browserStore } from './browser-store';

export type Consent = (typeof CONSENT_CHOICES)[number];
export const CONSENT_KEY = 'consent';

/** A choice, from its bare word: anything else reads as no choice yet. */
const toConsent = (raw: string | null | undefined): Consent | null => CONSENT_CHOICES.find((choice) => choice === raw) ?? null;

const store = browserStore(CONSENT_KEY, toConsent);

/** The choice the cookie holds, if any. */
function cookieConsent(): Consent | null {
  return toConsent(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]);
}

/** Puts the choice (or its absence) in the cookie, for a year. */
function writeConsentCookie(value: Consent | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value ?? ''}; Path=/; Max-Age=${value ? 365 * 24 * 60 * 60 : 0}; SameSite=Lax${secure}`;
}

/** The stored choice whose cookie getConsent has made sure of. */
let cookieCheckedFor: Consent | null = null;

/**
 * The shopper's choice, or null before one. Storage's, else the cookie's (storage unavailable, or
 * emptied alone): the page then agrees with the server, which reads the cookie.
 */
export function getConsent(): Consent | null {
  const stored = store.get();
  if (stored === null) return cookieConsent();
  // A choice made before the shop set the cookie (or whose cookie is gone) gets it, so the server
  // sends the next page without the bar. Looked for once per choice, not on every read.
  if (stored !== cookieCheckedFor) {
    cookieCheckedFor = stored;
    if (cookieConsent() !== stored) writeConsentCookie(stored);
  }
  return stored;
}

export const subscribeConsent = store.subscribe;

export function setConsent(value: Consent): void {
  writeConsentCookie(value);
  cookieCheckedFor = value;
  store.set(value);
}

/** The footer's "cookie settings": the bar asks again. */
export function clearConsent(): void {
  writeConsentCookie(null);
  cookieCheckedFor = null;
  store.set(null);
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
