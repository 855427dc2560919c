/**
 * Builds the store API from a database and a configuration, in order: what every request needs
 * first (its language, the input guards, security), then the pages, then the routes. Nothing here
 * is a module singleton, so every test gets its own app over its own database.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from './config';
import { ErrorBody } from './contract/catalog';
import type { Db } from './db/client';
import { detectLang } from './i18n';
import { registerAdHosts } from './plugins/ad-hosts';
import { registerBackups } from './plugins/backups';
import { createAuth } from './plugins/auth';
import { registerClosing } from './plugins/closing';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { parseQuery, registerInputGuards } from './plugins/input-guards';
import { registerJobs } from './plugins/jobs';
import { registerLanguage } from './plugins/language';
import { createAppMetrics, registerMetrics } from './plugins/metrics';
import { defaultMailer } from './plugins/mailer';
import { registerOpenApi } from './plugins/openapi';
import { trustedProxies } from './plugins/proxies';
import { echoRequestId, registerRequestIds, requestIdGenerator } from './plugins/request-ids';
import { loggerOptions, type LogStream } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { createSharedCache, openSharedRedis } from './plugins/shared-state';
import { inlineScriptHashes, registerSpa } from './plugins/spa';
import { registerStorage } from './plugins/storage';
import type { PrivateRouteOptions } from './plugins/route-context';
import { registerApiRoutes, registerRootRoutes } from './routes/index';
import { registerViews } from './plugins/views';
import { createFailureLimit, createLoginDelays } from './services/attempt-limits';
import { createCardPayments } from './services/card-payments';
import { createDeviceCookies } from './services/devices';
import { createGoogleVerifier, googleKeys } from './services/google';
import { createInvoiceSigner } from './services/invoice-links';
import type { Mailer } from './services/mail';
import type { PaymentGateway } from './services/gateways/types';
import { defaultGateway } from './services/payments';
import { createResetCodes } from './services/reset-codes';
import { createResetMail } from './services/reset-mail';
import { imageStore } from './services/storage';
import { createTokenService, ephemeralSecret } from './services/tokens';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where mail goes; default: SMTP when `config.smtpUrl` is set, else the development outbox table. */
  mailer?: Mailer;
  /** Keys that verify Google ID tokens; default: Google's published keys (tests pass local ones). */
  googleKeys?: JWTVerifyGetKey;
  /** Where card orders are paid; default: PAYMENT_PROVIDER's gateway; null: cash on delivery only. */
  payments?: PaymentGateway | null;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: LogStream;
}

export async function buildApp({ db, config, ...options }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, config.logFormat, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { querystringParser: parseQuery },
    // Closing (plugins/closing.ts): idle keep-alive connections end at once, and a request that still
    // reaches the app is answered 503 with Connection: close rather than cut off.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A bad percent-encoding or an over-long path parameter fails in the router, before any hook.
    frameworkErrors: (error, request, reply) => {
      request.lang = detectLang(request.headers['accept-language']);
      echoRequestId(request, reply);
      return sendError(request, reply, error);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerClosing(app, config.shutdownGraceMs);
  registerRequestIds(app);
  registerLanguage(app);
  // First, so that every answer after it is counted. The process's own series only when served.
  const metrics = createAppMetrics(app, db, { processMetrics: config.opsToken !== null });
  registerMetrics(app, metrics, config);
  app.addSchema(ErrorBody);
  registerInputGuards(app);
  const adScriptHosts = registerAdHosts(app, db);
  await registerSecurity(app, config, inlineScriptHashes(config.distDir), adScriptHosts.current);
  await registerCompression(app);
  await registerOpenApi(app, { apiUrl: config.apiPublicUrl });
  await registerViews(app);

  const redis = openSharedRedis(app, config.redisUrl);
  const cache = await createSharedCache(app, { db, redis, ttlMs: config.cacheTtlMs, metrics });
  registerErrorHandling(app, await registerSpa(app, { distDir: config.distDir, ssrDir: config.ssrDir, cache, renderRateLimit: config.renderRateLimit, redis, development: config.development, publicUrl: config.publicUrl }));
  // Uploads and the images served: the storage folder, or object storage shared by every process.
  const images = imageStore(config);
  registerStorage(app, images);
  // /healthz and /readyz for the load balancer.
  registerHealth(app, { db, redis, images, config });

  if (!config.jwtSecret) app.log.warn('JWT_SECRET is not set: logins made now end when this process does.');
  const secret = config.jwtSecret ?? ephemeralSecret();
  const gateway = options.payments !== undefined ? options.payments : defaultGateway(db, config);
  const cardPayments = createCardPayments(db, gateway, { demoCarrier: config.demoCarrier, log: app.log, metrics });
  const mailer = options.mailer ?? defaultMailer(app, db, config);
  const resetCodes = createResetCodes(db, secret);
  const resetMail = createResetMail(db, resetCodes, mailer, app.log);
  // Added after the SMTP mailer's, so it runs first: codes under way are mailed before SMTP closes.
  app.addHook('onClose', () => resetMail.settled());
  const privateOptions: PrivateRouteOptions = {
    db,
    config,
    auth: createAuth(db, createTokenService(secret)),
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
    devices: createDeviceCookies(secret, { secure: config.secureCookies }),
    metrics,
  };

  registerJobs(app, { db, cardPayments, mailer, pollMs: config.jobPollMs, cashOrderExpiryHours: config.cashOrderExpiryHours, graceMs: config.shutdownGraceMs, metrics });
  registerBackups(app, { db, config });
  await registerApiRoutes(app, { privateOptions, cache, redis, gateway });
  await registerRootRoutes(app, { privateOptions, cache, redis, gateway });
  return app;
}
