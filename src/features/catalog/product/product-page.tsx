import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProduct } from '@/api/catalog/products';
import { ApiError } from '@/api/client';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { shownPrice } from '@/lib/money';
import { track } from '@/lib/marketing/pixel-events';
import { RecentlyViewed } from '../recently-viewed/recently-viewed';
import { recordProductView } from '../recently-viewed/recently-viewed-store';
import { ProductDetails, ProductDetailsSkeleton } from './product-details';
import { SimilarProducts } from './similar-products';

/** /product/:id: loading, not found, failed, and the product with its similar and recently viewed products. */
export function ProductPage({ id }: { id: number }) {
  const { t } = useTranslation('product');
  const product = useProduct(id);
  const viewedId = product.data?.id;
  // The value is the price the shopper sees, VAT included, as a purchase's is.
  const viewedPrice = product.data ? shownPrice(product.data.price) : undefined;
  // The pixels' ViewContent, once per product shown ("Consent and pixels").
  useEffect(() => {
    if (viewedId !== undefined && viewedPrice !== undefined) track.viewContent(viewedId, viewedPrice);
  }, [viewedId, viewedPrice]);
  // A product shown (not one that failed or is gone) joins the recently viewed.
  useEffect(() => {
    if (viewedId !== undefined) recordProductView(viewedId);
  }, [viewedId]);
  if (product.isPending && product.fetchStatus !== 'idle') return <ProductDetailsSkeleton />;
  if (!Number.isInteger(id) || id <= 0 || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <EmptyState message={t('details.notFound')}>
        <Link to={paths.shop()} className="rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800">
          {t('details.backToShop')}
        </Link>
      </EmptyState>
    );
  }
  if (product.isError || !product.data) return <LoadFailed onRetry={product.refetch} />;
  return (
    <div className="flex flex-col gap-16">
      <ProductDetails product={product.data} />
      <SimilarProducts product={product.data} />
      <RecentlyViewed excludeId={product.data.id} variant="product" />
    </div>
  );
}
