import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { Product } from '@/types/api';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { products } from '../mocks/fixtures/catalog';
import { capturePosts, cartLine, cartStore } from '../mocks/handlers/cart';
import { pageOf } from '../mocks/handlers/products';
import { server } from '../mocks/server';
import { renderApp } from '../render';

afterEach(() => server.events.removeAllListeners());

async function card(name: string) {
  // The image and the title both link to the product.
  const [link] = await screen.findAllByRole('link', { name });
  return link!.closest('article')!;
}

/** The list with each product in one colour and one size: its card adds at once (a choice opens the quick add, quick-add.test.tsx). */
const oneOption = (p: Product): Product => ({ ...p, specs: [[{ key: 'color', value: 'black', label: 'أسود', label_en: 'Black' }, { key: 'size', value: 'S' }]] });

describe('add to cart from a product card', () => {
  beforeEach(() => {
    saveStoredLogin(loginResponse);
    cartStore.reset([cartLine(1, 1, 2)]);
    server.use(http.get(apiPath('/api/products'), () => HttpResponse.json(pageOf(products.map(oneOption)))));
  });

  it("reads 'Added to Cart' and is disabled when the product is in the cart", async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/shop' });
    const inCart = await card('Classic black abaya 1');
    const added = await within(inCart).findByRole('button', { name: 'Added to Cart' });
    // Held with aria-disabled, so it keeps the keyboard's focus; a press does nothing.
    await vi.waitFor(() => expect(added).toHaveAttribute('aria-disabled', 'true'));
    await app.user.click(added);
    expect(posts).toEqual([]);
  });

  it('adds one unit of its one colour and size, toasts, then reads Added to Cart', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/shop' });
    const target = await card('White cotton thobe 2');
    const button = within(target).getByRole('button', { name: 'Add to cart' });
    await app.user.click(button);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 2, quantity: 1, specs: { color: 'black', size: 'S' } }]);
    await vi.waitFor(() => expect(within(target).getByRole('button', { name: 'Added to Cart' })).toHaveAttribute('aria-disabled', 'true'));
    // The same button, still focused: focus is not dropped to the page.
    expect(within(target).getByRole('button', { name: 'Added to Cart' })).toBe(button);
    expect(button).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it("shows the shop's alert when adding fails", async () => {
    server.use(http.post(apiPath('/api/cart'), () => HttpResponse.json({ message: 'Only 0 left in stock.' }, { status: 400 })));
    const app = await renderApp({ route: '/shop', language: 'ar' });
    const target = await card('ثوب أبيض قطني 2');
    await app.user.click(within(target).getByRole('button', { name: 'أضف إلى السلة' }));
    expect(await screen.findByText('حدث خطأ، حاول مرة أخرى: Only 0 left in stock.')).toBeInTheDocument();
  });

  it("sends a visitor to /login with 'Please login first.'", async () => {
    localStorage.clear();
    const app = await renderApp({ route: '/shop' });
    const target = await card('White cotton thobe 2');
    await app.user.click(within(target).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/login'));
  });
});

/** On /product/1: Beige, M, `quantity` units, then the product's own Add to cart (similar products' follow). */
async function chooseAndAdd(quantity: number) {
  const app = await renderApp({ route: '/product/1' });
  await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
  await app.user.click(screen.getByRole('radio', { name: 'Beige' }));
  await app.user.click(screen.getByRole('radio', { name: 'M' }));
  for (let unit = 1; unit < quantity; unit++) await app.user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
  return app;
}

describe('add to cart from the product page', () => {
  beforeEach(() => {
    saveStoredLogin(loginResponse);
    cartStore.reset([cartLine(1, 1, 2, { color: 'black', size: 'S' })]);
  });

  it('adds the chosen quantity, colour and size', async () => {
    const posts = capturePosts();
    await chooseAndAdd(3);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 1, quantity: 3, specs: { color: 'beige', size: 'M' } }]);
  });

  it('says when that exact line is already in the cart', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/product/1' });
    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument());
    await app.user.click(screen.getByRole('radio', { name: 'S' }));
    await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText('already in cart, go to update quantity')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('asks for a size when the product has several and none is chosen, and adds nothing until one is', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/product/1' });
    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await within(sizes).findByRole('alert')).toHaveTextContent('Please choose a size');
    expect(sizes).toHaveAttribute('aria-invalid', 'true');
    expect(sizes).toHaveAccessibleDescription('Please choose a size');
    // Focus goes to the sizes, so the keyboard is where the choice is.
    expect(within(sizes).getAllByRole('radio')).toContain(document.activeElement);
    expect(posts).toEqual([]);

    await app.user.click(within(sizes).getByRole('radio', { name: 'M' }));
    expect(within(sizes).queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 1, quantity: 1, specs: { color: 'black', size: 'M' } }]);
  });
});

describe("a visitor's add to the cart, kept across login", () => {
  beforeEach(() => {
    localStorage.clear();
    cartStore.reset([]);
  });

  it('comes back from login to the same product with the same choice, and adds it once', async () => {
    const posts = capturePosts();
    const app = await chooseAndAdd(2);
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/login'));

    await app.user.type(await screen.findByLabelText('Email'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    expect(screen.getByRole('radio', { name: 'Beige' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 1, quantity: 2, specs: { color: 'beige', size: 'M' } }]);
    // Done: a reload of this address adds nothing more.
    await vi.waitFor(() => expect(new URLSearchParams(app.location().search).has('add')).toBe(false));
    expect(app.location().pathname).toBe('/product/1');
  });

  it('takes from the address only what the product offers', async () => {
    saveStoredLogin(loginResponse);
    const posts = capturePosts();
    await renderApp({ route: '/product/1?color=purple&size=XXXL&qty=-4' });
    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(posts).toEqual([]);
  });
});
