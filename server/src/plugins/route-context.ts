/**
 * What the signed-in routes (accounts, orders, reviews, contact, cart, shipping) get besides the
 * database: the configuration, authentication, mail, reset codes, the Google verifier, card payments
 * and the invoice links' signer; and the checks they share before a handler runs: the trader's key and
 * the stricter limit of the calls that guess.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from './auth';
import type { GoogleVerifier } from '../services/google';
import type { AdScriptHosts } from '../services/ad-services';
import type { CardPayments } from '../services/card-payments';
import type { InvoiceSigner } from '../services/invoice-links';
import { HttpError } from '../http-error';
import type { Mailer } from '../services/mail';
import type { OrderLinks } from '../services/orders';
import type { FailureLimit, LoginDelays } from '../services/attempt-limits';
import type { ResetCodes } from '../services/reset-codes';
import type { ImageStore } from '../services/storage';
import type { ResetMail } from '../services/reset-mail';
import type { DeviceCookies } from '../services/devices';
import type { Metrics } from '../services/metrics';

export interface PrivateRouteOptions {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  resetCodes: ResetCodes;
  /** Mails reset codes without the request waiting for it. */
  resetMail: ResetMail;
  /** Null when Google sign-in is not configured (then 503). */
  google: GoogleVerifier | null;
  /** Card payments through the configured gateway ("Card payments"). */
  cardPayments: CardPayments;
  /** Signs the links to orders' printable invoices ("Tax invoice"). */
  invoices: InvoiceSigner;
  /** The advertising script hosts the CSP allows ("Page security"), refreshed after the trader changes a service. */
  adScriptHosts: AdScriptHosts;
  /** Where uploads go: the storage folder or object storage. */
  images: ImageStore;
  /** Guesses counted across calls (and across processes with REDIS_URL); null without the login limit. */
  attempts: Attempts;
  /** The browsers that have signed in to an account, which strangers' failures do not slow. */
  devices: DeviceCookies;
  /** The app's metrics (services/metrics.ts): checkouts count here. */
  metrics: Metrics;
}

export interface Attempts {
  /** The login delays, per client and per account. */
  logins: LoginDelays | null;
  /** Wrong trader keys per client, limited like logins. */
  traderKeys: FailureLimit | null;
}

export type PrivateRoutePlugin = FastifyPluginAsyncTypebox<PrivateRouteOptions>;

/** OpenAPI: the route takes `Authorization: Bearer <token>`. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** The stricter per-client limit of the calls that guess passwords, codes or emails. */
export const authRateLimited = (config: Config): FastifyContextConfig =>
  config.authRateLimit ? { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } } : {};

/** OpenAPI: the route takes the trader's `X-Trader-Key` header. */
export const TRADER_SECURITY = [{ traderKey: [] }];

/** One comparison per key: digests of one length under a key of this process. */
const keyMatchers = new Map<string, (given: string) => boolean>();

function keyMatcher(key: string): (given: string) => boolean {
  let matches = keyMatchers.get(key);
  if (!matches) {
    // Comparing digests takes the same time whatever the length of the key given, so the time
    // tells nothing about the real key's length.
    const hmacKey = randomBytes(32);
    const digest = (value: string) => createHmac('sha256', hmacKey).update(value).digest();
    const expected = digest(key);
    matches = (given) => timingSafeEqual(digest(given), expected);
    keyMatchers.set(key, matches);
  }
  return matches;
}

/**
 * The trader's routes (orders and chat) answer only with `TRADER_KEY` in `X-Trader-Key`; 503 while it is
 * unset. A client past its wrong keys gets 429 until its window ends, without its key being compared.
 * Every route group shares the app's `attempts`, so wrong keys count together across them.
 */
export function requireTraderKey({ config, attempts }: Pick<PrivateRouteOptions, 'config' | 'attempts'>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!config.traderKey) throw new HttpError(503, 'traderNotConfigured');
    const failures = attempts.traderKeys;
    const wait = (await failures?.retryAfterMs(request.ip)) ?? 0;
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'tooManyRequests');
    }
    if (!keyMatcher(config.traderKey)(String(request.headers['x-trader-key'] ?? ''))) {
      await failures?.failed(request.ip);
      throw new HttpError(401, 'traderKeyInvalid');
    }
  };
}

/**
 * The operator's calls (/metrics, a running shop's backup) answer only with `OPS_TOKEN` as a bearer
 * token: 404 while it is unset, as if they were not there, and 401 for any other token.
 */
export function requireOpsToken(config: Pick<Config, 'opsToken'>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!config.opsToken) throw new HttpError(404, 'notFound');
    const given = /^Bearer (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (!keyMatcher(config.opsToken)(given)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'opsTokenInvalid');
    }
  };
}

/** The absolute links of an order answer: its tracking page and its signed invoice, in the caller's language. */
export function orderLinks(request: FastifyRequest, config: Config, invoices: InvoiceSigner): OrderLinks {
  const origin = config.apiPublicUrl;
  return {
    tracking: (trackingNumber) => `${origin}/api/tracking/${trackingNumber}?lng=${request.lang}`,
    invoice: (orderId) => `${origin}/api/orders/${orderId}/invoice?token=${invoices.token(orderId)}&lng=${request.lang}`,
  };
}
