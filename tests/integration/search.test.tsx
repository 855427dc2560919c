/**
 * Product search (`search`): the header's combobox and the shop as its results
 * page. The search turns on only when store info lists `search`; without it there is no control and
 * no call carries `q`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiPath } from '../mocks/api';
import { gate } from '../mocks/gate';
import { product, products } from '../mocks/fixtures/catalog';
import { storeInfo } from '../mocks/fixtures/store';
import { matching, pageOf } from '../mocks/handlers/products';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp, type Rendered } from '../render';

/** Every request the SPA sends, as URLs. */
function recordRequests() {
  const urls: URL[] = [];
  const record = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return {
    urls,
    /** The query strings of GET /api/products. */
    productCalls: () => urls.filter((url) => url.pathname === '/api/products').map((url) => Object.fromEntries(url.searchParams)),
    /** The `q` of each call to /api/products that had one. */
    searches: () => urls.filter((url) => url.pathname === '/api/products' && url.searchParams.has('q')).map((url) => url.searchParams.get('q')),
  };
}

const withSearch = () => server.use(storeInfoWithCapabilities(['search']));

const searchButton = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Search' });

/** Opens the header's search panel and returns its combobox. */
async function openSearch(app: Rendered, name = 'Search products') {
  await app.user.click(await searchButton());
  const box = await screen.findByRole('combobox', { name });
  // The panel takes the focus in its mount effect, which may run just after it is in the page.
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
/** The panel's polite live region. */
const liveRegion = () => within(screen.getByRole('search').parentElement!).getByRole('status');
const cards = () => screen.getAllByTestId('product-card');

describe('product search', () => {
  beforeAll(() => Promise.all([import('@/features/search/search-panel'), import('@/app/routes/shop')]));

  describe('without `search` in the capabilities', () => {
    it('shows no search control and sends no `q`, even with one in the URL', async () => {
      const requests = recordRequests();
      const app = await renderApp({ route: '/shop?q=abaya&brand=2' });
      await findHeading('Shop');
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
      // The shop is the plain one: its filters apply, the words are not shown and never sent.
      expect(requests.productCalls()).toContainEqual({ page: '1', brand_id: '2' });
      expect(requests.urls.filter((url) => url.searchParams.has('q')).map(String)).toEqual([]);
      expect(screen.queryByText(/Results for/)).not.toBeInTheDocument();
    });

    it.each([
      ['lists other capabilities', () => storeInfoWithCapabilities(['stock-per-size'])],
      ['fails', () => http.get(apiPath('/api/store-info'), () => HttpResponse.json({ message: 'down' }, { status: 500 }))],
    ])('does the same when store info %s', async (_, handler) => {
      server.use(handler());
      const requests = recordRequests();
      const app = await renderApp({ route: '/shop?q=abaya' });
      await waitFor(() => expect(requests.productCalls()).toContainEqual({ page: '1' }));
      await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
      expect(requests.searches()).toEqual([]);
    });
  });

  describe('the header combobox', () => {
    it('is shown, as a button that opens the panel, only with `search`', async () => {
      withSearch();
      const app = await renderApp({ route: '/' });
      const button = await searchButton();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const box = await openSearch(app);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(box);
      expect(box).toHaveFocus();
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).toHaveAttribute('aria-autocomplete', 'list');
      const listbox = document.getElementById(box.getAttribute('aria-controls')!);
      expect(listbox).toHaveAttribute('role', 'listbox');
      expect(screen.getByRole('search', { name: 'Search products' })).toContainElement(box);
    });

    it('suggests from two characters, moves with the arrows, announces the count, and Escape closes list then panel', async () => {
      withSearch();
      const requests = recordRequests();
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);

      await app.user.type(box, 'a');
      // One character asks for nothing.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(requests.searches()).toEqual([]);
      expect(box).toHaveAttribute('aria-expanded', 'false');

      await app.user.type(box, 'baya');
      await waitFor(() => expect(options()).toHaveLength(5));
      expect(requests.searches()).toEqual(['abaya']);
      expect(box).toHaveAttribute('aria-expanded', 'true');
      // Name in the page's language and the price with VAT, as the option's accessible name.
      expect(options()[0]).toHaveAccessibleName(/^Classic black abaya 1\s*SAR\s*126\.50$/);
      await waitFor(() => expect(liveRegion()).toHaveTextContent('5 suggestions. Use the up and down arrows to choose one.'));
      expect(liveRegion()).toHaveAttribute('aria-live', 'polite');

      // ↓ to the first, ↓ to the second, ↑ back; ↑ from the first wraps to the last.
      expect(box).not.toHaveAttribute('aria-activedescendant');
      await app.user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);
      expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      await app.user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options()[1]!.id);
      expect(options()[0]).toHaveAttribute('aria-selected', 'false');
      await app.user.keyboard('{ArrowUp}{ArrowUp}');
      expect(box).toHaveAttribute('aria-activedescendant', options()[4]!.id);
      // Focus stays in the box throughout.
      expect(box).toHaveFocus();

      await app.user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).not.toHaveAttribute('aria-activedescendant');
      expect(box).toHaveValue('abaya');
      // ↓ opens the list again.
      await app.user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);

      await app.user.keyboard('{Escape}{Escape}');
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(await searchButton()).toHaveFocus();
      expect(await searchButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('announces "no suggestions" when nothing matches', async () => {
      withSearch();
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);
      await app.user.type(box, 'zzz');
      await waitFor(() => expect(liveRegion()).toHaveTextContent('No suggestions. Press Enter to search.'));
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(options()).toHaveLength(0);
    });

    it('Enter on an option opens that product, and focus goes back to the search button', async () => {
      withSearch();
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);
      await app.user.type(box, 'dress');
      await waitFor(() => expect(options()).toHaveLength(5));
      await app.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(app.location().pathname).toBe('/product/9'));
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(await searchButton()).toHaveFocus();
    });

    it("shows each suggestion in the colour its words name, and opens the product on it", async () => {
      withSearch();
      const dressed = product(1, { specs: [[{ key: 'color', value: 'beige', img: 'products/p1-beige.webp' }, { key: 'color', value: 'black', img: 'products/p1-black.webp' }]] });
      server.use(http.get(apiPath('/api/products'), () => HttpResponse.json({ ...pageOf([dressed]), search_colors: ['black'] })));
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);
      await app.user.type(box, 'black abaya');
      await waitFor(() => expect(options()).toHaveLength(1));
      expect(options()[0]!.querySelector('img')!.getAttribute('src')).toContain('p1-black.webp');
      await app.user.click(options()[0]!);
      await waitFor(() => expect(app.location()).toMatchObject({ pathname: '/product/1', search: '?color=black' }));
    });

    it('shows at most six suggestions, in Arabic with Arabic names and prices', async () => {
      withSearch();
      const app = await renderApp({ route: '/', language: 'ar' });
      await app.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'بحث' }));
      const box = await screen.findByRole('combobox', { name: 'البحث في المنتجات' });
      await app.user.type(box, 'عباية');
      await waitFor(() => expect(options()).toHaveLength(5));
      expect(options()[0]).toHaveAccessibleName(/^عباية سوداء كلاسيكية 1\s*\u200F?126\.50\u00A0ر\.س\.\u200F?$/);
      await waitFor(() => expect(liveRegion()).toHaveTextContent('5 اقتراحات. يمكنك الاختيار بالسهمين لأعلى ولأسفل.'));

      // Eleven products match (ids 1 and 10 to 19): six are suggested.
      await app.user.clear(box);
      await app.user.type(box, 'ي 1');
      await waitFor(() => expect(liveRegion()).toHaveTextContent('6 اقتراحات.'));
      expect(options()).toHaveLength(6);
    });

    it('shows a long name on two lines rather than cutting it to one', async () => {
      withSearch();
      const long = 'Open Kimono Abaya with Belt and Sadu-Embroidered Sleeves in Crepe';
      server.use(http.get(apiPath('/api/products'), () => HttpResponse.json(pageOf([product(7, { name_en: long })]))));
      const app = await renderApp({ route: '/' });
      await app.user.type(await openSearch(app), 'abaya');
      await waitFor(() => expect(options()).toHaveLength(1));
      const name = within(options()[0]!).getByText(long);
      expect(name).toHaveClass('line-clamp-2');
      expect(name).not.toHaveClass('truncate');
    });

    it('waits until typing pauses, then cancels a request when the next keystroke comes: only the last words are shown', async () => {
      withSearch();
      const stale = gate();
      const seen: { q: string; signal: AbortSignal }[] = [];
      server.use(
        http.get(apiPath('/api/products'), async ({ request }) => {
          const q = new URL(request.url).searchParams.get('q');
          // The home page's own list has no `q`.
          if (q === null) return HttpResponse.json(pageOf(products));
          seen.push({ q, signal: request.signal });
          // "abay"'s answer would come late, and name a product no other answer has.
          if (q === 'abay') {
            await stale.opened;
            return HttpResponse.json(pageOf([product(99, { name_en: 'Stale suggestion' })]));
          }
          return HttpResponse.json(pageOf(matching(q)));
        }),
      );
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);

      // A quick burst: one request, for the words once typing paused.
      await app.user.type(box, 'dres');
      await waitFor(() => expect(options()).toHaveLength(5));
      expect(seen.map((call) => call.q)).toEqual(['dres']);

      await app.user.clear(box);
      await app.user.type(box, 'abay');
      await waitFor(() => expect(seen.map((call) => call.q)).toContain('abay'));
      const slow = seen.find((call) => call.q === 'abay')!;
      expect(slow.signal.aborted).toBe(false);
      await app.user.type(box, 'a');
      // The keystroke aborts the request in flight.
      await waitFor(() => expect(slow.signal.aborted).toBe(true));
      await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(expect.arrayContaining([expect.stringMatching(/^Classic black abaya 1/)])));
      stale.open();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByText('Stale suggestion')).not.toBeInTheDocument();
      expect(options()).toHaveLength(5);
      expect(seen.map((call) => call.q)).toEqual(['dres', 'abay', 'abaya']);
    });

    it('Enter with no option active shows every result on /shop?q=…, whose filters, sort and pages keep the words', async () => {
      withSearch();
      const requests = recordRequests();
      const app = await renderApp({ route: '/' });
      const box = await openSearch(app);
      await app.user.type(box, '  black   abaya {Enter}');
      await waitFor(() => expect(app.location().pathname).toBe('/shop'));
      expect(app.location().search).toBe('?q=black+abaya');
      expect(await screen.findByRole('heading', { level: 2, name: 'Results for “black abaya”: 5 products' })).toBeInTheDocument();
      expect(cards()).toHaveLength(5);
      expect(requests.productCalls().at(-1)).toEqual({ page: '1', q: 'black abaya' });

      await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
      await waitFor(() => expect(app.location().search).toBe('?q=black+abaya&sort=price_desc'));
      await waitFor(() => expect(requests.productCalls().at(-1)).toEqual({ page: '1', q: 'black abaya', price_desc: '1' }));

      const brands = screen.getByRole('group', { name: 'Brand' });
      await app.user.click(await within(brands).findByRole('radio', { name: 'Sadu' }));
      await waitFor(() => expect(app.location().search).toBe('?q=black+abaya&sort=price_desc&brand=2'));
      await waitFor(() => expect(requests.productCalls().at(-1)).toEqual({ page: '1', q: 'black abaya', brand_id: '2', price_desc: '1' }));

      // Reset clears the filters; the words are what the shopper looks for, so they stay.
      await app.user.click(screen.getByRole('button', { name: 'Reset filters' }));
      await waitFor(() => expect(app.location().search).toBe('?q=black+abaya&sort=price_desc'));

      // "Clear search" leaves the words and keeps the rest.
      await app.user.click(screen.getByRole('button', { name: 'Clear search' }));
      await waitFor(() => expect(app.location().search).toBe('?sort=price_desc'));
      expect(await screen.findByRole('heading', { level: 2, name: '30 products' })).toBeInTheDocument();
      expect(requests.productCalls().at(-1)).toEqual({ page: '1', price_desc: '1' });
    });

    it('pages through results with the words kept, and reopens the panel with them to refine', async () => {
      withSearch();
      const requests = recordRequests();
      // "e" is in 20 of the fixtures' English names: two pages.
      const app = await renderApp({ route: '/shop?q=e' });
      const pages = await screen.findByRole('navigation', { name: 'Pages' });
      await app.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(app.location().search).toBe('?q=e&page=2'));
      await waitFor(() => expect(requests.productCalls().at(-1)).toEqual({ page: '2', q: 'e' }));

      const box = await openSearch(app);
      expect(box).toHaveValue('e');
    });

    it('closes on a press outside it, leaving focus where the press put it', async () => {
      withSearch();
      const app = await renderApp({ route: '/' });
      await openSearch(app);
      const home = screen.getByRole('link', { name: 'Libas home page' });
      await app.user.click(home);
      expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
      expect(home).toHaveFocus();
      // Opening the menu closes the search, and the other way round.
      await openSearch(app);
      await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    });
  });

  describe('the results page', () => {
    it('waits for store info before asking: one request, with the words', async () => {
      const info = gate();
      server.use(
        http.get(apiPath('/api/store-info'), async () => {
          await info.opened;
          return HttpResponse.json([{ ...storeInfo.en, capabilities: ['search'] }]);
        }),
      );
      const requests = recordRequests();
      await renderApp({ route: '/shop?q=abaya' });
      await findHeading('Shop');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests.productCalls()).toEqual([]);
      info.open();
      expect(await screen.findByRole('heading', { level: 2, name: 'Results for “abaya”: 5 products' })).toBeInTheDocument();
      expect(requests.productCalls()).toEqual([{ page: '1', q: 'abaya' }]);
    });

    it('with no results: says so, offers the categories, and shows the best sellers', async () => {
      withSearch();
      const requests = recordRequests();
      await renderApp({ route: '/shop?q=zzzz' });
      expect(await screen.findByText('No results for “zzzz”.')).toBeInTheDocument();
      expect(screen.getByText('Check the spelling, try fewer or more general words, or browse the categories.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/category');
      expect(screen.queryAllByRole('link', { name: /^Browse / })).toHaveLength(1);
      const bestSellers = await screen.findByRole('region', { name: 'Best sellers' });
      await waitFor(() => expect(within(bestSellers).getAllByTestId('product-card')).toHaveLength(6));
      expect(within(bestSellers).getByRole('link', { name: products[0]!.name_en! })).toHaveAttribute('href', '/product/1');
      expect(requests.urls.some((url) => url.pathname === '/api/top_products')).toBe(true);
      expect(screen.getByRole('heading', { level: 2, name: 'Results for “zzzz”: 0 products' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    });

    it('with no results: links the nearest category when the API names one', async () => {
      withSearch();
      server.use(
        http.get(apiPath('/api/products'), ({ request }) =>
          new URL(request.url).searchParams.get('q') === 'abaya zzzz'
            ? HttpResponse.json({ ...pageOf([]), nearest_category: { id: 4, name: 'عبايات' } })
            : HttpResponse.json(pageOf(products)),
        ),
      );
      await renderApp({ route: '/shop?q=abaya%20zzzz', language: 'ar' });
      expect(await screen.findByRole('link', { name: 'تصفّح قسم عبايات' })).toHaveAttribute('href', '/category/4');
      expect(screen.getByRole('link', { name: 'تصفّح الأقسام' })).toHaveAttribute('href', '/category');
    });

    it('with no results under filters: offers to reset them, keeping the words', async () => {
      withSearch();
      const app = await renderApp({ route: '/shop?q=zzzz&rating=5', language: 'ar' });
      expect(await screen.findByText('لا توجد نتائج للبحث عن «\u2068zzzz\u2069».')).toBeInTheDocument();
      expect(screen.getByText('لا شيء يطابق هذه الكلمات مع الفلاتر المختارة، ويمكنك إعادة ضبط الفلاتر.')).toBeInTheDocument();
      const reset = screen.getAllByRole('button', { name: 'إعادة ضبط الفلاتر' });
      await app.user.click(reset[reset.length - 1]!);
      await waitFor(() => expect(app.location().search).toBe('?q=zzzz'));
    });
  });
});
