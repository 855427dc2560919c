import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { CategoriesGrid } from '@/features/catalog/categories-page';

/** /category: the paged category grid (spec §2). */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.categories');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('catalog:categories.description')} />
      <PageTitle title={title} />
      <CategoriesGrid />
    </div>
  );
}
