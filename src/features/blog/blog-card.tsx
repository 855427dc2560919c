import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { stretchedLinkClass } from '@/components/catalog/stretched-link';
import { paths } from '@/config/paths';
import type { BlogPost } from '@/types/api';
import { postDate } from './blog-search';

/**
 * The card's short summary: the text of the post's paragraphs, one after another. Its headings stay
 * out, or "Washing" would run into the next line ("…right. Washing Wash whites…").
 */
function summary(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs = [...body.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '').filter(Boolean);
  return (paragraphs.length ? paragraphs.join(' ') : (body.textContent ?? '')).replace(/\s+/g, ' ').trim();
}

/** A post card on /ourblog: image, author, date, title and description, linking to /post/{id}. */
export function BlogCard({ post, sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' }: { post: BlogPost; sizes?: string }) {
  const { t } = useTranslation('blog');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white transition hover:shadow-lg">
      {/* One link per card, the title's, stretched over the card: an image link would be a second,
          nameless stop for a screen reader. */}
      <div className="overflow-hidden">
        <StorageImage
          img={post.img_url}
          srcWidth={640}
          widths={[400, 640, 960]}
          sizes={sizes}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full bg-stone-100 object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
          <span>{t('card.by', { author: post.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.created_at}>{postDate(post)}</time>
        </p>
        <h3 className="text-lg font-bold leading-snug text-ink">
          <Link to={paths.post(post.id)} className={`${stretchedLinkClass} after:rounded-3xl hover:text-brand-700`}>
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-stone-600">{summary(post.description)}</p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 overflow-hidden rounded-3xl border border-stone-200">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
