/**
 * At most 10 units of one colour and size per order ("Stock"): the product page's and the cart's
 * quantity stop there however much is in stock, and say why, in both languages.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { product } from '../mocks/fixtures/catalog';
import { loginResponse } from '../mocks/fixtures/accounts';
import { capturePosts, cartLine, cartStore } from '../mocks/handlers/cart';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

const plenty = product(3, { quantity: 40 });

describe('the product page', () => {
  beforeAll(() => import('@/app/routes/product'));
  beforeEach(() => server.use(http.get(apiPath('/api/products/3'), () => HttpResponse.json(plenty))));

  it('stops the quantity at 10 with 40 in stock, and says why', async () => {
    const app = await renderApp({ route: '/product/3' });
    await findHeading('Emerald evening dress 3');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('max', '10');
    expect(screen.queryByText('Up to 10 pieces of one colour and size per order')).not.toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '9' } });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await app.user.click(increase);
    expect(quantity).toHaveValue(10);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(increase);
    expect(quantity).toHaveValue(10);
    const why = screen.getByText('Up to 10 pieces of one colour and size per order');
    expect(quantity).toHaveAttribute('aria-describedby', why.id);
    fireEvent.change(quantity, { target: { value: '25' } });
    expect(quantity).toHaveValue(10);
  });

  it('says so in Arabic', async () => {
    await renderApp({ route: '/product/3', language: 'ar' });
    const quantity = await screen.findByRole('spinbutton', { name: 'الكمية' });
    fireEvent.change(quantity, { target: { value: '12' } });
    expect(quantity).toHaveValue(10);
    expect(screen.getByText('الحد الأقصى 10 قطع من اللون والمقاس نفسيهما في الطلب الواحد')).toBeInTheDocument();
  });
});

describe('the cart', () => {
  beforeEach(() => {
    saveStoredLogin(loginResponse);
    const line = cartLine(1, 1, 9);
    cartStore.reset([{ ...line, product: { ...line.product, quantity: 40 } }]);
  });
  afterEach(() => server.events.removeAllListeners());

  it('stops a line at 10 with 40 in stock, says why, and sends no more than 10', async () => {
    const posts = capturePosts();
    const app = await renderApp({ route: '/cart' });
    const line = (await screen.findByRole('link', { name: 'Classic black abaya 1' })).closest('li')!;
    const increase = within(line).getByRole('button', { name: 'Increase the quantity of Classic black abaya 1' });
    await app.user.click(increase);
    await app.user.click(increase);
    const input = within(line).getByRole('spinbutton');
    expect(input).toHaveValue(10);
    expect(input).toHaveAttribute('max', '10');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    const why = within(line).getByText('Up to 10 pieces of one colour and size per order');
    expect(input).toHaveAttribute('aria-describedby', why.id);
    expect(within(line).queryByText("That's all we have in stock")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(posts).toEqual([{ id: 1, product_id: 1, quantity: 10, specs: { color: 'black', size: 'S' } }]), { timeout: 2000 });
  });

  it('says so in Arabic', async () => {
    const app = await renderApp({ route: '/cart', language: 'ar' });
    const line = (await screen.findByRole('link', { name: 'عباية سوداء كلاسيكية 1' })).closest('li')!;
    const input = within(line).getByRole('spinbutton');
    await app.user.clear(input);
    await app.user.type(input, '30');
    expect(input).toHaveValue(10);
    expect(within(line).getByText('الحد الأقصى 10 قطع من اللون والمقاس نفسيهما في الطلب الواحد')).toBeInTheDocument();
  });
});
