import { useState, type CSSProperties, type ReactNode } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { CarouselButton, type CarouselControls } from './carousel-parts';
import { AUTOPLAY_DELAY_MS, carouselPresets, type CarouselPresetName } from './presets';

export default function SwiperCarousel({
  preset,
  direction,
  controls,
  pagination,
  children,
}: {
  preset: CarouselPresetName;
  direction: 'rtl' | 'ltr';
  controls?: CarouselControls;
  pagination: boolean;
  children: ReactNode[];
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { slidesPerView, spaceBetween, breakpoints } = { breakpoints: undefined, ...carouselPresets[preset] };
  return (
    <>
      <Swiper
        dir={direction}
        modules={pagination ? [Autoplay, Pagination] : [Autoplay]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        loop
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={pagination ? { clickable: true } : false}
        onSwiper={setSwiper}
        className={pagination ? 'pb-10!' : undefined}
        style={{ '--swiper-theme-color': '#6f4a31', '--swiper-pagination-bullet-inactive-color': '#a8a29e' } as CSSProperties}
      >
        {children.map((child, index) => (
          <SwiperSlide key={index} className="h-auto!">
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      {controls && (
        <div className="mt-5 flex justify-center gap-3">
          <CarouselButton direction="previous" label={controls.previous} onClick={() => swiper?.slidePrev()} />
          <CarouselButton direction="next" label={controls.next} onClick={() => swiper?.slideNext()} />
        </div>
      )}
    </>
  );
}
