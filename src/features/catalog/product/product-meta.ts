import { useBrands } from '@/api/catalog/brands';
import type { PageMetaProps } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { storageUrl } from '@/lib/asset-url';
import { localizedDescription, localizedName } from '@/lib/localized';
import { shownPrice } from '@/lib/money';
import { absoluteUrl, pageAddress } from '@/lib/seo';
import { plainText, productJsonLd } from '@/lib/structured-data';
import type { Product } from '@/types/api';

/**
 * A product page's meta, shared-link tags and schema.org Product (docs/product.md, "Search
 * engines"), in the page's language, with the price the page shows (with VAT).
 */
export function useProductMeta(product: Product): PageMetaProps {
  const language = useLanguage();
  // The brand's name comes with the page's data (app/route-data/product.ts); an API without `brand_id` gives none.
  const { data: brands } = useBrands();
  const brand = brands?.find((entry) => entry.id === product.brand_id);
  const name = localizedName(product, language);
  const description = product.seo_description || plainText(localizedDescription(product, language));
  const images = (product.images.length ? product.images : [product.img]).filter(Boolean).map((img) => absoluteUrl(storageUrl(img)));
  const structured = productJsonLd({
    name,
    description,
    price: product.price,
    images,
    sku: String(product.id),
    brand: brand && localizedName(brand, language),
    inStock: product.quantity > 0,
    url: pageAddress(paths.product(product.id), language),
    rating: product.rating_avg || product.rate,
    reviewCount: product.reviews.length,
  });
  return {
    title: name,
    description,
    keywords: product.seo_keywords || undefined,
    image: images[0],
    price: shownPrice(product.price).toFixed(2),
    jsonLd: [structured],
  };
}
