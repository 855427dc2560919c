/**
 * The product's photos with thumbnails (spec §2). The first photo renders at once (the page's
 * LCP image, fetched with high priority); Swiper with its Thumbs module takes over once loaded.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirection } from '@/i18n/use-language';
import { storageSrcSet, storageUrl } from '@/lib/asset-url';
import { PRODUCT_IMAGE } from '../product-card';

const SwiperGallery = lazy(() => import('./swiper-gallery'));

export const GALLERY_SIZES = '(min-width: 1024px) 40vw, 100vw';

export interface GalleryProps {
  images: string[];
  name: string;
}

export function GalleryImage({ img, alt, eager }: { img: string; alt: string; eager: boolean }) {
  return (
    <img
      src={storageUrl(img, 800)}
      srcSet={storageSrcSet(img, [480, 640, 800])}
      sizes={GALLERY_SIZES}
      alt={alt}
      width={PRODUCT_IMAGE.width}
      height={PRODUCT_IMAGE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className="aspect-[4/5] h-auto w-full rounded-2xl bg-stone-100 object-cover"
    />
  );
}

export function Thumbnail({ img, selected, label }: { img: string; selected: boolean; label: string }) {
  return (
    <span className={`block overflow-hidden rounded-xl border-2 transition ${selected ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}>
      <img src={storageUrl(img, 160)} alt={label} width={160} height={200} loading="lazy" className="aspect-[4/5] h-auto w-full object-cover" />
    </span>
  );
}

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
  const direction = useDirection();
  const fallback = <StaticGallery images={images} name={name} />;
  if (images.length <= 1) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SwiperGallery key={direction} images={images} name={name} direction={direction} />
    </Suspense>
  );
}
