import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { pageShown } from '@/lib/notify';
import { RouteError } from '../route-error';
import { PageFallback } from './page-fallback';

/** Where a layout renders its lazy page: top of the page on each route change with the last page's errors cleared, a skeleton while the page's code loads, and an error screen if it throws. */
export function PageOutlet() {
  const { pathname } = useLocation();
  // Only on a change of route: a shopper who scrolled a server-rendered page before it hydrated stays put.
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    pageShown(pathname);
    if (shown.current === pathname) return;
    shown.current = pathname;
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
