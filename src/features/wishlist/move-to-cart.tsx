/**
 * Moves a saved product to the cart: one unit in its first colour and size, as a card
 * adds it, then off the wishlist. A visitor is asked to log in first.
 */
import { useTranslation } from 'react-i18next';
import { useSaveCartItem } from '@/api/cart';
import { errorMessage } from '@/api/client';
import { HeldButton } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { useLoginFirst } from '@/hooks/use-login-first';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { notify } from '@/lib/notify';
import { defaultSpecs } from '@/lib/product-specs';
import { removeFromWishlist } from './wishlist-actions';
import type { WishlistItem } from './wishlist-store';

export function MoveToCartButton({ item, name }: { item: WishlistItem; name: string }) {
  const { t } = useTranslation('wishlist');
  const login = useStoredLogin();
  const loginFirst = useLoginFirst();
  const save = useSaveCartItem();
  const soldOut = typeof item.quantity === 'number' && item.quantity <= 0;

  const move = async () => {
    if (!login) return loginFirst();
    try {
      await save.mutateAsync({ product_id: item.id, quantity: 1, specs: item.specs ? defaultSpecs({ specs: item.specs }) : {} });
    } catch (error) {
      const reason = errorMessage(error, '');
      void notify.error(reason ? `${t('toast.moveFailed')}: ${reason}` : t('toast.moveFailed'));
      return;
    }
    // After the await: the row unmounts once the item leaves the wishlist.
    removeFromWishlist(item.id);
    void notify.success(t('toast.moved'));
  };

  return (
    <HeldButton
      disabled={soldOut}
      held={save.isPending}
      onClick={() => void move()}
      aria-busy={save.isPending || undefined}
      aria-label={t('page.moveLabel', { name })}
      className="inline-flex items-center gap-1.5 rounded-full border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white off:cursor-not-allowed off:border-stone-300 off:text-stone-500 off:hover:bg-transparent"
    >
      <CartIcon size={18} />
      {t('page.move')}
    </HeldButton>
  );
}
