/**
 * The header's categories: a disclosure panel on desktop and a list in the
 * mobile menu, with brands, sale and best sellers, all from the API. The panel's data and code are
 * asked for only on the intent to open it, never with the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiPath } from '../mocks/api';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

/** Every path the SPA asks the API for. */
function recordPaths() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return paths;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const categoriesButton = () => within(mainNav()).getByRole('button', { name: 'Categories' });
/** The panel the button controls, once its code has loaded. */
const panelOf = (button: HTMLElement) =>
  waitFor(() => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    return panel!;
  });

describe('header: the category panel', () => {
  beforeAll(() => Promise.all([import('@/app/layout/category-panel'), import('@/app/routes/about'), import('@/app/routes/category')]));

  it('is a closed disclosure button at first, and asks for the categories only on the intent to open it', async () => {
    const paths = recordPaths();
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    const button = categoriesButton();
    // What the server renders too: closed, controlling nothing yet, no panel in the page.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(paths).not.toContain('/api/categories');

    await app.user.hover(button);
    await waitFor(() => expect(paths).toContain('/api/categories'));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const asked = paths.filter((path) => path === '/api/categories').length;
    await app.user.click(button);
    const panel = await panelOf(button);
    expect(await within(panel).findByRole('link', { name: 'Abayas' })).toBeInTheDocument();
    // Opening used the answer the hover fetched.
    expect(paths.filter((path) => path === '/api/categories')).toHaveLength(asked);
  });

  it('lists the categories from the API with their pictures, then brands, sale and best sellers; a link goes there and closes it', async () => {
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    await app.user.click(categoriesButton());
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(categoriesButton());
    const list = await within(panel).findByRole('list', { name: 'Categories' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Abayas', '/category/1'],
      ['Thobes', '/category/2'],
      ['Dresses', '/category/3'],
    ]);
    expect(links[0]!.querySelector('img')?.getAttribute('src')).toBe('/storage/categories/abaya.webp?w=200');
    expect(within(panel).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/category');
    const browse = within(panel).getByRole('list', { name: 'Browse the shop' });
    expect(within(browse).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Brands', '/brands'],
      ['Sale', '/sale-products'],
      ['Best sellers', '/top-seller'],
    ]);

    await app.user.click(within(list).getByRole('link', { name: 'Dresses' }));
    expect(await findHeading('Dresses')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/category/3');
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens it, Tab walks into it, Escape closes it and focus goes back to the button', async () => {
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    categoriesButton().focus();
    await app.user.keyboard('{Enter}');
    const panel = await panelOf(categoriesButton());
    await within(panel).findByRole('link', { name: 'Abayas' });
    // A disclosure: focus stays on the button until the shopper moves it.
    expect(categoriesButton()).toHaveFocus();
    await app.user.tab();
    expect(within(panel).getByRole('link', { name: 'Abayas' })).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Abayas' })).not.toBeInTheDocument();
    expect(categoriesButton()).toHaveFocus();

    // Enter on a link follows it, like a click.
    await app.user.keyboard('{Enter}');
    await within(await panelOf(categoriesButton())).findByRole('link', { name: 'Thobes' });
    await app.user.tab();
    await app.user.tab();
    expect(screen.getByRole('link', { name: 'Thobes' })).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(await findHeading('Thobes')).toBeInTheDocument();
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, and when focus leaves it, leaving focus where the shopper put it', async () => {
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    await app.user.click(categoriesButton());
    await within(await panelOf(categoriesButton())).findByRole('link', { name: 'Abayas' });
    await app.user.click(screen.getByRole('heading', { level: 1, name: 'About us' }));
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Abayas' })).not.toBeInTheDocument();

    await app.user.click(categoriesButton());
    const panel = await panelOf(categoriesButton());
    await within(panel).findByRole('link', { name: 'Abayas' });
    // Shift+Tab from the button goes back to "Shop", outside the panel.
    await app.user.tab({ shift: true });
    expect(within(mainNav()).getByRole('link', { name: 'Shop' })).toHaveFocus();
    expect(categoriesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the categories failed, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(apiPath('/api/categories'), () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: [{ id: 1, name: 'عبايات', name_en: 'Abayas', img_url: 'categories/abaya.webp' }] }),
      ),
    );
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    await app.user.click(categoriesButton());
    const panel = await panelOf(categoriesButton());
    expect(await within(panel).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load data');
    fail = false;
    await app.user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'Abayas' })).toHaveAttribute('href', '/category/1');
  });

  it('names everything in Arabic, with the Arabic category names', async () => {
    const app = await renderApp({ route: '/about-us', language: 'ar' });
    await findHeading('من نحن');
    const button = within(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).getByRole('button', { name: 'الأقسام' });
    await app.user.click(button);
    const panel = await panelOf(button);
    expect(await within(panel).findByRole('link', { name: 'فساتين' })).toHaveAttribute('href', '/category/3');
    expect(within(panel).getByRole('link', { name: 'كل الأقسام' })).toHaveAttribute('href', '/category');
    expect(within(panel).getByRole('link', { name: 'التخفيضات' })).toHaveAttribute('href', '/sale-products');
    expect(within(panel).getByRole('link', { name: 'الأكثر مبيعًا' })).toHaveAttribute('href', '/top-seller');
    expect(within(panel).getByRole('link', { name: 'العلامات التجارية' })).toHaveAttribute('href', '/brands');
  });
});

describe('mobile menu: categories, brands, sale and best sellers', () => {
  beforeAll(() => Promise.all([import('@/app/layout/mobile-menu'), import('@/app/routes/about'), import('@/app/routes/category')]));

  it('lists the categories from the API and the other ways in; a link goes there and closes the menu', async () => {
    const app = await renderApp({ route: '/about-us' });
    await findHeading('About us');
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const list = await within(menu).findByRole('list', { name: 'Categories' });
    expect(within(list).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Abayas', '/category/1'],
      ['Thobes', '/category/2'],
      ['Dresses', '/category/3'],
      ['All categories', '/category'],
    ]);
    const browse = within(menu).getByRole('list', { name: 'Browse the shop' });
    expect(within(browse).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Brands', '/brands'],
      ['Sale', '/sale-products'],
      ['Best sellers', '/top-seller'],
    ]);
    // The account's links are still there.
    expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await app.user.click(within(list).getByRole('link', { name: 'Thobes' }));
    expect(await findHeading('Thobes')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Arabic names in Arabic', async () => {
    const app = await renderApp({ route: '/about-us', language: 'ar' });
    await findHeading('من نحن');
    await app.user.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const menu = await screen.findByRole('navigation', { name: 'القائمة' });
    const list = await within(menu).findByRole('list', { name: 'الأقسام' });
    expect(within(list).getByRole('link', { name: 'ثياب' })).toHaveAttribute('href', '/category/2');
    expect(within(menu).getByRole('link', { name: 'التخفيضات' })).toHaveAttribute('href', '/sale-products');
  });
});
