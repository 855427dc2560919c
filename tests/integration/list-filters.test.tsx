/**
 * Filters as docs/product.md "Filters and search" keeps them, against an API with `facets`: a
 * category's and a brand's page filter within their list, sizes come by kind, a colour filter shows
 * each card in that colour and opens the product on it, the chosen filters are chips above the
 * results, and the phone's drawer ends with a button naming the results.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { FacetValue, Product, ProductFacets, SizeGroup } from '@/types/api';
import { apiPath } from '../mocks/api';
import { product } from '../mocks/fixtures/catalog';
import { pageOf } from '../mocks/handlers/products';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

const BLACK = { value: 'black', label: 'أسود', label_en: 'Black', hex: '#111111' };
const BEIGE = { value: 'beige', label: 'بيج', label_en: 'Beige', hex: '#d8c3a5' };

/** Each colour with its own photo, as the reference API names it (`img`). */
const dressed = (id: number, colors: (typeof BLACK)[], sizes: string[], categoryId: number): Product =>
  product(id, {
    category_id: categoryId,
    specs: [[...colors.map((c) => ({ key: 'color' as const, ...c, img: `products/p${id}-${c.value}.webp` })), ...sizes.map((value) => ({ key: 'size' as const, value }))]],
  });

/** Category 1 (abayas, by length): 1–3 black then beige, in letter and number sizes; category 2 (shoes): 4–5 black only, in 38. */
const catalogue: Product[] = [
  ...[1, 2, 3].map((id) => dressed(id, [BLACK, BEIGE], ['M', 'L', '54'], 1)),
  ...[4, 5].map((id) => dressed(id, [BLACK], ['38'], 2)),
];

/** As the reference API names a size for the filter: a number with what its category measures. */
const MEASURES: Record<number, SizeGroup> = { 1: 'length', 2: 'shoes' };
const keyOf = (p: Product, size: string) => (/^\d+$/.test(size) ? `${MEASURES[p.category_id!]}:${size}` : size);
const groupOf = (key: string): SizeGroup => (key.includes(':') ? (key.split(':')[0] as SizeGroup) : 'letters');
const valuesOf = (p: Product, key: 'color' | 'size') => p.specs[0]!.filter((s) => s.key === key).map((s) => (key === 'size' ? keyOf(p, s.value) : s.value));

/** GET /api/products over `catalogue`, with facets that fit the list; each call's query is kept. */
function serveCatalogue() {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get(apiPath('/api/products'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      calls.push(Object.fromEntries(search));
      const category = Number(search.get('category_id') ?? 0);
      const sizes = search.get('sizes')?.split(',') ?? [];
      const colors = search.get('colors')?.split(',') ?? [];
      const base = catalogue.filter((p) => !category || p.category_id === category);
      const found = base.filter(
        (p) => (!sizes.length || valuesOf(p, 'size').some((s) => sizes.includes(s))) && (!colors.length || valuesOf(p, 'color').some((c) => colors.includes(c))),
      );
      const offered = (key: 'size' | 'color') => [...new Set(base.flatMap((p) => valuesOf(p, key)))];
      const facets: ProductFacets = {
        sizes: offered('size').map((value): FacetValue => {
          const label = value.split(':').at(-1)!;
          return { value, label, label_en: label, group: groupOf(value), count: base.filter((p) => valuesOf(p, 'size').includes(value)).length };
        }),
        colors: [BEIGE, BLACK].filter((c) => offered('color').includes(c.value)).map((c) => ({ ...c, count: base.filter((p) => valuesOf(p, 'color').includes(c.value)).length })),
        in_stock: base.length,
      };
      return HttpResponse.json({ ...pageOf(found), ...(search.get('facets') === '1' && { facets }) });
    }),
    http.get(apiPath('/api/products/:id'), ({ params }) => HttpResponse.json(catalogue.find((p) => p.id === Number(params.id)))),
  );
  return { calls, last: () => calls.at(-1) };
}

const facetGroup = (name: string) =>
  waitFor(() => {
    const group = screen.getByRole('group', { name });
    expect(within(group).getAllByRole('checkbox').length).toBeGreaterThan(0);
    return group;
  });
const names = (boxes: HTMLElement[]) => boxes.map((box) => box.getAttribute('aria-label'));

