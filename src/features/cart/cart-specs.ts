import type { CartSpecs, Product } from '@/types/api';

type SpecOptions = Product['specs'];

/** The colour and size options of a product (spec §3: specs[0] lists them). */
export function specOptions(specs: SpecOptions, key: 'color' | 'size') {
  return (specs[0] ?? []).filter((entry) => entry.key === key);
}

/** The specs a card adds with: the product's first colour and size (spec §5: one unit). */
export function defaultSpecs(specs: SpecOptions): CartSpecs {
  const color = specOptions(specs, 'color')[0]?.value;
  const size = specOptions(specs, 'size')[0]?.value;
  return { ...(color ? { color } : {}), ...(size ? { size } : {}) };
}

export function sameSpecs(a: CartSpecs, b: CartSpecs): boolean {
  return (a.color ?? '') === (b.color ?? '') && (a.size ?? '') === (b.size ?? '');
}
