import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ContextList } from '@/features/catalog/context-list';
import { useCategoryName } from '@/features/catalog/use-entity-name';
import { usePageParam } from '@/features/catalog/use-page-param';
import { CatalogSlots } from '../catalog-slots';

/** /category/:id: the products of one category. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const id = Number(useParams().id);
  const title = useCategoryName(id) ?? t('common:pages.category');
  const [page] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('catalog:categories.products', { name: title })} page={page} />
      <PageTitle title={title} crumbs={[{ label: t('common:pages.categories'), to: paths.categories() }, { label: title }]} />
      <CatalogSlots>
        <ContextList source={{ kind: 'category', id }} emptyMessage={t('catalog:categories.emptyCategory')} />
      </CatalogSlots>
    </div>
  );
}
