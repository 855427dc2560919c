/**
 * The site's advertising services (the contract's service-requests/by-domain) on the services
 * host, `VITE_SERVICES_API_URL`, with the stored token when there is one ("Consent and pixels").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdService } from '@/types/api';
import { request } from '../client';

export const adServiceKeys = {
  all: ['ad-services'] as const,
  byDomain: (domain: string) => [...adServiceKeys.all, domain] as const,
};

export const listAdServices = (domain: string) =>
  request<AdService[]>('/api/service-requests/by-domain', { method: 'POST', host: 'services', auth: true, body: { domain } });

export const adServicesQuery = (domain: string) =>
  queryOptions({ queryKey: adServiceKeys.byDomain(domain), queryFn: () => listAdServices(domain), staleTime: Infinity, retry: false });

/** Asked only once the shopper has agreed: no pixel before consent. */
export function useAdServices(domain: string, enabled: boolean) {
  return useQuery({ ...adServicesQuery(domain), enabled });
}
