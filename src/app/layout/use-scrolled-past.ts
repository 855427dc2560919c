import { useCallback, useState } from 'react';
import { useWindowScroll } from '@/hooks/use-window-scroll';

/** True once the page is scrolled more than `threshold` px (the header sticks past 800). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useWindowScroll(useCallback(() => setPast(window.scrollY > threshold), [threshold]));
  return past;
}
