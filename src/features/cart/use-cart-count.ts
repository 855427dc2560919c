import { useCart } from '@/api/cart';
import { useStoredLogin } from '@/hooks/use-stored-login';

/** The header's cart badge: the number of lines in the signed-in shopper's cart. */
export function useCartCount(): number {
  const login = useStoredLogin();
  const { data } = useCart(login?.user.id ?? null);
  return data?.length ?? 0;
}
