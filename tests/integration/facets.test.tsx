/**
 * Size, colour and stock filters with counts (`facets`): the shop's panel
 * shows them only when store info lists `facets`, keeps them in the URL with the search words, sort
 * and page, and sends them to the API; without the capability there is no control and no parameter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { FacetValue, Product, ProductFacets } from '@/types/api';
import { apiPath } from '../mocks/api';
import { product } from '../mocks/fixtures/catalog';
import { matching, pageOf } from '../mocks/handlers/products';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

const BLACK = { value: 'black', label: 'أسود', label_en: 'Black', hex: '#111111' };
const BEIGE = { value: 'beige', label: 'بيج', label_en: 'Beige', hex: '#d8c3a5' };
const NAVY = { value: 'navy', label: 'كحلي', label_en: 'Navy', hex: '#1f2d4d' };

const withSpecs = (id: number, colors: (typeof BLACK)[], sizes: string[], quantity = 5): Product =>
  product(id, { quantity, specs: [[...colors.map((c) => ({ key: 'color' as const, ...c })), ...sizes.map((value) => ({ key: 'size' as const, value }))]] });

/** 14 products: 1–6 black in S and M, 7–10 beige in L (10 sold out), 11–14 navy in M and L. */
const catalogue: Product[] = [
  ...Array.from({ length: 6 }, (_, i) => withSpecs(i + 1, [BLACK], ['S', 'M'])),
  ...Array.from({ length: 4 }, (_, i) => withSpecs(i + 7, [BEIGE], ['L'], i === 3 ? 0 : 5)),
  ...Array.from({ length: 4 }, (_, i) => withSpecs(i + 11, [NAVY], ['M', 'L'])),
];

const valuesOf = (p: Product, key: 'color' | 'size') => p.specs[0]!.filter((s) => s.key === key).map((s) => s.value);
const list = (value: string | null) => (value ? value.split(',') : []);

/** The reference API's rule in small: any chosen size, any chosen colour, stock; each count without its own facet. */
function answer(search: URLSearchParams) {
  const sizes = list(search.get('sizes'));
  const colors = list(search.get('colors'));
  const inStock = search.get('in_stock') === '1';
  const q = search.get('q');
  const base = q ? matching(q, catalogue) : catalogue;
  const keep = (p: Product, { s = sizes, c = colors, stock = inStock } = {}) =>
    (s.length === 0 || valuesOf(p, 'size').some((v) => s.includes(v))) &&
    (c.length === 0 || valuesOf(p, 'color').some((v) => c.includes(v))) &&
    (!stock || p.quantity > 0);
  const found = base.filter((p) => keep(p));
  const count = (values: FacetValue[], facet: 'sizes' | 'colors') =>
    values.map((v) => ({ ...v, count: base.filter((p) => keep(p, facet === 'sizes' ? { s: [v.value] } : { c: [v.value] })).length }));
  const facets: ProductFacets = {
    // XL: an API may list a value no product would match; the panel leaves it out.
    sizes: count(['S', 'M', 'L', 'XL'].map((value) => ({ value, label: value, label_en: value, count: 0 })), 'sizes'),
    colors: count([BEIGE, BLACK, NAVY].map((c) => ({ ...c, count: 0 })), 'colors'),
    in_stock: base.filter((p) => keep(p, { stock: true })).length,
  };
  return { ...pageOf(found, Number(search.get('page') ?? 1)), ...(search.get('facets') === '1' ? { facets } : {}) };
}

/** Answers GET /api/products as above and records each call's query string. */
function serveCatalogue() {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get(apiPath('/api/products'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      calls.push(Object.fromEntries(search));
      return HttpResponse.json(answer(search));
    }),
  );
  return { calls, last: () => calls.at(-1) };
}

const FACET_PARAMS = ['sizes', 'colors', 'in_stock', 'facets'];
const cards = () => screen.queryAllByTestId('product-card');

/** A facet group once its counts have come (until then it holds a skeleton). */
const facetGroup = (name: string) =>
  waitFor(() => {
    const group = screen.getByRole('group', { name });
    expect(within(group).getAllByRole('checkbox').length).toBeGreaterThan(0);
    return group;
  });

