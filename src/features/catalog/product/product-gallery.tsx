/**
 * The product's photos with thumbnails. The photo shown (the first, or the colour's that the address
 * names) renders at once, the page's LCP image fetched with high priority, and Swiper takes the main
 * photo over once the page is live.
 * The thumbnails are plain buttons driving Swiper's `slideTo`, so they work from the first paint
 * and there is one Swiper to start, not two. The page owns which photo shows, so picking a colour
 * can bring its photo forward.
 */
import { Suspense, lazy, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useDirection } from '@/i18n/use-language';
import { GalleryImage, Thumbnail, type GalleryProps } from './gallery-parts';

const SwiperGallery = lazy(() => import('./swiper-gallery'));

export function ProductGallery({ images, name, active, onActiveChange }: GalleryProps & { active: number; onActiveChange: (index: number) => void }) {
  const { t } = useTranslation('product');
  const direction = useDirection();
  // Swiper starts in a background render after the first, which shows the photo as the server did.
  const live = useDeferredValue(true, false);
  // A ref, not state: Swiper hands its instance over during React's commit, and state set there
  // would render the gallery again at once, in the same task as Swiper's start. It starts at `active`.
  const swiper = useRef<SwiperInstance | null>(null);
  // Swiper follows the page's choice (a thumbnail, a colour) when it did not make it itself.
  useEffect(() => {
    const instance = swiper.current;
    if (instance && !instance.destroyed && instance.activeIndex !== active) instance.slideTo(active);
  }, [active]);
  const photo = (img: string, index: number) => (
    <GalleryImage img={img} alt={t('gallery.image', { name, index: index + 1, count: images.length })} eager={index === active} />
  );
  const current = images[active];
  if (!current) return null;
  const still = photo(current, active);
  return (
    <div role="region" className="flex flex-col gap-3" aria-roledescription="carousel" aria-label={t('gallery.label')}>
      {images.length > 1 && live ? (
        <Suspense fallback={still}>
          <SwiperGallery
            key={direction}
            images={images}
            direction={direction}
            initialSlide={active}
            onSwiper={(instance) => (swiper.current = instance)}
            onSlideChange={onActiveChange}
            renderImage={photo}
          />
        </Suspense>
      ) : (
        still
      )}
      {images.length > 1 && (
        <div className="grid grid-cols-5 gap-2">
          {images.map((img, index) => (
            <button key={img} type="button" className="block w-full rounded-xl" aria-current={index === active} onClick={() => onActiveChange(index)}>
              <Thumbnail img={img} selected={index === active} label={t('gallery.thumbnail', { index: index + 1 })} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
