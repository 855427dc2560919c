/**
 * Fills the catalog's product slots (features/catalog/product-slots.tsx) with other features'
 * controls, since features never import each other: the wishlist heart, and the cart button that
 * is the visitor's 'Please login first.' until a login is stored, then the real add-to-cart.
 */
import type { ReactNode } from 'react';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { VisitorCartButton, cartButtonClass } from '@/features/catalog/cart-button';
import { ProductSlotsProvider, type CartButtonProps, type ProductSlots } from '@/features/catalog/product-slots';
import { WishlistButton } from '@/features/wishlist/wishlist-button';

function CartButton(props: CartButtonProps) {
  const login = useStoredLogin();
  if (!login) return <VisitorCartButton {...props} />;
  return <AddToCartButton {...props} userId={login.user.id} className={cartButtonClass(props.variant)} />;
}

const slots: ProductSlots = { WishlistButton, CartButton };

export function CatalogSlots({ children }: { children: ReactNode }) {
  return <ProductSlotsProvider value={slots}>{children}</ProductSlotsProvider>;
}
