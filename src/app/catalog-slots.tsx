/**
 * Fills the catalog's product slots (features/catalog/product-slots.tsx) with other features'
 * controls, since features never import each other. THE CART SEAM: the cart issue (#6) swaps
 * `VisitorCartButton` for its own signed-in-aware button here.
 */
import type { ReactNode } from 'react';
import { VisitorCartButton } from '@/features/catalog/cart-button';
import { ProductSlotsProvider, type ProductSlots } from '@/features/catalog/product-slots';
import { WishlistButton } from '@/features/wishlist/wishlist-button';

const slots: ProductSlots = { WishlistButton, CartButton: VisitorCartButton };

export function CatalogSlots({ children }: { children: ReactNode }) {
  return <ProductSlotsProvider value={slots}>{children}</ProductSlotsProvider>;
}
