/** A page loads the strings of its own language only; the build filled any missing key from `en`. */
import { i18n, startI18n } from '@/i18n';

it('loads an Arabic page\'s strings without the English ones', async () => {
  await startI18n();
  await i18n.changeLanguage('ar');
  await i18n.loadNamespaces(['common', 'catalog']);
  expect(i18n.hasResourceBundle('ar', 'catalog')).toBe(true);
  expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  expect(i18n.hasResourceBundle('en', 'catalog')).toBe(false);
  expect(i18n.t('errors.loadFailed')).toBe('فشل في تحميل البيانات');
});
