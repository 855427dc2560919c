/**
 * The route modules in their groups, and where each group is registered: under `/api`, or at the
 * root. Each group's scope says what its answers may be: cached for everyone, never cached, or
 * emptying the cache when it writes.
 */
import type { FastifyInstance } from 'fastify';
import { clearOnWrite, type ResponseCache } from '../plugins/response-cache';
import { registerRateLimit } from '../plugins/security';
import type { PaymentGateway } from '../services/gateways/types';
import { isTestGateway } from '../services/payments';
import type { Redis } from '../services/redis';
import addressRoutes from './addresses';
import authRoutes from './auth';
import bannerRoutes from './banners';
import blogRoutes from './blogs';
import brandRoutes from './brands';
import cartRoutes from './cart';
import categoryRoutes from './categories';
import chatRoutes from './chat';
import contactRoutes from './contact';
import type { PrivateRouteOptions } from '../plugins/route-context';
import couponRoutes from './coupons';
import devOutboxRoutes from './dev-outbox';
import documentRoutes from './documents';
import geocoderRoutes from './geocoder';
import marketingRoutes from './marketing';
import orderRoutes from './orders';
import pageRoutes from './pages';
import payRoutes from './pay';
import paymentWebhookRoutes from './payment-webhooks';
import productRoutes from './products';
import profileRoutes from './profile';
import reviewRoutes from './reviews';
import seoRoutes from './seo';
import shippingRoutes from './shipping';
import sizeGuideRoutes from './size-guides';
import stockAlertRoutes from './stock-alerts';
import storeRoutes from './store';
import testimonialRoutes from './testimonials';
import traderRoutes from './trader';
import traderPageRoutes from './trader-page';

/** Routes whose answers depend only on the URL and the language, so they are cached. */
const CACHEABLE_ROUTES = [
  storeRoutes,
  pageRoutes,
  bannerRoutes,
  testimonialRoutes,
  blogRoutes,
  brandRoutes,
  categoryRoutes,
  sizeGuideRoutes,
  productRoutes,
];

/**
 * Per-caller routes: never cached. Their writes (a login, a cart, a chat message) change nothing
 * the catalogue answers or the rendered pages show, so they leave the cache alone. A coupon's
 * answer depends on the caller's own orders when they are signed in.
 */
const PER_CALLER_ROUTES = [
  authRoutes,
  profileRoutes,
  contactRoutes,
  cartRoutes,
  couponRoutes,
  shippingRoutes,
  documentRoutes,
  chatRoutes,
  marketingRoutes,
  stockAlertRoutes,
  addressRoutes,
];

/**
 * Per-caller routes whose writes change what the catalogue shows: a review (a product's rating and
 * reviews), an order, its payment's outcome and the trader's moves (stock and sold counts), the
 * trader's catalogue. Each successful write empties the cached answers and pages.
 */
const CATALOGUE_CHANGING_ROUTES = [reviewRoutes, orderRoutes, paymentWebhookRoutes, traderRoutes];

export interface RouteGroupOptions {
  /** What the per-caller routes get; its database and configuration serve the other routes too. */
  privateOptions: PrivateRouteOptions;
  /** The cache of the answers that are the same for everyone. */
  cache: ResponseCache;
  /** Where several processes count their rate limits together; null: each counts alone. */
  redis: Redis | null;
  /** Where card orders are paid; the test gateway's payment page is served at the root. */
  gateway: PaymentGateway | null;
}

/** The store API under `/api`, behind its own rate limit. */
export async function registerApiRoutes(app: FastifyInstance, { privateOptions, cache, redis }: RouteGroupOptions): Promise<void> {
  const { db, config } = privateOptions;
  await app.register(
    async (api) => {
      // Localised answers differ by language, and large ones come compressed: caches must key on both.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('Vary', 'Accept-Language, Origin, accept-encoding');
      });
      await registerRateLimit(api, config.rateLimit, { redis, name: 'api' }, config.authRateLimit !== false || config.chatRateLimit !== false);
      // Public catalogue and content: the same for every caller, so they may be cached.
      await api.register(async (catalogue) => {
        cache.attach(catalogue);
        clearOnWrite(catalogue, cache);
        for (const routes of CACHEABLE_ROUTES) await catalogue.register(routes, { db, cache });
      });
      // Per-caller answers (a cart, orders, a profile) are never kept by a browser or proxy cache.
      await api.register(async (perCaller) => {
        perCaller.addHook('onSend', async (_request, reply) => {
          if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        });
        for (const routes of PER_CALLER_ROUTES) await perCaller.register(routes, privateOptions);
        await perCaller.register(async (catalogueWrites) => {
          clearOnWrite(catalogueWrites, cache);
          for (const routes of CATALOGUE_CHANGING_ROUTES) await catalogueWrites.register(routes, privateOptions);
        });
      });
      if (config.mailOutbox) await api.register(devOutboxRoutes, privateOptions);
    },
    { prefix: '/api' },
  );
}

/**
 * The geocoder sits at the root, where Nominatim has it, and so does the test gateway's page, as an
 * outside gateway's would, and the trader's inbox page: all under one rate limit of their own.
 */
export async function registerRootRoutes(app: FastifyInstance, { privateOptions, cache, redis, gateway }: RouteGroupOptions): Promise<void> {
  const { db, config, cardPayments } = privateOptions;
  await app.register(async (root) => {
    await registerRateLimit(root, config.rateLimit, { redis, name: 'root' });
    await root.register(geocoderRoutes, { db, cache });
    // Where crawlers look: robots.txt and the sitemap, listing the shop's pages on PUBLIC_URL.
    await root.register(seoRoutes, { db, cache, config });
    // A declined card fails its order, which gives the stock back.
    if (isTestGateway(gateway)) {
      await root.register(async (payments) => {
        clearOnWrite(payments, cache);
        await payments.register(payRoutes, { db, gateway, cardPayments });
      });
    }
    await root.register(traderPageRoutes, { db });
  });
}
