/**
 * What the signed-in routes (accounts, orders, reviews, contact, cart, shipping) get besides the
 * database: the configuration, authentication, mail, reset codes, the Google verifier, card payments
 * and the invoice links' signer.
 */
import { timingSafeEqual } from 'node:crypto';
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
import type { ResetCodes } from '../services/reset-codes';

export interface PrivateRouteOptions {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  resetCodes: ResetCodes;
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

/** The trader's routes (R23, R29) answer only with `TRADER_KEY` in `X-Trader-Key`; 503 while it is unset. */
export function requireTraderKey(config: Config): onRequestAsyncHookHandler {
  return async (request) => {
    if (!config.traderKey) throw new HttpError(503, 'traderNotConfigured');
    const given = Buffer.from(String(request.headers['x-trader-key'] ?? ''));
    const expected = Buffer.from(config.traderKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(401, 'traderKeyInvalid');
  };
}

/** This API's origin as the caller reached it (behind a proxy, with TRUST_PROXY). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Where this API's own pages are linked: API_PUBLIC_URL when set, else as the caller reached it. */
export const apiOrigin = (request: FastifyRequest, config: Config) => config.apiPublicUrl ?? requestOrigin(request);

/** The absolute links of an order answer: its tracking page and its signed invoice, in the caller's language. */
export function orderLinks(request: FastifyRequest, config: Config, invoices: InvoiceSigner): OrderLinks {
  const origin = apiOrigin(request, config);
  return {
    tracking: (trackingNumber) => `${origin}/api/tracking/${trackingNumber}?lng=${request.lang}`,
    invoice: (orderId) => `${origin}/api/orders/${orderId}/invoice?token=${invoices.token(orderId)}&lng=${request.lang}`,
  };
}
