/** The OpenAPI document of the store API, built from the routes' schemas, and its pages at /docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Libas store API',
        version: '1.0.0',
        description:
          'The reference store API of the Libas storefront. Localised content follows Accept-Language: ar (default) or en. ' +
          'Every error answers { message }.',
      },
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
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, validatorUrl: null } });
}
