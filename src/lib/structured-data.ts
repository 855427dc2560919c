/**
 * schema.org data about a page, as JSON-LD (docs/product.md, "Search engines"): the product, the
 * breadcrumb, the store and its site. Built from what the page shows, in its language.
 */
import type { Lang } from '@shared/lang';
import { shownPrice } from './money';

/** Text of an HTML fragment (a product's description), for a meta tag or structured data. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') || name.startsWith('#X') ? `0x${name.slice(2)}` : name.slice(1))) : (entities[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

type JsonLd = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

export interface ProductFacts {
  name: string;
  description: string;
  /** The API's price before VAT (SAR); the data carries the price with VAT, as the page shows it. */
  price: number;
  /** Absolute image addresses. */
  images: string[];
  sku: string;
  brand?: string;
  inStock: boolean;
  url: string;
  rating: number;
  reviewCount: number;
}

/** schema.org Product with its offer, and its rating once it has reviews. */
export function productJsonLd(product: ProductFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    url: product.url,
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: shownPrice(product.price).toFixed(2),
      priceCurrency: 'SAR',
      availability: `${CONTEXT}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
    },
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** schema.org BreadcrumbList: each crumb's name and absolute address, in order. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface StoreFacts {
  name: string;
  /** Absolute address of the logo. */
  logo?: string;
  phone?: string;
  email?: string;
  /** The store's social pages; empty ones are left out. */
  social: (string | null | undefined)[];
}

/** schema.org Organization: the store, its logo, how to reach it, and its social pages. */
export function organizationJsonLd(store: StoreFacts, url: string): JsonLd {
  const sameAs = store.social.filter((link): link is string => Boolean(link));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: store.name,
    url,
    ...(store.logo ? { logo: store.logo } : {}),
    ...(store.phone || store.email
      ? { contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', ...(store.phone ? { telephone: store.phone } : {}), ...(store.email ? { email: store.email } : {}) } }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** schema.org WebSite, with the shop's search as its SearchAction when the shop has one. */
export function websiteJsonLd(name: string, url: string, language: Lang, searchUrl?: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url,
    inLanguage: language,
    ...(searchUrl
      ? { potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: searchUrl }, 'query-input': 'required name=search_term_string' } }
      : {}),
  };
}
