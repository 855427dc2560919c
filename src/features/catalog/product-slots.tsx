/**
 * The two controls a product card and the product page borrow from other features: the
 * wishlist heart (features/wishlist) and the add-to-cart button (features/cart).
 * Features do not import each other, so the app layer fills these slots
 * (src/app/catalog-slots.tsx). Without a provider the heart is absent and the cart button is
 * the visitor version below.
 */
import { createContext, use, type ComponentType } from 'react';
import type { Product } from '@/types/api';
import { VisitorCartButton } from './cart-button';

export interface CartButtonProps {
  product: Product;
  /** Units to add: always 1 from a card, the chosen quantity on the product page. */
  quantity: number;
  /** The chosen colour and size, on the product page. */
  specs?: { color?: string; size?: string };
  variant: 'card' | 'page';
  /** Out of stock: the button says so and adds nothing ("Lists and pages"). */
  disabled?: boolean;
  /**
   * The chosen colour and size is sold out: the button says so and adds nothing, but
   * keeps its focus (HeldButton), since the shopper can still pick another.
   */
  held?: boolean;
  /** Asked before adding, on the product page: false when a choice is missing (it then says which). */
  ready?: () => boolean;
  /** The shopper came back from login to finish this add (product/pending-add.ts): add once, then call this. */
  onPendingAdd?: () => void;
  /** Called once the cart has taken the add (the quick add then closes). */
  onAdded?: () => void;
}

export interface ProductSlots {
  WishlistButton: ComponentType<{ product: Product; className?: string; size?: number }> | null;
  CartButton: ComponentType<CartButtonProps>;
}

const ProductSlotsContext = createContext<ProductSlots>({ WishlistButton: null, CartButton: VisitorCartButton });

export const ProductSlotsProvider = ProductSlotsContext.Provider;

export function useProductSlots(): ProductSlots {
  return use(ProductSlotsContext);
}
