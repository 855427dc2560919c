import type { ImgHTMLAttributes } from 'react';
import { storageSrcSet, storageUrl } from '@/lib/asset-url';

export interface StorageImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The image's path under `/storage`, as the API gives it (or an address of its own). */
  img: string;
  /** The widths the server is asked for (`?w=`), offered to the browser as `srcset`. */
  widths: readonly number[];
  /** The width of `src`, for browsers that ignore `srcset`. */
  srcWidth: number;
  /** Required, so the browser picks a width before layout instead of the widest. */
  sizes: string;
  /** The image's own size: with both, the page keeps its room and does not jump when it loads. */
  width: number;
  height: number;
  alt: string;
}

/**
 * An image the API serves from `/storage`, at the width the screen needs. How it loads is the
 * caller's, in the usual attributes: `loading="lazy"` below the fold, `fetchPriority="high"` on the
 * page's largest image, which the server render then preloads.
 */
export function StorageImage({ img, widths, srcWidth, ...rest }: StorageImageProps) {
  return <img src={storageUrl(img, srcWidth)} srcSet={storageSrcSet(img, widths)} {...rest} />;
}
