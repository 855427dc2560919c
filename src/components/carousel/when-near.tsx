import type { ReactNode } from 'react';
import { useNearViewport } from '@/components/carousel/use-near-viewport';

/**
 * Renders `children` once this spot comes within a screen of the viewport. Until then it holds
 * the space (`placeholderClassName`), so the page's first screen renders and settles without the
 * cost of everything below it. Data can still load meanwhile: only rendering waits.
 */
export function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100%');
  if (near) return children;
  return <div ref={ref} className={placeholderClassName} />;
}
