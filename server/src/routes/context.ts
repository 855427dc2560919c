/**
 * What the signed-in routes (accounts, orders, reviews, contact, cart, shipping) get besides the
 * database: the configuration, authentication, mail, reset codes, the Google verifier and payments.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Auth } from '../plugins/auth';
import type { GoogleVerifier } from '../services/google';
import type { Mailer } from '../services/mail';
import type { PaymentGateway } from '../services/payments';
import type { ResetCodes } from '../services/reset-codes';

export interface PrivateRouteOptions {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  resetCodes: ResetCodes;
  /** Null when Google sign-in is not configured (R17: 503). */
  google: GoogleVerifier | null;
  /** Null when no card gateway is configured: checkout takes cash on delivery only (R4). */
  payments: PaymentGateway | null;
}

export type PrivateRoutePlugin = FastifyPluginAsyncTypebox<PrivateRouteOptions>;

/** OpenAPI: the route takes `Authorization: Bearer <token>`. */
export const BEARER_SECURITY = [{ bearer: [] }];
