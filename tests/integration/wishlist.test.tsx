import { act, screen, waitFor, within } from '@testing-library/react';
import { addToWishlist, removeFromWishlist, toggleWishlist } from '@/features/wishlist/wishlist-actions';
import { WISHLIST_KEY, getWishlist } from '@/features/wishlist/wishlist-store';
import { WishlistList } from '@/features/wishlist/page/wishlist-list';
import { HttpResponse, http } from 'msw';
import { removeStoredLogin, saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { products } from '../mocks/fixtures/catalog';
import { capturePosts, cartStore } from '../mocks/handlers/cart';
import { server } from '../mocks/server';
import { findHeading, renderApp, renderWithProviders } from '../render';

// Pages load their code and strings lazily; on a busy machine that can outlast the default 1 s.

const stored = () => JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]') as { id: number }[];
const p1 = products[0]!;
const p4 = products[3]!;

describe('wishlist rules', () => {
  it('adds whole products, never twice, and removes by id; saved on every change', () => {
    expect(addToWishlist(p1)).toBe('added');
    expect(stored()).toEqual([p1]);
    expect(addToWishlist(p1)).toBe('unchanged');
    expect(stored()).toHaveLength(1);
    expect(addToWishlist(p4)).toBe('added');
    expect(stored().map((p) => p.id)).toEqual([1, 4]);
    expect(removeFromWishlist(1)).toBe('removed');
    expect(stored().map((p) => p.id)).toEqual([4]);
    expect(toggleWishlist(p4)).toBe('removed');
    expect(toggleWishlist(p4)).toBe('added');
  });

  it('loads at start and ignores a malformed value', () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ id: 3, name: 'x' }, { nope: true }]));
    expect(getWishlist()).toEqual([{ id: 3, name: 'x' }]);
    localStorage.setItem(WISHLIST_KEY, '{oops');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(getWishlist()).toEqual([]);
  });
});

describe('the wishlist heart', () => {
  beforeAll(() => import('@/app/routes/shop'));

  it('toggles: red and pressed when listed, a success toast on add and an info toast on remove', async () => {
    const app = await renderApp({ route: '/shop' });
    const card = (await screen.findAllByTestId('product-card'))[0]!;
    const heart = within(card).getByRole('button', { name: 'Add Classic black abaya 1 to the wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(heart);
    expect(await screen.findByText('Added to your wishlist')).toBeInTheDocument();
    const listed = within(card).getByRole('button', { name: 'Remove Classic black abaya 1 from the wishlist' });
    expect(listed).toHaveAttribute('aria-pressed', 'true');
    expect(listed).toHaveClass('text-red-600');
    expect(stored().map((p) => p.id)).toEqual([1]);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();

    await app.user.click(listed);
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('follows changes made in another tab', async () => {
    await renderApp({ route: '/shop' });
    const card = (await screen.findAllByTestId('product-card'))[1]!;
    expect(within(card).getByRole('button', { name: /^Add .* to the wishlist$/ })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      localStorage.setItem(WISHLIST_KEY, JSON.stringify([products[1]]));
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_KEY }));
    });
    expect(within(card).getByRole('button', { name: /^Remove .* from the wishlist$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('/wishlist', () => {
  it('lists the saved products with links and SAR prices, and removes one with an info toast', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([p1, p4]));
    const app = await renderApp({ route: '/wishlist' });
    expect(await findHeading('Wishlist')).toBeInTheDocument();
    expect(screen.getByText('2 saved items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beige linen shirt 4' })).toHaveAttribute('href', '/product/4');
    // With VAT: 110 SAR is 126.50.
    expect(screen.getByText(/SAR\s*126\.50/)).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Remove Classic black abaya 1 from the wishlist' }));
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Classic black abaya 1' })).not.toBeInTheDocument();
    expect(stored().map((p) => p.id)).toEqual([4]);
  });

  it('asks for the colour and size of a saved product that has a choice, then moves it to the cart and off the wishlist', async () => {
    saveStoredLogin(loginResponse);
    cartStore.reset([]);
    const posts = capturePosts();
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([p1, p4]));
    const app = await renderApp({ route: '/wishlist' });
    await findHeading('Wishlist');
    await app.user.click(screen.getByRole('button', { name: 'Move to cart: Beige linen shirt 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beige linen shirt 4' });
    // Nothing is sent until the shopper has chosen: the size is asked for.
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a size');
    expect(posts).toEqual([]);

    await app.user.click(within(dialog).getByRole('radio', { name: 'Beige' }));
    await app.user.click(within(dialog).getByRole('radio', { name: 'M' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([{ product_id: 4, quantity: 1, specs: { color: 'beige', size: 'M' } }]);
    expect(stored().map((p) => p.id)).toEqual([1]);
    expect(screen.queryByRole('link', { name: 'Beige linen shirt 4' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('moves a saved product in one colour and one size at once', async () => {
    saveStoredLogin(loginResponse);
    cartStore.reset([]);
    const posts = capturePosts();
    const single = { ...p4, specs: [[p4.specs[0]![0]!, p4.specs[0]![2]!]] };
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([single]));
    const app = await renderApp({ route: '/wishlist' });
    await findHeading('Wishlist');
    await app.user.click(screen.getByRole('button', { name: 'Move to cart: Beige linen shirt 4' }));
    expect(await screen.findByText('Moved to your cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 4, quantity: 1, specs: { color: 'black', size: 'S' } }]);
    expect(stored()).toEqual([]);
  });

  it('keeps the product on the wishlist when the move fails, and sends a visitor to log in', async () => {
    server.use(http.post(apiPath('/api/cart'), () => HttpResponse.json({ message: 'Only 0 left in stock.' }, { status: 400 })));
    saveStoredLogin(loginResponse);
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ ...p4, specs: [[p4.specs[0]![0]!, p4.specs[0]![2]!]] }]));
    const app = await renderApp({ route: '/wishlist' });
    await findHeading('Wishlist');
    await app.user.click(screen.getByRole('button', { name: 'Move to cart: Beige linen shirt 4' }));
    expect(await screen.findByText('Could not move it to the cart: Only 0 left in stock.')).toBeInTheDocument();
    expect(stored().map((p) => p.id)).toEqual([4]);

    removeStoredLogin();
    await app.user.click(screen.getByRole('button', { name: 'Move to cart: Beige linen shirt 4' }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });

  it('shows the empty state with a way to the shop, in Arabic too', async () => {
    await renderApp({ route: '/wishlist', language: 'ar' });
    expect(await findHeading('المفضلة')).toBeInTheDocument();
    expect(screen.getByText(/قائمة المفضلة فارغة/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ التسوق' })).toHaveAttribute('href', '/shop');
  });

  it('exports the same list for the profile favorites tab', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([p4]));
    await renderWithProviders(<WishlistList />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Beige linen shirt 4' })).toBeInTheDocument());
  });
});
