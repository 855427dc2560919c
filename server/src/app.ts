/**
 * Builds the store API (issue 3) from a database and a configuration. Nothing here is a module
 * singleton, so every test gets its own app over its own database.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from './config';
import { ErrorBody } from './contract/catalog';
import type { Db } from './db/client';
import { detectLang } from './i18n';
import { registerAdHosts } from './plugins/ad-hosts';
import { createAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling, sendError } from './plugins/errors';
import { parseQuery, registerInputGuards } from './plugins/input-guards';
import { registerJobs } from './plugins/jobs';
import { registerLanguage } from './plugins/language';
import { defaultMailer } from './plugins/mailer';
import { clearOnWrite } from './plugins/response-cache';
import { registerOpenApi } from './plugins/openapi';
import { trustedProxies } from './plugins/proxies';
import { loggerOptions, type LogStream } from './plugins/request-log';
import { registerRateLimit, registerSecurity } from './plugins/security';
import { createSharedCache, openSharedRedis } from './plugins/shared-state';
import { inlineScriptHashes, registerSpa } from './plugins/spa';
import { registerStorage } from './plugins/storage';
import addressRoutes from './routes/addresses';
import authRoutes from './routes/auth';
import bannerRoutes from './routes/banners';
import blogRoutes from './routes/blogs';
import brandRoutes from './routes/brands';
import cartRoutes from './routes/cart';
import categoryRoutes from './routes/categories';
import sizeGuideRoutes from './routes/size-guides';
import chatRoutes from './routes/chat';
import contactRoutes from './routes/contact';
import type { PrivateRouteOptions } from './routes/context';
import couponRoutes from './routes/coupons';
import marketingRoutes from './routes/marketing';
import devOutboxRoutes from './routes/dev-outbox';
import documentRoutes from './routes/documents';
import geocoderRoutes from './routes/geocoder';
import orderRoutes from './routes/orders';
import pageRoutes from './routes/pages';
import payRoutes from './routes/pay';
import paymentWebhookRoutes from './routes/payment-webhooks';
import productRoutes from './routes/products';
import profileRoutes from './routes/profile';
import reviewRoutes from './routes/reviews';
import seoRoutes from './routes/seo';
import shippingRoutes from './routes/shipping';
import stockAlertRoutes from './routes/stock-alerts';
import storeRoutes from './routes/store';
import testimonialRoutes from './routes/testimonials';
import traderRoutes from './routes/trader';
import traderPageRoutes from './routes/trader-page';
import { registerViews } from './routes/views';
import { createFailureLimit, createLoginDelays } from './services/attempt-limits';
import { createCardPayments } from './services/card-payments';
import { createInvoiceSigner } from './services/invoice-links';
import { createGoogleVerifier, googleKeys } from './services/google';
import type { Mailer } from './services/mail';
import { defaultGateway, isTestGateway, type PaymentGateway } from './services/payments';
import { imageStore } from './services/storage';
import { createResetCodes } from './services/reset-codes';
import { createResetMail } from './services/reset-mail';
import { createTokenService, ephemeralSecret } from './services/tokens';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where mail goes; default: SMTP when `config.smtpUrl` is set, else the development outbox table (R16). */
  mailer?: Mailer;
  /** Keys that verify Google ID tokens; default: Google's published keys (tests pass local ones). */
  googleKeys?: JWTVerifyGetKey;
  /** Where card orders are paid (R4, R28); default: PAYMENT_PROVIDER's gateway; null: cash on delivery only. */
  payments?: PaymentGateway | null;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: LogStream;
}

/** Routes whose answers depend only on the URL and the language. */
const PUBLIC_ROUTES = [
  storeRoutes,
  pageRoutes,
  bannerRoutes,
  testimonialRoutes,
  blogRoutes,
  brandRoutes,
  categoryRoutes,
  sizeGuideRoutes,
  productRoutes,
  couponRoutes,
];

/**
 * Per-caller routes: never cached. Their writes (a login, a cart, a chat message) change nothing
 * the catalogue answers or the rendered pages show, so they leave the cache alone.
 */
