/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the production build's service worker (src/sw.ts), which main.tsx loads once the page
 * has loaded, so a first visit loads exactly as it would without it; and offers a new version
 * instead of serving old code forever. A build with `VITE_SERVICE_WORKER=off` registers a worker
 * that removes itself and what an earlier one kept.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { i18n } from '@/i18n';
import { keepPageOffline } from '@/lib/offline-pages';
import UpdatePrompt from './layout/update-prompt';

/**
 * The first page was loaded before the worker ran, so nothing of it is kept. Once the worker takes
 * control, the page's answers are asked again through it and its pictures handed to it to keep, and
 * its address keeps the shell: offline, the first page opens as it was.
 */
function keepFirstPage(queryClient: QueryClient): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  void queryClient.refetchQueries({ type: 'active' });
  const pictures = performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && new URL(entry.name).pathname.startsWith('/storage/'))
    .map((entry) => entry.name);
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(pictures)] } });
  keepPageOffline(window.location.href);
}

export function startServiceWorker(queryClient: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  // A page the worker already controls went through it: only a first visit needs keeping.
  if (!navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener('controllerchange', () => keepFirstPage(queryClient), { once: true });
  const update = registerSW({
    onNeedRefresh: () =>
      offerUpdate(() => {
        // The new version takes over, then the page reloads on it. Workbox reloads by itself only on a
        // page that had a worker when it registered, not on the visit that installed the first one.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        void update(true);
      }),
    // The shop works without it, as in a browser that allows none.
    onRegisterError: (error: unknown) => console.warn('The service worker did not register', error),
  });
}

/**
 * The note that a new version waits, in a root of its own beside the shop's: it shows over any page,
 * in the shop's language, and its code loads only with the worker's, after the page.
 */
function offerUpdate(reload: () => void): void {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const later = () => {
    root.unmount();
    container.remove();
  };
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt reload={reload} later={later} />
    </I18nextProvider>,
  );
}
