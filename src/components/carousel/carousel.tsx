/**
 * A looping, autoplaying carousel ("Numbers the shop keeps") that runs right to left in Arabic.
 * Swiper is loaded on demand: until it arrives the same slides render as a static row with the
 * widths Swiper will use, so the first paint (and the hero's LCP image) never waits for it.
 */
import { Children, Suspense, lazy, type ReactNode } from 'react';
import { useNearViewport } from '@/components/carousel/use-near-viewport';
import { useDirection } from '@/i18n/use-language';
import { CarouselButton, Dots, StaticRow, type CarouselControls, type DotLabel } from './carousel-parts';
import type { CarouselPresetName } from './presets';

export type { CarouselControls, DotLabel };

const SwiperCarousel = lazy(() => import('./swiper-carousel'));

export interface CarouselProps {
  preset: CarouselPresetName;
  /** Names the region, e.g. the section's title. */
  label: string;
  children: ReactNode;
  /** Previous and next buttons with these names. */
  controls?: CarouselControls;
  /** Dots under the slides, named by this. */
  dots?: DotLabel;
  className?: string;
}

export function Carousel({ preset, label, children, controls, dots, className = '' }: CarouselProps) {
  const direction = useDirection();
  // Swiper starts only once the carousel is on screen, so carousels further down cost no
  // main-thread time at load; the static row it replaces looks the same.
  const [ref, near] = useNearViewport<HTMLDivElement>('0px');
  const slides = Children.toArray(children);
  if (slides.length === 0) return null;
  const staticCarousel = (
    <>
      <StaticRow preset={preset} slides={slides} />
      {dots && <Dots count={slides.length} active={0} label={dots} />}
      {controls && (
        <div className="mt-5 flex justify-center gap-3">
          <CarouselButton direction="previous" label={controls.previous} />
          <CarouselButton direction="next" label={controls.next} />
        </div>
      )}
    </>
  );
  return (
    <div ref={ref} role="group" aria-roledescription="carousel" aria-label={label} className={className} dir={direction}>
      {near ? (
        <Suspense fallback={staticCarousel}>
          {/* Keyed by direction: Swiper reads `dir` once, so a language switch re-creates it. */}
          <SwiperCarousel key={direction} preset={preset} direction={direction} controls={controls} dots={dots}>
            {slides}
          </SwiperCarousel>
        </Suspense>
      ) : (
        staticCarousel
      )}
    </div>
  );
}
