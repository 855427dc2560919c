/**
 * Security headers (helmet), the CORS allowlist and the API rate limit.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config, RateLimitConfig } from '../config';
import { HttpError } from '../http-error';
import type { Redis } from '../services/redis';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * The Content-Security-Policy of every response, including the SPA served by `npm start` and the
 * Swagger UI at /docs (which needs no inline script). The SPA talks to configurable hosts,
 * loads map tiles, Google sign-in and advertising pixels, so images and connections
 * may go to any https host while scripts stay on an explicit list: an advertising network's script
 * host is on it only while some site has an accepted service with that network ("Page security").
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: [
    "'self'",
    'https://accounts.google.com/gsi/client',
  ],
  // Libraries (toasts, the map, Swagger UI) set inline styles.
  styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https:'],
  frameSrc: ["'self'", 'https://accounts.google.com/'],
};

/**
 * The API's own HTML pages (the payment page, the trader's inbox, the invoice and the tracking page)
 * hold a card number, the trader key or an order: they load nothing but their own script and inline
 * styles, talk only to this API and send forms only here, whatever the shop's advertising allows.
 * A route passes it as its `helmet` option, which replaces the shop's policy for that route.
 * See "Page security" in docs/product.md.
 */
export const OWN_PAGE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      // The invoice's QR code is a data: image.
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
    },
  },
};

/**
 * `inlineScripts`: CSP hashes of the SPA's own inline scripts (see spa.ts); `adScriptHosts`: the
 * advertising networks' script hosts allowed now.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, inlineScripts: string[] = [], adScriptHosts: () => string[] = () => []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...inlineScripts, () => adScriptHosts().join(' ')] },
    },
    // Google sign-in opens a popup that must be able to message the page back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The browsers' default: Google sign-in and public map tile servers expect to see the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The storage route loosens this to cross-origin for images.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key', 'X-Trader-Key'],
    // The shop on a configured origin sends its sign-in and reset calls with the browser's
    // cookies, so that our device cookie reaches the API ("Accounts and sessions").
    credentials: true,
    maxAge: 600,
  });
}

/**
 * Where a limit counts: in Redis under `name` when `redis` is given (REDIS_URL), so every process
 * counts together; otherwise in this process.
 */
export interface LimitStore {
  redis: Redis | null;
  name: string;
}

const storeOption = ({ redis, name }: LimitStore) => (redis ? { store: sharedRateLimitStore(redis, name) } : {});

/**
 * Rate-limits the routes registered in `scope` (the /api routes; images and the SPA are not limited).
 * `perRoute` keeps the plugin even without a global limit, for routes that set their own
 * (`config.rateLimit`: login and password reset), which count in the same store.
 */
export async function registerRateLimit(scope: FastifyInstance, limit: RateLimitConfig | false, store: LimitStore, perRoute = false): Promise<void> {
  if (!limit && !perRoute) return;
  await scope.register(rateLimit, {
    global: limit !== false,
    max: limit ? limit.max : 0,
    timeWindow: limit ? limit.windowMs : 60_000,
    ...storeOption(store),
    // Thrown, so the shared error handler answers `{ message }` in the request's language.
    errorResponseBuilder: () => new HttpError(429, 'tooManyRequests'),
  });
}

/**
 * The limit on pages rendered on the server (plugins/spa.ts): the API's plugin and key (the client's
 * IP, behind TRUST_PROXY its real one), in a bucket of its own. Answers whether `request` may have
 * one more render now; each call counts one.
 */
export async function createRenderLimit(app: FastifyInstance, limit: RateLimitConfig | false, redis: Redis | null = null): Promise<(request: FastifyRequest) => Promise<boolean>> {
  if (!limit) return async () => true;
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  // A scope of its own: registered beside the API's, the plugin would count the API's routes again.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, max: limit.max, timeWindow: limit.windowMs, ...storeOption({ redis, name: 'render' }) });
    check = scope.createRateLimit();
  });
  return async (request) => {
    const counted = await check!(request);
    return counted.isAllowed || !counted.isExceeded;
  };
}
