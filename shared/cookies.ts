/**
 * The shop's cookies that its own server reads too: it renders the page in the cookie's language,
 * a signed-in page for the login the cookie carries, and the consent bar when no choice is kept.
 */

/** The stored login (src/lib/stored-login.ts writes it; the SPA plugin of server/ reads it). */
export const LOGIN_COOKIE = 'login';

/** The language the shopper chose (the i18next detector's cache, src/i18n). */
export const LANGUAGE_COOKIE = 'i18next';

/** The shopper's choice about the marketing pixels (src/lib/consent.ts writes it; the SPA plugin of server/ reads it). */
export const CONSENT_COOKIE = 'consent';

/** The choices the consent cookie may hold; any other value counts as none. */
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
