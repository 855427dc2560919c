/** /ourblog: every post, with a search on the title whatever its case. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlogPosts } from '@/api/content/blogs';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { BlogCard, BlogCardSkeleton } from '../blog-card';
import { filterPostsByTitle } from '../blog-search';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function BlogList() {
  const { t } = useTranslation('blog');
  const id = useId();
  const [query, setQuery] = useState('');
  const posts = useBlogPosts();
  const shown = posts.data ? filterPostsByTitle(posts.data, query) : [];
  return (
    <div className="flex flex-col gap-8">
      <div role="search" className="relative max-w-md">
        <label htmlFor={id} className="sr-only">
          {t('list.search')}
        </label>
        <SearchIcon size={20} className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-stone-400" />
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          className="h-12 w-full rounded-full border border-stone-300 bg-white pe-4 ps-12 text-ink placeholder:text-stone-400"
        />
      </div>
      {posts.isPending ? (
        <div role="status" aria-label={t('list.loading')} className={grid}>
          {[0, 1, 2].map((i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.isError ? (
        <LoadFailed onRetry={posts.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState message={query.trim() ? t('list.noMatch', { query: query.trim() }) : t('list.empty')} />
      ) : (
        <>
          {/* The cards' titles are h3s: a heading between them and the page's h1 keeps the outline whole. */}
          <h2 className="sr-only">{t('list.heading')}</h2>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('list.count', { count: shown.length })}
          </p>
          <ul className={grid}>
            {shown.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