const API_ROUTES = [
  authRoutes,
  profileRoutes,
  contactRoutes,
  cartRoutes,
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
const CATALOGUE_WRITE_ROUTES = [reviewRoutes, orderRoutes, paymentWebhookRoutes, traderRoutes];

export async function buildApp({ db, config, ...options }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.logFormat, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { querystringParser: parseQuery },
    // A bad percent-encoding or an over-long path parameter fails in the router, before any hook.
    frameworkErrors: (error, request, reply) => {
      request.lang = detectLang(request.headers['accept-language']);
      return sendError(request, reply, error);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerLanguage(app);
  app.addSchema(ErrorBody);
  registerInputGuards(app);

  const adScriptHosts = registerAdHosts(app, db);
  await registerSecurity(app, config, inlineScriptHashes(config.distDir), adScriptHosts.current);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerViews(app);

  const redis = openSharedRedis(app, config.redisUrl);
  const cache = await createSharedCache(app, { db, redis, ttlMs: config.cacheTtlMs });
  registerErrorHandling(app, await registerSpa(app, { distDir: config.distDir, ssrDir: config.ssrDir, cache, renderRateLimit: config.renderRateLimit, redis, development: config.development, publicUrl: config.publicUrl }));
  // Uploads and the images served: the storage folder, or object storage shared by every process.
  const images = imageStore(config);
  registerStorage(app, images);

  if (!config.jwtSecret) app.log.warn('JWT_SECRET is not set: logins made now end when this process does.');
  const secret = config.jwtSecret ?? ephemeralSecret();
  const tokens = createTokenService(secret);
  const gateway = options.payments !== undefined ? options.payments : defaultGateway(db, config);
  const cardPayments = createCardPayments(db, gateway, { demoCarrier: config.demoCarrier, log: app.log });
  const mailer = options.mailer ?? defaultMailer(app, db, config);
  const resetCodes = createResetCodes(db, secret);
  const resetMail = createResetMail(db, resetCodes, mailer, app.log);
  // Added after the SMTP mailer's, so it runs first: codes under way are mailed before SMTP closes.
  app.addHook('onClose', () => resetMail.settled());
  const privateOptions: PrivateRouteOptions = {
    db,
    config,
    auth: createAuth(db, tokens),
    mailer,
    resetCodes,
    resetMail,
    google: config.googleClientId ? createGoogleVerifier(config.googleClientId, options.googleKeys ?? googleKeys()) : null,
    cardPayments,
    invoices: createInvoiceSigner(secret),
    adScriptHosts,
    images,
    // With the per-client login limit: tests turn all of them off unless they test them.
    attempts: {
      logins: config.authRateLimit ? createLoginDelays({ redis }) : null,
      traderKeys: config.authRateLimit ? createFailureLimit('trader-key', config.authRateLimit, { redis }) : null,
    },
  };

  registerJobs(app, { db, cardPayments, mailer, pollMs: config.jobPollMs });

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
        for (const routes of PUBLIC_ROUTES) await catalogue.register(routes, { db, cache });
      });
      // Per-caller answers (a cart, orders, a profile) are never kept by a browser or proxy cache.
      await api.register(async (perCaller) => {
        perCaller.addHook('onSend', async (_request, reply) => {
          if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        });
        for (const routes of API_ROUTES) await perCaller.register(routes, privateOptions);
        await perCaller.register(async (catalogueWrites) => {
          clearOnWrite(catalogueWrites, cache);
          for (const routes of CATALOGUE_WRITE_ROUTES) await catalogueWrites.register(routes, privateOptions);
        });
      });
      if (config.mailOutbox) await api.register(devOutboxRoutes, privateOptions);
    },
    { prefix: '/api' },
  );
  // The geocoder sits at the root, where Nominatim has it (R6), and so does the test gateway's page,
  // as an outside gateway's would, and the trader's inbox page (R29): all under the same rate limit.
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

  return app;
}
