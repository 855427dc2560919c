/**
 * The header's category panel: the categories from the API with their pictures,
 * then brands, sale and best sellers. A WAI-ARIA disclosure navigation, not a menu: the header's
 * "Categories" button shows and hides it, Tab walks its links in order, and it is not modal. It
 * closes on Escape (focus back to the button), on a press or focus outside it and its button, and
 * when a link is followed. Its code loads with the first intent to open it (app/layout/header.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { categoriesQuery, useCategories } from '@/api/catalog/categories';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import { browseLinks, navLinkClass } from './nav-links';

/** Two rows of six; "All categories" leads to the rest. */
export const PANEL_CATEGORIES = 12;

/** Asks for the categories ahead of the panel (pointer or focus on its button); a cached list is not asked again. */
export const prefetchCategories = (client: QueryClient) => client.prefetchQuery(categoriesQuery());

export interface CategoryPanelProps {
  id: string;
  /** Closes the panel; `returnFocus` sends focus back to its button. */
  onClose: (returnFocus: boolean) => void;
  /** The panel and its button: a press or focus anywhere else closes the panel. */
  inside: (target: Node) => boolean;
}

function Categories() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <div role="status" aria-label={t('nav.categoriesLoading')} className="grid grid-cols-6 gap-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (categories.isError) return <LoadFailed onRetry={categories.refetch} className="py-6" />;
  return (
    <ul aria-label={t('nav.categories')} className="grid grid-cols-6 gap-x-4 gap-y-3">
      {categories.data.data.slice(0, PANEL_CATEGORIES).map((category) => (
        <li key={category.id}>
          <NavLink
            to={paths.category(category.id)}
            className={({ isActive }) =>
              `group flex flex-col items-center gap-2 rounded-xl p-2 text-center text-sm hover:bg-stone-50 ${isActive ? 'font-semibold text-brand-700' : 'text-ink'}`
            }
          >
            <StorageImage
              img={category.img_url}
              srcWidth={200}
              widths={[200, 300]}
              sizes="96px"
              alt=""
              width={96}
              height={96}
              decoding="async"
              className="size-24 rounded-full bg-brand-50 object-cover"
            />
            <span className="group-hover:text-brand-700">{localizedName(category, language)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export default function CategoryPanel({ id, onClose, inside }: CategoryPanelProps) {
  const { t } = useTranslation();

  useEffect(() => {
    // Escape from anywhere while it is open: with focus in a non-modal panel or on its button, or
    // after a press that left focus nowhere, the shopper means this panel.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    // Tabbing past its last link (or Shift+Tab before its button) leaves the panel: it closes.
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [inside, onClose]);

  // A link, even to the page already shown, closes the panel; the new page takes the focus.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose(false);
  };

  return (
    <div id={id} onClick={closeOnLink} className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg">
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <Categories />
          <Link to={paths.categories()} className="self-start rounded px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
            {t('nav.allCategories')}
          </Link>
        </div>
        <ul aria-label={t('nav.browse')} className="flex w-48 shrink-0 flex-col gap-1 border-s border-stone-200 ps-8 text-[15px]">
          {browseLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(state) => `block ${navLinkClass(state)}`}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
