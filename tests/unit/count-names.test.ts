/**
 * WCAG 2.5.3 (label in name): the header's cart and wishlist links show a count badge, so their
 * accessible names must contain that number, in both languages and every plural form.
 */
import { createInstance } from 'i18next';
import ar from '@/i18n/locales/ar/common.json';
import en from '@/i18n/locales/en/common.json';

it.each(['ar', 'en'] as const)('names the badge count in %s for every count it shows', async (language) => {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { ar: { common: ar }, en: { common: en } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  for (const key of ['header.cartCount', 'header.wishlistCount'] as const) {
    for (let count = 1; count <= 99; count++) expect(i18n.t(key, { count }), `${key} ${count}`).toContain(String(count));
  }
});
