import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { MapPage } from '@/features/contact/map-page';

/** /map: the shop's location. */
export default function Page() {
  const { t } = useTranslation(['contact', 'common']);
  const title = t('common:pages.map');
  return (
    <PageShell title={title} description={t('contact:map.description')}>
      <MapPage />
    </PageShell>
  );
}
