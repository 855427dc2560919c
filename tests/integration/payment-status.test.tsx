/**
 * /payment-status follows the order by itself ("Order details"): it asks again while the order may
 * still change and says what it has become (shipped, delivered, rejected, refunded), then asks no
 * more; and it names the card that paid, mada as a debit card ("Card payments").
 */
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveStoredLogin } from '@/lib/stored-login';
import type { OrderStatusResponse, Payment } from '@/types/api';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { placedOrder } from '../mocks/handlers/orders';
import { server } from '../mocks/server';
import { renderApp } from '../render';

beforeEach(() => saveStoredLogin(loginResponse));

/** The status page's own pace: it asks again every 5 s while the order may change. */
const POLL_MS = 5000;

/** Lets the page's next questions go: `times` rounds of its pace. */
const wait = (times = 1) => act(() => vi.advanceTimersByTimeAsync(POLL_MS * times));

/** Answers the order's status from `steps`, one a question, staying on the last; counts the questions. */
function answerInSteps(id: number, steps: OrderStatusResponse[]) {
  let asked = 0;
  server.use(http.get(apiPath(`/api/orders/${id}/status`), () => HttpResponse.json(steps[Math.min(asked++, steps.length - 1)])));
  return { asked: () => asked };
}

const TRACKING = { url_original: 'https://api.shop.example/api/tracking/K7Q2M9XW4PRT3H' };

function cashOrder(id: number) {
  const placed = placedOrder(id, { amount: 120, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' });
  return (status: string, tracking: OrderStatusResponse[3] = null): OrderStatusResponse => [{ ...placed.order, status }, null, placed.shippment, tracking];
}

function cardOrder(id: number) {
  const placed = placedOrder(id, { amount: 120, cod: false, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' }, 15);
  return (status: string, payment: Payment, network: string | null = null): OrderStatusResponse => [
    { ...placed.order, status, card_network: network },
    { id: `tpay_${id}`, amount: 120, currency: 'SAR', url: null, ...payment },
    placed.shippment,
    null,
  ];
}

describe('following the order', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
  });

  it('goes from confirmed to shipped to delivered without a reload, then asks no more', async () => {
    const status = cashOrder(90);
    const server = answerInSteps(90, [status('confirmed'), status('shippment_created', TRACKING), status('completed', TRACKING)]);
    await renderApp({ route: '/payment-status?order_id=90' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('not available')).toBeInTheDocument();

    await wait();
    expect(await screen.findByRole('heading', { name: 'Your order is on its way' })).toBeInTheDocument();
    expect(screen.getByText('The carrier has your order. Follow it with the tracking link below.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your shipment' })).toHaveAttribute('href', TRACKING.url_original);
    // What it becomes is announced, as the shopper may not be looking.
    expect(screen.getByTestId('payment-state').parentElement).toHaveAttribute('aria-live', 'polite');

    await wait();
    expect(await screen.findByRole('heading', { name: 'Your order was delivered' })).toBeInTheDocument();
    const asked = server.asked();
    await wait(12);
    expect(server.asked()).toBe(asked);
  });

  it('follows a card order the trader rejects until its payment is closed and refunded, then asks no more', async () => {
    const status = cardOrder(91);
    const server = answerInSteps(91, [
      status('pending', { status: 'initiated', url: 'http://localhost:3000/pay/tpay_91', closing: false }),
      // Rejected, and the gateway has not answered the shop yet: the payment may still be refunded.
      status('rejected', { status: 'failed', closing: true }),
      status('rejected', { status: 'refunded', closing: false }),
    ]);
    await renderApp({ route: '/payment-status?order_id=91' });
    expect(await screen.findByRole('heading', { name: 'Your payment is not complete yet' })).toBeInTheDocument();

    await wait();
    expect(await screen.findByRole('heading', { name: 'Your order was not completed' })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-refunded')).not.toBeInTheDocument();

    await wait();
    expect(await screen.findByTestId('payment-refunded')).toHaveTextContent('Your payment was refunded.');
    const asked = server.asked();
    await wait(12);
    expect(server.asked()).toBe(asked);
  });

  it('asks once for an order that is over, and for a failed card order of an API that does not say its payment is being closed', async () => {
    const delivered = answerInSteps(92, [cashOrder(92)('completed', TRACKING)]);
    const { unmount } = await renderApp({ route: '/payment-status?order_id=92' });
    expect(await screen.findByRole('heading', { name: 'Your order was delivered' })).toBeInTheDocument();
    await wait(6);
    expect(delivered.asked()).toBe(1);
    unmount();

    const failed = answerInSteps(93, [cardOrder(93)('failed', { status: 'failed', message: 'Card declined' })]);
    await renderApp({ route: '/payment-status?order_id=93' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    await wait(6);
    expect(failed.asked()).toBe(1);
  });
});

describe('the payment method', () => {
  it('names a mada card as mada, a debit card, in both languages', async () => {
    const status = cardOrder(94);
    answerInSteps(94, [status('confirmed', { status: 'paid' }, 'mada')]);
    const { unmount } = await renderApp({ route: '/payment-status?order_id=94' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^mada \(debit card\)$/);
    unmount();

    await renderApp({ route: '/payment-status?order_id=94', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تم تأكيد طلبك' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^بطاقة مدى$/);
  });

  it('says only "Card" when the API does not say which card paid, and cash on delivery for cash', async () => {
    answerInSteps(95, [cardOrder(95)('confirmed', { status: 'paid' })]);
    const { unmount } = await renderApp({ route: '/payment-status?order_id=95' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^Card$/);
    expect(screen.queryByText(/credit/i)).not.toBeInTheDocument();
    unmount();

    answerInSteps(96, [cashOrder(96)('confirmed')]);
    await renderApp({ route: '/payment-status?order_id=96' });
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(/^Cash on delivery$/);
  });
});

it('keeps the order number and the date each on one line', async () => {
  answerInSteps(97, [cashOrder(97)('confirmed')]);
  await renderApp({ route: '/payment-status?order_id=97' });
  expect(await screen.findByText('LB-000097')).toHaveClass('whitespace-nowrap');
  expect(screen.getByText('2026-11-23')).toHaveClass('whitespace-nowrap');
  expect(screen.getByTestId('order-total')).toHaveClass('whitespace-nowrap');
});
