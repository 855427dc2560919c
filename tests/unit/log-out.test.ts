import { isSignedInPage, logOut } from '@/app/log-out';
import { getStoredLogin, saveStoredLogin } from '@/lib/stored-login';

describe('isSignedInPage', () => {
  it.each(['/cart', '/payment', '/payment-status', '/profile'])('counts %s as a page only a signed-in shopper may see', (pathname) => {
    expect(isSignedInPage(pathname)).toBe(true);
  });

  it.each(['/', '/shop', '/product/3', '/wishlist', '/ourblog', '/tracking/ABC123', '/no-such-page'])('counts %s as anyone\'s', (pathname) => {
    expect(isSignedInPage(pathname)).toBe(false);
  });
});

describe('logOut', () => {
  /** Runs `run` on a page at `url` whose reload and replace are recorded instead of done. */
  async function onPage(url: string, run: () => Promise<void>) {
    const original = window.location;
    const { pathname, search } = new URL(url, original.origin);
    const location = { ...original, pathname, search, reload: vi.fn(), replace: vi.fn() };
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    try {
      saveStoredLogin({ token: 't', user: { id: 1, name: 'Sara' } });
      await run();
      expect(getStoredLogin()).toBeNull();
      return location;
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  }

  it('keeps the shopper on the page they were on, loaded afresh', async () => {
    const location = await onPage('/product/3?color=black', logOut);
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('takes the shopper home from a signed-in page, which would ask them to sign in', async () => {
    const location = await onPage('/payment-status?order_id=3', logOut);
    expect(location.replace).toHaveBeenCalledWith('/');
    expect(location.reload).not.toHaveBeenCalled();
  });
});
