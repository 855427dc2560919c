/**
 * JSON answers compressed on the fly, with brotli at a fast level; the SPA build arrives compressed
 * already, so this is for the API.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { API_BROTLI_OPTIONS, API_COMPRESS_INLINE_BYTES, COMPRESS_FROM_BYTES } from './response-cache';

/**
 * Answers up to API_COMPRESS_INLINE_BYTES (a list page fits) are compressed in one call on the
 * event loop, which is quick at this level. The plugin's stream pipeline, which it uses for larger
 * answers, costs the event loop as much and finishes only after the thread pool and further turns
 * of the loop, which made the slowest answers of search as the shopper types later
 * (docs/performance.md, API speed).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: API_COMPRESS_INLINE_BYTES,
    brotliOptions: API_BROTLI_OPTIONS,
  });
}
