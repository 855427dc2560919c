/**
 * Fills the catalog's product slots (features/catalog/product-slots.tsx) with other features'
 * controls, since features never import each other: the wishlist heart, and the cart button that
 * is the visitor's 'Please login first.' until a login is stored, then the real add-to-cart. It
 * fills the wishlist's slot with the catalog's quick add, for a saved product with a choice.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { VisitorCartButton, cartButtonClass } from '@/features/catalog/cart-button';
import { ProductSlotsProvider, type ProductSlots } from '@/features/catalog/product-slots';
import { WishlistButton } from '@/features/wishlist/wishlist-button';
import { WishlistSlotsProvider, type ChooseOptionsProps, type WishlistSlots } from '@/features/wishlist/wishlist-slots';
import type { Product } from '@/types/api';
import type { CartButtonProps } from '@/types/cart-button';

const QuickAdd = lazy(() => import('@/features/catalog/product/quick-add'));

function ChooseOptions({ product, onClose, onAdded }: ChooseOptionsProps) {
  return (
    <Suspense fallback={null}>
      {/* A saved product is the product as its heart saved it; the quick add asks for it afresh. */}
      <QuickAdd product={product as Product} onClose={onClose} onAdded={onAdded} />
    </Suspense>
  );
}

function CartButton(props: CartButtonProps) {
  const login = useStoredLogin();
  if (!login) return <VisitorCartButton {...props} />;
  return <AddToCartButton {...props} userId={login.user.id} className={cartButtonClass(props.variant)} />;
}

const slots: ProductSlots = { WishlistButton, CartButton };
const wishlistSlots: WishlistSlots = { ChooseOptions };

export function CatalogSlots({ children }: { children: ReactNode }) {
  return (
    <ProductSlotsProvider value={slots}>
      <WishlistSlotsProvider value={wishlistSlots}>{children}</WishlistSlotsProvider>
    </ProductSlotsProvider>
  );
}
