import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { ConsentBar, loadLayoutParts } from '@/app/layout/main-layout';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState, setServedConsentBar } from '@/app/server-state';
import { ShopRouter } from '@/app/shop-router';
import { showStartError } from '@/app/start-error';
import { setShopOrigin } from '@/lib/seo';
import { currentLanguage, i18n, startI18n } from '@/i18n';
import './index.css';

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <ShopRouter>
        <AppRoutes />
      </ShopRouter>
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root')!;
// An error no boundary caught: React has emptied the root, or is about to; the error page goes in after it.
const rootOptions = { onUncaughtError: (error: unknown) => setTimeout(() => showStartError(container, error)) };

/** A signed-in page the server rendered: it takes no input until the browser renders it afresh (entry-server.tsx). */
const servedInert = container.firstElementChild?.hasAttribute('inert') ?? false;

/** The shop did not start (a chunk or the strings did not load): never a blank page. */
function startFailed(error: unknown): void {
  // A page the server rendered stays: it reads, and its links work, without any script; not one
  // that takes no input.
  if (container.firstElementChild && !servedInert) console.error('The shop could not start; the served page stays as it is', error);
  else showStartError(container, error);
}

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  await startI18n();
  // i18next starts even when the strings failed to load, and the page would show bare keys.
  if (!i18n.hasResourceBundle(currentLanguage(), 'common')) throw new Error(`The ${currentLanguage()} strings did not load`);
  // A page the server rendered (entry-server.tsx) brings the answers it was rendered from. A shopper
  // whose stored language differs from the server's guess gets the page rendered afresh instead.
  const serverState = readServerState();
  // The served page's addresses are on the shop's configured origin; the browser names the same ones.
  setShopOrigin(serverState?.origin);
  const served = serverState !== null && serverState.language === currentLanguage();
  if (served && !servedInert) {
    // React hydrates once the page's code and strings, and the layout's footer and chat button,
    // are here (its data came with it, and the page preloads them all): the whole page at once,
    // and from then on a click anywhere is applied. Each step in a task of its own, and hydration
    // in a transition, so that React yields to the browser between slices; a click made meanwhile
    // hydrates what it hit at once and is then applied.
    await Promise.all([preloadRoute(window.location), loadLayoutParts()]);
    await nextTask();
    hydrate(queryClient, serverState.queries);
    // The consent bar hydrates as the server sent it, then follows the choice kept here.
    setServedConsentBar(() => serverState.consentBar ?? false);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app, rootOptions);
    });
  } else {
    // A signed-in page is rendered here in one pass rather than hydrated (quicker, and nothing only
    // the browser keeps can differ from the server's), with the answers it came with.
    if (served) hydrate(queryClient, serverState.queries);
    // The page's code, strings and data start loading now, alongside React's first render.
    void preloadRoute(window.location, queryClient);
    // A consent bar the server sent stays on screen as the page renders afresh: its code came
    // preloaded with the page.
    if (serverState?.consentBar) await ConsentBar.load().catch(() => undefined);
    startTransition(() => createRoot(container, rootOptions).render(app));
  }
}

start().catch(startFailed);

// After the first page, what waits for it (app/after-first-page.ts): letting go of the early answers
// it did not take, and the service worker.
addEventListener('load', () => void import('@/app/after-first-page').then((next) => next.default(queryClient)).catch(() => undefined));
