import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, lazy, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '@/i18n';

const Toasts = lazy(() => import('./toasts'));

/** A server render passes its own language's i18n instance; the browser has one. */
export function AppProviders({ queryClient, i18n = appI18n, children }: { queryClient: QueryClient; i18n?: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Waits for the active language's strings, which load on demand. */}
        <Suspense fallback={null}>
          {children}
          {/* Its own boundary: hydrating the page never waits for the toasts' code. */}
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
