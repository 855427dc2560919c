import { useState, type ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { CarouselButton, Dots, type CarouselControls, type DotLabel } from './carousel-parts';
import { AUTOPLAY_DELAY_MS, carouselPresets, type CarouselPresetName } from './presets';

export default function SwiperCarousel({
  preset,
  direction,
  controls,
  dots,
  children,
}: {
  preset: CarouselPresetName;
  direction: 'rtl' | 'ltr';
  controls?: CarouselControls;
  dots?: DotLabel;
  children: ReactNode[];
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const { slidesPerView, spaceBetween, breakpoints } = { breakpoints: undefined, ...carouselPresets[preset] };
  return (
    <>
      <Swiper
        dir={direction}
        modules={[Autoplay]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        loop
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={setSwiper}
        onRealIndexChange={(s) => setActive(s.realIndex)}
      >
        {children.map((child, index) => (
          <SwiperSlide key={index} className="h-auto!">
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      {dots && <Dots count={children.length} active={active} label={dots} onSelect={(index) => swiper?.slideToLoop(index)} />}
      {controls && (
        <div className="mt-5 flex justify-center gap-3">
          <CarouselButton direction="previous" label={controls.previous} onClick={() => swiper?.slidePrev()} />
          <CarouselButton direction="next" label={controls.next} onClick={() => swiper?.slideNext()} />
        </div>
      )}
    </>
  );
}