describe("a category's and a brand's page", () => {
  beforeAll(() => import('@/features/catalog/shop/shop-page'));

  it("filter within their list: only its sizes, by kind, no choice of its category, and the URL keeps only the shopper's filters", async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    const api = serveCatalogue();
    const byCategory: string[] = [];
    server.use(http.get(apiPath('/api/products/by-category'), ({ request }) => void byCategory.push(request.url)));
    const app = await renderApp({ route: '/category/1' });
    await findHeading('Abayas');
    const sizes = await facetGroup('Size');
    await waitFor(() => expect(api.last()).toEqual({ page: '1', category_id: '1', facets: '1' }));
    expect(byCategory).toEqual([]);
    // Category 1's sizes only (not the shoes' 38), letters apart from lengths.
    expect(names(within(within(sizes).getByRole('group', { name: 'Letter sizes' })).getAllByRole('checkbox'))).toEqual(['M, 3 products', 'L, 3 products']);
    expect(names(within(within(sizes).getByRole('group', { name: 'Length (inches)' })).getAllByRole('checkbox'))).toEqual(['54, 3 products']);
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();

    await app.user.click(within(sizes).getByRole('checkbox', { name: 'M, 3 products' }));
    await waitFor(() => expect(app.location()).toMatchObject({ pathname: '/category/1', search: '?size=M' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', category_id: '1', sizes: 'M', facets: '1' }));
    // The choice is a chip; the category, which the page fixes, is not.
    const chips = await screen.findByRole('list', { name: 'Chosen filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual(['Remove filter: M']);
    await app.user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(app.location()).toMatchObject({ pathname: '/category/1', search: '' }));
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it("a brand's page asks for its brand's list with the counts, and offers the categories", async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    const api = serveCatalogue();
    await renderApp({ route: '/brand/2?color=black' });
    await facetGroup('Colour');
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brand_id: '2', colors: 'black', facets: '1' }));
    expect(screen.queryByRole('group', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Category' })).toBeInTheDocument();
  });

  it('without facets stay the plain list of the category, with no filter', async () => {
    server.use(storeInfoWithCapabilities([]));
    const api = serveCatalogue();
    const byCategory: string[] = [];
    server.use(
      http.get(apiPath('/api/products/by-category'), ({ request }) => {
        byCategory.push(new URL(request.url).search);
        return HttpResponse.json(pageOf(catalogue.slice(0, 3)));
      }),
    );
    await renderApp({ route: '/category/1?size=M' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(byCategory).toEqual(['?category_id=1&page=1']);
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show filters' })).not.toBeInTheDocument();
  });
});

describe('several brands and categories, and sizes by what they fit', () => {
  it('with facets: brands and categories are checkboxes, several kept in the URL and sent at once, each a chip', async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    const api = serveCatalogue();
    const app = await renderApp({ route: '/shop' });
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await app.user.click(await within(brands).findByRole('checkbox', { name: 'Sadu' }));
    await waitFor(() => expect(app.location().search).toBe('?brand=2'));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brand_id: '2', facets: '1' }));
    await app.user.click(within(brands).getByRole('checkbox', { name: 'Misk' }));
    await waitFor(() => expect(app.location().search).toBe('?brand=2&brand=3'));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brands: '2,3', facets: '1' }));
    const categories = screen.getByRole('group', { name: 'Category' });
    await app.user.click(within(categories).getByRole('checkbox', { name: 'Abayas' }));
    await app.user.click(within(categories).getByRole('checkbox', { name: 'Thobes' }));
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brands: '2,3', categories: '1,2', facets: '1' }));
    const chips = await screen.findByRole('list', { name: 'Chosen filters' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: Sadu',
      'Remove filter: Misk',
      'Remove filter: Abayas',
      'Remove filter: Thobes',
    ]);
    await app.user.click(within(chips).getByRole('button', { name: 'Remove filter: Sadu' }));
    await waitFor(() => expect(app.location().search).toBe('?brand=3&category=1&category=2'));
    expect(within(brands).getByRole('checkbox', { name: 'Sadu' })).not.toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Misk' })).toBeChecked();
  });

  it("without facets: one brand and one category, as the contract takes, and a shared address's first applies", async () => {
    server.use(storeInfoWithCapabilities([]));
    const api = serveCatalogue();
    const app = await renderApp({ route: '/shop?brand=2&brand=3' });
    const brands = await screen.findByRole('group', { name: 'Brand' });
    expect(await within(brands).findByRole('radio', { name: 'Sadu' })).toBeChecked();
    expect(within(brands).queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(api.last()).toEqual({ page: '1', brand_id: '2' }));
    expect(within(screen.getByRole('list', { name: 'Chosen filters' })).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter: Sadu',
    ]);
    await app.user.click(within(brands).getByRole('radio', { name: 'Misk' }));
    await waitFor(() => expect(app.location().search).toBe('?brand=3'));
    await app.user.click(within(brands).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it("a number size's chip says what it measures, as 38 fits a shoe or a waist", async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    serveCatalogue();
    const app = await renderApp({ route: '/category/2' });
    const sizes = await facetGroup('Size');
    await app.user.click(within(sizes).getByRole('checkbox', { name: '38, 2 products' }));
    await waitFor(() => expect(app.location().search).toBe('?size=shoes%3A38'));
    expect(await screen.findByRole('button', { name: 'Remove filter: Shoe size (EU): 38' })).toBeInTheDocument();
  });
});

