import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyReady } from '@/lib/lazy-ready';
import { servedConsentBar } from '../server-state';
import { Header } from './header';
import { PageOutlet } from './page-outlet';
import { useFavicon } from './use-favicon';

// Below the fold or floating: they load after the page, keeping the entry chunk in budget.
const Footer = lazyReady(() => import('./footer'));
const TabBar = lazyReady(() => import('./tab-bar'));
const ChatButton = lazyReady(() => import('@/features/chat/chat-button'));
/** Both layouts': a served page brings it in its HTML until the shopper chooses ("Consent and pixels"). */
export const ConsentBar = lazyReady(() => import('@/features/marketing/consent-bar'));

/** The layout's own lazy parts, which a served page brings in its HTML: loaded, they hydrate with the rest. */
export const loadLayoutParts = () => Promise.all([Footer.load(), TabBar.load(), ChatButton.load(), ConsentBar.load()]);

export function MainLayout() {
  const { t } = useTranslation();
  useFavicon();
  return (
    <>
      {/* First, as a screen reader meets it. */}
      <Suspense fallback={null}>
        <ConsentBar served={servedConsentBar} />
      </Suspense>
      {/* On phones the page's end stays clear of the tab bar. */}
      <div className="flex min-h-dvh flex-col max-lg:pb-(--chat-dock)">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t('nav.skipToContent')}
        </a>
        <Header />
        <main id="main" className="flex-1">
          <PageOutlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
          <TabBar>
            <Suspense fallback={null}>
              <ChatButton />
            </Suspense>
          </TabBar>
        </Suspense>
      </div>
    </>
  );
}
