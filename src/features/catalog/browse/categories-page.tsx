/** /category: a paged grid of category cards. */
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/catalog/categories';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { CategoryCard, CategoryCardSkeleton } from './category-card';
import { Pagination } from '../list/pagination';
import { usePageParam } from '../list/use-page-param';

const grid = 'grid grid-cols-2 gap-x-5 gap-y-8 md:grid-cols-3 lg:grid-cols-4';

export function CategoriesGrid() {
  const { t } = useTranslation('catalog');
  const [page, setPage] = usePageParam();
  const categories = useCategories(page);
  if (categories.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className={grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <CategoryCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (categories.isError) return <LoadFailed onRetry={categories.refetch} />;
  if (categories.data.data.length === 0) return <EmptyState message={t('categories.empty')} />;
  return (
    <>
      <ul className={grid}>
        {categories.data.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} sizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw" />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={categories.data.last_page} onPageChange={setPage} />
    </>
  );
}
