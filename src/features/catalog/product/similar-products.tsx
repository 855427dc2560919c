/**
 * Similar products: others from the same category, on a carousel. `category_id` is not in
 * the contract's Product, so without it the carousel asks page 1 with no
 * filter (the call new arrivals make), instead of a by-category call with no category.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productListQuery, productSourceQuery } from '@/api/catalog/products';
import { Carousel } from '@/components/carousel/carousel';
import { WhenNear } from '@/components/carousel/when-near';
import { useLanguage } from '@/i18n/use-language';
import type { Product } from '@/types/api';
import { ProductCard } from '../product-card';

export function SimilarProducts({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const categoryId = product.category_id;
  const known = typeof categoryId === 'number';
  const byCategory = useQuery({ ...productSourceQuery(language, { kind: 'category', id: categoryId ?? 0 }, 1), enabled: known });
  const firstPage = useQuery({ ...productListQuery(language, { page: 1 }), enabled: !known });
  const { data } = known ? byCategory : firstPage;
  const similar = data?.data.filter((p) => p.id !== product.id) ?? [];
  if (similar.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-bold text-ink">
        {t('similar.title')}
      </h2>
      {/* Below the product: rendered as it comes near, so it costs the first screen nothing. */}
      <WhenNear placeholderClassName="min-h-[28rem]">
        <Carousel preset="products" label={t('similar.title')} controls={{ previous: t('similar.previous'), next: t('similar.next') }}>
          {similar.map((p) => (
            <ProductCard key={p.id} product={p} sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 66vw" />
          ))}
        </Carousel>
      </WhenNear>
    </div>
  );
}
