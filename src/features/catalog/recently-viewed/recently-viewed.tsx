/**
 * "Recently viewed": the shopper's last products, newest first, on the home page
 * and under a product's similar products (without that product). The list lives in this browser
 * only, so nothing of it is rendered on the server: it appears once the page has hydrated, and only
 * when there is something in it. The section's code loads only then, so a first visit pays nothing.
 */
import { Suspense, lazy, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import type { RecentlyViewedProps } from './recently-viewed-section';
import { useRecentlyViewed } from './use-recently-viewed';

const RecentlyViewedSection = lazy(() => import('./recently-viewed-section'));

export function RecentlyViewed(props: RecentlyViewedProps) {
  const something = useRecentlyViewed().some((id) => id !== props.excludeId);
  // Once shown, the section stays mounted: after Clear it says the list was cleared.
  const [shown, setShown] = useState(false);
  if (something && !shown) setShown(true);
  if (!shown) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <RecentlyViewedSection {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