describe('the filtered colour is what the shopper sees', () => {
  it("shows each card in the filtered colour and opens the product on it", async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    serveCatalogue();
    const app = await renderApp({ route: '/shop?color=beige' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    for (const card of screen.getAllByTestId('product-card')) {
      const link = within(card).getByRole('link');
      const id = /\/product\/(\d+)/.exec(link.getAttribute('href')!)![1];
      expect(link).toHaveAttribute('href', `/product/${id}?color=beige`);
      expect(card.querySelector('img')!.getAttribute('src')).toContain(`p${id}-beige.webp`);
    }
    await app.user.click(within(screen.getAllByTestId('product-card')[0]!).getByRole('link'));
    await screen.findByRole('heading', { level: 1 });
    expect(app.location().search).toBe('?color=beige');
    expect(await screen.findByRole('radio', { name: 'Beige' })).toBeChecked();
  });

  it('shows each card in the colour a search names, and opens the product on it, as the colour filter does', async () => {
    server.use(storeInfoWithCapabilities(['search']));
    // The API names the colour its words name; product 4 comes only in black.
    server.use(
      http.get(apiPath('/api/products'), () => HttpResponse.json({ ...pageOf([catalogue[0]!, catalogue[3]!]), search_colors: ['beige', 'black'] })),
      http.get(apiPath('/api/products/:id'), ({ params }) => HttpResponse.json(catalogue.find((p) => p.id === Number(params.id)))),
    );
    const app = await renderApp({ route: `/shop?q=${encodeURIComponent('beige abaya')}` });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('product-card');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/product/1?color=beige');
    expect(first!.querySelector('img')!.getAttribute('src')).toContain('p1-beige.webp');
    // Not in beige: the next colour named that it comes in.
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/product/4?color=black');
    expect(second!.querySelector('img')!.getAttribute('src')).toContain('p4-black.webp');
    // The search's colour is no filter the shopper chose: no chip, no colour in the address.
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
    await app.user.click(within(first!).getByRole('link'));
    await screen.findByRole('heading', { level: 1 });
    expect(app.location().search).toBe('?color=beige');
  });

  it('without a colour filter, cards show the product photo and open the product plainly', async () => {
    server.use(storeInfoWithCapabilities(['facets']));
    serveCatalogue();
    await renderApp({ route: '/shop' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(5));
    const first = screen.getAllByTestId('product-card')[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/product\/\d+$/);
    expect(first.querySelector('img')!.getAttribute('src')).toMatch(/p\d-1\.webp/);
  });
});

describe('the filter drawer and the chips', () => {
  it.each([
    ['en', 'Show filters', 'Show 3 results', 'Filters', 'Remove filter: Black', 'Clear all'],
    ['ar', 'عرض الفلاتر', 'عرض 3 نتائج', 'الفلاتر', 'إزالة الفلتر: أسود', 'مسح الكل'],
  ] as const)('in %s: the drawer ends with a button naming the results, which closes it; a chip takes its filter away', async (language, open, show, filters, remove, clear) => {
    server.use(storeInfoWithCapabilities(['facets']));
    serveCatalogue();
    const app = await renderApp({ route: '/shop?color=black&size=M', language });
    await app.user.click(await screen.findByRole('button', { name: open }));
    const drawer = await screen.findByRole('dialog', { name: filters });
    const button = await within(drawer).findByRole('button', { name: show });
    await app.user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: remove }));
    await waitFor(() => expect(app.location().search).toBe('?size=M'));
    await app.user.click(screen.getByRole('button', { name: clear }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });
});
