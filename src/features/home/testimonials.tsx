/** Customer feedback: 1 or 2 per view. */
import { useTranslation } from 'react-i18next';
import { useTestimonials } from '@/api/content/testimonials';
import { Carousel } from '@/components/carousel/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/catalog/stars';
import { storageUrl } from '@/lib/asset-url';
import type { Testimonial } from '@/types/api';
import { useSlideLabel } from './use-slide-label';

function Quote({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  return (
    <figure className="flex h-full flex-col gap-4 rounded-3xl border border-stone-200 bg-white p-6 md:p-8">
      <Stars value={testimonial.rating} label={t('feedback.rating', { value: testimonial.rating })} />
      <blockquote className="flex-1 text-lg leading-relaxed text-stone-700">“{testimonial.review}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <img src={storageUrl(testimonial.img, 96)} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full bg-brand-50 object-cover" />
        <span className="font-semibold text-ink">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ label }: { label: string }) {
  const slideLabel = useSlideLabel();
  const testimonials = useTestimonials();
  if (testimonials.isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-56 rounded-3xl" />
        <Skeleton className="h-56 rounded-3xl max-md:hidden" />
      </div>
    );
  }
  if (!testimonials.data?.length) return null;
  return (
    <Carousel preset="feedback" label={label} dots={slideLabel}>
      {testimonials.data.map((testimonial) => (
        <Quote key={testimonial.id} testimonial={testimonial} />
      ))}
    </Carousel>
  );
}
