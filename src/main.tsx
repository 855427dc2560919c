import { StrictMode, startTransition } from 'react';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { currentLanguage, startI18n } from '@/i18n';
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

async function start(): Promise<void> {
  await startI18n();
  const container = document.getElementById('root')!;
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
      hydrateRoot(container, app);
    });
  } else {
    // The page's code, strings and data start loading now, alongside React's first render.
    preloadRoute(window.location, queryClient);
    const { createRoot } = await loadReactDom();
    startTransition(() => createRoot(container).render(app));
  }
}

// Started from a microtask, with React DOM and the language detector loaded by import(), so that
// nothing runs from the bundle's top level that records a stack under a profiler: DevTools and
// Lighthouse then make V8 re-parse the whole bundle for its source positions (ADR 0010). The
// build keeps both in this file (scripts/startup-chunk.ts).
queueMicrotask(() => void start());
