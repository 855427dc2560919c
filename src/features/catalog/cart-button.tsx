/**
 * The add-to-cart button's visitor path ("Who may do what"): an info toast 'Please login first.' and
 * /login, remembering this page. The signed-in path (features/cart) is chosen in the product slots
 * (src/app/catalog/catalog-slots.tsx); this button is what a visitor gets.
 */
import { useTranslation } from 'react-i18next';
import { HeldButton } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLoginFirst } from '@/hooks/catalog/use-login-first';
import type { CartButtonProps } from '@/types/cart-button';
import { pendingAddSearch } from './product/pending-add';

export const cartButtonClass = (variant: CartButtonProps['variant']) =>
  variant === 'card'
    ? 'inline-flex w-full items-center justify-center gap-2 rounded-full border border-ink px-3 py-2 text-sm font-medium text-ink transition hover:bg-ink hover:text-white off:cursor-not-allowed off:border-stone-300 off:bg-stone-100 off:text-stone-500'
    : 'inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-ink px-6 py-3.5 text-base font-semibold text-white transition hover:bg-brand-800 off:cursor-not-allowed off:bg-stone-300 off:text-stone-600';

export function VisitorCartButton({ product, variant, disabled, held, ready, specs, quantity }: CartButtonProps) {
  const { t } = useTranslation('catalog');
  const loginFirst = useLoginFirst();
  // A choice (the product page's, or a quick add's over a list) comes back after login on the
  // product's page, and is added there.
  const onClick = () => (ready?.() ?? true) && (variant === 'page' ? loginFirst(pendingAddSearch(specs, quantity), paths.product(product.id)) : loginFirst());
  return (
    <HeldButton onClick={onClick} disabled={disabled} held={held} className={cartButtonClass(variant)}>
      <CartIcon size={variant === 'card' ? 18 : 20} />
      {disabled || held ? t('card.outOfStock') : t('card.addToCart')}
    </HeldButton>
  );
}
