/**
 * The shop's filter panel: price, minimum rating, brand, category, and reset; with the capability
 * `facets`, several brands and categories at once, and size, colour and "in stock only" with their counts.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands } from '@/api/catalog/brands';
import { useCategories } from '@/api/catalog/categories';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Stars } from '@/components/catalog/stars';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { shownPrice } from '@/lib/money';
import type { ProductFacets } from '@/types/api';
import { FacetsLoading, FilterGroup as Group } from './filter-group';
import { PriceFilter } from './price-filter';
import { priceScale } from './price-scale';
import {
  MAX_RATING,
  priceRange,
  ratingChoiceKey,
  resetFilters,
  withChoice,
  withFilter,
  withPriceRange,
  type Choice,
  type ListContext,
  type ShopFilters,
} from './shop-query';

// Only a shop whose API offers facets loads their code; against the plain contract it never does.
const FacetGroups = lazy(() => import('./facet-groups'));

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1 text-[15px] text-stone-700 hover:text-ink">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-700" />
      {children}
    </label>
  );
}

/**
 * The brands or the categories: checkboxes when several may be chosen (`several`, with `facets`),
 * else radios with "All", as the contract takes one.
 */
function Options<T extends { id: number; name: string; name_en?: string }>({
  choice,
  query,
  filters,
  several,
  onChange,
}: {
  choice: Choice;
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  filters: ShopFilters;
  several: boolean;
  onChange: (next: ShopFilters) => void;
}) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  if (query.isPending) return <SkeletonLines lines={5} />;
  if (query.isError || !query.data) return <LoadFailed onRetry={query.refetch} className="py-4" />;
  const chosen = filters[choice] ?? [];
  return (
    // Scrolls in the desktop column only; the phone's drawer scrolls as one (no box inside it).
    <div className="flex flex-col gap-1 lg:max-h-64 lg:overflow-y-auto lg:pe-2">
      {several ? (
        query.data.map((item) => (
          <label key={item.id} className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1 text-[15px] text-stone-700 hover:text-ink">
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(event) => onChange(withChoice(filters, choice, item.id, event.target.checked))}
              className="size-4 shrink-0 accent-brand-700"
            />
            {localizedName(item, language)}
          </label>
        ))
      ) : (
        <>
          <Radio name={choice} checked={chosen.length === 0} onChange={() => onChange(withChoice(filters, choice, null, true, true))}>
            {t('shop.all')}
          </Radio>
          {query.data.map((item) => (
            <Radio key={item.id} name={choice} checked={chosen[0] === item.id} onChange={() => onChange(withChoice(filters, choice, item.id, true, true))}>
              {localizedName(item, language)}
            </Radio>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * `highestPrice`: the list's optional `highest_price`, where the slider ends when given.
 * `several`: whether several brands and categories may be chosen at once (capability `facets`).
 * `facets`: given only when the API offers them; `{ data: undefined }` while the first counts load.
 * `context`: the category or brand the page fixes, whose choice is not offered.
 */
export function ShopFilterPanel({
  filters,
  context = {},
  highestPrice,
  facets,
  several = false,
  onChange,
}: {
  filters: ShopFilters;
  context?: ListContext;
  highestPrice?: number;
  facets?: { data?: ProductFacets };
  several?: boolean;
  onChange: (next: ShopFilters) => void;
}) {
  const { t } = useTranslation('catalog');
  // The slider speaks prices with VAT, as every price the shopper sees.
  const scale = priceScale(highestPrice === undefined ? undefined : shownPrice(highestPrice));
  const brands = useBrands();
  const categories = useCategories();
  const categoryList = { ...categories, data: categories.data?.data };
  return (
    <div className="flex flex-col gap-6">
      <Group legend={t('shop.price')}>
        <PriceFilter value={priceRange(filters, scale.max)} scale={scale} onApply={(range) => onChange(withPriceRange(filters, range))} />
      </Group>
      {facets && (
        <Suspense fallback={<FacetsLoading />}>
          <FacetGroups facets={facets.data} filters={filters} onChange={onChange} />
        </Suspense>
      )}
      <Group legend={t('shop.rating')}>
        <div className="flex flex-col gap-1">
          <Radio name="rating" checked={filters.rating === 0} onChange={() => onChange(withFilter(filters, { rating: 0 }))}>
            {t('shop.anyRating')}
          </Radio>
          {Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i).map((stars) => (
            <Radio key={stars} name="rating" checked={filters.rating === stars} onChange={() => onChange(withFilter(filters, { rating: stars }))}>
              <Stars value={stars} size={16} />
              <span>{t(ratingChoiceKey(stars), { count: stars })}</span>
            </Radio>
          ))}
        </div>
      </Group>
      {context.brand === undefined && (
        <Group legend={t('shop.brand')}>
          <Options choice="brands" query={brands} filters={filters} several={several} onChange={onChange} />
        </Group>
      )}
      {context.category === undefined && (
        <Group legend={t('shop.category')}>
          <Options choice="categories" query={categoryList} filters={filters} several={several} onChange={onChange} />
        </Group>
      )}
      <button
        type="button"
        onClick={() => onChange(resetFilters(filters))}
        className="rounded-full border border-ink px-5 py-2.5 text-sm font-semibold text-ink hover:bg-ink hover:text-white"
      >
        {t('shop.reset')}
      </button>
    </div>
  );
}
