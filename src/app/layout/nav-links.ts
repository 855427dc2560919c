import { paths } from '@/config/paths';

/** The site's main links: the header's row from lg, and the mobile menu below it. */
export const navLinks = [
  { to: paths.home(), key: 'nav.home' },
  { to: paths.shop(), key: 'nav.shop' },
  { to: paths.blog(), key: 'nav.blog' },
  { to: paths.about(), key: 'nav.about' },
  { to: paths.contact(), key: 'nav.contact' },
] as const;

/** The other ways into the catalogue, beside the categories: the header's panel and the mobile menu. */
export const browseLinks = [
  { to: paths.brands(), key: 'pages.brands' },
  { to: paths.saleProducts(), key: 'pages.saleProducts' },
  { to: paths.topSeller(), key: 'pages.topSeller' },
] as const;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-1 py-2 transition-colors hover:text-brand-700 ${isActive ? 'text-brand-700 font-semibold' : 'text-stone-700'}`;
