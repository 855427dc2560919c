/**
 * Uploaded profile pictures: checked by their content, not their name or declared
 * type, then re-encoded to a small WebP (which also drops EXIF data such as GPS positions) and
 * stored under a random name.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { removeImage, type ImageStore } from './storage';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The WebP to store, or null when the bytes are not a JPEG, PNG or WebP picture. */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, width, height } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) return null;
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Stores the picture under `users/` and returns its storage path. */
export async function storeAvatar(images: ImageStore, webp: Buffer): Promise<string> {
  const path = `users/${randomBytes(16).toString('hex')}.webp`;
  await images.put(path, webp);
  return path;
}

/** Removes a replaced picture with its resized copies; only our own `users/` files, and never fails the request. */
export async function removeAvatar(images: ImageStore, path: string | null): Promise<void> {
  if (!path || !/^users\/[0-9a-f]{32}\.webp$/.test(path)) return;
  await removeImage(images, path).catch(() => {});
}
