/** react-paginate with 3 pages around the current one and 1 margin page ("Numbers the shop keeps"), labels in the language. */
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import ReactPaginateImport from 'react-paginate';
import { ChevronIcon } from '@/components/ui/icons';

// react-paginate ships only a UMD bundle; the production build hands back its module object
// ({ default }) where Vite's dev server and vitest hand back the component.
const ReactPaginate = (ReactPaginateImport as unknown as { default?: typeof ReactPaginateImport }).default ?? ReactPaginateImport;

/**
 * react-paginate hard-codes `role="navigation" aria-label="Pagination"` on its <ul>: a landmark
 * inside our translated <nav>, in English, whose <li>s then belong to no list. Its <ul> is rendered
 * as a plain list, in the served HTML as after hydration.
 */
class PageList extends ReactPaginate {
  override render() {
    const list = super.render();
    return isValidElement(list) ? cloneElement(list as ReactElement<Record<string, unknown>>, { role: undefined, 'aria-label': undefined }) : list;
  }
}

const pageLink = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition';

export function Pagination({ page, pageCount, onPageChange }: { page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('catalog');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <PageList
        pageCount={pageCount}
        forcePage={Math.min(page, pageCount) - 1}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        pageRangeDisplayed={3}
        marginPagesDisplayed={1}
        previousLabel={
          <>
            <ChevronIcon size={16} className="-scale-x-100 rtl:scale-x-100" />
            <span>{t('pagination.previous')}</span>
          </>
        }
        nextLabel={
          <>
            <span>{t('pagination.next')}</span>
            <ChevronIcon size={16} />
          </>
        }
        previousAriaLabel={t('pagination.previous')}
        nextAriaLabel={t('pagination.next')}
        ariaLabelBuilder={(p, selected) => (selected ? t('pagination.current', { page: p }) : t('pagination.page', { page: p }))}
        breakLabel="…"
        breakAriaLabels={{ forward: t('pagination.forward'), backward: t('pagination.backward') }}
        containerClassName="flex flex-wrap items-center justify-center gap-1.5"
        pageLinkClassName={`${pageLink} text-stone-700 hover:bg-stone-100`}
        activeLinkClassName="bg-ink! text-white! hover:bg-ink!"
        previousLinkClassName={`${pageLink} text-stone-700 hover:bg-stone-100`}
        nextLinkClassName={`${pageLink} text-stone-700 hover:bg-stone-100`}
        disabledLinkClassName="pointer-events-none opacity-40"
        breakLinkClassName={`${pageLink} text-stone-500`}
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}
