import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '@/components/ui/skeleton';

/** One group of the shop's filters: a fieldset named by its legend. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-b border-stone-200 pb-6">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The size group's place while the facets' code or first counts load (capability `facets`). */
export function FacetsLoading() {
  const { t } = useTranslation('catalog');
  return (
    <FilterGroup legend={t('shop.size')}>
      <SkeletonLines lines={3} />
    </FilterGroup>
  );
}
