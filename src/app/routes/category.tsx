import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { ContextList } from '@/features/catalog/list/context-list';
import { useCategoryName } from '@/features/catalog/list/use-entity-name';
import { usePageParam } from '@/features/catalog/list/use-page-param';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /category/:id: the products of one category. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const id = Number(useParams().id);
  const title = useCategoryName(id) ?? t('common:pages.category');
  const [page] = usePageParam();
  return (
    <PageShell title={title} crumbs={[{ label: t('common:pages.categories'), to: paths.categories() }, { label: title }]} description={t('catalog:categories.products', { name: title })} page={page}>
      <CatalogSlots>
        <ContextList source={{ kind: 'category', id }} emptyMessage={t('catalog:categories.emptyCategory')} />
      </CatalogSlots>
    </PageShell>
  );
}
