import { screen } from '@testing-library/react';
import { saveStoredLogin, STORED_LOGIN_KEY } from '@/lib/stored-login';
import { findHeading, renderApp } from '../render';

const login = { token: 'tok', user: { id: 1, name: 'Sara' } };

describe('the route tree', () => {
  it.each([
    ['/', 'Libas'],
    ['/shop', 'Shop'],
    ['/category', 'Categories'],
    ['/category/3', 'Dresses'],
    ['/brands', 'Brands'],
    ['/brand/2', 'Sadu'],
    ['/product/5', 'Brown leather shoes 5'],
    ['/top-seller', 'Best sellers'],
    ['/sale-products', 'Sale'],
    ['/ourblog', 'Our blog'],
    ['/post/1', 'Choosing a Winter Abaya'],
    ['/wishlist', 'Wishlist'],
    ['/contact-us', 'Contact us'],
    ['/about-us', 'About us'],
    ['/privacy-policy', 'Privacy policy'],
    ['/return-policy', 'Return policy'],
    ['/map', 'Find our store'],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/forget-password', 'Forgot your password?'],
    ['/verifycode', 'Enter the code'],
    ['/reset-password', 'Choose a new password'],
  ])('%s renders its page', async (route, heading) => {
    await renderApp({ route });
    expect(await findHeading(heading)).toBeInTheDocument();
  });

  it('main-layout pages get a breadcrumb starting at Home', async () => {
    await renderApp({ route: '/about-us' });
    await findHeading('About us');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.querySelector('a')).toHaveAttribute('href', '/');
  });

  it('sets the page title per page', async () => {
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    await vi.waitFor(() => expect(document.title).toBe('Shop | Libas'));
  });

  it('shows the 404 page with a title, subtitle and image for unknown routes', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(await findHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByText(/may have moved/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'An empty clothes hanger' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('guarded routes', () => {
  it.each(['/cart', '/payment', '/payment-status', '/profile'])('%s sends a visitor to /login, remembering the origin', async (route) => {
    const app = await renderApp({ route: `${route}?x=1` });
    expect(await findHeading('Welcome back')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().state).toEqual({ from: { pathname: route, search: '?x=1', hash: '' } });
  });

  it.each([
    ['/cart', 'Shopping cart'],
    ['/payment', 'Checkout'],
    ['/payment-status', 'Order status'],
    ['/profile', 'My account'],
  ])('%s opens for a signed-in shopper', async (route, heading) => {
    saveStoredLogin(login);
    await renderApp({ route });
    expect(await findHeading(heading)).toBeInTheDocument();
  });

  it('counts an expired login as none', async () => {
    localStorage.setItem(STORED_LOGIN_KEY, JSON.stringify({ ...login, expires_at: Date.now() - 1 }));
    const app = await renderApp({ route: '/profile' });
    await findHeading('Welcome back');
    expect(app.location().pathname).toBe('/login');
    expect(localStorage.getItem(STORED_LOGIN_KEY)).toBeNull();
  });

  it('returns the shopper to the remembered origin once a login is stored, or home', async () => {
    const app = await renderApp({ route: '/cart' });
    await findHeading('Welcome back');
    saveStoredLogin(login);
    expect(await findHeading('Shopping cart')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/cart');
  });

  it('sends a signed-in shopper on /login with no origin home', async () => {
    saveStoredLogin(login);
    const app = await renderApp({ route: '/login' });
    expect(await findHeading('Libas')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
  });
});

describe('/tracking/:id', () => {
  it('shows the loading text and sends the browser to the tracking page', async () => {
    const replace = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace } });
    try {
      await renderApp({ route: '/tracking/ord 42' });
      expect(await screen.findByText('Taking you to the tracking page…')).toBeInTheDocument();
      expect(replace).toHaveBeenCalledWith(`${original.origin}/api/tracking/ord%2042?lng=en`);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
