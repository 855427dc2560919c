/** The catalogue's home sections. New arrivals and featured share one call. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productListQuery } from '@/api/catalog/products';
import { useBrands } from '@/api/catalog/brands';
import { useCategories } from '@/api/catalog/categories';
import { Carousel, type CarouselControls } from '@/components/carousel/carousel';
import { StaticRow } from '@/components/carousel/carousel-parts';
import type { CarouselPresetName } from '@/components/carousel/presets';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLanguage } from '@/i18n/use-language';
import { BrandCard, BrandCardSkeleton } from './browse/brand-card';
import { CategoryCard, CategoryCardSkeleton } from './browse/category-card';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './list/product-grid';

/** New arrivals and featured ask for page 1 with no filter. */
function useFirstProducts() {
  return useQuery(productListQuery(useLanguage(), { page: 1 }));
}

function SectionCarousel<T extends { id: number }>({
  preset,
  label,
  controls,
  query,
  skeleton,
  render,
}: {
  preset: CarouselPresetName;
  label: string;
  controls?: CarouselControls;
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  skeleton: ReactNode;
  render: (item: T, index: number) => ReactNode;
}) {
  if (query.isPending) return <StaticRow preset={preset} slides={Array.from({ length: 6 }, () => skeleton)} />;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (!query.data?.length) return null;
  return (
    <Carousel preset={preset} label={label} controls={controls}>
      {query.data.map((item, index) => (
        <div key={item.id} className="h-full">
          {render(item, index)}
        </div>
      ))}
    </Carousel>
  );
}

const NEW_ARRIVAL_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function NewArrivals({ label, controls }: { label: string; controls: CarouselControls }) {
  const products = useFirstProducts();
  return (
    <SectionCarousel
      preset="newArrivals"
      label={label}
      controls={controls}
      query={{ ...products, data: products.data?.data }}
      skeleton={<ProductCardSkeleton />}
      // Below the hero, which is the first screen's largest paint: no photo here is fetched ahead of it.
      render={(product) => <ProductCard product={product} sizes={NEW_ARRIVAL_SIZES} />}
    />
  );
}

export const FEATURED_COUNT = 8;

/** The first 8 products, 5 columns on large screens ("Numbers the shop keeps"). */
export function FeaturedProducts() {
  const products = useFirstProducts();
  if (products.isPending) return <ProductGridSkeleton columns={5} count={5} />;
  if (products.isError) return <LoadFailed onRetry={products.refetch} />;
  if (!products.data.data.length) return null;
  return <ProductGrid products={products.data.data.slice(0, FEATURED_COUNT)} columns={5} />;
}

export function CategoryCarousel({ label, controls }: { label: string; controls: CarouselControls }) {
  const categories = useCategories();
  return (
    <SectionCarousel
      preset="categories"
      label={label}
      controls={controls}
      query={{ ...categories, data: categories.data?.data }}
      skeleton={<CategoryCardSkeleton />}
      render={(category) => <CategoryCard category={category} />}
    />
  );
}

export function BrandCarousel({ label, controls }: { label: string; controls: CarouselControls }) {
  const brands = useBrands();
  return (
    <SectionCarousel
      preset="brands"
      label={label}
      controls={controls}
      query={brands}
      skeleton={<BrandCardSkeleton />}
      render={(brand) => <BrandCard brand={brand} />}
    />
  );
}
