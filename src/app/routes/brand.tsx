import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { ContextList } from '@/features/catalog/list/context-list';
import { useBrandName } from '@/features/catalog/list/use-entity-name';
import { usePageParam } from '@/features/catalog/list/use-page-param';
import { CatalogSlots } from '../catalog/catalog-slots';

/** /brand/:id: the products of one brand. */
export default function Page() {
  const { t } = useTranslation(['catalog', 'common']);
  const id = Number(useParams().id);
  const title = useBrandName(id) ?? t('common:pages.brand');
  const [page] = usePageParam();
  return (
    <PageShell title={title} crumbs={[{ label: t('common:pages.brands'), to: paths.brands() }, { label: title }]} page={page}>
      <CatalogSlots>
        <ContextList source={{ kind: 'brand', id }} emptyMessage={t('catalog:brands.emptyBrand')} />
      </CatalogSlots>
    </PageShell>
  );
}
