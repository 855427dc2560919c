import { useId, useRef, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useCategories } from '@/api/catalog/categories';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useModalLayer } from '@/hooks/drawers/use-modal-layer';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { useLanguage } from '@/i18n/use-language';
import { storageUrl } from '@/lib/asset-url';
import { localizedName } from '@/lib/localized';
import { browseLinks, navLinkClass, navLinks } from './nav-links';

const itemClass = (state: { isActive: boolean }) => `block ${navLinkClass(state)}`;

/** The categories from the API, asked for when the menu first opens. */
function CategoryList({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  if (categories.isPending) {
    return (
      <div role="status" aria-label={t('nav.categoriesLoading')} className="px-1 py-2">
        <SkeletonLines lines={3} />
      </div>
    );
  }
  if (categories.isError) return <LoadFailed onRetry={categories.refetch} className="my-2" />;
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col">
      {categories.data.data.map((category) => (
        <li key={category.id}>
          <NavLink to={paths.category(category.id)} className={(state) => `flex items-center gap-3 ${navLinkClass(state)}`}>
            <img src={storageUrl(category.img_url, 200)} alt="" width={32} height={32} loading="lazy" className="size-8 shrink-0 rounded-full bg-brand-50 object-cover" />
            {localizedName(category, language)}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={paths.categories()} end className={itemClass}>
          {t('nav.allCategories')}
        </NavLink>
      </li>
    </ul>
  );
}

/**
 * The menu below lg, opened by the header's toggle: the main links, the categories, brands, sale
 * and best sellers, and the account. Open, it is modal: only it and
 * its toggle can be reached until it closes, by the toggle, Escape, a press outside or a link.
 */
export default function MobileMenu({ id, toggle, onClose }: { id: string; toggle: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const { t } = useTranslation();
  const login = useStoredLogin();
  const menu = useRef<HTMLElement>(null);
  const categoriesHeading = useId();
  useModalLayer({ open: true, close: onClose, keep: [menu, toggle], opener: toggle });

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <nav
      ref={menu}
      id={id}
      aria-label={t('nav.mobileMenu')}
      onClick={closeOnLink}
      // Taller than the screen under a sticky header, it scrolls on its own.
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-stone-200 bg-white lg:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={itemClass}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
        <li className="mt-2 border-t border-stone-200 pt-2">
          <h2 id={categoriesHeading} className="px-1 py-2 text-sm font-semibold text-stone-500">
            {t('nav.categories')}
          </h2>
          <CategoryList labelledBy={categoriesHeading} />
        </li>
        <li className="mt-2 border-t border-stone-200 pt-2">
          <ul aria-label={t('nav.browse')} className="flex flex-col">
            {browseLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={itemClass}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        <li className="mt-2 border-t border-stone-200 pt-2">
          <ul aria-label={t('nav.account')} className="flex flex-col">
            {login ? (
              <li>
                <NavLink to={paths.profile()} className={itemClass}>
                  {t('nav.profile')}
                </NavLink>
              </li>
            ) : (
              <>
                <li>
                  <NavLink to={paths.login()} className={itemClass}>
                    {t('nav.login')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.register()} className={itemClass}>
                    {t('nav.register')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
