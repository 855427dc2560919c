/**
 * Which peers' `X-Forwarded-*` headers Fastify believes (`TRUST_PROXY`, config.ts).
 */
import { BlockList, isIP } from 'node:net';
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

/** proxy-addr's named ranges, as address blocks. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/**
 * Whether the socket's peer is one of the trusted proxies, as Fastify decides it for the first hop:
 * then the headers it adds (X-Forwarded-For, X-Request-Id) are believed.
 */
export function isTrustedPeer(setting: Config['trustProxy']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  // A count: every peer is a proxy, as for Fastify (see above).
  if (typeof setting === 'number') return () => true;
  const blocks = new BlockList();
  for (const entry of setting) {
    for (const [address, prefix, type] of NAMED_RANGES[entry] ?? [entryBlock(entry)]) blocks.addSubnet(address, prefix, type);
  }
  return (address) => address !== undefined && isIP(address) !== 0 && blocks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

function entryBlock(entry: string): [string, number, 'ipv4' | 'ipv6'] {
  const [address = '', prefix] = entry.split('/');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return [address, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type];
}
