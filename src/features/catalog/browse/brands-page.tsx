/** /brands: every brand's image and name, each linking to /brand/{id}. */
import { useTranslation } from 'react-i18next';
import { useBrands } from '@/api/catalog/brands';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { BrandCard, BrandCardSkeleton } from './brand-card';

const grid = 'grid grid-cols-2 gap-5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

export function BrandsGrid() {
  const { t } = useTranslation('catalog');
  const brands = useBrands();
  if (brands.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className={grid}>
        {Array.from({ length: 10 }, (_, i) => (
          <BrandCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (brands.isError) return <LoadFailed onRetry={brands.refetch} />;
  if (brands.data.length === 0) return <EmptyState message={t('brands.empty')} />;
  return (
    <ul className={grid}>
      {brands.data.map((brand) => (
        <li key={brand.id}>
          <BrandCard brand={brand} />
        </li>
      ))}
    </ul>
  );
}
