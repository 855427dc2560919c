import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a lazy route's code loads; a full screen tall, so the footer never jumps (CLS). */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-4 px-4 py-8">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
