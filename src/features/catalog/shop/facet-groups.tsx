/** The shop's size, colour and availability filters with their counts (capability `facets`), loaded only with them. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/i18n/use-language';
import { specLabel } from '@/lib/product-specs';
import type { FacetValue, ProductFacets } from '@/types/api';
import { cssColor } from '../swatch-color';
import { FilterGroup as Group, FacetsLoading } from './filter-group';
import { withFacetValue, withInStock, type Facet, type ShopFilters } from './shop-query';
import { sizeRuns } from './size-groups';

/**
 * The values a shopper can pick: those some product would match, and the chosen ones whatever their
 * count, so that one can be taken back; values that would list nothing are hidden, not disabled.
 */
const pickable = (values: FacetValue[], chosen: readonly string[] = []) => values.filter((v) => v.count > 0 || chosen.includes(v.value));

/** Sizes as chips, colours as swatches with names: checkboxes named with their count ("M, 12 products"). */
function FacetOptions({ facet, values, filters, onChange }: { facet: Facet; values: FacetValue[]; filters: ShopFilters; onChange: (next: ShopFilters) => void }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  // CSS is asked only once hydrated, as on the product page (spec-pickers.tsx).
  const hydrated = useHydrated();
  const chosen = filters[facet] ?? [];
  return (
    // Sizes wrap unclipped: their checkboxes are hidden and scroll into view alone, so a chip half
    // out of a scrolling box would hide its own focus ring. The colour list scrolls in the desktop
    // column only: in the phone's drawer, which scrolls itself, a box scrolling inside it traps the thumb.
    <div className={`flex p-1 ${facet === 'sizes' ? 'flex-wrap gap-2' : 'flex-col gap-1 lg:max-h-64 lg:overflow-y-auto lg:pe-2'}`}>
      {pickable(values, chosen).map((value) => {
        const name = specLabel(value, language);
        const checked = chosen.includes(value.value);
        const input = (
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(withFacetValue(filters, facet, value.value, event.target.checked))}
            aria-label={t('shop.facetOption', { name, count: value.count })}
            className={facet === 'sizes' ? 'peer sr-only' : 'size-4 shrink-0 accent-brand-700'}
          />
        );
        if (facet === 'sizes') {
          return (
            <label key={value.value} className="cursor-pointer">
              {input}
              <span
                aria-hidden="true"
                className="inline-flex h-9 min-w-11 items-center justify-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-medium text-ink transition hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
              >
                {name}
                <span className="text-xs tabular-nums opacity-70">{value.count}</span>
              </span>
            </label>
          );
        }
        const swatch = value.hex || (hydrated ? cssColor(value.value) : null);
        return (
          <label key={value.value} className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1 text-[15px] text-stone-700 hover:text-ink">
            {input}
            <span aria-hidden="true" className="size-5 shrink-0 rounded-full border border-stone-300" style={swatch ? { backgroundColor: swatch } : undefined} />
            <span aria-hidden="true" className="min-w-0 flex-1 truncate">
              {name}
            </span>
            <span aria-hidden="true" className="text-sm tabular-nums text-stone-500">
              {value.count}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** The sizes by kind (letters, numbers, children's ages), each kind named when there is more than one. */
function SizeOptions({ values, filters, onChange }: { values: FacetValue[]; filters: ShopFilters; onChange: (next: ShopFilters) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const runs = sizeRuns(pickable(values, filters.sizes));
  if (runs.length < 2) return <FacetOptions facet="sizes" values={values} filters={filters} onChange={onChange} />;
  return (
    <div className="flex flex-col gap-3">
      {runs.map((run, index) => (
        <div key={run.group ?? index} role="group" aria-labelledby={`${id}-${index}`}>
          <p id={`${id}-${index}`} className="mb-1 px-1 text-xs font-medium text-stone-500">
            {run.group ? t(`shop.sizeGroups.${run.group}`) : t('shop.sizeGroups.other')}
          </p>
          <FacetOptions facet="sizes" values={run.values} filters={filters} onChange={onChange} />
        </div>
      ))}
    </div>
  );
}

/**
 * Size, colour and availability (with `facets`): `facets` is the list's answer's, undefined until the
 * first one comes. A group with nothing to pick is left out.
 */
export default function FacetGroups({ facets, filters, onChange }: { facets?: ProductFacets; filters: ShopFilters; onChange: (next: ShopFilters) => void }) {
  const { t } = useTranslation('catalog');
  if (!facets) return <FacetsLoading />;
  const groups = [
    { facet: 'sizes' as const, legend: t('shop.size'), values: facets.sizes },
    { facet: 'colors' as const, legend: t('shop.color'), values: facets.colors },
  ].filter(({ facet, values }) => pickable(values, filters[facet]).length > 0);
  return (
    <>
      {groups.map(({ facet, legend, values }) => (
        <Group key={facet} legend={legend}>
          {facet === 'sizes' ? (
            <SizeOptions values={values} filters={filters} onChange={onChange} />
          ) : (
            <FacetOptions facet={facet} values={values} filters={filters} onChange={onChange} />
          )}
        </Group>
      ))}
      <Group legend={t('shop.availability')}>
        <label className="flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1 text-[15px] text-stone-700 hover:text-ink">
          <input
            type="checkbox"
            checked={filters.inStock === true}
            onChange={(event) => onChange(withInStock(filters, event.target.checked))}
            aria-label={t('shop.facetOption', { name: t('shop.inStockOnly'), count: facets.in_stock })}
            className="size-4 shrink-0 accent-brand-700"
          />
          <span aria-hidden="true" className="flex-1">
            {t('shop.inStockOnly')}
          </span>
          <span aria-hidden="true" className="text-sm tabular-nums text-stone-500">
            {facets.in_stock}
          </span>
        </label>
      </Group>
    </>
  );
}
