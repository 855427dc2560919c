/**
 * Recently viewed: the last 12 products viewed, newest first, kept in local
 * storage; a row under a product's similar products (without that product) and a home section
 * shown only when there is something in it. Cards read each product from the API, so prices are
 * today's, and the list is read only after hydration, so server-rendered pages match.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { RecentlyViewed } from '@/features/catalog/recently-viewed/recently-viewed';
import { RECENTLY_VIEWED_KEY } from '@/features/catalog/recently-viewed/recently-viewed-store';
import { i18n } from '@/i18n';
import { apiPath } from '../mocks/api';
import { products } from '../mocks/fixtures/catalog';
import { server } from '../mocks/server';
import { createTestQueryClient, findHeading, renderApp } from '../render';

const store = (value: unknown) => localStorage.setItem(RECENTLY_VIEWED_KEY, typeof value === 'string' ? value : JSON.stringify(value));
const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;
const nameOf = (id: number) => products.find((p) => p.id === id)!.name_en;

const findSection = (name = 'Recently viewed') => screen.findByRole('region', { name }, { timeout: 10_000 });

/** The card names in the carousel, in its order (with 10 cards or more the loop is on: the products preset shows up to 5). */
async function cardNames(section: HTMLElement, count: number): Promise<string[]> {
  const carousel = await within(section).findByRole('group', { name: /Recently viewed|شوهدت مؤخرًا/ }, { timeout: 10_000 });
  await waitFor(() => expect(carousel.querySelector('.swiper')).not.toBeNull());
  await waitFor(() => expect(within(carousel).getAllByTestId('product-card')).toHaveLength(count));
  // A long row loops, and Swiper's loop moves slides around in the DOM; a short one keeps their order.
  const slides = [...carousel.querySelectorAll<HTMLElement>('.swiper-slide')];
  if (count >= 10) slides.sort((a, b) => Number(a.dataset.swiperSlideIndex) - Number(b.dataset.swiperSlideIndex));
  else expect(slides.every((slide) => slide.dataset.swiperSlideIndex === undefined)).toBe(true);
  return slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('recently viewed on the product page', () => {
  beforeAll(() => Promise.all([import('@/app/routes/product'), import('@/features/catalog/recently-viewed/recently-viewed-section')]));

  it('records the product shown, and lists the others newest first, without it', async () => {
    store([5, 2, 3, 9]);
    await renderApp({ route: '/product/3' });
    expect(await findHeading(nameOf(3))).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual([3, 5, 2, 9]));
    const section = await findSection();
    expect(await cardNames(section, 3)).toEqual([nameOf(5), nameOf(2), nameOf(9)]);
    // Below the similar products.
    const similar = screen.getByRole('group', { name: 'You may also like' });
    expect(similar.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the 12 newest, each once', async () => {
    store(Array.from({ length: 12 }, (_, i) => i + 1));
    await renderApp({ route: '/product/20' });
    await findHeading(nameOf(20));
    await waitFor(() => expect(stored()).toEqual([20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    const names = await cardNames(await findSection(), 11);
    expect(names).toEqual(Array.from({ length: 11 }, (_, i) => nameOf(i + 1)));
  });

  it('records nothing for a product that is not there', async () => {
    await renderApp({ route: '/product/999' });
    expect(await screen.findByText("We couldn't find this product.")).toBeInTheDocument();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('shows no row when the product on screen is the only one viewed', async () => {
    store([4]);
    await renderApp({ route: '/product/4' });
    await findHeading(nameOf(4));
    await screen.findByRole('group', { name: 'You may also like' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(stored()).toEqual([4]);
  });
});

describe('recently viewed on the home page', () => {
  beforeAll(() => Promise.all([import('@/app/routes/home'), import('@/features/catalog/recently-viewed/recently-viewed-section')]));

  it('has no section while nothing was viewed', async () => {
    const app = await renderApp({ route: '/' });
    await screen.findByRole('region', { name: 'Featured products' });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows what was viewed, newest first, with today’s prices, and clears it', async () => {
    // A list kept by another version, with a price that is no longer right: only the ids count.
    store([{ id: 4, price: 1 }, 12]);
    const app = await renderApp({ route: '/' });
    const section = await findSection();
    expect(await cardNames(section, 2)).toEqual([nameOf(4), nameOf(12)]);
    const card = within(section).getAllByTestId('product-card').find((c) => c.textContent?.includes(nameOf(4)))!;
    // Today's price, with VAT: 140 SAR is 161.
    expect(card).toHaveTextContent(/SAR\s*161/);
    expect(within(section).queryByText(/SAR\s*1(?!\d)/)).not.toBeInTheDocument();

    await app.user.click(within(section).getByRole('button', { name: 'Clear recently viewed' }));
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    const message = within(section).getByRole('status');
    expect(message).toHaveTextContent('Your recently viewed products were cleared.');
    expect(message).toHaveFocus();
    expect(within(section).queryAllByTestId('product-card')).toHaveLength(0);
    expect(within(section).queryByRole('button', { name: 'Clear recently viewed' })).not.toBeInTheDocument();
  });

  it('ignores bad stored data', async () => {
    store('{oops');
    const app = await renderApp({ route: '/' });
    await screen.findByRole('region', { name: 'Featured products' });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('keeps the good entries of a damaged list, and drops products the API no longer has', async () => {
    store(['x', 99, null, 2, 2]);
    await renderApp({ route: '/' });
    expect(await cardNames(await findSection(), 1)).toEqual([nameOf(2)]);
    await waitFor(() => expect(stored()).toEqual([2]));
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let down = true;
    server.use(http.get(apiPath('/api/products/:id'), () => (down ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)));
    store([6]);
    const app = await renderApp({ route: '/' });
    const section = await findSection();
    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load data');
    down = false;
    await app.user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await cardNames(section, 1)).toEqual([nameOf(6)]);
  });

  it('speaks Arabic', async () => {
    store([1]);
    const app = await renderApp({ route: '/', language: 'ar' });
    const section = await findSection('شوهدت مؤخرًا');
    expect(await within(section).findByRole('link', { name: products[0]!.name })).toHaveAttribute('href', '/product/1');
    await app.user.click(within(section).getByRole('button', { name: 'مسح ما شوهد مؤخرًا' }));
    expect(within(section).getByRole('status')).toHaveTextContent('تم مسح قائمة المنتجات التي شوهدت مؤخرًا.');
  });

  it('follows a view in another tab', async () => {
    await renderApp({ route: '/' });
    await screen.findByRole('region', { name: 'Featured products' });
    act(() => {
      store([8]);
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(await cardNames(await findSection(), 1)).toEqual([nameOf(8)]);
  });
});

describe('recently viewed and the server render', () => {
  it('is not in the server’s markup, hydrates without a mismatch, then shows the browser’s list', async () => {
    store([3]);
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['catalog', 'wishlist', 'cart']);
    const ui = (
      <StrictMode>
        <AppProviders queryClient={createTestQueryClient()}>
          <MemoryRouter>
            <RecentlyViewed variant="home" />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>
    );
    const markup = renderToString(ui);
    expect(markup).not.toContain('Recently viewed');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) }));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(await within(container).findByRole('region', { name: 'Recently viewed' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(container).findByRole('link', { name: nameOf(3) }, { timeout: 10_000 })).toHaveAttribute('href', '/product/3');
    expect(mismatches).toEqual([]);
  });
});
