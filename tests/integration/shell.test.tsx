import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { WISHLIST_KEY, saveWishlist } from '@/features/wishlist/wishlist-store';
import { i18n } from '@/i18n';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { gate } from '../mocks/gate';
import { storeInfo } from '../mocks/fixtures/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

describe('header', () => {
  it('links to every page of the shop', async () => {
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/shop', '/ourblog', '/about-us', '/contact-us']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    expect(within(header).getByRole('link', { name: /^Wishlist/ })).toHaveAttribute('href', '/wishlist');
    // A visitor's account icon signs in, and comes back here.
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows the account icon at every width: the profile when signed in, signing in otherwise, named in the shopper's language", async () => {
    const visitor = await renderApp({ route: '/about-us', language: 'ar' });
    await findHeading('من نحن');
    const signIn = within(screen.getByRole('banner')).getByRole('link', { name: 'تسجيل الدخول' });
    // Not one for large screens only.
    expect(signIn.className).not.toMatch(/(^|\s)(max-lg:hidden|hidden)(\s|$)/);
    await visitor.user.click(signIn);
    await findHeading(/.+/);
    expect(visitor.location().pathname).toBe('/login');
    expect(visitor.location().state).toEqual({ from: { pathname: '/about-us', search: '', hash: '' } });
    visitor.unmount();

    saveStoredLogin({ token: 't', user: { id: 1, name: 'Sara' } });
    await renderApp({ route: '/about-us', language: 'ar' });
    await findHeading('من نحن');
    const profile = within(screen.getByRole('banner')).getByRole('link', { name: 'حسابي' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(profile.className).not.toMatch(/(^|\s)(max-lg:hidden|hidden)(\s|$)/);
  });

  it('shows a pulsing placeholder while the logo loads, then the logo from store info', async () => {
    const answer = gate();
    server.use(
      http.get(apiPath('/api/store-info'), async () => {
        await answer.opened;
        return HttpResponse.json([storeInfo.en]);
      }),
    );
    await renderApp({ route: '/shop' });
    expect(await screen.findByRole('status', { name: 'Loading the store logo' })).toHaveClass('animate-pulse');
    answer.open();
    const home = await screen.findByRole('link', { name: 'Libas home page' });
    // From storage, at a width sharp on any screen, not the file as uploaded.
    await vi.waitFor(() => expect(home.querySelector('img')).toHaveAttribute('src', '/storage/store/logo.webp?w=128'));
    expect(screen.queryByRole('status', { name: 'Loading the store logo' })).not.toBeInTheDocument();
  });

  it('shows a logo from elsewhere as the API names it', async () => {
    server.use(http.get(apiPath('/api/store-info'), () => HttpResponse.json([{ ...storeInfo.en, logo_url: 'https://cdn.example.sa/logo.png' }])));
    await renderApp({ route: '/shop' });
    const home = await screen.findByRole('link', { name: 'Libas home page' });
    await vi.waitFor(() => expect(home.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.sa/logo.png'));
  });

  it('switches language at once with the globe: <html lang dir> and the text flip', async () => {
    const app = await renderApp({ route: '/shop', language: 'en' });
    await findHeading('Shop');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await app.user.click(screen.getByRole('button', { name: 'التبديل إلى العربية' }));
    expect(await findHeading('المتجر')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    await app.user.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await findHeading('Shop')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows the wishlist count badge from the stored wishlist, and follows changes', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 1 }, { id: 2 }]));
    await renderApp({ route: '/shop' });
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toHaveTextContent('2');
    act(() => saveWishlist([{ id: 1 }, { id: 2 }, { id: 3 }]));
    expect(screen.getByRole('link', { name: 'Wishlist, 3 items' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('');
  });

  it('goes to the top of the page on a change of route, and leaves the first page where the shopper scrolled it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    // A server-rendered page may have been scrolled before it hydrated.
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Blog' }));
    await findHeading('Our blog');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('sticks to the top once scrolled past 800 px', async () => {
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 801 });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(header).toHaveClass('sticky');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('mobile menu: toggles, and offers login and register to a visitor', async () => {
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed, it is not rendered at all (a page hydrates without it).
    expect(screen.queryByRole('navigation', { name: 'Menu', hidden: true })).not.toBeInTheDocument();
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    expect(within(menu).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    await app.user.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(await findHeading('Our blog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu', hidden: true })).not.toBeInTheDocument();
  });

  it('mobile menu: modal while open, so the page behind is inert; Escape or a press outside closes it', async () => {
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('contentinfo').closest('[inert]')).not.toBeNull();
    expect(menu.closest('[inert]')).toBeNull();
    expect(toggle.closest('[inert]')).toBeNull();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await app.user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('mobile menu: offers the profile to a signed-in shopper', async () => {
    saveStoredLogin({ token: 't', user: { id: 1, name: 'Sara' } });
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the store details, call and mail links, present socials only, footer text and credit', async () => {
    await renderApp({ route: '/shop' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Modern Saudi fashion, delivered to your door.')).toBeInTheDocument();
    expect(within(footer).getByText('Libas', { selector: 'p' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /\+966 11 234 5678/ })).toHaveAttribute('href', 'tel:+966112345678');
    expect(within(footer).getByRole('link', { name: /care@libas.sa/ })).toHaveAttribute('href', 'mailto:care@libas.sa');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/libas');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'X (Twitter)' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
    expect(within(footer).getByText('Free delivery on orders over 300 SAR.')).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Libas/)).toBeInTheDocument();
  });

  it('links to every page of the shop', async () => {
    await renderApp({ route: '/shop' });
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs.sort()).toEqual(
      ['/shop', '/sale-products', '/top-seller', '/about-us', '/cart', '/wishlist', '/profile', '/ourblog', '/contact-us', '/privacy-policy', '/return-policy'].sort(),
    );
  });

  it("shows the shop's load error when store info fails, in the shopper's language", async () => {
    server.use(http.get(apiPath('/api/store-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/shop', language: 'ar' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
    // The header falls back to the shop's name.
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لمتجر \u2068لباس\u2069' })).toBeInTheDocument();
  });

  it('asks for store info in the active language', async () => {
    await renderApp({ route: '/shop', language: 'ar' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('أزياء سعودية عصرية تصلك إلى باب بيتك.')).toBeInTheDocument();
  });
});

describe('page meta and favicon', () => {
  it('takes the default description and keywords from the first settings entry, and the favicon from its logo', async () => {
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await vi.waitFor(() => {
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A Saudi fashion store');
      expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'abayas, thobes');
      expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/storage/store/favicon.png');
    });
  });
});

describe("the phone's tab bar", () => {
  const tabs = () => screen.getByRole('navigation', { name: /^(Shortcuts|اختصارات)$/ });

  it('links home, the categories, the wishlist and the cart with their counts, and the account; the chat button at its end', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 1 }, { id: 2 }]));
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    const names = ['Home', 'Categories', /^Wishlist ?2$/, 'Cart', 'Account'];
    expect(within(tabs()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/category', '/wishlist', '/cart', '/login']);
    for (const name of names) expect(within(tabs()).getByRole('link', { name })).toBeInTheDocument();
    // The chat button sits in the same bar, which steps aside as a whole.
    expect(screen.getByRole('button', { name: 'Chat with the seller' }).closest('[data-chat-dock]')).toBe(tabs().closest('[data-chat-dock]'));
    await app.user.click(within(tabs()).getByRole('link', { name: 'Categories' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/category'));
    await vi.waitFor(() => expect(within(tabs()).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page'));
  });

  it("names its links in Arabic, and takes a signed-in shopper's account to the profile", async () => {
    saveStoredLogin({ token: 'tok', user: { id: 7, name: 'Sara' } });
    await renderApp({ route: '/about-us', language: 'ar' });
    await findHeading(/.+/);
    expect(within(tabs()).getByRole('link', { name: 'الحساب' })).toHaveAttribute('href', '/profile');
    expect(within(tabs()).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
  });
});

describe('chat button', () => {
  it('floats on every page and sends a visitor to /login', async () => {
    const app = await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await app.user.click(screen.getByRole('button', { name: 'Chat with the seller' }));
    expect(await findHeading('Welcome back')).toBeInTheDocument();
  });
});

afterAll(() => i18n.changeLanguage('en'));
