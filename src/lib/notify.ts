/**
 * Toasts without paying for react-toastify up front. The library is one module holding both the
 * container and `toast`, which a page would otherwise load and run at every start
 * (docs/performance.md). Instead the first toast asks for the container (app/providers.tsx mounts
 * it then) and loads the library; toasts wait until the container has mounted. react-toastify's
 * own queue for toasts raised before a container is handed to the first mount only, which
 * StrictMode's second mount in development replaces with an empty one.
 */
import type { Id, ToastOptions } from 'react-toastify/unstyled';

type Kind = 'success' | 'info' | 'error';

export interface NotifyOptions extends Omit<ToastOptions, 'toastId'> {
  /** Toasts of one key replace each other instead of stacking (quick wishlist toggles). */
  key?: string;
  /** A toast that explains a navigation after a wait (the session ended, off to /login) stays on the next page. */
  acrossPages?: boolean;
}

/**
 * A toast belongs to the page it was raised on and goes when the shopper leaves it. One raised just
 * before a change of page explains that change ("Please log in first", then /login), so it stays on
 * the next page, and goes when the shopper leaves that one too.
 */
const EXPLAINS_MOVE_MS = 1500;

interface Raised {
  page: string;
  at: number;
  /** Still to stay through one change of page. */
  across: boolean;
}

/** The toasts on screen and where they belong. */
const raised = new Map<Id, Raised>();
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
  const entry: Raised = { page: currentPage, at: Date.now(), across: acrossPages };
  return Promise.all([import('react-toastify/unstyled'), containerMounted]).then(([{ toast }]) => {
    if (key !== undefined && toast.isActive(key)) {
      toast.update(key, { ...options, render: message, type: kind });
      raised.set(key, entry);
      return;
    }
    const id = toast[kind](message, { ...options, toastId: key, onClose: () => raised.delete(id) });
    raised.set(id, entry);
    // The page may have changed while the library loaded.
    if (entry.page !== currentPage) settle(toast, id, entry, Date.now());
  });
}

/** On a change of page: a toast stays when it explains the change, else it goes. */
function settle(toast: { dismiss: (id: Id) => void }, id: Id, entry: Raised, movedAt: number): void {
  if (entry.page === currentPage) return;
  if (entry.across || movedAt - entry.at < EXPLAINS_MOVE_MS) {
    raised.set(id, { page: currentPage, at: 0, across: false });
    return;
  }
  toast.dismiss(id);
  raised.delete(id);
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};

/** On a change of page: toasts raised on another page no longer apply to what is shown. */
export function pageShown(pathname: string): void {
  if (pathname === currentPage) return;
  currentPage = pathname;
  if (raised.size === 0) return;
  // Judged now, at the change, not once the library has answered.
  const movedAt = Date.now();
  const moved = [...raised].filter(([, entry]) => entry.page !== pathname);
  void import('react-toastify/unstyled').then(({ toast }) => {
    for (const [id, entry] of moved) if (raised.get(id) === entry) settle(toast, id, entry, movedAt);
  });
}
