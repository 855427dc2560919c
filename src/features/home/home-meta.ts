import { useTranslation } from 'react-i18next';
import { useCapability, useSettings, useStoreInfo } from '@/api/store';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { apiAssetUrl } from '@/lib/asset-url';
import { absoluteUrl, pageAddress, shopOrigin } from '@/lib/seo';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';

/**
 * The home page's schema.org Organization (the store's settings and contact details) and WebSite,
 * whose SearchAction is the shop's search when the API offers it (its `search` capability).
 */
export function useHomeStructuredData(): object[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: store } = useStoreInfo();
  const { data: settings } = useSettings();
  const canSearch = useCapability('search');
  const name = settings?.name || store?.name || t('brand.name');
  const logo = settings?.logo_url || store?.logo_url;
  const home = `${shopOrigin()}/`;
  // The braces stay as they are: search engines fill in the template.
  const search = canSearch ? `${pageAddress(paths.shop(), language)}&q={search_term_string}` : undefined;
  return [
    organizationJsonLd(
      {
        name,
        logo: logo ? absoluteUrl(apiAssetUrl(logo)) : undefined,
        phone: store?.phone,
        email: store?.email,
        social: [store?.facebook, store?.twitter, store?.instagram, store?.youtube],
      },
      home,
    ),
    websiteJsonLd(name, pageAddress(paths.home(), language), language, search),
  ];
}
