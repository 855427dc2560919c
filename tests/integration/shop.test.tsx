import { beforeVatAtLeast, beforeVatAtMost, fromHalalas, toHalalas } from '@/lib/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { renderToString } from 'react-dom/server';
import { apiPath } from '../mocks/api';
import { gate } from '../mocks/gate';
import { products } from '../mocks/fixtures/catalog';
import { pageOf } from '../mocks/handlers/products';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

/** Records the query string of every GET /api/products. */
function recordProductCalls(answer: (search: URLSearchParams) => JsonBodyType = (s) => pageOf(products, Number(s.get('page') ?? 1))) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/api/products'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      calls.push(search);
      return HttpResponse.json(answer(search));
    }),
  );
  return { calls, last: () => Object.fromEntries(calls.at(-1) ?? []) };
}

const cards = () => screen.getAllByTestId('product-card');

describe('/shop', () => {
  // The page's code (rc-slider, react-paginate) loads once, before the first test's clock starts.
  beforeAll(() => import('@/app/routes/shop'));

  it('shows skeletons, then the first page of products with breadcrumb Home > Shop', async () => {
    const answer = gate();
    server.use(
      http.get(apiPath('/api/products'), async () => {
        await answer.opened;
        return HttpResponse.json(pageOf(products));
      }),
    );
    await renderApp({ route: '/shop' });
    await findHeading('Shop');
    expect(await screen.findByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    answer.open();
    await waitFor(() => expect(cards()).toHaveLength(12));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Shop')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('30 products')).toBeInTheDocument();
  });

  it('a product card: one link, localised name and alt, srcset through ?w=, SAR price, struck original, Sale badge, stars from rate', async () => {
    await renderApp({ route: '/shop', language: 'en' });
    const card = (await screen.findAllByTestId('product-card'))[3]!; // id 4: on sale
    const image = within(card).getByRole('img', { name: 'Beige linen shirt 4' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    expect(image.getAttribute('srcset')).toMatch(/\/storage\/products\/p4-1\.webp\?w=240 240w/);
    // One link per card, stretched over the photo too: one stop for the keyboard and screen readers.
    expect(within(card).getByRole('link', { name: 'Beige linen shirt 4' })).toHaveAttribute('href', '/product/4');
    // The Sale badge says how much is off.
    expect(within(card).getByText('Sale −20%')).toBeInTheDocument();
    // Prices show with VAT: 140 and 175 SAR are 161 and 201.25.
    expect(within(card).getByText(/SAR\s*161$/)).toBeInTheDocument();
    expect(within(card).getByText(/SAR\s*201\.25/).closest('s')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Rated 4.2 out of 5' }).querySelectorAll('.text-gold')).toHaveLength(5);
  });

  it('uses the Arabic name in Arabic', async () => {
    await renderApp({ route: '/shop', language: 'ar' });
    await findHeading('المتجر');
    expect(await screen.findByRole('img', { name: 'عباية سوداء كلاسيكية 1' })).toBeInTheDocument();
    expect(screen.getAllByText('تخفيض 20٪')[0]).toBeInTheDocument();
  });

  it('reads the filters from the URL and sends exactly the API parameters', async () => {
    const api = recordProductCalls();
    await renderApp({ route: '/shop?page=2&sort=price_asc&brand=3&category=2&rating=4&min=0&max=500' });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    // The range is in prices with VAT; the API gets it before VAT (SAR 434.78 is SAR 500 with VAT).
    expect(api.last()).toEqual({ page: '2', brand_id: '3', category_id: '2', rating: '4', minPrice: '0', max_price: '434.78', price_asc: '1' });
  });

  it('picking a brand filters, goes to page 1 and updates the URL; reset keeps the sort', async () => {
    const api = recordProductCalls();
    const app = await renderApp({ route: '/shop?page=2&sort=name_desc' });
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await app.user.click(await within(brands).findByRole('radio', { name: 'Sadu' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brand_id: '2', name_desc: '1' }));
    expect(app.location().search).toBe('?sort=name_desc&brand=2');

    await app.user.click(within(screen.getByRole('group', { name: 'Rating' })).getByRole('radio', { name: '4 stars & up' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brand_id: '2', rating: '4', name_desc: '1' }));

    await app.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', name_desc: '1' }));
    expect(app.location().search).toBe('?sort=name_desc');
  });

  it.each([
    ['en', 'Rating', ['Any rating', '5 stars', '4 stars & up', '3 stars & up', '2 stars & up', '1 star & up'], 'Remove filter: 5 stars'],
    ['ar', 'التقييم', ['كل التقييمات', '5 نجوم', '4 نجوم فأكثر', '3 نجوم فأكثر', 'نجمتان فأكثر', 'نجمة واحدة فأكثر'], 'إزالة الفلتر: 5 نجوم'],
  ] as const)('in %s, names the top rating "5 stars", since nothing is above it, and the others "N stars & up"', async (language, legend, names, chip) => {
    const app = await renderApp({ route: '/shop', language });
    const rating = await screen.findByRole('group', { name: legend });
    expect(within(rating).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(names);
    await app.user.click(within(rating).getByRole('radio', { name: names[1] }));
    expect(await screen.findByRole('button', { name: chip })).toBeInTheDocument();
  });

  it('the sort dropdown sets exactly one flag, Default clears it, and goes to page 1', async () => {
    const api = recordProductCalls();
    const app = await renderApp({ route: '/shop?page=3&category=1' });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Default',
      'Name: A to Z',
      'Name: Z to A',
      'Price: low to high',
      'Price: high to low',
      'Oldest',
      'Newest',
    ]);
    await app.user.selectOptions(sort, 'price_desc');
    await waitFor(() => expect(api.last()).toEqual({ page: '1', category_id: '1', price_desc: '1' }));
    await app.user.selectOptions(sort, 'created_asc');
    await waitFor(() => expect(api.last()).toEqual({ page: '1', category_id: '1', created_asc: '1' }));
    await app.user.selectOptions(sort, '');
    await waitFor(() => expect(api.last()).toEqual({ page: '1', category_id: '1' }));
    expect(app.location().search).toBe('?category=1');
  });

  it('pages with react-paginate: translated labels, page 2 in the URL and the API call', async () => {
    const api = recordProductCalls();
    const app = await renderApp({ route: '/shop?brand=1' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1, current page' })).toBeInTheDocument();
    await app.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '2', brand_id: '1' }));
    expect(app.location().search).toBe('?page=2&brand=1');
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('labels previous and next in Arabic', async () => {
    await renderApp({ route: '/shop', language: 'ar' });
    const pages = await screen.findByRole('navigation', { name: 'الصفحات' });
    expect(within(pages).getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'السابق' })).toBeInTheDocument();
    // One landmark, ours: react-paginate's own English "Pagination" navigation is a plain list.
    expect(screen.getAllByRole('navigation').filter((n) => pages.contains(n))).toEqual([pages]);
    expect(within(pages).getByRole('list')).not.toHaveAttribute('aria-label');
    expect(within(pages).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('serves the page list as a plain list too, before any script runs', async () => {
    const { Pagination } = await import('@/features/catalog/list/pagination');
    const html = renderToString(<Pagination page={1} pageCount={5} onPageChange={() => undefined} />);
    expect(html).toMatch(/^<nav aria-label="[^"]+"[^>]*><ul class="[^"]*"><li/);
    expect(html).not.toMatch(/role="navigation"|aria-label="Pagination"/);
  });

  it('shows shop.emptyShop when nothing matches', async () => {
    recordProductCalls(() => ({ data: [], current_page: 1, last_page: 1, total: 0 }));
    await renderApp({ route: '/shop?rating=5' });
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry when the list fails, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(apiPath('/api/products'), () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(pageOf(products)))),
    );
    const app = await renderApp({ route: '/shop', language: 'ar' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل في تحميل البيانات');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('opens the filters as a drawer with a toggle on small screens, and switches the grid columns', async () => {
    const app = await renderApp({ route: '/shop' });
    const toggle = await screen.findByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    // Modal while open: a named dialog, with the page behind it inert.
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('aria-modal', 'true');
    expect(toggle.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Filters' }).closest('[inert]')).toBeNull();
    await app.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(toggle).toHaveFocus();

    const columns = screen.getByRole('group', { name: 'Products per row' });
    await app.user.click(within(columns).getByRole('button', { name: '1 per row' }));
    expect(within(columns).getByRole('button', { name: '1 per row' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cards()[0]!.closest('ul')).toHaveClass('grid-cols-1'));
  });

  it('shows the price slider as Max:{value}&above', async () => {
    await renderApp({ route: '/shop?min=100&max=500' });
    expect(await screen.findByText(/Max: SAR\s*500 & above/)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '500');
  });

  describe('the price filter by keyboard and by thumb', () => {
    /** The reference API's extension: the catalogue's dearest product, here SAR 760.87 before VAT, SAR 875 with it. */
    const withHighest = (search: URLSearchParams) => ({ ...pageOf(products, Number(search.get('page') ?? 1)), highest_price: 760.87 });
    /** The API's bounds, before VAT, of a range the shopper sets with VAT. */
    const apiMin = (sar: number) => String(fromHalalas(beforeVatAtLeast(toHalalas(sar))));
    const apiMax = (sar: number) => String(fromHalalas(beforeVatAtMost(toHalalas(sar))));
    const handle = (name: 'Minimum price' | 'Maximum price') => screen.findByRole('slider', { name });
    /** rc-slider reads the legacy keyCode, which browsers set and user-event does not. */
    const press = (target: HTMLElement, key: 'ArrowLeft' | 'ArrowRight', times = 1) => {
      const keyCode = key === 'ArrowLeft' ? 37 : 39;
      for (let i = 0; i < times; i++) fireEvent.keyDown(target, { key, keyCode });
      fireEvent.keyUp(target, { key, keyCode });
    };

    it('ends the slider at the highest price the API tells, rounded up to a step that fits', async () => {
      recordProductCalls(withHighest);
      await renderApp({ route: '/shop' });
      const max = await handle('Maximum price');
      await waitFor(() => expect(max).toHaveAttribute('aria-valuemax', '880'));
      expect(max).toHaveAttribute('aria-valuenow', '880');
      expect(screen.getByRole('textbox', { name: 'Max (SAR)' })).toHaveValue('880');
      expect(screen.getByRole('textbox', { name: 'Min (SAR)' })).toHaveValue('0');
    });

    it('ends it at 100000 when the API does not tell', async () => {
      const api = recordProductCalls();
      await renderApp({ route: '/shop' });
      await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
      await waitFor(() => expect(cards()).toHaveLength(12));
      expect(await handle('Maximum price')).toHaveAttribute('aria-valuemax', '100000');
      expect(screen.getByRole('textbox', { name: 'Max (SAR)' })).toHaveValue('100000');
    });

    it('an arrow key on a handle moves it one step and applies the range', async () => {
      const api = recordProductCalls(withHighest);
      const app = await renderApp({ route: '/shop?min=100&max=500' });
      const max = await handle('Maximum price');
      await waitFor(() => expect(max).toHaveAttribute('aria-valuemax', '880'));
      max.focus();
      press(max, 'ArrowRight');
      await waitFor(() => expect(app.location().search).toBe('?min=100&max=510'));
      await waitFor(() => expect(api.last()).toEqual({ page: '1', minPrice: apiMin(100), max_price: apiMax(510) }));
      expect(screen.getByRole('textbox', { name: 'Max (SAR)' })).toHaveValue('510');
      // A held key moves step by step and applies once, when it is let go.
      const min = await handle('Minimum price');
      const calls = api.calls.length;
      press(min, 'ArrowLeft', 2);
      await waitFor(() => expect(app.location().search).toBe('?min=80&max=510'));
      expect(screen.getByRole('textbox', { name: 'Min (SAR)' })).toHaveValue('80');
      await waitFor(() => expect(api.last()).toEqual({ page: '1', minPrice: apiMin(80), max_price: apiMax(510) }));
      expect(api.calls.length).toBe(calls + 1);
    });

    it('keeps a typed bound off the step grid exact while the other handle moves', async () => {
      recordProductCalls(withHighest);
      const app = await renderApp({ route: '/shop?min=123&max=500' });
      const min = await handle('Minimum price');
      await waitFor(() => expect(min).toHaveAttribute('aria-valuemax', '880'));
      expect(min).toHaveAttribute('aria-valuenow', '123');
      const max = await handle('Maximum price');
      press(max, 'ArrowLeft');
      await waitFor(() => expect(app.location().search).toBe('?min=123&max=490'));
      press(min, 'ArrowRight');
      await waitFor(() => expect(app.location().search).toBe('?min=130&max=490'));
    });

    it('a typed bound applies on Enter or on leaving the box, clamped and in order, and the slider follows', async () => {
      const api = recordProductCalls(withHighest);
      const app = await renderApp({ route: '/shop?sort=price_asc' });
      const min = screen.getByRole('textbox', { name: 'Min (SAR)' });
      const max = screen.getByRole('textbox', { name: 'Max (SAR)' });
      await waitFor(() => expect(max).toHaveValue('880'));

      await app.user.clear(min);
      await app.user.type(min, '150');
      // Not on every keystroke.
      expect(app.location().search).toBe('?sort=price_asc');
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(app.location().search).toBe('?sort=price_asc&min=150&max=880'));
      await waitFor(() => expect(api.last()).toEqual({ page: '1', minPrice: apiMin(150), max_price: apiMax(880), price_asc: '1' }));
      expect(await handle('Minimum price')).toHaveAttribute('aria-valuenow', '150');

      // Arabic-Indic digits, applied when the box loses focus.
      await app.user.clear(max);
      await app.user.type(max, '٣٠٠');
      await app.user.tab();
      await waitFor(() => expect(app.location().search).toBe('?sort=price_asc&min=150&max=300'));
      expect(max).toHaveValue('300');

      // Below the minimum: held at it. Above the scale: held at its end. Not a number: nothing changes.
      await app.user.clear(max);
      await app.user.type(max, '40{Enter}');
      await waitFor(() => expect(app.location().search).toBe('?sort=price_asc&min=150&max=150'));
      await app.user.clear(max);
      await app.user.type(max, '99999{Enter}');
      await waitFor(() => expect(app.location().search).toBe('?sort=price_asc&min=150&max=880'));
      await app.user.clear(min);
      await app.user.type(min, 'abc{Enter}');
      expect(min).toHaveValue('150');
      expect(app.location().search).toBe('?sort=price_asc&min=150&max=880');
    });
  });

  it('sends a visitor who adds to cart to /login with the info toast', async () => {
    // Products in one colour and size, which a card adds at once (a choice opens the quick add first).
    const single = products.map((p) => ({ ...p, specs: [[{ key: 'size' as const, value: 'M' }]] }));
    server.use(http.get(apiPath('/api/products'), () => HttpResponse.json(pageOf(single.filter((p) => p.brand_id === 2)))));
    const app = await renderApp({ route: '/shop?brand=2' });
    const [first] = await screen.findAllByTestId('product-card');
    await app.user.click(within(first!).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().state).toEqual({ from: { pathname: '/shop', search: '?brand=2' } });
  });
});
