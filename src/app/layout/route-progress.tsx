import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../shop-router';

/** A change of route quicker than this shows nothing: a flash would only distract. */
export const SLOW_ROUTE_MS = 300;

/**
 * A slow change of route says so: a thin bar along the top of the screen while the next page
 * loads (the last one stays meanwhile), and, said politely, that the page is loading.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const pending = useNavigationPending();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_ROUTE_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);
  const shown = pending && slow;
  return (
    <>
      {shown && (
        <div data-testid="route-progress" aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100 rtl:-scale-x-100">
          <div className="route-progress h-full w-1/3 bg-brand-700" />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {shown ? t('nav.pageLoading') : ''}
      </p>
    </>
  );
}
