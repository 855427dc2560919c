/**
 * Where images live: one interface, `ImageStore`, over the local storage folder (the
 * default) or S3-compatible object storage (STORAGE_URL), so that with object storage an image
 * uploaded through one process is served by every other. Resized WebP variants are kept in the
 * same store, and go with their image (`removeImage`). Callers check a URL's path with
 * `isImagePath` first.
 */
import { createReadStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { ObjectStorageConfig } from '../config';

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

/** Whether a URL path below /storage/ names an image a client may ask for. */
export function isImagePath(urlPath: string): boolean {
  const segments = urlPath.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s)) && contentTypeOf(urlPath) !== null;
}

const contentTypeOf = (path: string): string | null => IMAGE_TYPES[extname(path).toLowerCase()] ?? null;

export interface StoredImage {
  contentType: string;
  size: number;
  body: Readable;
}

export interface ImageStore {
  /** The image at `path`, or null when there is none. */
  get(path: string): Promise<StoredImage | null>;
  /** Stores `data` at `path`; a reader never sees half of it. */
  put(path: string, data: Buffer): Promise<void>;
  has(path: string): Promise<boolean>;
  /** Removes the one file at `path`; nothing when it is not there. An image goes with `removeImage`. */
  remove(path: string): Promise<void>;
}

/** The storage folder (DATA_DIR/storage): a path never leads outside it, not even through a symlink. */
export function localImageStore(root: string): ImageStore {
  const base = resolve(root);
  const fileOf = (path: string) => {
    const file = resolve(base, ...path.split('/'));
    return file.startsWith(base + sep) ? file : null;
  };
  async function found(path: string): Promise<{ file: string; size: number } | null> {
    const file = fileOf(path);
    if (!file) return null;
    try {
      const [real, realBase] = await Promise.all([realpath(file), realpath(base)]);
      if (!real.startsWith(realBase + sep)) return null;
      const info = await stat(real);
      return info.isFile() ? { file: real, size: info.size } : null;
    } catch {
      return null; // missing file or root
    }
  }
  return {
    async get(path) {
      const contentType = contentTypeOf(path);
      const image = contentType ? await found(path) : null;
      if (!image || !contentType) return null;
      return { contentType, size: image.size, body: createReadStream(image.file) };
    },
    async put(path, data) {
      const file = fileOf(path);
      if (!file) throw new Error(`Not a storage path: ${path}`);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    has: async (path) => (await found(path)) !== null,
    async remove(path) {
      const file = fileOf(path);
      if (file) await rm(file, { force: true });
    },
  };
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), objects keyed by their storage path
 * under `prefix`. Without keys in the configuration the SDK finds its own (AWS_* variables, an
 * instance role).
 */
export function s3ImageStore(config: ObjectStorageConfig): ImageStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.pathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // A failed call is tried once more, not the default three times, while the shopper waits.
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  const keyOf = (path: string) => `${config.prefix}${path}`;
  const missing = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as { name?: string }).name === 'NoSuchKey' || (error as { name?: string }).name === 'NotFound';
  };
  return {
    async get(path) {
      const contentType = contentTypeOf(path);
      if (!contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(path) }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        return { contentType, size: bytes.length, body: Readable.from(bytes) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async put(path, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(path), Body: data, ContentType: contentTypeOf(path) ?? 'application/octet-stream' }));
    },
    async has(path) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(path) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },
  };
}

/** The store the configuration names: object storage when STORAGE_URL is set, else the folder. */
export const imageStore = (config: { storageDir: string; objectStorage: ObjectStorageConfig | null }): ImageStore =>
  config.objectStorage ? s3ImageStore(config.objectStorage) : localImageStore(config.storageDir);

/** Resizes being made right now, so that a burst of requests for a new variant renders it once. */
export type InFlight = Map<string, Promise<Buffer | null>>;

/** Where the variant of the image at `urlPath` at a snapped `width` is kept. */
const variantPath = (urlPath: string, width: number) => `${CACHE_DIR}/w${width}/${urlPath}.webp`;

/**
 * Removes an image and every resized copy of it, so that none stays public once the image is
 * gone (a replaced profile photo). The image goes first: a resize that starts after it finds
 * nothing to copy, and one already under way removes its copy itself (`resizedImage`).
 */
export async function removeImage(store: ImageStore, urlPath: string): Promise<void> {
  await store.remove(urlPath);
  await Promise.all(IMAGE_WIDTHS.map((width) => store.remove(variantPath(urlPath, width))));
}

/**
 * The WebP variant of the image at `urlPath` at the snapped `width` (never wider than the
 * original), rendered on first use and then kept in the store at `.cache/w{width}/{path}.webp`.
 * Null when there is no such image.
 */
export async function resizedImage(store: ImageStore, urlPath: string, width: number, inFlight: InFlight): Promise<StoredImage | null> {
  const target = variantPath(urlPath, width);
  const cached = await store.get(target);
  if (cached) return cached;
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      const original = await store.get(urlPath);
      if (!original) return null;
      const data = await sharp(Buffer.concat(await original.body.toArray())).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await store.put(target, data);
      // The image was removed while this copy was made: the copy goes too.
      if (!(await store.has(urlPath))) {
        await store.remove(target);
        return null;
      }
      return data;
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  const data = await pending;
  // Each waiting request gets a stream of its own.
  return data && { contentType: 'image/webp', size: data.length, body: Readable.from(data) };
}
