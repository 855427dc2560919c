/**
 * Moves a saved product to the cart, then off the wishlist ("Quick add"): a product in one colour
 * and one size (or none) goes at once, one unit; one with a choice opens the quick add, so nothing
 * is chosen for the shopper. Without the quick add (no app layer around the list), the choice is
 * made on the product's page. A visitor is asked to log in first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSaveCartItem } from '@/api/cart';
import { errorMessage } from '@/api/client';
import { HeldButton } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLoginFirst } from '@/hooks/catalog/use-login-first';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { notify } from '@/lib/notify';
import { defaultSpecs, specOptions } from '@/lib/product-specs';
import { removeFromWishlist } from '../wishlist-actions';
import { useWishlistSlots } from '../wishlist-slots';
import type { WishlistItem } from '../wishlist-store';

export function MoveToCartButton({ item, name }: { item: WishlistItem; name: string }) {
  const { t } = useTranslation('wishlist');
  const login = useStoredLogin();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const save = useSaveCartItem();
  const { ChooseOptions } = useWishlistSlots();
  const [choosing, setChoosing] = useState(false);
  const soldOut = typeof item.quantity === 'number' && item.quantity <= 0;
  // A product saved without its options has them on its page.
  const options = item.specs ? specOptions({ specs: item.specs }) : null;
  const choose = !options || options.colors.length > 1 || options.sizes.length > 1;

  const move = async () => {
    if (!login) return loginFirst();
    if (choose) {
      if (ChooseOptions) setChoosing(true);
      else void navigate(paths.product(item.id));
      return;
    }
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
    <>
      <HeldButton
        disabled={soldOut}
        held={save.isPending}
        onClick={() => void move()}
        aria-haspopup={choose && ChooseOptions ? 'dialog' : undefined}
        aria-busy={save.isPending || undefined}
        aria-label={t('page.moveLabel', { name })}
        className="inline-flex items-center gap-1.5 rounded-full border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white off:cursor-not-allowed off:border-stone-300 off:text-stone-500 off:hover:bg-transparent"
      >
        <CartIcon size={18} />
        {t('page.move')}
      </HeldButton>
      {choosing && ChooseOptions && <ChooseOptions product={item} onClose={() => setChoosing(false)} onAdded={() => removeFromWishlist(item.id)} />}
    </>
  );
}
