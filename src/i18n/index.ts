/**
 * i18n setup ("Languages"): `ar` and `en`, detected from `?lng`, then local storage, then
 * VITE_DEFAULT_LANGUAGE. Locale files load per language on demand, so a shopper downloads only the
 * language they read; the two languages have the same keys (tests/unit/i18n-parity.test.ts), so
 * no fallback language loads beside them.
 */
import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { env } from '@/config/env';
import { LANGUAGE_COOKIE } from '@shared/cookies';
import { LANGS, type Lang } from '@shared/lang';
import { isolate } from '@/lib/bidi';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const NAMESPACES = ['common'] as const;

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function toLanguage(language: string | undefined): Lang {
  return language === 'en' ? 'en' : language === 'ar' ? 'ar' : env.defaultLanguage;
}

/**
 * Every namespace's locale file, by path (`./locales/{language}/{namespace}.json`), loaded on demand.
 * The `start` strings are not one: they come with the entry, for the page shown when the shop
 * cannot start (app/start-error.ts), so nothing loads them later.
 */
export const locales = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.json', '!./locales/*/start.json']);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = locales[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const lng = toLanguage(language);
  const root = document.documentElement;
  const dir = directionOf(lng);
  // Writing the same value still restyles the whole page, and a served page already has them.
  if (root.lang !== lng) root.lang = lng;
  if (root.dir !== dir) root.dir = dir;
}

let started: Promise<unknown> | undefined;

/**
 * Detects the language and starts i18next, once; every caller awaits the same start (main.tsx in
 * the browser, entry-server.tsx on the server, the tests).
 */
export function startI18n(): Promise<unknown> {
  started ??= import('./detector').then(({ createDetector }) => init(createDetector(env.defaultLanguage)));
  return started;
}

function init(detector: LanguageDetector): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  const ready = i18n
    .use(localeBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGS],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Both languages have every key, so no second language loads with every page.
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Detect the language now rather than on the next tick, so data preloaded before React
      // renders (app/router.tsx) asks for it in the right language.
      initAsync: false,
      detection: {
        // The cookie: the server sets it for ?lng before this code has run (server/src/plugins/spa.ts).
        order: ['querystring', 'localStorage', 'cookie', 'envDefault'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // The cookie tells the server which language to render the first screen in (entry-server.tsx).
        caches: ['localStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: true },
      showSupportNotice: false,
    });
  // `{{q, isolate}}`: what a shopper typed or a name, in a translation, keeps its own direction.
  i18n.services.formatter?.add('isolate', (value: unknown) => isolate(String(value)));
  return ready;
}

/** A server renders both languages at once, so it names each render's own (entry-server.tsx). */
let renderLanguage: () => Lang | undefined = () => undefined;

export function setRenderLanguage(source: () => Lang | undefined): void {
  renderLanguage = source;
}

/** The active language as the API and formatters need it. */
export function currentLanguage(): Lang {
  return renderLanguage() ?? toLanguage(i18n.resolvedLanguage ?? i18n.language);
}


export { i18n };
