/**
 * A visitor's add to the cart, kept across the login it needs: the product page's query
 * carries the choice (`?color=&size=&qty=&add=1`), so the shopper comes back to the same product
 * with the same choice, and the item is added once they are signed in. A visitor's "notify me"
 * comes back the same way, with `notify=1`.
 */
import type { CartSpecs, SpecEntry } from '@/types/api';

export function pendingAddSearch(specs: CartSpecs | undefined, quantity: number): string {
  const params = new URLSearchParams();
  if (specs?.color) params.set('color', specs.color);
  if (specs?.size) params.set('size', specs.size);
  params.set('qty', String(quantity));
  params.set('add', '1');
  return `?${params.toString()}`;
}

/** The query that brings a visitor back from login to the same sold-out choice, to turn its alert on. */
export function pendingNotifySearch(specs: CartSpecs | undefined): string {
  const params = new URLSearchParams();
  if (specs?.color) params.set('color', specs.color);
  if (specs?.size) params.set('size', specs.size);
  params.set('notify', '1');
  return `?${params.toString()}`;
}

/** The choice a product page's query names, each part only if the product offers it. */
export function choiceFromSearch(params: URLSearchParams, options: { colors: SpecEntry[]; sizes: SpecEntry[]; stock: number }) {
  const pick = (key: string, entries: SpecEntry[]) => entries.find((entry) => entry.value === params.get(key))?.value;
  const quantity = Math.trunc(Number(params.get('qty')));
  return {
    color: pick('color', options.colors),
    size: pick('size', options.sizes),
    quantity: Number.isFinite(quantity) && quantity >= 1 ? Math.min(quantity, Math.max(options.stock, 1)) : 1,
    add: params.get('add') === '1',
    notify: params.get('notify') === '1',
  };
}
