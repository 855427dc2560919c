import { useState, type ReactNode } from 'react';
import { Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';

/**
 * The Swiper gallery. It draws photos and thumbnails with the page's own renderers, so this
 * chunk holds Swiper alone and imports nothing back from the page.
 */
export default function SwiperGallery({
  images,
  direction,
  label,
  renderImage,
  renderThumbnail,
}: {
  images: string[];
  direction: 'rtl' | 'ltr';
  label: string;
  renderImage: (img: string, index: number) => ReactNode;
  renderThumbnail: (img: string, index: number, selected: boolean) => ReactNode;
}) {
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  return (
    <div className="flex flex-col gap-3" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        dir={direction}
        modules={[Thumbs, Keyboard]}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        spaceBetween={12}
        onSwiper={setMain}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
        className="w-full"
      >
        {images.map((img, index) => (
          <SwiperSlide key={img}>
            {renderImage(img, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper dir={direction} modules={[Thumbs]} onSwiper={setThumbs} slidesPerView={5} spaceBetween={8} watchSlidesProgress className="w-full">
        {images.map((img, index) => (
          <SwiperSlide key={img}>
            <button type="button" className="block w-full rounded-xl" aria-current={index === active} onClick={() => main?.slideTo(index)}>
              {renderThumbnail(img, index, index === active)}
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
