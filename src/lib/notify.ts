/**
 * Toasts without paying for react-toastify up front. The library is one module holding both the
 * container and `toast`, about 10 KB gzip, which a page would otherwise load and run at every
 * start. Instead the first toast asks for the container (app/providers.tsx mounts it then) and
 * loads the library; toasts wait until the container has mounted. react-toastify's own queue for
 * toasts raised before a container is handed to the first mount only, which StrictMode's second
 * mount in development replaces with an empty one.
 */
import type { ToastOptions } from 'react-toastify/unstyled';

type Kind = 'success' | 'info' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether any toast has been raised yet: the container mounts from then on. Shaped for useSyncExternalStore. */
export const toastsWanted = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let mounted!: () => void;
const containerMounted = new Promise<void>((resolve) => (mounted = resolve));

/** The container's first mount (app/toasts.tsx). */
export function toastsMounted(): void {
  mounted();
}

function show(kind: Kind, message: string, options?: ToastOptions): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([import('react-toastify/unstyled'), containerMounted]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};
