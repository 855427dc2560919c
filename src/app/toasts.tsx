// Unstyled, with its stylesheet as a file: the container mounts with the first toast, and its
// styles come with it rather than being injected at run time.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';
import { useEffect } from 'react';
import { useDirection } from '@/i18n/use-language';
import { toastsMounted } from '@/lib/notify';

/**
 * Toasts: 5 s at the top right, pause on hover and on focus loss, drag to
 * dismiss at 80 %; Alt+T focuses them (react-toastify's default hot key). Below the header, at most
 * three at once, and each goes with the page it was raised on (lib/notify.ts). Mounted with the
 * first toast, which waits until it is there.
 */
const MAX_TOASTS = 3;

export default function Toasts() {
  const direction = useDirection();
  // After the container's own effects (a child's run first), so it is listening.
  useEffect(toastsMounted, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      rtl={direction === 'rtl'}
      newestOnTop
      limit={MAX_TOASTS}
    />
  );
}
