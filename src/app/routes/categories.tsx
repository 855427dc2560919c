import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { CategoriesGrid } from '@/features/catalog/browse/categories-page';
import { usePageParam } from '@/features/catalog/list/use-page-param';

/** /category: the paged category grid. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const title = t('common:pages.categories');
  const [page] = usePageParam();
  return (
    <PageShell title={title} description={t('catalog:categories.description')} page={page}>
      <CategoriesGrid />
    </PageShell>
  );
}
