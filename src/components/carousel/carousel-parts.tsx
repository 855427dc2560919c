import type { ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { carouselPresets, slidesInView, type CarouselPresetName } from './presets';

export interface CarouselControls {
  previous: string;
  next: string;
}

/**
 * The carousel's first view, without Swiper: only the slides it shows at the widest breakpoint, so
 * a served page lays out and hydrates none of the hidden ones. Swiper brings them all.
 */
export function StaticRow({ preset, slides }: { preset: CarouselPresetName; slides: ReactNode[] }) {
  const { fallbackRow, fallbackSlide } = carouselPresets[preset];
  return (
    <div className={`flex overflow-hidden ${fallbackRow}`}>
      {slides.slice(0, slidesInView(carouselPresets[preset])).map((slide, index) => (
        <div key={index} className={`shrink-0 ${fallbackSlide}`}>
          {slide}
        </div>
      ))}
    </div>
  );
}

export function CarouselButton({ direction, label, onClick }: { direction: 'previous' | 'next'; label: string; onClick?: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700"
    >
      <ChevronIcon size={20} className={direction === 'previous' ? '-scale-x-100 rtl:scale-x-100' : ''} />
    </button>
  );
}


/** Names each dot, e.g. "Slide 2 of 4". */
export type DotLabel = (index: number, count: number) => string;

/**
 * The dots under a carousel: one button per slide, the current one marked. Each button is a 24 px
 * target (WCAG 2.5.8) around its small dot.
 */
export function Dots({ count, active, label, onSelect }: { count: number; active: number; label: DotLabel; onSelect?: (index: number) => void }) {
  return (
    <div className="mt-3 flex justify-center">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={label(index, count)}
          aria-current={index === active}
          onClick={() => onSelect?.(index)}
          className="group flex h-6 min-w-6 items-center justify-center rounded-full px-1"
        >
          <span
            aria-hidden="true"
            className={`h-2.5 rounded-full transition-all ${index === active ? 'w-6 bg-brand-700' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400'}`}
          />
        </button>
      ))}
    </div>
  );
}
