import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import { GalleryImage, Thumbnail, type GalleryProps } from './product-gallery';

export default function SwiperGallery({ images, name, direction }: GalleryProps & { direction: 'rtl' | 'ltr' }) {
  const { t } = useTranslation('product');
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  return (
    <div className="flex flex-col gap-3" aria-roledescription="carousel" aria-label={t('gallery.label')}>
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
            <GalleryImage img={img} alt={t('gallery.image', { name, index: index + 1, count: images.length })} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper dir={direction} modules={[Thumbs]} onSwiper={setThumbs} slidesPerView={5} spaceBetween={8} watchSlidesProgress className="w-full">
        {images.map((img, index) => (
          <SwiperSlide key={img}>
            <button type="button" className="block w-full rounded-xl" aria-current={index === active} onClick={() => main?.slideTo(index)}>
              <Thumbnail img={img} selected={index === active} label={t('gallery.thumbnail', { index: index + 1 })} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
