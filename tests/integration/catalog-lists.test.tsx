import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http, type JsonBodyType } from 'msw';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

const fail = (path: string) => server.use(http.get(apiPath(path), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
const empty = (path: string, body: JsonBodyType = { data: [], current_page: 1, last_page: 1, total: 0 }) =>
  server.use(http.get(apiPath(path), () => HttpResponse.json(body)));

describe('product lists', () => {
  it.each([
    ['/top-seller', 'Best sellers', 12],
    ['/sale-products', 'Sale', 7],
    ['/category/2', 'Thobes', 10],
    ['/brand/3', 'Misk', 10],
  ])('%s: heading, breadcrumb and the products', async (route, heading, count) => {
    await renderApp({ route });
    expect(await findHeading(heading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(count));
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('/category/:id breadcrumbs through Categories and pages with ?page', async () => {
    const app = await renderApp({ route: '/top-seller' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await app.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
    expect(app.location().search).toBe('?page=2');
  });

  it.each([
    ['/top-seller', '/api/top_products', 'No products here yet.'],
    ['/sale-products', '/api/has_sale', 'Nothing is on sale right now.'],
    ['/category/1', '/api/products/by-category', 'No products in this category yet.'],
    ['/brand/1', '/api/products/by-brand', 'No products from this brand yet.'],
  ])('%s shows its empty state', async (route, path, message) => {
    empty(path);
    await renderApp({ route });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['/top-seller', '/api/top_products'],
    ['/category/1', '/api/products/by-category'],
  ])('%s shows the load error when the list fails', async (route, path) => {
    fail(path);
    await renderApp({ route, language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });

  it('shows skeletons while loading', async () => {
    server.use(
      http.get(apiPath('/api/has_sale'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderApp({ route: '/sale-products' });
    expect(await screen.findByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
  });
});

describe('/category and /brands', () => {
  it('/category: a grid of category cards, each linking to its products', async () => {
    await renderApp({ route: '/category', language: 'ar' });
    expect(await findHeading('الأقسام')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'فساتين' })).toHaveAttribute('href', '/category/3');
  });

  it('/category asks for a page of categories', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get(apiPath('/api/categories'), ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ data: [], current_page: 1, last_page: 1 });
      }),
    );
    await renderApp({ route: '/category?page=2' });
    expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
    expect(pages).toContain('2');
  });

  it('/brands: brand images and names, each linking to /brand/{id}', async () => {
    await renderApp({ route: '/brands' });
    expect(await findHeading('Brands')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sadu' }, { timeout: 4000 })).toHaveAttribute('href', '/brand/2');
  });

  it('/brands shows empty and failed states', async () => {
    empty('/api/brands', { data: [] });
    await renderApp({ route: '/brands' });
    expect(await screen.findByText('No brands yet.')).toBeInTheDocument();
  });

  it('/category shows the load error', async () => {
    fail('/api/categories');
    await renderApp({ route: '/category' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
