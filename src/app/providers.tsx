import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '@/i18n';
import { toastsWanted } from '@/lib/notify';

const Toasts = lazy(() => import('./toasts'));

/** A server render passes its own language's i18n instance; the browser has one. */
export function AppProviders({ queryClient, i18n = appI18n, children }: { queryClient: QueryClient; i18n?: I18n; children: ReactNode }) {
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Waits for the active language's strings, which load on demand. */}
        <Suspense fallback={null}>
          {children}
          {/* Mounted with the first toast (lib/notify.ts), in a boundary of its own. */}
          {toasts && (
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          )}
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
