import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/client';
import { useCart, useSaveCartItem } from '@/api/cart';
import { HeldButton } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { notify } from '@/lib/notify';
import type { CartButtonProps } from '@/types/cart-button';
import { defaultSpecs, sameSpecs } from '@/lib/product-specs';

export interface AddToCartButtonProps extends CartButtonProps {
  userId: number;
  className: string;
}

/**
 * The signed-in add-to-cart: a card adds one unit, and once the product is in the
 * cart the card's button is disabled and reads 'Added to Cart'; the product page adds the chosen
 * quantity, colour and size, and says so when that exact line is already there.
 */
export function AddToCartButton({ userId, product, quantity, specs, variant, disabled, held, ready, onPendingAdd, onAdded, className }: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const { data: lines } = useCart(userId);
  const save = useSaveCartItem();
  const chosen = specs && (specs.color || specs.size) ? specs : defaultSpecs(product);
  const inCart = lines?.some((line) => line.product_id === product.id) ?? false;
  const added = variant === 'card' && inCart;

  const add = () => {
    if (ready && !ready()) return;
    if (lines?.some((line) => line.product_id === product.id && sameSpecs(line.specs, chosen))) {
      void notify.info(t('toasts.alreadyInCart'));
      return;
    }
    save.mutate(
      { product_id: product.id, quantity: variant === 'card' ? 1 : quantity, specs: chosen },
      {
        onSuccess: () => {
          void notify.success(t('toasts.added'));
          onAdded?.();
        },
        // The shop's alert, with the reason the server gave, if any.
        onError: (error) => {
          const reason = errorMessage(error, '');
          void notify.error(reason ? `${t('toasts.addFailed')}: ${reason}` : t('toasts.addFailed'));
        },
      },
    );
  };

  // Back from login with an add to finish: once the cart is known, so a line already there is
  // reported rather than sent again. The ref keeps StrictMode's second run from adding twice.
  const pendingDone = useRef(false);
  useEffect(() => {
    if (!onPendingAdd || pendingDone.current || lines === undefined || disabled || held) return;
    pendingDone.current = true;
    add();
    onPendingAdd();
  });

  return (
    <HeldButton disabled={disabled} held={held || added || save.isPending} onClick={add} aria-busy={save.isPending || undefined} className={className}>
      <CartIcon size={variant === 'card' ? 18 : 20} />
      {disabled || held ? t('button.outOfStock') : added ? t('button.added') : t('button.add')}
    </HeldButton>
  );
}
