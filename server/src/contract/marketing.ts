/**
 * Advertising services contract (the contract's Advertising service entry and
 * service-requests/by-domain; "Consent and pixels"). TypeBox schemas, no Node imports: the SPA
 * reads the types.
 *
 * - `POST /api/service-requests/by-domain` `{domain}` (bearer when stored, optional) → the services
 *   of that site, any status; an unknown domain answers [].
 * - The trader's side, with `X-Trader-Key`: `GET /api/trader/services`, `PUT /api/trader/services`
 *   (one per domain and network; the key is checked against the network's format) and
 *   `DELETE /api/trader/services/{id}`.
 */
import { Type, type Static } from '@sinclair/typebox';

export const AD_NETWORKS = ['facebook', 'tiktok', 'snapchat', 'google'] as const;
export type AdNetwork = (typeof AD_NETWORKS)[number];
export const AD_STATUSES = ['accepted', 'pending', 'rejected'] as const;

/** A site host as `location.host` spells it. */
const Domain = Type.String({ minLength: 1, maxLength: 260, pattern: '^[A-Za-z0-9.:\\[\\]-]+$' });

export const AdService = Type.Object({
  app_name: Type.String(),
  status: Type.String(),
  service_api_key: Type.String(),
});
export type AdService = Static<typeof AdService>;

export const ByDomainBody = Type.Object({ domain: Domain });
export type ByDomainBody = Static<typeof ByDomainBody>;

export const SaveAdServiceBody = Type.Object({
  domain: Domain,
  app_name: Type.Union(AD_NETWORKS.map((network) => Type.Literal(network))),
  status: Type.Union(AD_STATUSES.map((status) => Type.Literal(status))),
  service_api_key: Type.String({ minLength: 1, maxLength: 100 }),
});
export type SaveAdServiceBody = Static<typeof SaveAdServiceBody>;

export const TraderAdService = Type.Object({ id: Type.Integer(), domain: Type.String(), ...AdService.properties });
export type TraderAdService = Static<typeof TraderAdService>;
