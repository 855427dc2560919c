import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

const sectionTitles = ['New arrivals', 'Shop by category', 'Offers', 'Featured products', 'Our brands', 'Customer feedback', 'From our blog'];

describe('home', () => {
  beforeAll(() => import('@/app/routes/home'));

  it('shows the eight sections in order, each with its data', async () => {
    await renderApp({ route: '/' });
    expect(await findHeading('Libas')).toBeInTheDocument();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings.filter((h) => sectionTitles.includes(h ?? ''))).toEqual(sectionTitles);
    // 1. hero: title, description and the button to /shop
    expect(await screen.findByText('The winter edit')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Shop now/ })[0]).toHaveAttribute('href', '/shop');
    const hero = screen.getByRole('group', { name: 'Featured collections' });
    const first = hero.querySelector('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    // Phones get the image too, in widths that fit a phone.
    expect(first?.getAttribute('src')).toMatch(/^\/storage\/.+\?w=1280$/);
    expect(hero.querySelector('source[media="(max-width: 1023px)"]')?.getAttribute('srcset')).toMatch(/\?w=640 640w/);
    // 3. categories, 4. offer with its product link, 6. brands, 7. feedback, 8. blog
    expect(await screen.findByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/category/3');
    expect(screen.getByRole('link', { name: /Shop the offer/ })).toHaveAttribute('href', '/product/4');
    expect(await screen.findByRole('link', { name: 'Misk' })).toHaveAttribute('href', '/brand/3');
    expect(await screen.findByText(/Lovely service/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Caring for silk' })).toHaveAttribute('href', '/post/3');
  });

  it('features the first 8 products in 5 columns, with a see-all link to /top-seller', async () => {
    await renderApp({ route: '/' });
    const featured = await screen.findByRole('region', { name: 'Featured products' });
    await waitFor(() => expect(within(featured).getAllByTestId('product-card')).toHaveLength(8));
    expect(within(featured).getByRole('list')).toHaveClass('lg:grid-cols-5');
    expect(within(featured).getByRole('link', { name: /See all best sellers/ })).toHaveAttribute('href', '/top-seller');
  });

  it("has 'view all' links and the blog's previous, next and see-more controls", async () => {
    const app = await renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: 'View all: New arrivals' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View all: Shop by category' })).toHaveAttribute('href', '/category');
    expect(screen.getByRole('link', { name: 'View all: Our brands' })).toHaveAttribute('href', '/brands');
    const blog = screen.getByRole('region', { name: 'From our blog' });
    expect(within(blog).getByRole('link', { name: /See more articles/ })).toHaveAttribute('href', '/ourblog');
    await app.user.click(await within(blog).findByRole('button', { name: 'Next articles' }));
    expect(within(blog).getByRole('button', { name: 'Previous articles' })).toBeInTheDocument();
  });

  it('runs its carousels right to left in Arabic', async () => {
    await renderApp({ route: '/', language: 'ar' });
    await screen.findByRole('link', { name: 'فساتين' }, { timeout: 3000 });
    const carousel = screen.getByRole('group', { name: 'وصل حديثًا' });
    expect(carousel).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(carousel.querySelector('.swiper')).toHaveAttribute('dir', 'rtl'));
    expect(within(screen.getByRole('region', { name: 'من مدونتنا' })).getByRole('button', { name: 'المقالات التالية' })).toBeInTheDocument();
  });

  it('shows the hero skeleton while banners load, and asks for every section at once', async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => {
      started.push(new URL(request.url).pathname);
    });
    server.use(
      http.get(apiPath('/api/banners'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderApp({ route: '/' });
    expect(await screen.findByRole('status', { name: 'Featured collections' })).toBeInTheDocument();
    await waitFor(() => {
      for (const path of ['/api/banners', '/api/products', '/api/categories', '/api/offer-banners', '/api/brands', '/api/testimonials', '/api/blogs']) {
        expect(started).toContain(path);
      }
    });
    // New arrivals and featured share one call.
    expect(started.filter((p) => p === '/api/products')).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('renders the sections below the first screen only as they come near it, with their data already fetched', async () => {
    const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    class FakeObserver {
      elements: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, elements: this.elements });
      }
      observe(element: Element) {
        this.elements.push(element);
      }
      disconnect() {
        this.elements.length = 0;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => {
      started.push(new URL(request.url).pathname);
    });
    try {
      await renderApp({ route: '/' });
      const categories = await screen.findByRole('region', { name: 'Shop by category' });
      await waitFor(() => expect(started).toEqual(expect.arrayContaining(['/api/categories', '/api/brands', '/api/blogs'])));
      expect(within(categories).queryByRole('link', { name: 'Dresses' })).not.toBeInTheDocument();
      // The section scrolls near: its observer fires and the cards render from the cache.
      act(() => {
        for (const { callback, elements } of observers) {
          if (elements.some((element) => categories.contains(element))) {
            callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
          }
        }
      });
      expect(await within(categories).findByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/category/3');
      expect(started.filter((path) => path === '/api/categories')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      server.events.removeAllListeners();
    }
  });

  it('shows the load error in a section whose call fails, and the rest of the page still works', async () => {
    server.use(http.get(apiPath('/api/brands'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: '/', language: 'ar' });
    const brands = await screen.findByRole('region', { name: 'علاماتنا التجارية' });
    expect(await within(brands).findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
    expect(await screen.findByRole('link', { name: 'فساتين' })).toBeInTheDocument();
  });

  it('takes the page title and description from the first settings entry', async () => {
    await renderApp({ route: '/' });
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'A Saudi fashion store'));
    expect(document.title).toBe('Libas');
  });
});
