/**
 * The shopper's filters as removable chips above the results, with "Clear all": on a phone the
 * panel is a closed drawer, and this is where the shopper sees what narrows the list.
 */
import { useTranslation } from 'react-i18next';
import { useBrands } from '@/api/catalog/brands';
import { useCategories } from '@/api/catalog/categories';
import { CloseIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { formatSar } from '@/lib/money';
import { specLabel } from '@/lib/product-specs';
import type { FacetValue, ProductFacets, SizeGroup } from '@/types/api';
import { activeFilters, ratingChoiceKey, resetFilters, withoutFilter, type ActiveFilter, type ShopFilters } from './shop-query';

/** Size groups whose numbers say nothing alone (38 is a shoe or a waist): their chips name the group too. */
const MEASURED: readonly SizeGroup[] = ['length', 'waist', 'shoes', 'belts'];

/**
 * A chip's name; a size or colour by its facet's label when the counts have come, else by its value;
 * a number size with what it measures ("Shoe size (EU): 38").
 */
function useChipName() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const brands = useBrands();
  const categories = useCategories();
  return (chip: ActiveFilter, facets: ProductFacets | undefined): string => {
    const named = (values: FacetValue[] | undefined, value: string) => specLabel(values?.find((v) => v.value === value) ?? { value }, language);
    switch (chip.kind) {
      case 'price':
        return t('shop.priceRangeValue', { min: formatSar(chip.min, language), max: formatSar(chip.max, language) });
      case 'size': {
        const size = facets?.sizes.find((v) => v.value === chip.value);
        const name = named(facets?.sizes, chip.value);
        return size?.group && MEASURED.includes(size.group) ? `${t(`shop.sizeGroups.${size.group}`)}: ${name}` : name;
      }
      case 'color':
        return named(facets?.colors, chip.value);
      case 'inStock':
        return t('shop.inStockOnly');
      case 'rating':
        return t(ratingChoiceKey(chip.stars), { count: chip.stars });
      case 'brand': {
        const brand = brands.data?.find((b) => b.id === chip.id);
        return brand ? localizedName(brand, language) : t('shop.brand');
      }
      case 'category': {
        const category = categories.data?.data.find((c) => c.id === chip.id);
        return category ? localizedName(category, language) : t('shop.category');
      }
    }
  };
}

const chipKey = (chip: ActiveFilter) => `${chip.kind}:${'id' in chip ? chip.id : 'value' in chip ? chip.value : ''}`;

/** `filters`: the shopper's own (not what the page fixes); nothing shows when none is set. */
export function ActiveFilters({
  filters,
  canFacet,
  facets,
  onChange,
}: {
  filters: ShopFilters;
  canFacet: boolean;
  facets?: ProductFacets;
  onChange: (next: ShopFilters) => void;
}) {
  const { t } = useTranslation('catalog');
  const nameOf = useChipName();
  const chips = activeFilters(filters, canFacet);
  if (chips.length === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <ul aria-label={t('shop.activeFilters')} className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => {
          const name = nameOf(chip, facets);
          return (
            <li key={chipKey(chip)}>
              <button
                type="button"
                onClick={() => onChange(withoutFilter(filters, chip))}
                aria-label={t('shop.removeFilter', { name })}
                className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-stone-300 bg-stone-50 pe-2.5 ps-3.5 text-sm text-ink hover:border-ink"
              >
                <bdi className="min-w-0 truncate">{name}</bdi>
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange(resetFilters(filters))}
        className="inline-flex h-9 items-center rounded-full px-2 text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand-700"
      >
        {t('shop.clearAll')}
      </button>
    </div>
  );
}
