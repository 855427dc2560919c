import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getStoredCoupon, setStoredCoupon } from '@/lib/orders/stored-coupon';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { capturePosts, cartLine, cartStore } from '../mocks/handlers/cart';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

// Product 1 costs 110 SAR, product 2 120 SAR; both have 5 in stock.
beforeEach(() => {
  saveStoredLogin(loginResponse);
  cartStore.reset([cartLine(1, 1, 2), cartLine(2, 2, 1, { color: 'beige', size: 'M' })]);
});

afterEach(() => server.events.removeAllListeners());

const lineOf = (name: RegExp) => screen.getByRole('link', { name }).closest('li')!;

describe('/cart', () => {
  it('shows each price with VAT, and against an API that adds VAT, sums as it does: subtotal before VAT, VAT 15 %, total', async () => {
    await renderApp({ route: '/cart' });
    await findHeading('Shopping cart');
    expect(await screen.findByRole('link', { name: 'Classic black abaya 1' })).toBeInTheDocument();
    // 110 SAR is 126.50 with VAT; two of them 253.
    const abaya = lineOf(/Classic black abaya 1/);
    expect(within(abaya).getAllByText(/SAR\s*126\.50/).length).toBeGreaterThan(0);
    expect(within(abaya).getByText('SAR 253')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // 2 × 110 + 120 = 340 before VAT; VAT 51; total 391.
    expect(within(summary).getByText('Subtotal before VAT').nextSibling).toHaveTextContent('SAR 340');
    expect(within(summary).getByText('VAT 15%').nextSibling).toHaveTextContent('SAR 51');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 391');
    // Shipping is not free, only not known yet: the row says so, and the total says it leaves it out.
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent(/^Calculated at checkout$/);
    expect(within(summary).getByText('Total before shipping').nextSibling).toBe(screen.getByTestId('cart-total'));
    expect(within(summary).queryByText(/SAR\s0$/)).not.toBeInTheDocument();
  });

  it('with an API that charges VAT in its prices, the lines add up to the total, which splits into its part before VAT and the VAT', async () => {
    server.use(storeInfoWithCapabilities(['vat-on-shipping']));
    cartStore.reset([cartLine(1, 1, 3), cartLine(2, 2, 1, { color: 'beige', size: 'M' })]);
    setStoredCoupon({ name: 'WELCOME10', discount: 10 });
    await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // Lines: 3 × 126.50 + 138 = 517.50; coupon 51.75; total 465.75; VAT 60.75 of it.
    await vi.waitFor(() => expect(within(summary).getByText('Products (VAT included)').nextSibling).toHaveTextContent('SAR 517.50'));
    expect(within(summary).getByText('Coupon discount (10%)').nextSibling).toHaveTextContent('−SAR 51.75');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 465.75');
    expect(within(summary).getByText('VAT 15%').nextSibling).toHaveTextContent('SAR 60.75');
    // One precision down the column: with halalas in some rows, every row shows two decimals.
    expect(within(summary).getByText('Total before VAT').nextSibling).toHaveTextContent(/^SAR\s405\.00$/);
    expect(within(summary).getByText('Shipping (VAT included)').nextSibling).toHaveTextContent(/^Calculated at checkout$/);
  });

  it('shows the summary in Arabic with Latin digits', async () => {
    await renderApp({ route: '/cart', language: 'ar' });
    await screen.findByRole('link', { name: 'عباية سوداء كلاسيكية 1' });
    expect(screen.getByText('المجموع قبل الضريبة').nextSibling).toHaveTextContent('340');
    expect(screen.getByText('الشحن').nextSibling).toHaveTextContent('يُحسب عند إتمام الطلب');
    expect(screen.getByText('الإجمالي قبل الشحن')).toBeInTheDocument();
    expect(screen.getByText('ضريبة القيمة المضافة 15٪').nextSibling).toHaveTextContent('51');
    expect(screen.getByTestId('cart-total').textContent).not.toMatch(/[٠-٩]/);
  });

  it('shows the empty state', async () => {
    cartStore.reset([]);
    await renderApp({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
  });

  it("shows 'فشل في تحميل البيانات' when the cart cannot load", async () => {
    server.use(http.get(apiPath('/api/cart'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderApp({ route: '/cart', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('فشل في تحميل البيانات');
  });

  it('sends one request 400 ms after a burst of quantity clicks', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    const line = lineOf(/Classic black abaya 1/);
    const plus = within(line).getByRole('button', { name: 'Increase the quantity of Classic black abaya 1' });
    await app.user.click(plus);
    await app.user.click(plus);
    await app.user.click(plus);
    expect(within(line).getByRole('spinbutton')).toHaveValue(5);
    expect(posts).toHaveLength(0);
    await vi.waitFor(() => expect(posts).toHaveLength(1), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(posts).toEqual([{ id: 1, product_id: 1, quantity: 5, specs: { color: 'black', size: 'S' } }]);
    await vi.waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 770.50'));
  });

  it('keeps a line between 1 and the stock', async () => {
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    const line = lineOf(/Classic black abaya 1/);
    const minus = within(line).getByRole('button', { name: /Decrease/ });
    await app.user.click(minus);
    expect(within(line).getByRole('spinbutton')).toHaveValue(1);
    // At its limit the stepper is held, not disabled, so it keeps the focus.
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(minus).toHaveFocus();
    await app.user.click(minus);
    expect(within(line).getByRole('spinbutton')).toHaveValue(1);
    const input = within(line).getByRole('spinbutton');
    await app.user.clear(input);
    await app.user.type(input, '99');
    expect(input).toHaveValue(5);
    expect(within(line).getByRole('button', { name: /Increase/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(line).getByText("That's all we have in stock")).toBeInTheDocument();
  });

  it('sends a colour or size change at once', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    const line = lineOf(/Classic black abaya 1/);
    await app.user.selectOptions(within(line).getByRole('combobox', { name: 'Size' }), 'M');
    await vi.waitFor(() => expect(posts).toEqual([{ id: 1, product_id: 1, quantity: 2, specs: { color: 'black', size: 'M' } }]), { timeout: 300 });
  });

  it("shows the chosen colour's own photo when the API names one", async () => {
    const [first] = cartStore.lines;
    const [black, beige, ...sizes] = first!.product.specs[0]!;
    first!.specs = { color: 'beige', size: 'S' };
    first!.product = { ...first!.product, specs: [[black!, { ...beige!, img: 'products/p1-2.webp' }, ...sizes]] };
    await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    expect(lineOf(/Classic black abaya 1/).querySelector('img')?.getAttribute('src')).toContain('products/p1-2.webp');
    expect(lineOf(/White cotton thobe 2/).querySelector('img')?.getAttribute('src')).toContain('products/p2-1.webp');
  });

  it('removes a line, and says so; a failure gets the standard message', async () => {
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('button', { name: 'Remove Classic black abaya 1 from the cart' }));
    expect(await screen.findByText('Removed from your cart')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Classic black abaya 1' })).not.toBeInTheDocument());
    // The focused button left with its line; the cart's heading takes the focus.
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
    server.use(http.delete(apiPath('/api/cart/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    await app.user.click(screen.getByRole('button', { name: 'Remove White cotton thobe 2 from the cart' }));
    expect(await screen.findByText('Failed to delete item from cart')).toBeInTheDocument();
  });

  // The refetched cart can drop a line, or empty the page, before the DELETE answers (another tab's
  // refresh does); the toast must come all the same.
  /** Serves DELETE `path` by applying it at once and answering only when released. */
  function answerLater(path: string, apply: (id: number) => void): () => void {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(apiPath(path), async ({ params }) => {
        apply(Number(params.id));
        await released;
        return HttpResponse.json({ message: 'Done' });
      }),
    );
    return release;
  }

  it('says a line was removed even when the refreshed cart has dropped it before the answer came', async () => {
    const release = answerLater('/api/cart/:id', (id) => (cartStore.lines = cartStore.lines.filter((line) => line.id !== id)));
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('button', { name: 'Remove Classic black abaya 1 from the cart' }));
    await vi.waitFor(() => expect(cartStore.lines).toHaveLength(1));
    await app.queryClient.invalidateQueries({ queryKey: ['cart'] });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Classic black abaya 1' })).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('Removed from your cart')).toBeInTheDocument();
  });

  it('says the cart was cleared even when the empty cart is on the page before the answer came', async () => {
    const release = answerLater('/api/cart', () => (cartStore.lines = []));
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    await vi.waitFor(() => expect(cartStore.lines).toHaveLength(0));
    await app.queryClient.invalidateQueries({ queryKey: ['cart'] });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your cart has been cleared')).toBeInTheDocument();
  });

  it("clears the cart after confirmation with the shop's messages", async () => {
    const app = await renderApp({ route: '/cart', language: 'ar' });
    await screen.findByRole('link', { name: 'عباية سوداء كلاسيكية 1' });
    await app.user.click(screen.getByRole('button', { name: 'إفراغ السلة' }));
    await app.user.click(within(screen.getByRole('dialog', { name: 'إفراغ السلة؟' })).getByRole('button', { name: 'نعم، أفرغها' }));
    expect(await screen.findByText('تم حذف السلة بنجاح')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'سلتك فارغة' })).toBeInTheDocument();
  });

  it('asks in a modal dialog, and gives focus back to the button that opened it', async () => {
    const app = await renderApp({ route: '/cart' });
    const opener = await screen.findByRole('button', { name: 'Clear cart' });
    await app.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveAttribute('data-modal', 'true');
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('reports a failed clear', async () => {
    server.use(http.delete(apiPath('/api/cart'), () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(await screen.findByText('Failed to clear cart')).toBeInTheDocument();
  });

  it('applies a valid coupon to the subtotal before VAT', async () => {
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.type(screen.getByLabelText('Discount coupon'), 'welcome10');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 applied: 10% off')).toBeInTheDocument();
    // The field and its button are gone; focus moves to the applied code's Remove.
    expect(screen.getByRole('button', { name: 'Remove coupon' })).toHaveFocus();
    // 340 − 34 = 306; VAT 45.9; total 351.9.
    expect(screen.getByText('Coupon discount (10%)').nextSibling).toHaveTextContent('SAR 34');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 351.90');
    // Kept for checkout, which a reload of /payment totals again (lib/orders/stored-coupon.ts).
    expect(getStoredCoupon()).toEqual({ name: 'WELCOME10', discount: 10 });
    await app.user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(getStoredCoupon()).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 391');
    expect(screen.getByLabelText('Discount coupon')).toHaveFocus();
  });

  it('says when the coupon kept from before can no longer be used, and totals without it', async () => {
    setStoredCoupon({ name: 'RAMADAN20', discount: 20 });
    const app = await renderApp({ route: '/cart' });
    expect(await screen.findByText('Coupon RAMADAN20 can no longer be used. This coupon has expired.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 391');
    await app.user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(getStoredCoupon()).toBeNull();
    expect(screen.getByLabelText('Discount coupon')).toBeInTheDocument();
  });

  it.each([
    ['RAMADAN20', 'This coupon has expired.'],
    ['NOPE', 'No coupon with that name.'],
  ])('says why coupon %s fails', async (code, message) => {
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.type(screen.getByLabelText('Discount coupon'), code);
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 391');
  });

  it('shows the generic message when the coupon call fails without a reason', async () => {
    server.use(http.get(apiPath('/api/coupon/by_name/:name'), () => new HttpResponse(null, { status: 500 })));
    const app = await renderApp({ route: '/cart', language: 'ar' });
    await screen.findByRole('link', { name: 'عباية سوداء كلاسيكية 1' });
    await app.user.type(screen.getByLabelText('كوبون الخصم'), 'X');
    await app.user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText('فشل في تحميل البيانات')).toBeInTheDocument();
  });

  it('goes to /payment with the total and the tax', async () => {
    const app = await renderApp({ route: '/cart' });
    await screen.findByRole('link', { name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/payment'));
    expect(app.location().state).toEqual({ total: 340, tax: 51, coupon: null });
  });

  it('shows the number of lines on the header badge', async () => {
    await renderApp({ route: '/cart' });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
  });
});
