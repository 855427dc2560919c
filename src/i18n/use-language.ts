import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shared/lang';
import { directionOf, toLanguage } from './index';

/** The active language; components re-render when it changes. */
export function useLanguage(): Lang {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export function useDirection(): 'rtl' | 'ltr' {
  return directionOf(useLanguage());
}

/** Switches between ar and en; i18n sets `<html lang dir>` and stores the choice. */
export function useToggleLanguage(): () => Promise<unknown> {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return useCallback(() => i18n.changeLanguage(language === 'ar' ? 'en' : 'ar'), [i18n, language]);
}
