/**
 * `GET /storage/{path}` serves images from the image store, the storage folder or object storage,
 * and `?w={width}` a resized WebP copy for `srcset`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-error';
import { ErrorRef } from '../routes/common';
import { isImagePath, MAX_IMAGE_WIDTH, MIN_IMAGE_WIDTH, resizedImage, snapWidth, type ImageStore, type InFlight } from '../services/storage';

// Paths are content-addressed by the seeder or given fresh names on upload, so a URL never
// changes meaning and browsers may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerStorage(app: FastifyInstance, images: ImageStore): void {
  const inFlight: InFlight = new Map();

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/storage/*',
    {
      schema: {
        tags: ['storage'],
        summary: 'An image; ?w= gives a WebP resized to that width (snapped up to a standard width)',
        params: Type.Object({ '*': Type.String({ description: 'Image path, e.g. products/abaya-1.webp' }) }),
        querystring: Type.Object({
          w: Type.Optional(Type.Integer({ minimum: MIN_IMAGE_WIDTH, maximum: MAX_IMAGE_WIDTH, description: 'Width in pixels' })),
        }),
        response: { 200: Type.Any({ description: 'The image bytes' }), 400: ErrorRef, 404: ErrorRef },
      },
    },
    async (request, reply) => {
      const urlPath = request.params['*'];
      if (!isImagePath(urlPath)) throw notFound('imageNotFound');
      const { w } = request.query;
      const served = w === undefined ? await images.get(urlPath) : await resizedImage(images, urlPath, snapWidth(w), inFlight);
      if (!served) throw notFound('imageNotFound');
      return reply
        .type(served.contentType)
        .header('Content-Length', served.size)
        .header('Cache-Control', IMMUTABLE)
        // Images are embedded by the SPA from another origin in development and behind CDNs.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(served.body);
    },
  );
}
