import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Names a carousel's dots: "Slide 2 of 4". */
export function useSlideLabel() {
  const { t } = useTranslation('home');
  return useCallback((index: number, count: number) => t('carousel.slide', { index: index + 1, count }), [t]);
}
