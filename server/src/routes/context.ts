/**
 * What the signed-in routes (accounts, orders, reviews, contact, cart, shipping) get besides the
 * database: the configuration, authentication, mail, reset codes, the Google verifier, card payments
 * and the invoice links' signer.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../plugins/auth';
import type { GoogleVerifier } from '../services/google';
import type { AdScriptHosts } from '../services/ad-services';
import type { CardPayments } from '../services/card-payments';
import type { InvoiceSigner } from '../services/invoice-links';
import { HttpError } from '../i18n';
import type { Mailer } from '../services/mail';
import type { OrderLinks } from '../services/orders';
import { createFailureLimit, type FailureLimit } from '../services/attempt-limits';
import type { ResetCodes } from '../services/reset-codes';
import type { ResetMail } from '../services/reset-mail';

export interface PrivateRouteOptions {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  resetCodes: ResetCodes;
  /** Mails reset codes without the request waiting for it. */
  resetMail: ResetMail;
  /** Null when Google sign-in is not configured (R17: 503). */
  google: GoogleVerifier | null;
  /** Card payments through the configured gateway (R4, R28). */
  cardPayments: CardPayments;
  /** Signs the links to orders' printable invoices (R26). */
  invoices: InvoiceSigner;
  /** The advertising script hosts the CSP allows (R30), refreshed after the trader changes a service. */
  adScriptHosts: AdScriptHosts;
}

export type PrivateRoutePlugin = FastifyPluginAsyncTypebox<PrivateRouteOptions>;

/** OpenAPI: the route takes `Authorization: Bearer <token>`. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** The stricter per-client limit of the calls that guess passwords, codes or emails (issue 4, issue #20). */
export const authRateLimited = (config: Config): FastifyContextConfig =>
  config.authRateLimit ? { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } } : {};

/** OpenAPI: the route takes the trader's `X-Trader-Key` header. */
export const TRADER_SECURITY = [{ traderKey: [] }];

interface TraderKeyCheck {
  matches(given: string): boolean;
  /** Wrong keys per client, limited like logins; null without the login limit. */
  failures: FailureLimit | null;
}

/**
 * One check per app, shared by every route group that asks for the key, so wrong keys count
 * together across them. The app's config object stands for the app.
 */
const traderKeyChecks = new WeakMap<Config, TraderKeyCheck>();

function traderKeyCheck(config: Config, key: string): TraderKeyCheck {
  let check = traderKeyChecks.get(config);
  if (!check) {
    // Digests of one length under a key of this process: comparing them takes the same time
    // whatever the length of the key given, so the time tells nothing about the real key's length.
    const hmacKey = randomBytes(32);
    const digest = (value: string) => createHmac('sha256', hmacKey).update(value).digest();
    const expected = digest(key);
    check = {
      matches: (given) => timingSafeEqual(digest(given), expected),
      failures: config.authRateLimit ? createFailureLimit(config.authRateLimit) : null,
    };
    traderKeyChecks.set(config, check);
  }
  return check;
}

/**
 * The trader's routes (R23, R29) answer only with `TRADER_KEY` in `X-Trader-Key`; 503 while it is
 * unset. A client past its wrong keys gets 429 until its window ends, without its key being compared.
 */
export function requireTraderKey(config: Config): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!config.traderKey) throw new HttpError(503, 'traderNotConfigured');
    const check = traderKeyCheck(config, config.traderKey);
    const wait = check.failures?.retryAfterMs(request.ip) ?? 0;
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'tooManyRequests');
    }
    if (!check.matches(String(request.headers['x-trader-key'] ?? ''))) {
      check.failures?.failed(request.ip);
      throw new HttpError(401, 'traderKeyInvalid');
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
