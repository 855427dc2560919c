/**
 * The bar along a phone's foot (docs/product.md, "The phone's tab bar and the chat button"): home,
 * the categories, the wishlist and the cart with their counts, the account, and the chat button at
 * its end. It steps below the screen's edge while the page scrolls down, and comes back on the way
 * up and at the page's end; the page keeps its height free at its end, so it never covers the
 * page's last lines. From a desktop's width (lg) there is no bar: the header has the links, and the
 * chat button floats on its own.
 */
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon, type IconProps } from '@/components/ui/icon';
import { CartIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCartCount } from '@/features/cart/use-cart-count';
import { useWishlistCount } from '@/features/wishlist/use-wishlist';
import { useScrollingDown } from '@/hooks/use-scrolling-down';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { getConsentBarHeight, subscribeConsentBarHeight } from '@/lib/consent';

const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" />
  </Icon>
);
const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Icon>
);
const tabClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex flex-col items-center gap-0.5 rounded-lg px-1 py-1 text-[11px] leading-tight ${isActive ? 'font-semibold text-brand-700' : 'text-stone-700'}`;

function Tab({ to, icon, label, end, count, state }: { to: string; icon: ReactNode; label: string; end?: boolean; count?: number; state?: unknown }) {
  return (
    <li>
      <NavLink to={to} end={end} state={state} className={tabClass}>
        {icon}
        <span>{label}</span>
        {/* After the label, so the link reads "Cart 2"; drawn on the icon's corner. */}
        {count !== undefined && count > 0 && (
          <span className="absolute start-1/2 top-0 ms-1.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-bold leading-5 text-white">
            <span className="sr-only"> </span>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </NavLink>
    </li>
  );
}

export default function TabBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useStoredLogin() !== null;
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const tucked = useScrollingDown();
  // The bar and the chat button sit above the consent bar while it shows (features/marketing).
  const consentBar = useSyncExternalStore(subscribeConsentBarHeight, getConsentBarHeight, () => 0);
  return (
    // The consent bar arrives after the page: the bar and the button make room for it by a
    // translation, which slides and moves nothing else, rather than by their position, whose change
    // is a layout shift.
    <div
      data-chat-dock
      data-tucked={tucked}
      style={{ '--consent-bar': `${consentBar}px` } as CSSProperties}
      className="fixed inset-x-0 bottom-0 z-40 flex h-(--chat-dock) items-center gap-1 border-t border-stone-200 bg-white px-2 transition-transform max-lg:-translate-y-(--consent-bar) max-lg:data-[tucked=true]:not-focus-within:translate-y-full lg:contents"
    >
      <nav aria-label={t('nav.tabBar')} className="min-w-0 flex-1 lg:hidden">
        <ul className="grid grid-cols-5">
          <Tab to={paths.home()} end icon={<HomeIcon size={22} />} label={t('nav.home')} />
          <Tab to={paths.categories()} icon={<GridIcon size={22} />} label={t('nav.categories')} />
          <Tab to={paths.wishlist()} icon={<HeartIcon size={22} />} label={t('nav.wishlist')} count={wishlistCount} />
          <Tab to={paths.cart()} icon={<CartIcon size={22} />} label={t('nav.cart')} count={cartCount} />
          <Tab
            to={signedIn ? paths.profile() : paths.login()}
            // Signing in comes back to this page.
            state={signedIn ? undefined : { from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
            icon={<UserIcon size={22} />}
            label={t('nav.account')}
          />
        </ul>
      </nav>
      {/* The chat button, or its room while its code loads. */}
      <div className="grid min-w-12 shrink-0 place-items-center lg:contents">{children}</div>
    </div>
  );
}
