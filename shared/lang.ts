/** The shop's two languages ("Languages"): Arabic, right to left, and English. */
export const LANGS = ['ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];
