import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ContextList } from '@/features/catalog/context-list';
import { useBrandName } from '@/features/catalog/use-entity-name';
import { usePageParam } from '@/features/catalog/use-page-param';
import { CatalogSlots } from '../catalog-slots';

/** /brand/:id: the products of one brand. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const id = Number(useParams().id);
  const title = useBrandName(id) ?? t('common:pages.brand');
  const [page] = usePageParam();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} page={page} />
      <PageTitle title={title} crumbs={[{ label: t('common:pages.brands'), to: paths.brands() }, { label: title }]} />
      <CatalogSlots>
        <ContextList source={{ kind: 'brand', id }} emptyMessage={t('catalog:brands.emptyBrand')} />
      </CatalogSlots>
    </div>
  );
}
