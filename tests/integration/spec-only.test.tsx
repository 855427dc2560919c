/**
 * The main screens against an API that answers only the contract's fields: no
 * "NaN", "undefined" or "null" on screen, no failed call and no load-failed message, no call sent
 * without a parameter the contract gives it, and colour options that show a colour or their name. Each
 * test is a shopper's way through several screens, checked at every one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { product, products } from '../mocks/fixtures/catalog';
import { cartLine, cartStore } from '../mocks/handlers/cart';
import { captureOrderRequests, orderStore } from '../mocks/handlers/orders';
import { server } from '../mocks/server';
import { specOnlyApi, type SeenCall } from '../mocks/spec-only';
import { findHeading, renderApp, type Rendered } from '../render';

/** Product 3 in three colours, two of them no CSS colour names; the proxy drops their `hex` and labels. */
const colourful = product(3, {
  specs: [
    [
      { key: 'color', value: 'black', label: 'أسود', label_en: 'Black', hex: '#111111' },
      { key: 'color', value: 'burgundy', label: 'عنابي', label_en: 'Burgundy', hex: '#7b2334' },
      { key: 'color', value: 'emerald', label: 'زمردي', label_en: 'Emerald', hex: '#1f6b57' },
      { key: 'size', value: 'M' },
    ],
  ],
});

let calls: SeenCall[];
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  const api = specOnlyApi(http.get(apiPath('/api/products/3'), () => HttpResponse.json(colourful)));
  calls = api.calls;
  server.use(api.handler);
  cartStore.reset([cartLine(1, 1, 2), cartLine(2, 2, 1, { color: 'beige', size: 'M' })]);
  orderStore.reset();
  // React's warnings (a list without keys, NaN as a child) and failed calls are logged here.
  errors = vi.spyOn(console, 'error');
});
afterEach(() => errors.mockRestore());

const BAD_WORD = /(^|[^\p{L}])(NaN|undefined|null)([^\p{L}]|$)/u;

/** What any screen must hold once it has settled. */
async function expectSpecOnlyScreen(app: Rendered) {
  await waitFor(() => expect(app.queryClient.isFetching() + app.queryClient.isMutating()).toBe(0));
  // None went out without a parameter the contract gives it or built from a missing value, and none failed.
  const seen = (call: SeenCall) => `${call.method} ${call.url.pathname}${call.url.search}`;
  expect(calls.filter((call) => call.missing.length > 0).map(seen)).toEqual([]);
  expect(calls.map(seen).filter((call) => BAD_WORD.test(decodeURIComponent(call)))).toEqual([]);
  expect(calls.filter((call) => call.status >= 400).map((call) => `${seen(call)} → ${call.status}`)).toEqual([]);
  // Nothing on screen reads NaN, undefined or null, in text or in the attributes a reader hears or follows.
  expect(document.body.textContent).not.toMatch(BAD_WORD);
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['src', 'srcset', 'href', 'alt', 'title', 'aria-label', 'style']) {
      const value = element.getAttribute(name);
      if (value !== null) expect(`${element.tagName} ${name}="${value}"`).not.toMatch(BAD_WORD);
    }
  }
  expect(screen.queryByText('Failed to load data')).not.toBeInTheDocument();
  expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
}

/** A journey crosses several lazily loaded pages: more than one page's time on a busy machine. */
const JOURNEY_MS = 60_000;

