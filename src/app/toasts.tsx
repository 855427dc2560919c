// Unstyled: its stylesheet ships with the page's (index.css) instead of being injected at run time.
import { ToastContainer } from 'react-toastify/unstyled';
import { useDirection } from '@/i18n/use-language';

/**
 * Toasts as spec §2 sets them: 5 s at the top right, pause on hover and on focus loss, drag to
 * dismiss at 80 %; Alt+T focuses them (react-toastify's default hot key). Loaded after first
 * paint; toasts raised earlier wait in react-toastify's queue.
 */
export default function Toasts() {
  const direction = useDirection();
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
    />
  );
}
