/**
 * The consent bar ("Consent and pixels"): part of every page until the shopper chooses, and sent
 * with the server's HTML when the request carried no choice, so that it paints with the page rather
 * than after the script. A chunk of its own, small on purpose: the layout loads it with its other
 * parts before a served page hydrates (app/layout/main-layout.tsx), while the pixels themselves
 * (marketing.tsx) load once the page is live, after consent.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getConsent, setConsent, setConsentBarHeight, subscribeConsent } from '@/lib/consent';

const notChosen = () => getConsent() === null;

/**
 * The bar while no choice is kept. On the server it shows when `served` says the request carried no
 * choice; as React hydrates a served page, exactly when the server's HTML did; then it follows the
 * choice kept here.
 */
export default function ConsentBar({ served }: { served: () => boolean }) {
  const asks = useSyncExternalStore(subscribeConsent, notChosen, served);
  return asks ? <Bar /> : null;
}

/**
 * Accept or decline, in the page's language. It sits at the bottom of the screen and the page
 * makes room for it (its height, lib/consent.ts), so it never covers the end of the page or the chat
 * button. Without scripting there are no pixels to consent to, and its buttons would do nothing: it
 * is hidden then.
 */
function Bar() {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    // Set on the few elements that use it, never as a custom property on the root: every element
    // inherits those, so one change there restyles the whole page. Measured by a ResizeObserver,
    // after the browser's own layout, rather than by reading offsetHeight, which forces one.
    const apply = (height: number) => {
      document.body.style.paddingBottom = `${height}px`;
      root.style.scrollPaddingBottom = `calc(5.5rem + ${height}px)`; // index.css's, and the bar
      setConsentBarHeight(height);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(([entry]) => entry && apply(entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight)) : null;
    if (observer) observer.observe(element);
    else apply(element.offsetHeight);
    return () => {
      observer?.disconnect();
      document.body.style.removeProperty('padding-bottom');
      root.style.removeProperty('scroll-padding-bottom');
      setConsentBarHeight(0);
    };
  }, []);

  return (
    <section
      ref={bar}
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur [@media(scripting:none)]:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 text-sm text-stone-700">
          <h2 id="consent-title" className="font-semibold text-ink">
            {t('consent.title')}
          </h2>
          <p>
            {t('consent.text')}{' '}
            <Link to={paths.privacy()} className="font-medium text-brand-800 underline">
              {t('consent.privacy')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => setConsent('denied')} className="flex-1 rounded-full border border-stone-400 px-5 py-2 text-sm font-semibold text-ink hover:bg-stone-100 sm:flex-none">
            {t('consent.decline')}
          </button>
          <button type="button" onClick={() => setConsent('granted')} className="flex-1 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:flex-none">
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
