/** The OpenAPI document of the store API, built from the routes' schemas, and its pages at /docs. */
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `getProductsById` for GET /api/products/{id}: the method, then the path's words (no `/api`). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith('{') ? ['by', ...segment.slice(1, -1).split(/[-_]/)] : segment.split(/[-_.]/)));
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * What every operation says that the routes leave unsaid, for the standard tools (linters and
 * generators) that read the document: a name of its own (`operationId`), its security (a route
 * that names none is public: `security: []`), and, under /api, the rate limit's 429. The image
 * route's wildcard is the parameter `path`.
 */
export function completeDocument<T extends Document>(document: T): T {
  const paths: NonNullable<Document['paths']> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const named = path.replace('{*}', '{path}');
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      operation.operationId ??= operationIdOf(method, named);
      operation.security ??= [];
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      if (path.startsWith('/api/') && operation.responses && !Object.keys(operation.responses).some((status) => status.startsWith('4'))) {
        operation.responses['429'] = { description: 'Too many requests from this client: try again later', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
      }
    }
    paths[named] = item;
  }
  return { ...document, paths };
}

export async function registerOpenApi(app: FastifyInstance, { apiUrl }: { apiUrl: string }): Promise<void> {
  await app.register(swagger, {
    // 3.1: its schemas are JSON Schema's, as the contract's TypeBox schemas are (tuples included).
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Libas store API',
        version: '1.0.0',
        description:
          'The reference store API of the Libas storefront. Localised content follows Accept-Language: ar (default) or en. ' +
          'Every error answers { message }.',
        // No open licence: an SPDX reference of the shop's own (all rights reserved).
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Libas-Proprietary' },
      },
      servers: [{ url: apiUrl, description: 'This API (API_PUBLIC_URL)' }],
      tags: [
        { name: 'store', description: 'Store identity, settings and contact' },
        { name: 'catalogue', description: 'Products, categories and brands' },
        { name: 'content', description: 'Banners, testimonials and pages' },
        { name: 'blog', description: 'Blog posts' },
        { name: 'accounts', description: 'Registration, login, password recovery and profile' },
        { name: 'orders', description: "The shopper's orders" },
        { name: 'cart', description: 'Cart and coupons' },
        { name: 'alerts', description: 'Back-in-stock alerts of the signed-in shopper (capability alerts)' },
        { name: 'addresses', description: 'Saved delivery addresses of the signed-in shopper (capability addresses)' },
        { name: 'storage', description: 'Images' },
        { name: 'geocoder', description: 'Nominatim-compatible search and reverse geocoding of Saudi places, at the root' },
        { name: 'payments', description: "The test gateway's hosted payment page, at the root" },
        { name: 'marketing', description: 'Advertising services of a site' },
        { name: 'chat', description: "Chat with the seller: the shopper's conversation, by chat_key" },
        { name: 'trader', description: "The trader's side of an order's life and of the chat, with the X-Trader-Key header" },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          traderKey: { type: 'apiKey', in: 'header', name: 'X-Trader-Key' },
        },
      },
    },
    // Name shared schemas (ErrorBody) after their $id in the document's components.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => ('openapiObject' in document ? completeDocument(document.openapiObject as Document) : document.swaggerObject) as ReturnType<SwaggerTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, validatorUrl: null } });
}
