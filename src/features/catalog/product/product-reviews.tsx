/** The Review tab: average, per-star counts, a list scrolling at 500 px, and the form. */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddProductReview } from '@/api/catalog/reviews';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Stars } from '@/components/catalog/stars';
import { formatAverage } from '@/lib/rating';
import type { Product } from '@/types/api';
import { useLoginFirst } from '@/hooks/catalog/use-login-first';
import { STAR_VALUES, reviewStats } from './review-stats';

const ReviewForm = lazy(() => import('./review-form'));

export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const loginFirst = useLoginFirst();
  const addReview = useAddProductReview();
  const stats = reviewStats(product.reviews);
  const average = formatAverage(stats.average);
  return (
    <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="text-5xl font-bold text-ink" data-testid="review-average">
            {average}
          </p>
          <Stars value={stats.average} label={t('reviews.average', { value: average })} />
          <p className="text-sm text-stone-600">{t('reviews.basedOn', { count: stats.count })}</p>
        </div>
        <ul aria-label={t('reviews.distribution')} className="flex flex-col gap-2">
          {STAR_VALUES.map((stars) => {
            const count = stats.perStar[stars];
            const share = stats.count ? (count / stats.count) * 100 : 0;
            return (
              <li key={stars} aria-label={t('reviews.starCount', { stars: t('reviews.stars', { count: stars }), count })} className="flex items-center gap-3 text-sm">
                <span aria-hidden="true" className="w-14 shrink-0 text-stone-700">
                  {t('reviews.starsShort', { count: stars })}
                </span>
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
                  <span className="block h-full rounded-full bg-gold" style={{ width: `${share}%` }} />
                </span>
                <span aria-hidden="true" className="w-6 shrink-0 text-end text-stone-600" data-testid={`star-count-${stars}`}>
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-8">
        <section aria-label={t('reviews.list')}>
          {product.reviews.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{t('reviews.empty')}</p>
          ) : (
            <ul tabIndex={0} aria-label={t('reviews.list')} className="flex max-h-[500px] flex-col gap-4 overflow-y-auto pe-2" data-testid="review-list">
              {product.reviews.map((review) => (
                <li key={review.id} className="rounded-2xl border border-stone-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-ink">{review.name}</p>
                    <time dateTime={review.created_at} className="text-xs text-stone-500">
                      {review.created_at.slice(0, 10)}
                    </time>
                  </div>
                  <Stars value={review.rating} size={16} label={t('details.rating', { value: review.rating })} className="mt-1" />
                  {/* Only when the API says so: another API's reviews say nothing of it. */}
                  {review.verified_purchase === true && <p className="mt-1 text-xs font-semibold text-emerald-700">{t('reviews.verifiedPurchase')}</p>}
                  <p className="mt-2 leading-relaxed text-stone-700">{review.review}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Suspense fallback={<SkeletonLines lines={6} />}>
          <ReviewForm
            onSubmit={(values) => addReview.mutateAsync({ product_id: product.id, ...values })}
            pending={addReview.isPending}
            onVisitor={loginFirst}
          />
        </Suspense>
      </div>
    </div>
  );
}
