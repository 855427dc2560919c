import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/router';
import { readServerState } from '@/app/server-state';
import { currentLanguage } from '@/i18n';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) brings the answers it was rendered from. A shopper
// whose stored language differs from the server's guess gets the page rendered afresh instead.
const serverState = readServerState();

// A transition lets React render or hydrate the first screen in slices, so the main thread never blocks long.
if (serverState !== null && serverState.language === currentLanguage()) {
  // The page's code and strings start loading (its data is here already), in a task of their own:
  // the entry's evaluation is long enough.
  setTimeout(() => preloadRoute(window.location));
  // Then hydration, in a task after that one.
  setTimeout(() => {
    hydrate(queryClient, serverState.queries);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // The page's code, strings and data start loading now, alongside React's first render.
  preloadRoute(window.location, queryClient);
  startTransition(() => createRoot(container).render(app));
}