describe('size, colour and stock filters (`facets`)', () => {
  beforeAll(() => import('@/app/routes/shop'));

  it.each([
    ['lists none', []],
    ['lists others', ['search', 'stock-per-size']],
  ])('shows no control and sends no facet parameter when store info %s, even with them in the URL', async (_, capabilities) => {
    server.use(storeInfoWithCapabilities(capabilities));
    const api = serveCatalogue();
    const app = await renderApp({ route: '/shop?size=M&color=black&in_stock=1&brand=2' });
    await findHeading('Shop');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(await screen.findByRole('group', { name: 'Brand' })).toBeInTheDocument();
    for (const name of ['Size', 'Colour', 'Availability']) expect(screen.queryByRole('group', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The plain list: its filters apply, the sizes, colours and stock are never sent.
    expect(api.last()).toEqual({ page: '1', brand_id: '2' });
    expect(api.calls.flatMap(Object.keys).filter((key) => FACET_PARAMS.includes(key))).toEqual([]);
  });

  it('shows sizes and colours with their counts, hides what would list nothing, and names each with its count', async () => {
    server.use(storeInfoWithCapabilities(['search', 'facets']));
    const api = serveCatalogue();
    await renderApp({ route: '/shop' });
    const sizes = await facetGroup('Size');
    expect(within(sizes).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'S, 6 products',
      'M, 10 products',
      'L, 8 products',
    ]);
    expect(within(sizes).queryByRole('checkbox', { name: /^XL/ })).not.toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Beige, 4 products',
      'Black, 6 products',
      'Navy, 4 products',
    ]);
    // A swatch of the colour's own hex beside its name.
    const black = within(colours).getByRole('checkbox', { name: 'Black, 6 products' }).closest('label')!;
    expect(black.querySelector<HTMLElement>('[style]')!.style.backgroundColor).toBe('rgb(17, 17, 17)');
    expect(black).toHaveTextContent('Black6');
    const stock = within(screen.getByRole('group', { name: 'Availability' })).getByRole('checkbox', { name: 'In stock only, 13 products' });
    expect(stock).not.toBeChecked();
    expect(api.last()).toEqual({ page: '1', facets: '1' });
  });

  it('choosing a size keeps the search words and sort, goes to page 1, and sends it', async () => {
    server.use(storeInfoWithCapabilities(['search', 'facets']));
    const api = serveCatalogue();
    // "black" matches products 1, 7 and 13: black in S and M, beige in L, navy in M and L.
    const app = await renderApp({ route: '/shop?q=black&page=2&sort=price_desc' });
    const sizes = await facetGroup('Size');
    await app.user.click(within(sizes).getByRole('checkbox', { name: 'M, 2 products' }));
    await waitFor(() => expect(app.location().search).toBe('?q=black&sort=price_desc&size=M'));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', q: 'black', price_desc: '1', sizes: 'M', facets: '1' }));
    expect(within(sizes).getByRole('checkbox', { name: 'M, 2 products' })).toBeChecked();
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The colours now count within size M: beige has none and is gone.
    const colours = screen.getByRole('group', { name: 'Colour' });
    await waitFor(() => expect(within(colours).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Black, 1 product', 'Navy, 1 product']));

    await app.user.click(within(colours).getByRole('checkbox', { name: 'Black, 1 product' }));
    await waitFor(() => expect(app.location().search).toBe('?q=black&sort=price_desc&size=M&color=black'));
    await app.user.click(within(screen.getByRole('group', { name: 'Availability' })).getByRole('checkbox', { name: /^In stock only/ }));
    await waitFor(() => expect(app.location().search).toBe('?q=black&sort=price_desc&size=M&color=black&in_stock=1'));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', q: 'black', price_desc: '1', sizes: 'M', colors: 'black', in_stock: '1', facets: '1' }));

    // Unticking takes the size back out.
    await app.user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('checkbox', { name: /^M, / }));
    await waitFor(() => expect(app.location().search).toBe('?q=black&sort=price_desc&color=black&in_stock=1'));
  });

  it('reads several sizes from the URL, sends them comma-separated, and pages keep them', async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    const api = serveCatalogue();
    const app = await renderApp({ route: '/shop?size=S&size=L' });
    await waitFor(() => expect(api.last()).toEqual({ page: '1', sizes: 'S,L', facets: '1' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('checkbox', { name: 'S, 6 products' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'L, 8 products' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'M, 10 products' })).not.toBeChecked();
    await app.user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.location().search).toBe('?page=2&size=S&size=L'));
    await waitFor(() => expect(api.last()).toEqual({ page: '2', sizes: 'S,L', facets: '1' }));
  });

  it('keeps a chosen value that now lists nothing, so it can be taken back, and Reset clears them all but the words', async () => {
    server.use(storeInfoWithCapabilities(['search', 'facets']));
    serveCatalogue();
    const app = await renderApp({ route: '/shop?q=abaya&sort=name_asc&brand=2&size=XL&color=navy&in_stock=1' });
    const sizes = await facetGroup('Size');
    expect(within(sizes).getByRole('checkbox', { name: 'XL, 0 products' })).toBeChecked();
    // Nothing matches: the search's "no results" offers a reset too; this is the panel's.
    await app.user.click(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(app.location().search).toBe('?q=abaya&sort=name_asc'));
    expect(screen.queryAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
  });

  it('names the groups and counts in Arabic', async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    serveCatalogue();
    await renderApp({ route: '/shop', language: 'ar' });
    const sizes = await facetGroup('المقاس');
    expect(within(sizes).getByRole('checkbox', { name: 'S، 6 منتجات' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'اللون' })).getByRole('checkbox', { name: 'أسود، 6 منتجات' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'التوفر' })).getByRole('checkbox', { name: 'المتوفر فقط، 13 منتجًا' })).toBeInTheDocument();
  });
});
