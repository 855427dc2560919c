/**
 * The image store under `storageDir` (R20, R22): safe path resolution and resized WebP variants
 * cached on disk.
 */
import { mkdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';

export const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/**
 * Widths a resized variant is actually made at: a requested width snaps up to the next one, so
 * arbitrary `?w=` values cannot fill the disk with variants (at most this many per image).
 */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 160, 200, 256, 320, 400, 480, 560, 640, 720, 800, 960, 1080, 1200, 1440, 1600, 1920, 2000];
export const MIN_IMAGE_WIDTH = IMAGE_WIDTHS[0]!;
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS.at(-1)!;

export const snapWidth = (width: number): number => IMAGE_WIDTHS.find((w) => w >= width) ?? MAX_IMAGE_WIDTH;

/** Where resized variants live; unreachable by URL because no served segment may start with a dot. */
const CACHE_DIR = '.cache';

// Segments are plain names: no `..`, no hidden files (the cache), no separators or odd characters.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export interface StoredImage {
  file: string;
  contentType: string;
  size: number;
}

/**
 * Maps a URL path below /storage/ to a file inside `root`, or null when the path is not a
 * well-formed image path, escapes the root (also through a symlink) or does not exist.
 */
export async function findImage(root: string, urlPath: string): Promise<StoredImage | null> {
  const segments = urlPath.split('/');
  if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return null;
  const contentType = IMAGE_TYPES[extname(urlPath).toLowerCase()];
  if (!contentType) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep)) return null;
  try {
    const [real, realBase] = await Promise.all([realpath(file), realpath(base)]);
    if (!real.startsWith(realBase + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { file: real, contentType, size: info.size } : null;
  } catch {
    return null; // missing file or root
  }
}

/** Resizes being made right now, so that a burst of requests for a new variant renders it once. */
export type InFlight = Map<string, Promise<StoredImage>>;

/**
 * The WebP variant of `image` at the snapped `width` (never wider than the original), rendered
 * on first use and then served from `{root}/.cache/w{width}/{path}.webp`.
 */
export async function resizedImage(root: string, urlPath: string, image: StoredImage, width: number, inFlight: InFlight): Promise<StoredImage> {
  const target = join(resolve(root), CACHE_DIR, `w${width}`, `${urlPath}.webp`);
  try {
    return { file: target, contentType: 'image/webp', size: (await stat(target)).size };
  } catch {
    // not cached yet
  }
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      const data = await sharp(image.file).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, target);
      return { file: target, contentType: 'image/webp', size: data.length };
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}
