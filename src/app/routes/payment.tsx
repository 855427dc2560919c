// /payment and /payment-status are one lazy module: the status page follows checkout, and one
// chunk is one request and one entry in the entry's preload list.
import { useMatch } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { PaymentStatusPage } from '@/features/checkout/payment-status-page';
import { useStoredLogin } from '@/hooks/use-stored-login';

export default function Payment() {
  const login = useStoredLogin();
  const status = useMatch(paths.paymentStatus()) !== null;
  // The guard has already sent visitors to /login.
  if (!login) return null;
  return status ? <PaymentStatusPage user={login.user} /> : <CheckoutPage user={login.user} />;
}
