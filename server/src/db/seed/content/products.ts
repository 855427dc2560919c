import { accessories, bags, shoes } from './products-accessories';
import { kids } from './products-kids';
import { jeans, shirts, thobes, trousers, tshirts } from './products-men';
import { abayas, dresses, scarves } from './products-women';
import type { SeedProduct } from './types';

const byCategory: SeedProduct[][] = [abayas, thobes, dresses, bags, shoes, shirts, tshirts, scarves, accessories, kids, jeans, trousers];

/** Round-robin across categories, so the default (id) order shows a varied first page. */
function interleave(groups: SeedProduct[][]): SeedProduct[] {
  const out: SeedProduct[] = [];
  const longest = Math.max(...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const g of groups) {
      const p = g[i];
      if (p) out.push(p);
    }
  }
  return out;
}

export const products: SeedProduct[] = interleave(byCategory);
