import { CartPage } from '@/features/cart/cart-page';
import { useStoredLogin } from '@/hooks/use-stored-login';

export default function Cart() {
  const login = useStoredLogin();
  // The guard has already sent visitors to /login.
  return login ? <CartPage userId={login.user.id} /> : null;
}
