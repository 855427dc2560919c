/**
 * Slides per view and spacing per carousel, at Tailwind's sm/md/lg widths, which are
 * the shop's 640, 768 and 1024 px. `fallback` lays out the same slides with CSS while Swiper's
 * code loads, at the widths Swiper will compute ((100% − gaps) / slides), so nothing shifts.
 */
export interface CarouselPreset {
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween: number }>;
  /** The row's gap and each slide's width, by breakpoint (literal classes, for Tailwind). */
  fallbackRow: string;
  fallbackSlide: string;
}

export const carouselPresets = {
  /** The shop's default: 640 → 2 / 80, 768 → 3 / 30, 1024 → 5 / 20. */
  products: {
    slidesPerView: 1.5,
    spaceBetween: 16,
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 80 },
      768: { slidesPerView: 3, spaceBetween: 30 },
      1024: { slidesPerView: 5, spaceBetween: 20 },
    },
    fallbackRow: 'gap-4 sm:gap-20 md:gap-[30px] lg:gap-5',
    fallbackSlide:
      'basis-[calc((100%-16px)/1.5)] sm:basis-[calc((100%-80px)/2)] md:basis-[calc((100%-60px)/3)] lg:basis-[calc((100%-80px)/5)]',
  },
  /** New arrivals: 1, 2, 2, 3. */
  newArrivals: {
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 24 },
      768: { slidesPerView: 2, spaceBetween: 24 },
      1024: { slidesPerView: 3, spaceBetween: 24 },
    },
    fallbackRow: 'gap-4 sm:gap-6',
    fallbackSlide: 'basis-full sm:basis-[calc((100%-24px)/2)] lg:basis-[calc((100%-48px)/3)]',
  },
  /** Categories: 2, 4, 6. */
  categories: {
    slidesPerView: 2,
    spaceBetween: 16,
    breakpoints: {
      768: { slidesPerView: 4, spaceBetween: 20 },
      1024: { slidesPerView: 6, spaceBetween: 20 },
    },
    fallbackRow: 'gap-4 md:gap-5',
    fallbackSlide: 'basis-[calc((100%-16px)/2)] md:basis-[calc((100%-60px)/4)] lg:basis-[calc((100%-100px)/6)]',
  },
  /** Brands: 2, 3, 4, 5. */
  brands: {
    slidesPerView: 2,
    spaceBetween: 16,
    breakpoints: {
      640: { slidesPerView: 3, spaceBetween: 16 },
      768: { slidesPerView: 4, spaceBetween: 20 },
      1024: { slidesPerView: 5, spaceBetween: 20 },
    },
    fallbackRow: 'gap-4 md:gap-5',
    fallbackSlide:
      'basis-[calc((100%-16px)/2)] sm:basis-[calc((100%-32px)/3)] md:basis-[calc((100%-60px)/4)] lg:basis-[calc((100%-80px)/5)]',
  },
  /** Customer feedback: 1, 2. */
  feedback: {
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: { 768: { slidesPerView: 2, spaceBetween: 24 } },
    fallbackRow: 'gap-4 md:gap-6',
    fallbackSlide: 'basis-full md:basis-[calc((100%-24px)/2)]',
  },
  /** Hero and offer banners: 1 at every width. */
  single: { slidesPerView: 1, spaceBetween: 0, fallbackRow: '', fallbackSlide: 'basis-full' },
  /** Blog: 1, 2, 3. */
  posts: {
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: {
      640: { slidesPerView: 2, spaceBetween: 24 },
      1024: { slidesPerView: 3, spaceBetween: 24 },
    },
    fallbackRow: 'gap-4 sm:gap-6',
    fallbackSlide: 'basis-full sm:basis-[calc((100%-24px)/2)] lg:basis-[calc((100%-48px)/3)]',
  },
} satisfies Record<string, CarouselPreset>;

export type CarouselPresetName = keyof typeof carouselPresets;

/** The most slides one view shows at any width, a partly visible one included. */
export function slidesInView(preset: CarouselPreset): number {
  const views = [preset.slidesPerView, ...Object.values(preset.breakpoints ?? {}).map((b) => b.slidesPerView)];
  return Math.ceil(Math.max(...views));
}

/** The hero and banner carousels turn every 3000 ms ("Numbers the shop keeps"); the others use the same pace. */
export const AUTOPLAY_DELAY_MS = 3000;
