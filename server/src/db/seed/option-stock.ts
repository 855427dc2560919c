/**
 * The demo's stock per colour and size: each product's catalogue quantity spread
 * over its options unevenly, as a shop's shelves are, by a PRNG seeded with the product key, so the
 * same catalogue always gives the same stock. About a third of the products with sizes have one size
 * sold out in every colour (notify-me), and some have an option with 1 to 3 left ("only N left").
 * A product's first option keeps up to FIRST_OPTION_UNITS of its units, so that "order two of the
 * first colour and size" (the cards' add to cart, the test journeys) finds stock.
 */
import { hash, prng } from './content/product-builder';
import type { SeedProduct } from './content/types';

export interface SeedOptionStock {
  color: string;
  size: string;
  stock: number;
}

/**
 * Fixed choices the demo and its journeys rely on: the first product, the Classic Plain Crepe Abaya
 * (عباية كريب سادة كلاسيكية), has size 60 sold out and size 58 down to 2 (tests/e2e/stock-alerts.spec.ts).
 */
export const DEMO_STOCK: Record<string, { soldOutSize: string; low?: { size: string; stock: number } }> = {
  'abaya-classic-crepe': { soldOutSize: '60', low: { size: '58', stock: 2 } },
};

const FIRST_OPTION_UNITS = 4;

/** Spreads `total` over `weights` in whole units (largest remainder), the same way every run. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const units = exact.map(Math.floor);
  let left = total - units.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    units[i]! += 1;
  }
  return units;
}

export function optionStock(product: Pick<SeedProduct, 'key' | 'quantity' | 'colors' | 'sizes'>): SeedOptionStock[] {
  const colors = product.colors.length ? product.colors : [''];
  const sizes = product.sizes.length ? product.sizes : [''];
  const options = colors.flatMap((color) => sizes.map((size) => ({ color, size, stock: 0 })));
  if (product.quantity <= 0) return options;
  const rand = prng(hash(`stock:${product.key}`));
  const demo = DEMO_STOCK[product.key];
  // Never the first size: the first option keeps stock (see above).
  const soldOutSize = demo
    ? demo.soldOutSize
    : sizes.length > 2 && product.quantity >= 10 && rand() < 0.35
      ? sizes[1 + Math.floor(rand() * (sizes.length - 1))]!
      : null;
  const open = options.filter((option) => option.size !== soldOutSize);
  let total = product.quantity;
  const lowIndex = demo?.low
    ? open.findIndex((option) => option.size === demo.low!.size)
    : open.length > 2 && product.quantity >= 8 && rand() < 0.4
      ? 1 + Math.floor(rand() * (open.length - 1))
      : -1;
  const low = lowIndex >= 0 ? open.splice(lowIndex, 1)[0]! : null;
  if (low) {
    low.stock = demo?.low?.stock ?? 1 + Math.floor(rand() * 3);
    total -= low.stock;
  }
  open[0]!.stock = Math.min(total, FIRST_OPTION_UNITS);
  const rest = spread(
    total - open[0]!.stock,
    open.map(() => 0.3 + rand()),
  );
  open.forEach((option, i) => (option.stock += rest[i]!));
  return options;
}
