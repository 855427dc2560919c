/**
 * Bearer authentication ("Accounts and sessions"). Every guarded call verifies the token (signature,
 * algorithm, issuer, audience, expiry) and loads its user: a deleted user, or a token older than
 * the user's last password reset, is refused like a bad token, with 401 `{ message }`.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import type { MessageKey } from '../messages';
import type { TokenService } from '../services/tokens';
import { findUserById, type UserRow } from '../services/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `Auth.required` and `Auth.optional`. */
    user: UserRow | null;
    /** When the caller's login began (epoch seconds), with `user`. */
    signedInAt: number | null;
  }
}

export interface Auth {
  tokens: TokenService;
  /** Refuses the request with 401 `failure` unless it carries a valid token of an existing user. */
  required(failure?: MessageKey): preHandlerAsyncHookHandler;
  /** Sets `request.user` when a valid token is sent, and lets the request through either way. */
  optional: preHandlerAsyncHookHandler;
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

export function createAuth(db: Db, tokens: TokenService): Auth {
  async function caller(request: FastifyRequest): Promise<UserRow | null> {
    request.signedInAt = null;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await findUserById(db, claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) return null;
    request.signedInAt = claims.signedInAt;
    return user;
  }

  return {
    tokens,
    required(failure: MessageKey = 'unauthenticated') {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        request.user = await caller(request);
        if (!request.user) {
          reply.header('WWW-Authenticate', 'Bearer');
          throw new HttpError(401, failure);
        }
      };
    },
    async optional(request: FastifyRequest) {
      request.user = await caller(request);
    },
  };
}
