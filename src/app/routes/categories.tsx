import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { CategoriesGrid } from '@/features/catalog/categories-page';
import { usePageParam } from '@/features/catalog/use-page-param';

/** /category: the paged category grid. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.categories');
  const [page] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('catalog:categories.description')} page={page} />
      <PageTitle title={title} />
      <CategoriesGrid />
    </div>
  );
}
