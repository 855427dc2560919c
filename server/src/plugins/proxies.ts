/**
 * Which peers' `X-Forwarded-*` headers Fastify believes (`TRUST_PROXY`, config.ts).
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Addresses and CIDRs go to Fastify as they are. A count trusts that many hops from the socket
 * inwards, as Express reads it: Fastify ignores a bare number, since it cannot tell whether the
 * peer is a proxy, so a count is only right where the server can be reached through the proxies
 * alone (the README says so).
 */
export function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
