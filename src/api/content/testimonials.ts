/** Customer feedback (the contract's Testimonial): a bare array, localised by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { Testimonial } from '@/types/api';
import { getCatalogue } from '../client';

export type { Testimonial };

export const listTestimonials = () => getCatalogue<Testimonial[]>('/api/testimonials');

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: (language: Lang) => [...testimonialKeys.all, language] as const,
};

export const testimonialsQuery = (language: Lang) =>
  queryOptions({ queryKey: testimonialKeys.list(language), queryFn: listTestimonials, staleTime: 5 * 60_000 });

export function useTestimonials() {
  return useQuery(testimonialsQuery(useLanguage()));
}
