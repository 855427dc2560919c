/**
 * The "Recently viewed" section, loaded by ./recently-viewed.tsx once the list
 * has something to show. Each card reads its product through the product query, as the product
 * page does, so prices are current and a product seen a moment ago costs no request.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { productKeys, productQuery } from '@/api/catalog/products';
import { Carousel } from '@/components/carousel/carousel';
import { StaticRow } from '@/components/carousel/carousel-parts';
import { LoadFailed } from '@/components/ui/load-failed';
import { useNearViewport } from '@/components/carousel/use-near-viewport';
import { useLanguage } from '@/i18n/use-language';
import { GRID_SIZES, ProductCard, ProductCardSkeleton } from '../product-card';
import { clearRecentlyViewed, forgetRecentlyViewed } from './recently-viewed-store';
import { useRecentlyViewed } from './use-recently-viewed';

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The products behind `ids`, in their order, each through its own product query (shared with the
 * product page's cache). One query for the row rather than one per card: a single answer to
 * render, and no extra query machinery in the first script (useQueries would land there).
 */
function useRecentProducts(ids: readonly number[], enabled: boolean) {
  const client = useQueryClient();
  const language = useLanguage();
  return useQuery({
    queryKey: [...productKeys.all, 'recently-viewed', language, ids],
    queryFn: async () => {
      const answers = await Promise.allSettled(ids.map((id) => client.fetchQuery(productQuery(language, id))));
      const products = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      const gone = ids.filter((_, index) => answers[index]!.status === 'rejected' && isGone((answers[index] as PromiseRejectedResult).reason));
      // Nothing to show and not because the products are gone: a failure the shopper can retry.
      const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected' && !isGone(answer.reason));
      if (products.length === 0 && failed) throw failed.reason;
      return { products, gone };
    },
    enabled,
    // A change to the list (another tab, a product gone) keeps the row on screen while it updates.
    placeholderData: keepPreviousData,
  });
}

function RecentRow({ ids, label }: { ids: readonly number[]; label: string }) {
  const { t } = useTranslation('catalog');
  // Below the first screen on both pages: the products are asked for as the row comes near.
  const [ref, near] = useNearViewport<HTMLDivElement>('100%');
  const recent = useRecentProducts(ids, near);
  const gone = recent.data?.gone.join(',') ?? '';
  useEffect(() => {
    if (gone) forgetRecentlyViewed(gone.split(',').map(Number));
  }, [gone]);

  if (recent.isPending) {
    return (
      <div ref={ref} role="status" aria-label={t('recentlyViewed.loading')}>
        <StaticRow preset="products" slides={ids.map((id) => <ProductCardSkeleton key={id} />)} />
      </div>
    );
  }
  if (recent.isError) return <LoadFailed onRetry={recent.refetch} />;
  if (recent.data.products.length === 0) return null;
  return (
    <Carousel preset="products" label={label} controls={{ previous: t('recentlyViewed.previous'), next: t('recentlyViewed.next') }}>
      {recent.data.products.map((product) => (
        <ProductCard key={product.id} product={product} sizes={GRID_SIZES} />
      ))}
    </Carousel>
  );
}

export interface RecentlyViewedProps {
  /** The product on screen, left out of the list. */
  excludeId?: number;
  variant: 'home' | 'product';
}

const variants = {
  home: { section: 'mx-auto w-full max-w-7xl px-4 py-10 md:py-14', heading: 'text-2xl font-bold text-ink md:text-3xl' },
  product: { section: '', heading: 'text-2xl font-bold text-ink' },
};

/** The section, or nothing once the list is empty (but for the message after Clear). */
export default function RecentlyViewedSection({ excludeId, variant }: RecentlyViewedProps) {
  const { t } = useTranslation('catalog');
  const stored = useRecentlyViewed();
  const ids = stored.filter((id) => id !== excludeId);
  const headingId = useId();
  const [cleared, setCleared] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);
  // The Clear button goes with the list: focus moves to the message that says it was cleared.
  useEffect(() => {
    if (cleared) message.current?.focus();
  }, [cleared]);

  if (ids.length === 0 && !cleared) return null;
  const title = t('recentlyViewed.title');
  return (
    <section aria-labelledby={headingId} className={variants[variant].section}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className={variants[variant].heading}>
          {title}
        </h2>
        {ids.length > 0 && (
          <button
            type="button"
            onClick={() => {
              clearRecentlyViewed();
              setCleared(true);
            }}
            aria-label={t('recentlyViewed.clearLabel')}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
          >
            {t('recentlyViewed.clear')}
          </button>
        )}
      </div>
      {ids.length > 0 ? (
        <RecentRow ids={ids} label={title} />
      ) : (
        <p ref={message} tabIndex={-1} role="status" className="text-stone-600">
          {t('recentlyViewed.cleared')}
        </p>
      )}
    </section>
  );
}