describe('against an API honouring only the contract', () => {
  it('a visitor browses the home page, the shop and a product, and saves it to the wishlist', async () => {
    const app = await renderApp({ route: '/' });
    await findHeading('Libas');
    expect(await screen.findByText('The winter edit')).toBeInTheDocument();
    // A category with no `name_en` shows its `name` in English too.
    expect(await screen.findByRole('link', { name: 'فساتين' })).toHaveAttribute('href', '/category/3');
    const featured = await screen.findByRole('region', { name: 'Featured products' });
    await waitFor(() => expect(within(featured).getAllByTestId('product-card')).toHaveLength(8));
    await expectSpecOnlyScreen(app);

    await app.user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Shop' }));
    await findHeading('Shop');
    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(0));
    await app.user.click(await screen.findByRole('radio', { name: 'فساتين' }));
    await app.user.click(screen.getByRole('radio', { name: 'سدو' }));
    await waitFor(() => expect(app.location().search).toContain('category=3'));
    await expectSpecOnlyScreen(app);

    await app.user.click(screen.getByRole('link', { name: 'Emerald evening dress 3' }));
    await findHeading('Emerald evening dress 3');
    // The contract's Product has no category_id: the similar products come all the same, from a call it has.
    const similar = await screen.findByRole('group', { name: 'You may also like' });
    expect(within(similar).getAllByTestId('product-card').length).toBeGreaterThan(0);
    expect(within(similar).queryByRole('link', { name: 'Emerald evening dress 3' })).not.toBeInTheDocument();
    // Without `hex` (and, in jsdom, without CSS to ask), every colour still shows, by its name.
    const colours = screen.getByRole('group', { name: /^Colour/ });
    const options = within(colours).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['black', 'burgundy', 'emerald']);
    for (const option of options) {
      const value = option.getAttribute('value')!;
      const label = option.closest('label')!;
      expect(label).toHaveAccessibleName(value);
      expect(label).toHaveAttribute('title', value);
      const swatch = option.nextElementSibling as HTMLElement;
      const painted = swatch.style.backgroundColor !== '';
      const named = swatch.textContent === value && !within(swatch).getByText(value).classList.contains('sr-only');
      expect(painted || named, `${value} shows a colour or its name`).toBe(true);
    }
    await expectSpecOnlyScreen(app);

    await app.user.click(screen.getAllByRole('button', { name: 'Add Emerald evening dress 3 to the wishlist' })[0]!);
    await app.user.click(await screen.findByRole('link', { name: 'Wishlist, 1 item' }));
    await findHeading('Wishlist');
    expect(screen.getByRole('link', { name: 'Emerald evening dress 3' })).toHaveAttribute('href', '/product/3');
    // Prices show with VAT whatever the API: 130 SAR is 149.50.
    expect(screen.getByText(/SAR\s*149\.50/)).toBeInTheDocument();
    await expectSpecOnlyScreen(app);
  }, JOURNEY_MS);

  it('paints a colour that CSS knows, once the browser can tell, and names the others', async () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'color' && ['black', 'white', 'navy'].includes(value) });
    try {
      const app = await renderApp({ route: '/product/3' });
      await findHeading('Emerald evening dress 3');
      const colours = screen.getByRole('group', { name: /^Colour/ });
      const swatch = (value: string) => within(colours).getByRole('radio', { name: value }).nextElementSibling as HTMLElement;
      await waitFor(() => expect(swatch('black').style.backgroundColor).toBe('black'));
      for (const value of ['burgundy', 'emerald']) {
        expect(swatch(value).style.backgroundColor).toBe('');
        const name = within(swatch(value)).getByText(value);
        expect(name).not.toHaveClass('sr-only');
        expect(name).toBeVisible();
      }
      await expectSpecOnlyScreen(app);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a signed-in shopper goes from the cart through checkout to the orders list and an order', async () => {
    saveStoredLogin(loginResponse);
    const app = await renderApp({ route: '/cart' });
    await findHeading('Shopping cart');
    // The cart's product has `name` only, as in the contract: the English page shows it.
    expect(await screen.findByRole('link', { name: products[0]!.name })).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 391');
    await expectSpecOnlyScreen(app);

    await app.user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await findHeading('Checkout');
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search for a place' }), 'Olaya');
    await app.user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('picked-address')).toHaveTextContent(/Al Olaya/));
    // The contract's address has no city to price naqel by: it asks for one. The shopper chooses
    // naqel and its city, and types the city the map could not name with the rest of the address.
    const naqel = await screen.findByRole('radio', { name: 'Naqel Express Choose your city for its price' });
    await app.user.click(naqel);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'RUH');
    await waitFor(() => expect(screen.getByTestId('shipping-cost')).toHaveTextContent('SAR 25'));
    await app.user.type(screen.getByRole('textbox', { name: 'City' }), 'Riyadh');
    await app.user.type(screen.getByRole('textbox', { name: 'Street' }), 'Olaya Street');
    await app.user.type(screen.getByRole('textbox', { name: 'Building number' }), '7235');
    await app.user.type(screen.getByRole('textbox', { name: 'National Address short code (optional)' }), 'RRRD2929');
    await expectSpecOnlyScreen(app);

    const sent = captureOrderRequests();
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(app.location().pathname).toBe('/payment-status'), { timeout: 4000 });
    // 391 + 25 shipping: the placed order's `total_price` and `shippment_cost`.
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('SAR 416'));
    // Without the address book, the whole address goes in the contract's fields, and nothing else.
    expect(sent[0]!.body).toMatchObject({ area: 'Al Olaya', zip_code: '12211', city: 'RUH', address: 'Noura Alharbi, 7235 Olaya Street, Al Olaya, Riyadh 12211 (RRRD2929)' });
    expect(sent[0]!.body).not.toHaveProperty('delivery');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Cash on delivery');
    await expectSpecOnlyScreen(app);

    await app.user.click(screen.getAllByRole('link', { name: 'My account' })[0]!);
    await findHeading('My account');
    const row = (await screen.findByText('Order 31')).closest('li')!;
    // The contract's Order has no shippment_cost: the total is `total_price` alone, never NaN.
    expect(within(row).getByText('SAR 380.37')).toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'View order 31 details' }));
    const dialog = screen.getByRole('dialog', { name: 'Order 31 details' });
    expect(within(dialog).getByText('عباية سوداء')).toBeInTheDocument();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('SAR 380.37');
    expect(within(dialog).queryByText('Shipping')).not.toBeInTheDocument();
    await expectSpecOnlyScreen(app);
  }, JOURNEY_MS);
});
