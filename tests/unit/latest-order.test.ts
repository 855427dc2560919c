/**
 * The shopper's newest order ("Calls the contract adds"): our API answers `null` before the first
 * order, an API that keeps to the contract may answer 404; the shop reads both as "no order yet".
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { getLatestOrder, orderStatusQuery } from '@/api/orders/orders';
import { saveStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { orderStore, placedOrder } from '../mocks/handlers/orders';
import { server } from '../mocks/server';

beforeEach(() => {
  orderStore.reset();
  saveStoredLogin(loginResponse);
});

const notFoundApi = () =>
  server.use(http.get(apiPath('/api/order/latest'), () => HttpResponse.json({ message: 'Order not found' }, { status: 404 })));

/** What the latest-order query ends with: its data, or its error. */
async function latestQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(orderStatusQuery(loginResponse.user.id, null)).then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
}

describe('the newest order', () => {
  it('is null before the first order, from our API (null) and from one that answers 404', async () => {
    expect(await getLatestOrder()).toBeNull();
    notFoundApi();
    expect(await getLatestOrder()).toBeNull();
  });

  it('is the newest order once there is one', async () => {
    const placed = placedOrder(600, { amount: 120, cod: true, city: 'RUH', shipping_gate: 'naqel', phone: '966501234567' });
    orderStore.placed.set(600, placed);
    expect((await getLatestOrder())?.[0].id).toBe(600);
    expect(await latestQuery()).toEqual({ data: [placed.order, null, placed.shippment, null] });
  });

  it('still fails for any other refusal', async () => {
    server.use(http.get(apiPath('/api/order/latest'), () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })));
    await expect(getLatestOrder()).rejects.toMatchObject({ status: 401 });
  });

  it('gives the pages that ask for it one answer for no order, whichever the API gave', async () => {
    expect(await latestQuery()).toEqual({ data: null });
    notFoundApi();
    expect(await latestQuery()).toEqual({ data: null });
  });
});
