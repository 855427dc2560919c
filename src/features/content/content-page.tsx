/**
 * /about-us (the last entry), /privacy-policy and /return-policy (the first entry):
 * a title and sanitised HTML; the policies show a 10-line skeleton while loading.
 */
import { useTranslation } from 'react-i18next';
import { useContentEntry, type ContentKind } from '@/api/content/content';
import { PageShell } from '@/components/page-shell';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';

const SKELETON_LINES = 10;

export function ContentPage({ kind, pageTitle }: { kind: ContentKind; pageTitle: string }) {
  const { t } = useTranslation(['content', 'common']);
  const entry = useContentEntry(kind);
  const title = entry.data?.title || pageTitle;
  // A policy's heading is its entry's own title ("Our privacy promise"), the page's name until it
  // loads and in the breadcrumb. About us keeps its name, with the entry's title heading its text
  // unless it says the same.
  const policy = kind !== 'about';
  const entryHeading =
    !policy && entry.data?.title && entry.data.title.trim().toLocaleLowerCase() !== pageTitle.toLocaleLowerCase() ? entry.data.title : null;
  return (
    <PageShell
      title={policy ? title : pageTitle}
      metaTitle={title}
      crumbs={[{ label: pageTitle }]}
      description={kind === 'about' ? t('about.description') : undefined}
    >
      {entryHeading && <h2 className="mb-6 text-xl font-semibold text-brand-800 md:text-2xl">{entryHeading}</h2>}
      {entry.isPending ? (
        <div role="status" className="flex max-w-3xl flex-col gap-6">
          <span className="sr-only">{t('common:common.loading')}</span>
          {kind === 'about' && <Skeleton className="aspect-[16/9] w-full rounded-3xl" />}
          <SkeletonLines lines={SKELETON_LINES} />
        </div>
      ) : entry.isError ? (
        <LoadFailed onRetry={entry.refetch} />
      ) : !entry.data ? (
        <EmptyState message={kind === 'about' ? t('about.empty') : t('policy.empty')} />
      ) : kind === 'about' ? (
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <SanitizedHtml html={entry.data.description} className="text-lg" />
          {entry.data.image && (
            <StorageImage
              img={entry.data.image}
              srcWidth={960}
              widths={[480, 720, 960, 1280]}
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={title}
              width={1200}
              height={800}
              className="aspect-[3/2] h-auto w-full rounded-3xl object-cover"
            />
          )}
        </div>
      ) : (
        <SanitizedHtml html={entry.data.description} className="max-w-3xl" />
      )}
    </PageShell>
  );
}
