/**
 * The two controls a product card and the product page borrow from other features: the
 * wishlist heart (features/wishlist) and the add-to-cart button (features/cart).
 * Features do not import each other, so the app layer fills these slots
 * (src/app/catalog/catalog-slots.tsx). Without a provider the heart is absent and the cart button is
 * the visitor version below.
 */
import { createContext, use, type ComponentType } from 'react';
import type { Product } from '@/types/api';
import type { CartButtonProps } from '@/types/cart-button';
import { VisitorCartButton } from './cart-button';

export interface ProductSlots {
  WishlistButton: ComponentType<{ product: Product; className?: string; size?: number }> | null;
  CartButton: ComponentType<CartButtonProps>;
}

const ProductSlotsContext = createContext<ProductSlots>({ WishlistButton: null, CartButton: VisitorCartButton });

export const ProductSlotsProvider = ProductSlotsContext.Provider;

export function useProductSlots(): ProductSlots {
  return use(ProductSlotsContext);
}
