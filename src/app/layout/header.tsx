import { useQueryClient } from '@tanstack/react-query';
import { Fragment, Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCapability, useStoreInfo } from '@/api/store';
import { ErrorBoundary } from '@/components/error-boundary';
import { Icon } from '@/components/ui/icon';
import { CartIcon, CloseIcon, GlobeIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCartCount } from '@/features/cart/use-cart-count';
import { useWishlistCount } from '@/features/wishlist/use-wishlist';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { i18n } from '@/i18n';
import { useToggleLanguage } from '@/i18n/use-language';
import { apiAssetUrl, storageUrl } from '@/lib/asset-url';
import { navLinkClass, navLinks } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

const STICKY_AFTER_PX = 800;

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Loads a part of the header once, when first wanted; a failed load is tried again next time. */
function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

// The search panel and its strings load together, once, when its button is first
// pointed at, focused or pressed.
const loadSearchPanel = onDemand(() => Promise.all([import('@/features/search/search-panel'), i18n.loadNamespaces('search')]).then(([panel]) => panel));
const preloadSearchPanel = () => void loadSearchPanel().catch(() => {});
const SearchPanel = lazy(loadSearchPanel);

// The category panel likewise, and pointing at its button also asks for the
// categories, so that neither weighs on a page that never opens it.
const loadCategoryPanel = onDemand(() => import('./category-panel'));
const CategoryPanel = lazy(loadCategoryPanel);

