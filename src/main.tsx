import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/router';
import './index.css';

const queryClient = createQueryClient();
// The page's code, strings and data start loading now, alongside React's first render.
preloadRoute(queryClient, window.location);

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, so the main thread never blocks long.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
