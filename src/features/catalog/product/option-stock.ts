/**
 * Stock per colour and size on the product page (capability `stock-per-size`): what the
 * product's optional `availability` says about the shopper's choice. Absent (another API, or the
 * capability off), the page shows the product's stock only, as the contract alone gives it.
 */
import type { ProductOptionStock } from '@/types/api';

/** At or below this, the chosen colour and size says "Only N left" (the product's own note turns amber at the same count). */
export const LOW_STOCK = 3;

export interface OptionStock {
  /** The stock of one colour and size; undefined when the API did not list it. */
  of(color: string | undefined, size: string | undefined): number | undefined;
  /** Whether a size has no stock in the chosen colour (in any colour while none is chosen). */
  sizeSoldOut(size: string, color: string | undefined): boolean;
  /** Whether a colour has no stock in any size: one size sold out leaves the colour on offer. */
  colorSoldOut(color: string): boolean;
}

/** Null without an `availability` list. Options a product lacks are '' in it, as the cart has them. */
export function optionStock(availability: readonly ProductOptionStock[] | undefined): OptionStock | null {
  if (!Array.isArray(availability) || availability.length === 0) return null;
  // Every listed option of the ones matching is at 0; an unlisted one is not called sold out.
  const soldOut = (matches: (entry: ProductOptionStock) => boolean) => {
    const found = availability.filter(matches);
    return found.length > 0 && found.every((entry) => entry.stock <= 0);
  };
  return {
    of: (color, size) => availability.find((entry) => entry.color === (color ?? '') && entry.size === (size ?? ''))?.stock,
    sizeSoldOut: (size, color) => soldOut((entry) => entry.size === size && (color === undefined || entry.color === color)),
    colorSoldOut: (color) => soldOut((entry) => entry.color === color),
  };
}
