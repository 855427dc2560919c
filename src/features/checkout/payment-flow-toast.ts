import type { ToastOptions } from 'react-toastify/unstyled';

/** Spec §2: the payment flow's toasts close after 2 s and sit at the top centre. */
export const PAYMENT_FLOW_TOAST: ToastOptions = { position: 'top-center', autoClose: 2000 };
