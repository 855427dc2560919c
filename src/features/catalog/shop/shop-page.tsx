/**
 * /shop: filters (a drawer on small screens), sort, a 1/2/3-column grid and pages.
 * Filters, sort and page live in the URL; the API gets exactly the contract's parameters, and the
 * search words `q` when it offers search: then this is the search's results page;
 * and the size, colour and stock filters, with their counts, when it offers `facets`. With them, a
 * category's or a brand's page is this list too, within its `context` (docs/product.md "Filters and search").
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '@/api/catalog/products';
import { useCapabilities } from '@/api/store';
import { CloseIcon } from '@/components/ui/icons';
import { FilterIcon, GridIcon } from '@/components/icons/page-icons';
import { useModalLayer } from '@/hooks/drawers/use-modal-layer';
import type { SortFlag } from '@/types/api';
import { Pagination } from '../list/pagination';
import { ProductResults } from '../list/product-grid';
import { ActiveFilters } from './active-filters';
import { SearchNoResults } from './search-no-results';
import { ShopFilterPanel } from './shop-filters';
import {
  SORT_FLAGS,
  hasActiveFilters,
  hasFacetFilters,
  inContext,
  outOfContext,
  resetFilters,
  shopListParams,
  shownColors,
  toProductListParams,
  withPage,
  withSort,
  withoutSearch,
  type ListContext,
  type ShopFilters,
} from './shop-query';
import { useShopFilters } from './use-shop-filters';

const NO_CONTEXT: ListContext = {};

const COLUMN_CHOICES = [1, 2, 3] as const;
type Columns = (typeof COLUMN_CHOICES)[number];

function SortSelect({ filters, onChange }: { filters: ShopFilters; onChange: (next: ShopFilters) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600 max-sm:sr-only">
        {t('shop.sort')}
      </label>
      <select
        id={id}
        value={filters.sort ?? ''}
        onChange={(event) => onChange(withSort(filters, (event.target.value || null) as SortFlag | null))}
        className="h-10 rounded-full border border-stone-300 bg-white pe-8 ps-4 text-sm text-ink hover:border-stone-400"
      >
        <option value="">{t('shop.sortOptions.default')}</option>
        {SORT_FLAGS.map((flag) => (
          <option key={flag} value={flag}>
            {t(`shop.sortOptions.${flag}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function ColumnToggle({ columns, onChange }: { columns: Columns; onChange: (columns: Columns) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="group" aria-label={t('shop.columns')} className="hidden items-center gap-1 rounded-full border border-stone-200 p-1 sm:flex">
      {COLUMN_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={columns === choice}
          aria-label={t('shop.columnsOption', { count: choice })}
          title={t('shop.columnsOption', { count: choice })}
          onClick={() => onChange(choice)}
          className={`grid size-8 place-items-center rounded-full transition ${columns === choice ? 'bg-ink text-white' : 'text-stone-600 hover:bg-stone-100'}`}
        >
          <GridIcon columns={choice} size={18} />
        </button>
      ))}
    </div>
  );
}

/**
 * `context`: the category or brand a page fixes, which its URL does not carry and its filters do not
 * offer; `emptyMessage`: what an empty list says without filters.
 */
