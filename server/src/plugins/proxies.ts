/**
 * Which peers' `X-Forwarded-*` headers Fastify believes (`TRUST_PROXY`, config.ts).
 */
import proxyAddr from '@fastify/proxy-addr';
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

/**
 * Whether the socket's peer is one of the trusted proxies, as Fastify decides it for the first hop
 * (with the same proxy-addr): then the headers it adds (X-Forwarded-For, X-Request-Id) are believed.
 */
export function isTrustedPeer(setting: Config['trustProxy']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  // A count: every peer is a proxy, as for Fastify (see above).
  if (typeof setting === 'number') return () => true;
  const trusts = proxyAddr.compile(setting);
  return (address) => address !== undefined && trusts(address, 0);
}
