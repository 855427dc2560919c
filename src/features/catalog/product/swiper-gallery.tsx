import type { ReactNode } from 'react';
import { Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * The gallery's Swiper. It draws photos with the page's own renderer, so this chunk holds Swiper
 * alone and imports nothing back from the page.
 */
export default function SwiperGallery({
  images,
  direction,
  initialSlide,
  onSwiper,
  onSlideChange,
  renderImage,
}: {
  images: string[];
  direction: 'rtl' | 'ltr';
  initialSlide: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (index: number) => void;
  renderImage: (img: string, index: number) => ReactNode;
}) {
  return (
    <Swiper
      dir={direction}
      modules={[Keyboard]}
      initialSlide={initialSlide}
      keyboard={{ enabled: true, onlyInViewport: true }}
      spaceBetween={12}
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onSlideChange(swiper.activeIndex)}
      className="w-full"
    >
      {images.map((img, index) => (
        <SwiperSlide key={img}>{renderImage(img, index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
