/** /map: the shop's location from the contact info. */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactInfo } from '@/api/store';
import { RIYADH } from '@/components/map/defaults';
import { PinIcon } from '@/components/icons/contact-icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';

const StoreMap = lazy(() => import('./store-map'));

/** The shop's coordinates from the contact info, or Riyadh when it carries none. */
export function storeLocation(info: { lat?: number; lng?: number } | null | undefined): [number, number] {
  return typeof info?.lat === 'number' && typeof info.lng === 'number' ? [info.lat, info.lng] : RIYADH;
}

export function MapPage() {
  const { t } = useTranslation('contact');
  const info = useContactInfo();
  const mapSkeleton = <Skeleton className="h-[400px] w-full rounded-3xl" />;
  if (info.isPending) return mapSkeleton;
  // Without the record the map still shows the default centre.
  const location = info.data?.location ?? '';
  return (
    <div className="flex flex-col gap-6">
      {info.isError && <LoadFailed onRetry={info.refetch} />}
      <Suspense fallback={mapSkeleton}>
        <StoreMap center={storeLocation(info.data)} location={location} />
      </Suspense>
      {info.data && (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-brand-50 p-5">
          <p className="flex items-center gap-3 text-ink">
            <PinIcon className="text-brand-700" />
            {info.data.location}
          </p>
          {info.data.location_link && (
            <a
              href={info.data.location_link}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('map.directions')}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
