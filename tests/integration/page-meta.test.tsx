/**
 * The page's head as the browser sets it alone (the SPA on a static host, against any API):
 * docs/product.md, "Search engines".
 */
import { PageMeta } from '@/components/page-meta';
import { renderWithProviders } from '../render';

const head = () => ({
  canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  og: (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content'),
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
});

it("names the page's address in its language, keeping its list page and dropping sort and filters", async () => {
  const { unmount } = await renderWithProviders(<PageMeta title="Shop" page={2} image="/storage/shop.jpg" />, { route: '/shop?page=2&sort=price_asc&brand=3', language: 'en' });
  const origin = window.location.origin;
  await vi.waitFor(() => expect(head().canonical).toEqual([`${origin}/shop?page=2&lng=en`]));
  expect(head().alternates).toEqual([
    ['ar', `${origin}/shop?page=2&lng=ar`],
    ['en', `${origin}/shop?page=2&lng=en`],
    ['x-default', `${origin}/shop?page=2&lng=ar`],
  ]);
  expect(head().og('og:url')).toBe(`${origin}/shop?page=2&lng=en`);
  expect(head().og('og:locale')).toBe('en_SA');
  expect(head().og('og:image')).toMatch(/^https?:\/\/.+\/storage\/shop\.jpg$/);
  unmount();
});

it('gives the not-found page no address and asks search engines not to list it', async () => {
  const { unmount } = await renderWithProviders(<PageMeta title="Not found" noindex />, { route: '/no-such-page', language: 'ar' });
  await vi.waitFor(() => expect(head().robots).toBe('noindex'));
  expect(head().canonical).toEqual([]);
  expect(head().alternates).toEqual([]);
  unmount();
});
