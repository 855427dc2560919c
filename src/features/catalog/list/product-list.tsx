/** The product lists behind /top-seller, /sale-products, /category/:id and /brand/:id, paged by `?page`. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductSource, type ProductSource } from '@/api/catalog/products';
import { Pagination } from './pagination';
import { ProductResults } from './product-grid';
import { usePageParam } from './use-page-param';

export function ProductList({ source, emptyMessage }: { source: ProductSource; emptyMessage: string }) {
  const [page, setPage] = usePageParam();
  const products = useProductSource(source, page);
  const { t } = useTranslation('catalog');
  const headingId = useId();
  // The cards' titles are h3s: a heading between them and the page's h1 keeps the outline whole.
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('list.heading')}
      </h2>
      <ProductResults query={products} columns={5} emptyMessage={emptyMessage} skeletonCount={10} />
      {products.data && products.data.data.length > 0 && (
        <Pagination page={page} pageCount={products.data.last_page} onPageChange={setPage} />
      )}
    </section>
  );
}
