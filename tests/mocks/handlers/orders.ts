import { HttpResponse, http } from 'msw';
import type { CheckoutBody, OrderPlaced, OrderStatusResponse, PlacedOrder, Shipment } from '@/types/api';
import { apiPath } from '../api';
import { loginResponse } from '../fixtures/accounts';
import { server } from '../server';
import { cartStore } from './cart';

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${loginResponse.token}`;

/** Orders placed through the mock, by id, and which key placed which. */
export const orderStore = {
  placed: new Map<number, OrderPlaced>(),
  byKey: new Map<string, number>(),
  nextId: 500,
  reset() {
    this.placed.clear();
    this.byKey.clear();
    this.nextId = 500;
  },
};

export function placedOrder(id: number, body: Pick<CheckoutBody, 'amount' | 'cod' | 'city' | 'shipping_gate' | 'phone' | 'delivery'>, shippingCost = 25): OrderPlaced {
  const order: PlacedOrder = {
    id,
    total_price: Math.round((body.amount - shippingCost) * 100) / 100,
    discount_amount: 0,
    shippment_cost: shippingCost,
    status: 'pending',
    created_at: '2026-11-23T10:30:00.000Z',
    qr_path: `api/invoice-qr/qr${id}token0000000.png`,
    items: [],
    cod: body.cod,
    shipping_gate: body.shipping_gate,
    city: body.city,
    number: `LB-${String(id).padStart(6, '0')}`,
    delivery: body.delivery
      ? { ...body.delivery, region: body.delivery.region ?? '', phone: body.phone, short_address: body.delivery.short_address ?? null, directions: body.delivery.directions ?? null }
      : null,
  };
  const shippment: Shipment = {
    id: id + 1000,
    order_id: id,
    shipping_gate: body.shipping_gate,
    city: body.city,
    area: 'Al Olaya',
    address: 'Al Olaya, Riyadh',
    zip_code: '12211',
    phone: body.phone,
    cod: body.cod,
    shiping_cost: shippingCost,
    cod_fee: body.cod ? 10 : 0,
    tracking_number: null,
    created_at: order.created_at,
  };
  return { payment_url: null, order, shippment };
}

export const orderHandlers = [
  // Places the order from the cart, as the reference API does: one order per Idempotency-Key.
  http.post(apiPath('/api/orders'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = (await request.json()) as CheckoutBody;
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = orderStore.byKey.get(key);
    if (earlier !== undefined) return HttpResponse.json(orderStore.placed.get(earlier), { status: 201 });
    const id = orderStore.nextId++;
    const placed = placedOrder(id, body, body.cod ? 25 : 15);
    if (!body.cod) placed.payment_url = `https://pay.example/invoices/${id}`;
    orderStore.placed.set(id, placed);
    orderStore.byKey.set(key, id);
    cartStore.reset([]);
    return HttpResponse.json(placed, { status: 201 });
  }),
  http.get(apiPath('/api/orders/:id/status'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const placed = orderStore.placed.get(Number(params.id));
    if (!placed) return HttpResponse.json({ message: 'Order not found' }, { status: 404 });
    return HttpResponse.json([placed.order, null, placed.shippment, null] satisfies OrderStatusResponse);
  }),
  http.get(apiPath('/api/order/latest'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const newest = [...orderStore.placed.values()].at(-1);
    // As our API: a shopper with no order is no error.
    if (!newest) return HttpResponse.json(null);
    return HttpResponse.json([newest.order, null, newest.shippment, null] satisfies OrderStatusResponse);
  }),
];

/** The order requests as sent: body and Idempotency-Key; call server.events.removeAllListeners() after. */
export function captureOrderRequests(): { body: CheckoutBody; key: string | null }[] {
  const sent: { body: CheckoutBody; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/orders')) {
      const key = request.headers.get('Idempotency-Key');
      void request.clone().json().then((body) => sent.push({ body: body as CheckoutBody, key }));
    }
  });
  return sent;
}