function DownIcon({ className }: { className: string }) {
  return (
    <Icon size={16} className={className}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

/** The store's logo, 44 px: from storage at a width that is sharp on any screen, else as the API names it. */
const logoSrc = (src: string) => (/^\/?storage\//.test(src) ? storageUrl(src, 128) : apiAssetUrl(src));

function Logo() {
  const { t } = useTranslation();
  const { data: store, isPending } = useStoreInfo();
  const name = store?.name || t('brand.name');
  return (
    <Link to={paths.home()} aria-label={t('header.homeLink', { name })} className="flex shrink-0 items-center gap-2 rounded">
      {isPending ? (
        <span role="status" aria-label={t('header.logoLoading')} className="block size-11 animate-pulse rounded-full bg-stone-200" />
      ) : store?.logo_url ? (
        // Low priority: a server-rendered page would otherwise preload it ahead of the page's photos.
        <img src={logoSrc(store.logo_url)} alt="" width={44} height={44} fetchPriority="low" className="size-11 rounded-full object-contain" />
      ) : null}
      <span className="text-xl font-bold tracking-wide text-brand-800">{name}</span>
    </Link>
  );
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function LanguageSwitcher({ className = '', labelClassName = '' }: { className?: string; labelClassName?: string }) {
  const { t } = useTranslation();
  const toggle = useToggleLanguage();
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-label={t('header.switchLanguageLabel')}
      className={`flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 ${className}`}
    >
      <GlobeIcon size={22} />
      <span lang={t('header.switchLanguage') === 'English' ? 'en' : 'ar'} className={labelClassName}>
        {t('header.switchLanguage')}
      </span>
    </button>
  );
}

export function Header() {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const signedIn = useStoredLogin() !== null;
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // No search control at all unless the API offers search ("Capabilities").
  const canSearch = useCapability('search');
  // Open on the page where it was opened: going to another page (Back, a link) closes it.
  const location = useLocation();
  const { pathname } = location;
  const [searchOpenOn, setSearchOpenOn] = useState<string | null>(null);
  const searchOpen = searchOpenOn === pathname;
  const searchId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchPanelRef = useRef<HTMLDivElement>(null);
  const closeSearch = useCallback((returnFocus: boolean) => {
    setSearchOpenOn(null);
    if (returnFocus) searchButton.current?.focus();
  }, []);
  const insideSearch = useCallback((target: Node) => Boolean(searchPanelRef.current?.contains(target) || searchButton.current?.contains(target)), []);
  // The category panel: open on the page where it was opened, like the search.
  const queryClient = useQueryClient();
  const preloadCategories = () => void loadCategoryPanel().then((panel) => panel.prefetchCategories(queryClient), () => {});
  const [categoriesOpenOn, setCategoriesOpenOn] = useState<string | null>(null);
  const categoriesOpen = categoriesOpenOn === pathname;
  const categoriesId = useId();
  const categoriesItem = useRef<HTMLLIElement>(null);
  const categoriesButton = useRef<HTMLButtonElement>(null);
  const closeCategories = useCallback((returnFocus: boolean) => {
    setCategoriesOpenOn(null);
    if (returnFocus) categoriesButton.current?.focus();
  }, []);
  const insideCategories = useCallback((target: Node) => Boolean(categoriesItem.current?.contains(target)), []);

  // A little smaller on the narrowest phones, so the row holds the account icon too.
  const iconLink = 'relative grid size-9 place-items-center rounded-full text-stone-700 hover:bg-stone-100 sm:size-10';

  return (
    <header
      data-sticky={sticky}
      className={`top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur ${sticky ? 'sticky shadow-md' : 'relative'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:h-20">
        <Logo />
        <nav aria-label={t('nav.main')} className="mx-auto hidden lg:block">
          <ul className="flex items-center gap-4 text-[15px] xl:gap-6">
            {navLinks.map((link) => (
              <Fragment key={link.to}>
                <li>
                  <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                    {t(link.key)}
                  </NavLink>
                </li>
                {link.to === paths.shop() && (
                  // The panel follows its button, so Tab goes from one into the other.
                  <li ref={categoriesItem}>
                    <button
                      ref={categoriesButton}
                      type="button"
                      aria-expanded={categoriesOpen}
                      aria-controls={categoriesOpen ? categoriesId : undefined}
                      onPointerEnter={preloadCategories}
                      onFocus={preloadCategories}
                      onClick={() => {
                        setSearchOpenOn(null);
                        setCategoriesOpenOn(categoriesOpen ? null : pathname);
                      }}
                      className={`flex items-center gap-1 ${navLinkClass({ isActive: false })} aria-expanded:text-brand-700`}
                    >
                      {t('nav.categories')}
                      <DownIcon className={`transition-transform ${categoriesOpen ? 'rotate-180' : ''}`} />
                    </button>
                    {categoriesOpen && (
                      <ErrorBoundary fallback={null}>
                        <Suspense fallback={null}>
                          <CategoryPanel id={categoriesId} onClose={closeCategories} inside={insideCategories} />
                        </Suspense>
                      </ErrorBoundary>
                    )}
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-0">
          {canSearch && (
            <button
              ref={searchButton}
              type="button"
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? searchId : undefined}
              onPointerEnter={preloadSearchPanel}
              onFocus={preloadSearchPanel}
              onClick={() => {
                setMenuOpen(false);
                setCategoriesOpenOn(null);
                setSearchOpenOn(searchOpen ? null : pathname);
              }}
              className="relative flex h-9 min-w-9 items-center justify-center gap-2 rounded-full sm:h-10 sm:min-w-10 text-stone-700 hover:bg-stone-100 lg:border lg:border-stone-300 lg:px-4 lg:text-sm lg:hover:border-stone-400"
            >
              <SearchIcon size={22} />
              <span className="max-lg:sr-only">{t('header.search')}</span>
            </button>
          )}
          {/* With the search button too, phones keep the row on one line: the globe alone names the other language. */}
          <LanguageSwitcher labelClassName={canSearch ? 'max-sm:sr-only' : ''} />
          <Link to={paths.wishlist()} className={iconLink} aria-label={t('header.wishlistCount', { count: wishlistCount })}>
            <HeartIcon />
            <CountBadge count={wishlistCount} />
          </Link>
          <Link to={paths.cart()} className={iconLink} aria-label={t('header.cartCount', { count: cartCount })}>
            <CartIcon />
            <CountBadge count={cartCount} />
          </Link>
          {/* The account on every width: the profile once signed in, signing in otherwise. */}
          <Link
            to={signedIn ? paths.profile() : paths.login()}
            // Signing in comes back to this page.
            state={signedIn ? undefined : { from: { pathname, search: location.search, hash: location.hash } }}
            className={iconLink}
            aria-label={signedIn ? t('nav.profile') : t('nav.login')}
          >
            <UserIcon />
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={`${iconLink} lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => {
              setSearchOpenOn(null);
              setMenuOpen((open) => !open);
            }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {/* Rendered only while open (a page hydrates without it), its code loaded on the first open. */}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} toggle={toggleRef} onClose={closeMenu} />
        </Suspense>
      )}
      {canSearch && searchOpen && (
        <div ref={searchPanelRef}>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <SearchPanel id={searchId} onClose={closeSearch} inside={insideSearch} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </header>
  );
}
