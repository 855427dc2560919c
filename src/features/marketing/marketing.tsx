import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useAdServices } from '@/api/marketing/ad-services';
import { getConsent, subscribeConsent } from '@/lib/consent';
import { track } from '@/lib/marketing/pixel-events';
import { acceptedServices, startPixels, stopPixels } from './pixels';

/** Runs `work` once the page is idle (or after 2 s at most); answers a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}

/**
 * The marketing pixels ("Consent and pixels"): a page view on every route, and after "accept" the
 * site's accepted services loaded once the page is idle. Nothing here can break a page: a failed
 * call or script only means no pixel. The consent bar is not here but in the page itself
 * (consent-bar.tsx), which the server sends with it.
 */
export default function Marketing() {
  const consent = useSyncExternalStore(subscribeConsent, getConsent, () => 'unknown' as const);
  const { pathname, search } = useLocation();
  const services = useAdServices(window.location.host, consent === 'granted');

  useEffect(() => {
    track.pageView(`${pathname}${search}`);
  }, [pathname, search]);

  useEffect(() => {
    if (consent === 'denied') stopPixels();
    if (consent !== 'granted' || !services.data) return;
    const accepted = acceptedServices(services.data);
    return accepted.length > 0 ? whenIdle(() => startPixels(accepted)) : undefined;
  }, [consent, services.data]);

  return null;
}
