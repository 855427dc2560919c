import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';

/** The tracking service's page for a shipment, in the shop's language rather than the browser's. */
export function trackingUrl(id: string): string {
  return `${env.trackingBaseUrl}/api/tracking/${encodeURIComponent(id)}?lng=${currentLanguage()}`;
}

/** /tracking/:id sends the browser to the tracking service and says so meanwhile ("Calls the contract adds"). */
export default function Page() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useEffect(() => {
    window.location.replace(trackingUrl(id));
  }, [id]);
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-lg text-stone-700">
      <PageMeta title={t('pages.tracking')} />
      {t('common.redirecting')}
    </div>
  );
}
