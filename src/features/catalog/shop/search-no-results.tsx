/**
 * The search found nothing: what to try next, the nearest category when the API names
 * one (`nearest_category`), a way to the categories, and the best sellers.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProductSource } from '@/api/catalog/products';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { ProductGrid } from '../list/product-grid';

const BEST_SELLERS_SHOWN = 6;

const action = 'inline-flex h-10 items-center rounded-full border border-ink px-5 text-sm font-semibold text-ink hover:bg-ink hover:text-white';

interface SearchNoResultsProps {
  q: string;
  filtered: boolean;
  onResetFilters: () => void;
  nearestCategory?: { id: number; name: string };
}

export function SearchNoResults({ q, filtered, onResetFilters, nearestCategory }: SearchNoResultsProps) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const bestSellers = useProductSource({ kind: 'top' }, 1).data?.data.slice(0, BEST_SELLERS_SHOWN) ?? [];
  return (
    <div className="flex flex-col gap-10">
      <EmptyState message={t('search.noResults', { q })}>
        <p className="max-w-md text-sm text-stone-600">{t(filtered ? 'search.noResultsFiltered' : 'search.noResultsHint')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          {filtered && (
            <button type="button" onClick={onResetFilters} className={action}>
              {t('shop.reset')}
            </button>
          )}
          {nearestCategory && (
            <Link to={paths.category(nearestCategory.id)} className={action}>
              {t('search.nearestCategory', { name: nearestCategory.name })}
            </Link>
          )}
          <Link to={paths.categories()} className={action}>
            {t('search.browseCategories')}
          </Link>
        </div>
      </EmptyState>
      {bestSellers.length > 0 && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className="mb-5 text-lg font-bold text-ink">
            {t('search.bestSellers')}
          </h3>
          <ProductGrid products={bestSellers} columns={3} />
        </section>
      )}
    </div>
  );
}
