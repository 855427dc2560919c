/**
 * A card's add to the cart for a product with a choice of colour or size (docs/product.md, "Quick
 * add"): it opens the quick add to choose, never adding a colour or size the shopper did not pick.
 */
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/ui/icons';
import type { Product } from '@/types/api';
import { cartButtonClass } from './cart-button';

const loadQuickAdd = () => import('./product/quick-add');
const QuickAdd = lazy(loadQuickAdd);

export function QuickAddButton({ product, color }: { product: Product; color?: string }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Its code starts loading when the shopper points at or tabs to the button. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadQuickAdd()}
        onFocus={() => void loadQuickAdd()}
        onClick={() => setOpen(true)}
        className={cartButtonClass('card')}
      >
        <CartIcon size={18} />
        {t('card.addToCart')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickAdd product={product} color={color} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
