import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { Product } from '@/types/api';
import { ProductCard, ProductCardSkeleton } from '../product-card';

export type GridColumns = 1 | 2 | 3 | 5;

const columnClasses: Record<GridColumns, string> = {
  1: 'grid-cols-1 max-w-md mx-auto w-full',
  2: 'grid-cols-2',
  3: 'grid-cols-2 md:grid-cols-3',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
};

const columnSizes: Record<GridColumns, string> = {
  1: '(min-width: 448px) 448px, 100vw',
  2: '(min-width: 1024px) 30vw, 50vw',
  3: '(min-width: 1024px) 22vw, (min-width: 768px) 33vw, 50vw',
  5: '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw',
};

export function ProductGridSkeleton({ columns = 3, count = 6 }: { columns?: GridColumns; count?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-label={t('list.loading')} className={`grid gap-x-4 gap-y-8 sm:gap-x-6 ${columnClasses[columns]}`}>
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** `colors`: the list's colour filter, whose colour each card shows. */
export function ProductGrid({ products, columns = 3, eagerCount = 0, colors }: { products: Product[]; columns?: GridColumns; eagerCount?: number; colors?: readonly string[] }) {
  return (
    <ul className={`grid gap-x-4 gap-y-8 sm:gap-x-6 ${columnClasses[columns]}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} sizes={columnSizes[columns]} eager={index < eagerCount} colors={colors} />
        </li>
      ))}
    </ul>
  );
}

/** A product list query's four states: skeletons, failure with retry, empty message, the grid. */
export function ProductResults({
  query,
  columns = 3,
  emptyMessage,
  skeletonCount = 6,
  colors,
}: {
  query: Pick<UseQueryResult<{ data: Product[] }>, 'data' | 'isPending' | 'isError' | 'refetch' | 'isPlaceholderData'>;
  columns?: GridColumns;
  emptyMessage: string;
  skeletonCount?: number;
  colors?: readonly string[];
}) {
  if (query.isPending) return <ProductGridSkeleton columns={columns} count={skeletonCount} />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <ProductGrid products={query.data.data} columns={columns} eagerCount={columns === 1 ? 1 : 2} colors={colors} />
    </div>
  );
}
