import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { MapPage } from '@/features/contact/map-page';

/** /map: the shop's location. */
export default function Page() {
  const { t } = useTranslation(['contact', 'common']);
  const title = t('common:pages.map');
  return (
    <div className="mx-auto max-w-7xl px-4">
      <PageMeta title={title} description={t('contact:map.description')} />
      <PageTitle title={title} />
      <MapPage />
    </div>
  );
}
