import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { showStartError } from '@/app/start-error';
import { currentLanguage, i18n, startI18n } from '@/i18n';
import { withoutStacks } from '@/lib/without-stacks';
import './index.css';

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
// React DOM's start-up Errors are sentinels; their stacks would cost a profiled page 15 to 90 ms.
const loadReactDom = () => withoutStacks(() => import('react-dom/client'));

const container = document.getElementById('root')!;
// An error no boundary caught: React has emptied the root, or is about to; the error page goes in after it.
const rootOptions = { onUncaughtError: (error: unknown) => setTimeout(() => showStartError(container, error)) };

/** The shop did not start (a chunk or the strings did not load): never a blank page. */
function startFailed(error: unknown): void {
  // A page the server rendered stays: it reads, and its links work, without any script.
  if (container.firstElementChild) console.error('The shop could not start; the served page stays as it is', error);
  else showStartError(container, error);
}

async function start(): Promise<void> {
  await startI18n();
  // i18next starts even when the strings failed to load, and the page would show bare keys.
  if (!i18n.hasResourceBundle(currentLanguage(), 'common')) throw new Error(`The ${currentLanguage()} strings did not load`);
  // A page the server rendered (entry-server.tsx) brings the answers it was rendered from. A shopper
  // whose stored language differs from the server's guess gets the page rendered afresh instead.
  const serverState = readServerState();
  if (serverState !== null && serverState.language === currentLanguage()) {
    // Each step in a task of its own, so none blocks the page for long: the page's code and strings
    // start loading (its data is here already); React DOM starts; then hydration, which a transition
    // lets React do in slices.
    await nextTask();
    preloadRoute(window.location);
    await nextTask();
    const { hydrateRoot } = await loadReactDom();
    await nextTask();
    hydrate(queryClient, serverState.queries);
    startTransition(() => {
      hydrateRoot(container, app, rootOptions);
    });
  } else {
    // The page's code, strings and data start loading now, alongside React's first render.
    preloadRoute(window.location, queryClient);
    const { createRoot } = await loadReactDom();
    startTransition(() => createRoot(container, rootOptions).render(app));
  }
}

// Started from a microtask, with React DOM and the language detector loaded by import(), so that
// nothing runs from the bundle's top level that records a stack under a profiler: DevTools and
// Lighthouse then make V8 re-parse the whole bundle for its source positions (ADR 0007). The
// build keeps both in this file (scripts/startup-chunk.ts).
queueMicrotask(() => void start().catch(startFailed));
