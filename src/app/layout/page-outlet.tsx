import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { RouteError } from '../route-error';
import { PageFallback } from './page-fallback';

/** Where a layout renders its lazy page: top of the page on each route change (spec §2), a skeleton while the page's code loads, and an error screen if it throws. */
export function PageOutlet() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteError />}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
