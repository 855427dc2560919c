/** Hero banners and offer banners (the contract's shapes): bare arrays, localised by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@shared/lang';
import { useLanguage } from '@/i18n/use-language';
import type { Banner, OfferBanner } from '@/types/api';
import { keepAcrossLanguages } from '../across-languages';
import { getCatalogue } from '../client';

export type { Banner, OfferBanner };

export const listBanners = () => getCatalogue<Banner[]>('/api/banners');
export const listOfferBanners = () => getCatalogue<OfferBanner[]>('/api/offer-banners');

export const bannerKeys = {
  all: ['banners'] as const,
  hero: (language: Lang) => [...bannerKeys.all, 'hero', language] as const,
  offers: (language: Lang) => [...bannerKeys.all, 'offers', language] as const,
};

export const bannersQuery = (language: Lang) =>
  queryOptions({ queryKey: bannerKeys.hero(language), queryFn: listBanners, staleTime: 5 * 60_000, placeholderData: keepAcrossLanguages<Banner[]>(bannerKeys.hero(language)) });
export const offerBannersQuery = (language: Lang) =>
  queryOptions({ queryKey: bannerKeys.offers(language), queryFn: listOfferBanners, staleTime: 5 * 60_000, placeholderData: keepAcrossLanguages<OfferBanner[]>(bannerKeys.offers(language)) });

export function useBanners() {
  return useQuery(bannersQuery(useLanguage()));
}

export function useOfferBanners() {
  return useQuery(offerBannersQuery(useLanguage()));
}
