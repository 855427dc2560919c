// Typed translation keys, derived from the English files (the source of truth for key names).
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
    returnNull: false;
  }
}
