/** Colour and size options (the contract's `specs[0]` lists `{key, value}` entries). */
import type { Lang } from '@shared/lang';
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
export function specLabel(entry: Pick<SpecEntry, 'value' | 'label' | 'label_en'>, language: Lang): string {
  return (language === 'en' ? entry.label_en || entry.label : entry.label || entry.label_en) || entry.value;
}

/** The specs a card adds to the cart with: the product's first colour and size (one unit). */
export function defaultSpecs(product: Pick<Product, 'specs'>): CartSpecs {
  const { colors, sizes } = specOptions(product);
  const color = colors[0]?.value;
  const size = sizes[0]?.value;
  return { ...(color ? { color } : {}), ...(size ? { size } : {}) };
}

export function sameSpecs(a: CartSpecs, b: CartSpecs): boolean {
  return (a.color ?? '') === (b.color ?? '') && (a.size ?? '') === (b.size ?? '');
}

/**
 * The colour a card shows in a list filtered by `colors`: the first of them the product comes in,
 * with that colour's photo when the API names one (`img`), so the shopper sees the colour they
 * filtered for and the product page opens on it. None without a colour filter.
 */
export function shownColor(product: Pick<Product, 'specs'>, colors: readonly string[] | undefined): { color: string; img?: string } | undefined {
  if (!colors?.length) return undefined;
  const options = specOptions(product).colors;
  // The colour chosen first wins, whatever order the product lists its colours in.
  const entry = colors.map((color) => options.find((option) => option.value === color)).find((option) => option !== undefined);
  return entry && { color: entry.value, ...(entry.img && { img: entry.img }) };
}
