/**
 * The product's photos with thumbnails (spec §2). The first photo renders at once (the page's
 * LCP image, fetched with high priority); Swiper with its Thumbs module takes over once loaded.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDirection } from '@/i18n/use-language';
import { GalleryImage, Thumbnail, type GalleryProps } from './gallery-parts';

const SwiperGallery = lazy(() => import('./swiper-gallery'));

function StaticGallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('product');
  const [first] = images;
  if (!first) return null;
  return (
    <div className="flex flex-col gap-3">
      <GalleryImage img={first} alt={t('gallery.image', { name, index: 1, count: images.length })} eager />
      {images.length > 1 && (
        <div className="grid grid-cols-5 gap-2">
          {images.slice(0, 5).map((img, index) => (
            <Thumbnail key={img} img={img} selected={index === 0} label={t('gallery.thumbnail', { index: index + 1 })} />
          ))}
        </div>
      )}
    </div>
  );
}

export function ProductGallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('product');
  const direction = useDirection();
  const hydrated = useHydrated();
  const fallback = <StaticGallery images={images} name={name} />;
  // Swiper needs the browser: a server-rendered page shows the static gallery until hydrated.
  if (images.length <= 1 || !hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SwiperGallery
        key={direction}
        images={images}
        direction={direction}
        label={t('gallery.label')}
        renderImage={(img, index) => (
          <GalleryImage img={img} alt={t('gallery.image', { name, index: index + 1, count: images.length })} eager={index === 0} />
        )}
        renderThumbnail={(img, index, selected) => <Thumbnail img={img} selected={selected} label={t('gallery.thumbnail', { index: index + 1 })} />}
      />
    </Suspense>
  );
}