export function ShopPage({ context = NO_CONTEXT, emptyMessage }: { context?: ListContext; emptyMessage?: string }) {
  const { t } = useTranslation('catalog');
  const [urlFilters, setUrlFilters] = useShopFilters();
  // The shopper's own filters, and those the list applies (theirs within the page's context).
  const own = outOfContext(urlFilters, context);
  const filters = inContext(own, context);
  const setFilters = (next: ShopFilters) => setUrlFilters(outOfContext(next, context));
  const capabilities = useCapabilities();
  // The words, sizes, colours and stock count only against an API that offers search or facets
  // ("Capabilities"); until store info says whether it does, a list that has them waits rather than asking twice.
  const searching = capabilities?.includes('search') ? filters.q : undefined;
  const canFacet = capabilities?.includes('facets') === true;
  const products = useProducts(shopListParams(filters, capabilities ?? []), {
    enabled: !((filters.q || hasFacetFilters(filters)) && !capabilities),
    // The same products without the counts: what the route's prefetch and the server's render asked.
    standIn: canFacet && !hasFacetFilters(filters) ? toProductListParams(filters, searching !== undefined) : undefined,
  });
  const [columns, setColumns] = useState<Columns>(3);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  const drawerRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  // The open drawer is modal.
  useModalLayer({ open: drawerOpen, close: () => setDrawerOpen(false), keep: [drawerRef], opener: openerRef, focusOnOpen: closeRef });

  const total = products.data?.total;
  const lastPage = products.data?.last_page ?? 1;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      {/* A drawer below lg; a sticky column from lg up. */}
      <aside
        ref={drawerRef}
        id={drawerId}
        aria-label={t('shop.filters')}
        aria-modal={drawerOpen || undefined}
        role={drawerOpen ? 'dialog' : undefined}
        className={`${drawerOpen ? 'fixed inset-0 z-50 flex' : 'hidden'} lg:static lg:z-auto lg:block`}
      >
        <div className="absolute inset-0 bg-ink/40 lg:hidden" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        {/* The drawer scrolls as one, its heading and its results button held at its ends: no box scrolls inside it. */}
        <div className="relative ms-0 me-auto flex h-full w-[85%] max-w-sm flex-col overflow-y-auto overscroll-contain bg-white shadow-xl lg:sticky lg:top-24 lg:h-auto lg:w-auto lg:max-w-none lg:overflow-visible lg:shadow-none">
          <div className="sticky top-0 z-10 flex items-center justify-between bg-white px-5 pb-3 pt-5 lg:static lg:mb-5 lg:p-0">
            <h2 className="text-lg font-bold text-ink">{t('shop.filters')}</h2>
            <button
              ref={closeRef}
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t('shop.closeFilters')}
              className="grid size-10 place-items-center rounded-full hover:bg-stone-100 lg:hidden"
            >
              <CloseIcon size={20} />
            </button>
          </div>
          <div className="flex-1 px-5 pb-5 lg:p-0">
            <ShopFilterPanel
              filters={filters}
              context={context}
              highestPrice={products.data?.highest_price}
              facets={canFacet && !products.isError ? { data: products.data?.facets } : undefined}
              several={canFacet}
              onChange={setFilters}
            />
          </div>
          <div className="sticky bottom-0 z-10 border-t border-stone-200 bg-white p-4 lg:hidden">
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              className="h-12 w-full rounded-full bg-brand-700 px-5 text-[15px] font-semibold text-white hover:bg-brand-800"
            >
              {typeof total === 'number' ? t('shop.showResults', { count: total }) : t('shop.showResultsPending')}
            </button>
          </div>
        </div>
      </aside>

      <section aria-label={t('shop.results', { count: total ?? products.data?.data.length ?? 0 })} className="min-w-0">
        <div className="mb-6 flex flex-wrap items-center gap-3 border-b border-stone-200 pb-4">
          <button
            ref={openerRef}
            type="button"
            onClick={() => setDrawerOpen((open) => !open)}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium text-ink hover:border-ink lg:hidden"
          >
            <FilterIcon size={18} />
            {t('shop.showFilters')}
            {hasActiveFilters(own, canFacet) && <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />}
          </button>
          {searching ? (
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="min-w-0 break-words text-base font-semibold text-ink" aria-live="polite">
                {typeof total === 'number' ? t('search.results', { q: searching, count: total }) : t('search.heading', { q: searching })}
              </h2>
              <button
                type="button"
                onClick={() => setFilters(withoutSearch(filters))}
                className="inline-flex h-8 items-center gap-1 rounded-full px-2 text-sm text-stone-600 underline-offset-4 hover:text-ink hover:underline"
              >
                <CloseIcon size={16} />
                {t('search.clear')}
              </button>
            </div>
          ) : (
            typeof total === 'number' && (
              <h2 className="text-sm font-normal text-stone-600" aria-live="polite">
                {t('shop.results', { count: total })}
              </h2>
            )
          )}
          <div className="ms-auto flex items-center gap-3">
            <SortSelect filters={filters} onChange={setFilters} />
            <ColumnToggle columns={columns} onChange={setColumns} />
          </div>
        </div>
        <ActiveFilters filters={own} canFacet={canFacet} facets={products.data?.facets} onChange={setFilters} />
        {searching && products.data?.data.length === 0 ? (
          <SearchNoResults
            q={searching}
            filtered={hasActiveFilters(own, canFacet)}
            onResetFilters={() => setFilters(resetFilters(filters))}
            nearestCategory={products.data?.nearest_category}
          />
        ) : (
          <ProductResults
            query={products}
            columns={columns}
            emptyMessage={!hasActiveFilters(own, canFacet) && emptyMessage ? emptyMessage : t('shop.emptyShop')}
            skeletonCount={9}
            colors={shownColors(canFacet ? filters.colors : undefined, searching ? products.data?.search_colors : undefined)}
          />
        )}
        {products.data && products.data.data.length > 0 && (
          <Pagination page={filters.page} pageCount={lastPage} onPageChange={(page) => {
              setFilters(withPage(filters, page));
              window.scrollTo({ top: 0 });
            }} />
        )}
      </section>
    </div>
  );
}
