/**
 * Toasts without paying for react-toastify up front. The library is one module holding both the
 * container and `toast`, about 10 KB gzip, which a page would otherwise load and run at every
 * start. Instead the first toast asks for the container (app/providers.tsx mounts it then) and
 * loads the library; toasts wait until the container has mounted. react-toastify's own queue for
 * toasts raised before a container is handed to the first mount only, which StrictMode's second
 * mount in development replaces with an empty one.
 */
import type { Id, ToastOptions } from 'react-toastify/unstyled';

type Kind = 'success' | 'info' | 'error';

export interface NotifyOptions extends Omit<ToastOptions, 'toastId'> {
  /** Toasts of one key replace each other instead of stacking (quick wishlist toggles, issue #21). */
  key?: string;
  /** An error that explains a navigation (the session ended, off to /login) outlives it. */
  acrossPages?: boolean;
}

/** Error toasts and the page each was raised on: leaving that page clears them (issue #21). */
const pageErrors = new Map<Id, string>();
/** The page on screen, as the router has it (app/layout/page-outlet.tsx). */
let currentPage = '';

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

function show(kind: Kind, message: string, { key, acrossPages = false, ...options }: NotifyOptions = {}): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const page = currentPage;
  return Promise.all([import('react-toastify/unstyled'), containerMounted]).then(([{ toast }]) => {
    if (key !== undefined && toast.isActive(key)) {
      toast.update(key, { ...options, render: message, type: kind });
      return;
    }
    const id = toast[kind](message, { ...options, toastId: key });
    if (kind === 'error' && !acrossPages) pageErrors.set(id, page);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};

/** On a change of page: error toasts raised on another page no longer apply to what is shown. */
export function pageShown(pathname: string): void {
  currentPage = pathname;
  if (pageErrors.size === 0) return;
  void import('react-toastify/unstyled').then(({ toast }) => {
    for (const [id, page] of pageErrors) {
      if (page === pathname) continue;
      toast.dismiss(id);
      pageErrors.delete(id);
    }
  });
}
