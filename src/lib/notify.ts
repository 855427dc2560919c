/**
 * Toasts without paying for react-toastify up front: the library is one module holding both the
 * container and `toast`, about 10 KB gzip, so importing `toast` statically would put all of it in
 * every page that can show a toast. The container (src/app/toasts.tsx) loads it anyway after
 * first paint; these calls share that chunk and queue until it is there.
 */
type Kind = 'success' | 'info' | 'error';

function show(kind: Kind, message: string): Promise<void> {
  return import('react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
};
