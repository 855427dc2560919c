/** Colour and size options (spec §3: `specs[0]` lists `{key, value}` entries). */
import type { Language } from '@/config/env';
import type { CartSpecs, Product, SpecEntry } from '@/types/api';

export interface SpecOptions {
  colors: SpecEntry[];
  sizes: SpecEntry[];
}

export function specOptions(product: Pick<Product, 'specs'>): SpecOptions {
  const entries = product.specs[0] ?? [];
  const unique = (key: SpecEntry['key']) =>
    entries.filter((entry, index) => entry.key === key && entries.findIndex((e) => e.key === key && e.value === entry.value) === index);
  return { colors: unique('color'), sizes: unique('size') };
}

/** An option's display name: the extension labels when present, else the value itself. */
export function specLabel(entry: SpecEntry, language: Language): string {
  return (language === 'en' ? entry.label_en || entry.label : entry.label || entry.label_en) || entry.value;
}

/** CSS accepts these as colours, but a swatch painted with them shows nothing of the option. */
const NOT_A_SWATCH = /^(transparent|currentcolor|inherit|initial|unset|revert|revert-layer)$|var\(/i;

/**
 * A colour option's value as a swatch colour when CSS knows it (`black`, `navy`, `#1a1a1a`), else
 * null: `hex` is an extension (spec §3 has `{key, value}` only, R1), and a name such as `burgundy`
 * or `emerald` is no CSS colour, so the option then shows its name instead of a blank circle.
 * Browser only: without `CSS.supports` (the server, jsdom) it answers null.
 */
export function cssColor(value: string): string | null {
  const color = value.trim();
  if (!color || NOT_A_SWATCH.test(color) || typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return null;
  return CSS.supports('color', color) ? color : null;
}

/** The specs a card adds to the cart with: the product's first colour and size (spec §5: one unit). */
export function defaultSpecs(product: Pick<Product, 'specs'>): CartSpecs {
  const { colors, sizes } = specOptions(product);
  const color = colors[0]?.value;
  const size = sizes[0]?.value;
  return { ...(color ? { color } : {}), ...(size ? { size } : {}) };
}

export function sameSpecs(a: CartSpecs, b: CartSpecs): boolean {
  return (a.color ?? '') === (b.color ?? '') && (a.size ?? '') === (b.size ?? '');
}
