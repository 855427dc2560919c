import type { ReactNode } from 'react';
import { ChevronIcon } from '@/components/ui/icons';
import { carouselPresets, type CarouselPresetName } from './presets';

export interface CarouselControls {
  previous: string;
  next: string;
}

export function StaticRow({ preset, slides }: { preset: CarouselPresetName; slides: ReactNode[] }) {
  const { fallbackRow, fallbackSlide } = carouselPresets[preset];
  return (
    <div className={`flex overflow-hidden ${fallbackRow}`}>
      {slides.map((slide, index) => (
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

