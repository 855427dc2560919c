import type { ToastOptions } from 'react-toastify/unstyled';

/** The payment flow's toasts close after 2 s and sit at the top centre ("Numbers the shop keeps"). */
export const PAYMENT_FLOW_TOAST: ToastOptions = { position: 'top-center', autoClose: 2000 };
