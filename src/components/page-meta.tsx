import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSettings } from '@/api/store';
import { JsonLd } from '@/components/ui/json-ld';
import { env } from '@/config/env';
import { useLanguage } from '@/i18n/use-language';
import { apiAssetUrl } from '@/lib/asset-url';
import { absoluteUrl, alternateAddresses, ogLocale, pageAddress } from '@/lib/seo';

export interface PageMetaProps {
  /** The page's own title; omitted on the home page. */
  title?: string;
  description?: string;
  keywords?: string;
  /** The list's page (`?page=N`), which the canonical address keeps; sort and filters it drops. */
  page?: number;
  /** The picture a shared link shows (its address, or a path on the shop); the store's logo by default. */
  image?: string;
  /** A product's price with VAT, as the page shows it (SAR), for shared links. */
  price?: string;
  /** schema.org data about the page (lib/structured-data.ts). */
  jsonLd?: object[];
  /** A page no search engine should list (the not-found page, served with 200 like every page): no address of its own. */
  noindex?: boolean;
}

/**
 * Per-page title, description and keywords, the page's one address per language with its
 * alternates, and what a shared link shows (docs/product.md, "Search engines"). React 19 hoists the
 * tags into <head>, on the server render and in the browser alike, from the same data; defaults
 * come from the first settings entry.
 */
export function PageMeta({ title, description, keywords, page, image, price, jsonLd = [], noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const language = useLanguage();
  const { pathname } = useLocation();
  const storeName = settings?.name || t('brand.name');
  const fullTitle = title ? `${title} | ${storeName}` : storeName;
  const summary = description ?? settings?.seo_description ?? '';
  const url = pageAddress(pathname, language, page);
  const picture = image ?? (settings?.logo_url ? apiAssetUrl(settings.logo_url) : undefined);
  const og: [string, string | undefined][] = [
    ['og:type', price ? 'product' : 'website'],
    ['og:site_name', storeName],
    ['og:title', title ?? storeName],
    ['og:description', summary],
    ['og:url', url],
    ['og:locale', ogLocale(language)],
    ['og:locale:alternate', ogLocale(language === 'ar' ? 'en' : 'ar')],
    ['og:image', picture && absoluteUrl(picture)],
    ['product:price:amount', price],
    ['product:price:currency', price && 'SAR'],
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={keywords ?? settings?.seo_keywords ?? ''} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternateAddresses(pathname, env.defaultLanguage, page).map(([hreflang, href]) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </>
      )}
      {og.map(([property, content]) => content && <meta key={property} property={property} content={content} />)}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
