/** /post/:id: hero image, title, date (first 10 characters), image, description and similar posts. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { useBlogPost, useBlogPosts } from '@/api/content/blogs';
import { PageMeta } from '@/components/page-meta';
import { SanitizedHtml } from '@/components/content/sanitized-html';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { BlogCard } from './blog-card';
import { postDate } from './blog-search';

function SimilarPosts({ id }: { id: number }) {
  const { t } = useTranslation('blog');
  const others = useBlogPosts().data?.filter((post) => post.id !== id).slice(0, 3) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="similar-posts" className="mx-auto w-full max-w-7xl px-4">
      <h2 id="similar-posts" className="mb-6 text-2xl font-bold text-ink">
        {t('post.similar')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogPostPage({ id }: { id: number }) {
  const { t } = useTranslation(['blog', 'common']);
  const post = useBlogPost(id);
  if (post.isPending && post.fetchStatus !== 'idle') {
    return (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">{t('common:common.loading')}</span>
        <Skeleton className="h-[320px] w-full rounded-none" />
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4">
          <Skeleton className="h-10 w-3/4" />
          <SkeletonLines lines={8} />
        </div>
      </div>
    );
  }
  if (!Number.isInteger(id) || id <= 0 || (post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState message={t('post.notFound')}>
          <Link to={paths.blog()} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
            {t('post.backToBlog')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (post.isError || !post.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed onRetry={post.refetch} />
      </div>
    );
  }
  const { title, img_url: img, author, description } = post.data;
  const date = postDate(post.data);
  return (
    <div className="flex flex-col gap-16">
      <article>
        <PageMeta title={title} />
        <header className="relative isolate overflow-hidden bg-ink text-white">
          <StorageImage
            img={img}
            srcWidth={1280}
            widths={[640, 960, 1280, 1600]}
            sizes="100vw"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          />
          <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16 md:py-24">
            <div className="[&_a]:text-white/80 [&_nav]:text-white/70 [&_span]:text-white">
              <Breadcrumb items={[{ label: t('common:pages.blog'), to: paths.blog() }, { label: title }]} />
            </div>
            <h1 className="text-3xl font-bold leading-tight md:text-5xl">{title}</h1>
            <p className="text-sm text-white/80">
              {t('card.by', { author })} · <time dateTime={post.data.created_at}>{t('post.published', { date })}</time>
            </p>
          </div>
        </header>
        <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 pt-10">
          <StorageImage
            img={img}
            srcWidth={960}
            widths={[640, 960, 1280]}
            sizes="(min-width: 768px) 768px, 100vw"
            alt={title}
            width={1200}
            height={800}
            loading="lazy"
            className="aspect-[3/2] h-auto w-full rounded-3xl object-cover"
          />
          <SanitizedHtml html={description} className="text-lg" />
        </div>
      </article>
      <SimilarPosts id={id} />
    </div>
  );
}
