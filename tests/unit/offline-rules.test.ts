/**
 * The service worker's rules ("Offline and installing"): which pages and answers it may keep for
 * offline use. One shopper's pages are never kept, whatever the case or escapes of their address,
 * nor any answer its server marks `no-store` or `private`.
 */
import { isCatalogueRequest, isKeptPage, mayKeep, opensFromShell } from '@/lib/offline-rules';

const ORIGIN = 'https://shop.example';
const page = (path: string) => new URL(path, ORIGIN);

describe('pages kept for offline use', () => {
  it('keeps the public pages of the shop, and none of another origin', () => {
    for (const path of ['/', '/shop?page=2', '/product/4', '/wishlist', '/ourblog', '/contact-us']) expect(isKeptPage(page(path), ORIGIN), path).toBe(true);
    expect(isKeptPage(new URL('https://elsewhere.example/shop'), ORIGIN)).toBe(false);
  });

  it("never keeps one shopper's pages or the sign-in pages, however their address is written", () => {
    const paths = [
      '/cart',
      '/payment',
      '/payment-status?order_id=1',
      '/profile',
      '/profile/',
      '/login',
      '/register',
      '/forget-password',
      '/verifycode',
      '/reset-password',
      '/tracking/ABC123DEF456',
      '/pay/1',
      '/trader',
      '/docs',
      // The router opens these as the pages above.
      '/Profile',
      '/PAYMENT',
      '/Payment-Status?order_id=1',
      '/CART/',
      '/VerifyCode',
      '/%70rofile',
      '/Pay%6Dent-status',
    ];
    for (const path of paths) expect(isKeptPage(page(path), ORIGIN), path).toBe(false);
  });

  it('opens the wishlist from the shell, in any case', () => {
    expect(opensFromShell(page('/wishlist'))).toBe(true);
    expect(opensFromShell(page('/Wishlist/'))).toBe(true);
    expect(opensFromShell(page('/shop'))).toBe(false);
  });
});

describe('answers kept', () => {
  const answer = (cacheControl?: string) => new Response('x', { headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl } });

  it('keeps an answer any cache may keep', () => {
    for (const header of [undefined, 'no-cache', 'public, max-age=60', 'max-age=0, must-revalidate']) expect(mayKeep(answer(header)), String(header)).toBe(true);
  });

  it('never keeps one marked no-store or private, however it is written', () => {
    for (const header of ['private, no-store', 'no-store', 'private', 'Private', 'max-age=60, NO-STORE', 'private="set-cookie"']) expect(mayKeep(answer(header)), header).toBe(false);
  });

  it('answers catalogue calls from the copy only when they carry no login', () => {
    const url = page('/api/products?page=2');
    expect(isCatalogueRequest(new Request(url), url)).toBe(true);
    expect(isCatalogueRequest(new Request(url, { headers: { Authorization: 'Bearer x' } }), url)).toBe(false);
    expect(isCatalogueRequest(new Request(url, { method: 'POST' }), url)).toBe(false);
    const cart = page('/api/cart');
    expect(isCatalogueRequest(new Request(cart), cart)).toBe(false);
  });
});
