import { useRef, useState, type ReactNode } from 'react';
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
  // A ref, not state: Swiper hands its instance over during React's commit, and state set there
  // would render the carousel again at once, in the same task as Swiper's start.
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const { slidesPerView, spaceBetween, breakpoints } = { breakpoints: undefined, ...carouselPresets[preset] };
  // Swiper's loop needs twice the slides it shows; with fewer it moves the last ones in front of the
  // first, so a short row (two recently viewed) would not start with its first. Such a row rewinds.
  const mostShown = Math.ceil(Math.max(slidesPerView, ...Object.values(breakpoints ?? {}).map((at) => at.slidesPerView)));
  const loop = children.length >= 2 * mostShown;
  return (
    <>
      <Swiper
        dir={direction}
        modules={[Autoplay]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        loop={loop}
        rewind={!loop}
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={(instance) => (swiper.current = instance)}
        onRealIndexChange={(s) => setActive(s.realIndex)}
      >
        {children.map((child, index) => (
          <SwiperSlide key={index} className="h-auto!">
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      {dots && <Dots count={children.length} active={active} label={dots} onSelect={(index) => swiper.current?.slideToLoop(index)} />}
      {controls && (
        <div className="mt-5 flex justify-center gap-3">
          <CarouselButton direction="previous" label={controls.previous} onClick={() => swiper.current?.slidePrev()} />
          <CarouselButton direction="next" label={controls.next} onClick={() => swiper.current?.slideNext()} />
        </div>
      )}
    </>
  );
}
