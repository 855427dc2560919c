/**
 * The choice of colour and size a saved product opens before it moves to the cart: the catalog's
 * quick add, which the app layer fills in (src/app/catalog/catalog-slots.tsx), since features do not import
 * each other.
 */
import { createContext, use, type ComponentType } from 'react';
import type { WishlistItem } from './wishlist-store';

export interface ChooseOptionsProps {
  product: WishlistItem;
  onClose: () => void;
  /** Called once the cart has taken the shopper's choice. */
  onAdded: () => void;
}

export interface WishlistSlots {
  ChooseOptions: ComponentType<ChooseOptionsProps> | null;
}

const WishlistSlotsContext = createContext<WishlistSlots>({ ChooseOptions: null });

export const WishlistSlotsProvider = WishlistSlotsContext.Provider;

export function useWishlistSlots(): WishlistSlots {
  return use(WishlistSlotsContext);
}
