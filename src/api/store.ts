/** Store identity, settings and contact info ("Calls the contract adds"). Lists: the first entry is used. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Capability, ContactInfo, Settings, StoreInfo } from '@/types/api';
import { useLanguage } from '@/i18n/use-language';
import type { Lang } from '@shared/lang';
import type { VatRule } from '@/lib/money';
import { keepAcrossLanguages } from './across-languages';
import { getCatalogue } from './client';

export type { Capability, ContactInfo, Settings, StoreInfo };

export const storeKeys = {
  all: ['store'] as const,
  info: (language: Lang) => [...storeKeys.all, 'info', language] as const,
  settings: (language: Lang) => [...storeKeys.all, 'settings', language] as const,
  contactInfo: (language: Lang) => [...storeKeys.all, 'contact-info', language] as const,
};

export const listStoreInfo = () => getCatalogue<StoreInfo[]>('/api/store-info');
export const listSettings = () => getCatalogue<Settings[]>('/api/settings');
export const listContactInfo = () => getCatalogue<ContactInfo[]>('/api/contact-info');

const first = <T>(list: T[]): T | null => list[0] ?? null;

// The language is part of each key: the server localises these answers.
const storeQuery = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T[]>) =>
  queryOptions({ queryKey, queryFn, select: first<T>, staleTime: 10 * 60_000, placeholderData: keepAcrossLanguages<T[]>(queryKey) });
export const storeInfoQuery = (language: Lang) => storeQuery(storeKeys.info(language), listStoreInfo);
export const settingsQuery = (language: Lang) => storeQuery(storeKeys.settings(language), listSettings);
export const contactInfoQuery = (language: Lang) => storeQuery(storeKeys.contactInfo(language), listContactInfo);

export function useStoreInfo() {
  return useQuery(storeInfoQuery(useLanguage()));
}

export function useSettings() {
  return useQuery(settingsQuery(useLanguage()));
}

export function useContactInfo() {
  return useQuery(contactInfoQuery(useLanguage()));
}

/**
 * "Capabilities": what the API offers beyond the contract, from the first store-info entry's optional
 * `capabilities`; `undefined` while store info is loading, empty when it lists none or failed.
 */
export function useCapabilities(): readonly string[] | undefined {
  const { data, isPending } = useStoreInfo();
  return isPending ? undefined : capabilitiesOf(data);
}

const capabilitiesOf = (info: StoreInfo | null | undefined): readonly string[] => (Array.isArray(info?.capabilities) ? info.capabilities : []);

/** The capabilities as `useCapabilities` will give them, when store info is in the cache already; `undefined` otherwise. */
export function cachedCapabilities(queryClient: QueryClient, language: Lang): readonly string[] | undefined {
  const list = queryClient.getQueryData<StoreInfo[]>(storeKeys.info(language));
  return list === undefined ? undefined : capabilitiesOf(first(list));
}

/** Whether the API offers `name` ("Capabilities"); false while that is unknown. */
export function useCapability(name: Capability): boolean {
  return useCapabilities()?.includes(name) ?? false;
}

/**
 * How the API charges VAT (docs/product.md, "Prices and VAT"): with VAT in every price and on
 * shipping when it lists `vat-on-shipping`, else added to the discounted subtotal.
 */
export function useVatRule(): VatRule {
  return useCapability('vat-on-shipping') ? 'included' : 'added';
}
