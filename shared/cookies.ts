/**
 * The shop's cookies that its own server reads too: it renders the page in the cookie's language,
 * and a signed-in page for the login the cookie carries.
 */

/** The stored login (src/lib/stored-login.ts writes it; the SPA plugin of server/ reads it). */
export const LOGIN_COOKIE = 'login';

/** The language the shopper chose (the i18next detector's cache, src/i18n). */
export const LANGUAGE_COOKIE = 'i18next';
