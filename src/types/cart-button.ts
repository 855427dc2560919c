import type { CartSpecs, Product } from './api';

/**
 * What the catalogue hands the add-to-cart button of a card or the product page: the visitor's
 * (features/catalog/cart-button.tsx) and the signed-in shopper's (features/cart/add-to-cart-button.tsx),
 * which the app puts in the catalogue's slot (features/catalog/product-slots.tsx).
 */
export interface CartButtonProps {
  product: Product;
  /** Units to add: always 1 from a card, the chosen quantity on the product page. */
  quantity: number;
  /** The chosen colour and size, on the product page. */
  specs?: CartSpecs;
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
