import { StorageImage } from '@/components/ui/storage-image';

/** Product photos are 4:5 (800 × 1000), served at any of these widths through `?w=` ("Images"). */
export const PRODUCT_PHOTO = { width: 800, height: 1000, widths: [240, 320, 480, 640, 800] } as const;

interface ProductPhotoProps {
  img: string;
  alt: string;
  sizes: string;
  /** The width of `src`, for browsers that ignore `srcset`. */
  srcWidth: number;
  widths?: readonly number[];
  /** Fetched at once and first: the page's LCP image. */
  eager: boolean;
  decoding?: 'async';
  className: string;
}

/** A product photo with its size and srcset, the same in cards and in the product gallery. */
export function ProductPhoto({ widths = PRODUCT_PHOTO.widths, eager, ...rest }: ProductPhotoProps) {
  return (
    <StorageImage
      widths={widths}
      width={PRODUCT_PHOTO.width}
      height={PRODUCT_PHOTO.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      {...rest}
    />
  );
}
