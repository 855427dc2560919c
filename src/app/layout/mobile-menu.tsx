import { useRef, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useModalLayer } from '@/hooks/use-modal-layer';
import { useStoredLogin } from '@/hooks/use-stored-login';
import { navLinkClass, navLinks } from './nav-links';

/**
 * The menu below lg, opened by the header's toggle. Open, it is modal (issue #21): only it and its
 * toggle can be reached until it closes, by the toggle, Escape, a press outside or a link.
 */
export default function MobileMenu({ id, toggle, onClose }: { id: string; toggle: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const { t } = useTranslation();
  const login = useStoredLogin();
  const menu = useRef<HTMLElement>(null);
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
      className="border-t border-stone-200 bg-white lg:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={(s) => `block ${navLinkClass(s)}`}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
        {login ? (
          <li>
            <NavLink to={paths.profile()} className={(s) => `block ${navLinkClass(s)}`}>
              {t('nav.profile')}
            </NavLink>
          </li>
        ) : (
          <>
            <li>
              <NavLink to={paths.login()} className={(s) => `block ${navLinkClass(s)}`}>
                {t('nav.login')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.register()} className={(s) => `block ${navLinkClass(s)}`}>
                {t('nav.register')}
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
