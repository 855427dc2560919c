/** The gallery's pieces, shared by the static first paint and the Swiper gallery (kept apart so that chunk stays small). */
import { storageUrl } from '@/lib/asset-url';
import { ProductPhoto } from '../product-photo';

export const GALLERY_SIZES = '(min-width: 1024px) 40vw, 100vw';

export interface GalleryProps {
  images: string[];
  name: string;
}

export function GalleryImage({ img, alt, eager }: { img: string; alt: string; eager: boolean }) {
  return (
    <ProductPhoto
      img={img}
      srcWidth={800}
      widths={[480, 640, 800]}
      sizes={GALLERY_SIZES}
      alt={alt}
      eager={eager}
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

