import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';

const Toasts = lazy(() => import('./toasts'));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Waits for the active language's strings, which load on demand. */}
        <Suspense fallback={null}>
          {children}
          <Toasts />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
