// Typed translation keys, derived from the English files (the source of truth for key names).
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
    };
    returnNull: false;
  }
}
