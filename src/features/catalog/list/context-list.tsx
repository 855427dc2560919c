/**
 * A category's or a brand's products. Against an API with `facets` (docs/product.md "Capabilities") it is the shop's
 * list within that category or brand, with its filters, chips and sort (docs/product.md "Filters and
 * search"); otherwise the plain list of that category or brand, as before.
 */
import { lazy, Suspense } from 'react';
import { useCapabilities } from '@/api/store';
import { ProductGridSkeleton } from './product-grid';
import { ProductList } from './product-list';

// The shop's code loads only where the filters show.
const ShopPage = lazy(() => import('../shop/shop-page').then((module) => ({ default: module.ShopPage })));

export function ContextList({ source, emptyMessage }: { source: { kind: 'category' | 'brand'; id: number }; emptyMessage: string }) {
  const capabilities = useCapabilities();
  // Until store info says which list this is, ask for neither (no list is fetched twice).
  const skeleton = <ProductGridSkeleton columns={5} count={10} />;
  if (!capabilities) return skeleton;
  if (!capabilities.includes('facets')) return <ProductList source={source} emptyMessage={emptyMessage} />;
  return (
    <Suspense fallback={skeleton}>
      <ShopPage context={{ [source.kind]: source.id }} emptyMessage={emptyMessage} />
    </Suspense>
  );
}
