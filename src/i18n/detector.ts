/**
 * The browser language detector, in a chunk of its own that `startI18n` loads with `import()`.
 * The library reads `document.cookie` as its module is evaluated, and in Chromium that read costs
 * far more inside a large script's evaluation than in a small module of its own (ADR 0007).
 */
import LanguageDetector from 'i18next-browser-languagedetector';
import type { Lang } from '@shared/lang';

/** Looks in `?lng`, then local storage, then the cookie, then the build's default language. */
export function createDetector(defaultLanguage: Lang): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector({ name: 'envDefault', lookup: () => defaultLanguage });
  return detector;
}
