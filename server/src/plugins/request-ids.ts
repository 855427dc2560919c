/**
 * Every request has an id that its log lines carry (`reqId`) and its answer returns in
 * `X-Request-Id`, so an operator follows one request from the proxy's log to ours. The id a
 * trusted proxy sends (TRUST_PROXY) is kept; from anyone else it is replaced, so a client cannot
 * write what it likes into the log or pass itself off as another request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isTrustedPeer } from './proxies';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: a UUID, hex, base64 or a tracing header's value, nothing that could break a log line. */
const SAFE_ID = /^[A-Za-z0-9._:+/=@-]{1,128}$/;

/** Fastify's `genReqId`: the trusted proxy's id when it is a safe one, else a new UUID. */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  const trusted = isTrustedPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SAFE_ID.test(given) && trusted(request.socket?.remoteAddress) ? given : randomUUID();
  };
}

/** The answer returns the request's id. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

/** Every answer, an error or a 404 too, returns the request's id (the router's own errors: `frameworkErrors` in app.ts). */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => echoRequestId(request, reply));
}
