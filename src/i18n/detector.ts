/**
 * The browser language detector (R7), in a chunk of its own that `startI18n` loads with `import()`.
 * The library reads `document.cookie` as its module is evaluated, and Chromium then takes a
 * detailed stack whose cost grows with the script on it: inside the entry's evaluation that read
 * took 36–55 ms on an unthrottled CPU, in a small chunk of its own 2–5 ms (ADR 0007).
 */
import LanguageDetector from 'i18next-browser-languagedetector';
import type { Language } from '@/config/env';

/** Looks in `?lng`, then local storage, then the cookie, then the build's default language. */
export function createDetector(defaultLanguage: Language): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector({ name: 'envDefault', lookup: () => defaultLanguage });
  return detector;
}
