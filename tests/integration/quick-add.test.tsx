/**
 * The quick add over a list and the size guide (docs/product.md, "Quick add" and "Size guide"):
 * a card whose product has a choice of colour or size opens a dialog to choose, with the product
 * page's own controls, instead of adding a colour and size the shopper never picked; the size
 * guide of the product's kind opens from the sizes when the API offers guides, and is absent otherwise.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { Product } from '@/types/api';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { product } from '../mocks/fixtures/catalog';
import { capturePosts, cartStore } from '../mocks/handlers/cart';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { renderApp } from '../render';

async function card(name: string) {
  const [link] = await screen.findAllByRole('link', { name });
  return link!.closest('article')!;
}

/** Every request the SPA sends, as method and path. */
function recordRequests() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return calls;
}

/** Opens the quick add of product 2 (black or beige, S or M) from its card on /shop. */
async function openQuickAdd(language: 'en' | 'ar' = 'en') {
  const app = await renderApp({ route: '/shop', language });
  const target = await card(language === 'en' ? 'White cotton thobe 2' : 'ثوب أبيض قطني 2');
  const button = within(target).getByRole('button', { name: language === 'en' ? 'Add to cart' : 'أضف إلى السلة' });
  await app.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'White cotton thobe 2' : 'ثوب أبيض قطني 2' });
  return { app, button, dialog };
}

describe('quick add from a card', () => {
  beforeEach(() => {
    saveStoredLogin(loginResponse);
    cartStore.reset([]);
  });

  it('opens a modal to choose instead of adding, and adds the chosen colour, size and quantity', async () => {
    const posts = capturePosts();
    const { app, button, dialog } = await openQuickAdd();
    expect(dialog).toHaveAttribute('data-modal', 'true');
    expect(posts).toEqual([]);
    // The price with VAT: 120 SAR is 138.
    expect(within(dialog).getByText(/SAR\s*138$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Black' })).toBeChecked();
    const sizes = within(dialog).getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);

    // No size is picked for the shopper: adding asks for one.
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(sizes).findByRole('alert')).toHaveTextContent('Please choose a size');
    expect(posts).toEqual([]);

    await app.user.click(within(dialog).getByRole('radio', { name: 'Beige' }));
    await app.user.click(within(sizes).getByRole('radio', { name: 'M' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 2, quantity: 2, specs: { color: 'beige', size: 'M' } }]);
    // Done: the dialog closes and focus is back on the card's button.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes from its close button or Escape, adding nothing, and gives focus back (Arabic)', async () => {
    const posts = capturePosts();
    const { app, button, dialog } = await openQuickAdd('ar');
    await app.user.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await app.user.click(button);
    // The browser turns Escape into the dialog's cancel event (jsdom does not).
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it("marks the sizes sold out in the chosen colour from the product's own stock", async () => {
    const stocked: Product = product(2, {
      availability: [
        { color: 'black', size: 'S', stock: 3 },
        { color: 'black', size: 'M', stock: 0 },
        { color: 'beige', size: 'S', stock: 5 },
        { color: 'beige', size: 'M', stock: 5 },
      ],
    });
    server.use(storeInfoWithCapabilities(['stock-per-size']), http.get(apiPath('/api/products/2'), () => HttpResponse.json(stocked)));
    const posts = capturePosts();
    const { app, dialog } = await openQuickAdd();
    const sizes = within(dialog).getByRole('group', { name: 'Size' });
    await app.user.click(await within(sizes).findByRole('radio', { name: 'M, sold out' }));
    expect(within(dialog).getByText('Sold out in this choice')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Out of stock' }));
    expect(posts).toEqual([]);
    await app.user.click(within(dialog).getByRole('radio', { name: 'Beige' }));
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeChecked();
  });

  it('takes a visitor to sign in, then to the product with their choice, where it is added', async () => {
    localStorage.clear();
    const posts = capturePosts();
    const { app, dialog } = await openQuickAdd();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Beige' }));
    await app.user.click(within(dialog).getByRole('radio', { name: 'S' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please login first.')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/login'));

    await app.user.type(await screen.findByLabelText('Email'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'White cotton thobe 2' });
    expect(app.location().pathname).toBe('/product/2');
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 2, quantity: 1, specs: { color: 'beige', size: 'S' } }]);
  });

  it('adds at once, without asking, when the product comes in one colour and size', async () => {
    const single = (p: Product): Product => ({ ...p, specs: [[{ key: 'color', value: 'white', label: 'أبيض', label_en: 'White' }, { key: 'size', value: 'M' }]] });
    server.use(http.get(apiPath('/api/products'), () => HttpResponse.json({ data: [single(product(2))], current_page: 1, last_page: 1, total: 1 })));
    const posts = capturePosts();
    const app = await renderApp({ route: '/shop' });
    await app.user.click(within(await card('White cotton thobe 2')).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 2, quantity: 1, specs: { color: 'white', size: 'M' } }]);
  });
});

describe('the size guide', () => {
  it("opens the guide of the product's kind from the product page's sizes, as a dialog", async () => {
    server.use(storeInfoWithCapabilities(['size-guide']));
    // Product 3 is in category 1, the abayas, whose guide the mock API has.
    const app = await renderApp({ route: '/product/3' });
    await screen.findByRole('heading', { level: 1, name: 'Emerald evening dress 3' });
    const sizes = screen.getByRole('group', { name: 'Size' });
    await app.user.click(within(sizes).getByRole('radio', { name: 'M' }));
    const open = await within(sizes).findByRole('button', { name: 'Size guide' });
    await app.user.click(open);
    const guide = await screen.findByRole('dialog', { name: 'Abaya size guide' });
    expect(guide).toHaveAttribute('data-modal', 'true');
    expect(within(guide).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Size', 'Abaya length (cm)', 'Your height (cm)']);
    expect(within(guide).getByRole('rowheader', { name: 'M' }).closest('tr')).toHaveTextContent('M137155–160');
    await app.user.click(within(guide).getByRole('button', { name: 'Close the size guide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens from the quick add too, in Arabic, over it', async () => {
    server.use(storeInfoWithCapabilities(['size-guide']));
    saveStoredLogin(loginResponse);
    // Product 2 is a dress (category 3), with letter sizes.
    const { app, dialog } = await openQuickAdd('ar');
    await app.user.click(await within(dialog).findByRole('button', { name: 'دليل المقاسات' }));
    const guide = await screen.findByRole('dialog', { name: 'دليل المقاسات بالأحرف' });
    expect(within(guide).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['المقاس', 'الصدر (سم)', 'الخصر (سم)', 'الورك (سم)']);
    await app.user.click(within(guide).getByRole('button', { name: 'إغلاق دليل المقاسات' }));
    expect(screen.getByRole('dialog', { name: 'ثوب أبيض قطني 2' })).toBeInTheDocument();
  });

  it('is not offered for a kind without a guide', async () => {
    server.use(storeInfoWithCapabilities(['size-guide']));
    const calls = recordRequests();
    // Product 1 is a thobe (category 2), which has none.
    await renderApp({ route: '/product/1' });
    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    await vi.waitFor(() => expect(calls).toContain('GET /api/size-guides'));
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('is absent, and never asked for, against an API without the capability', async () => {
    const calls = recordRequests();
    const app = await renderApp({ route: '/product/3' });
    await screen.findByRole('heading', { level: 1, name: 'Emerald evening dress 3' });
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('size-guides'))).toEqual([]);
  });
});
