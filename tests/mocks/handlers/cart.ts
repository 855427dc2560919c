import { HttpResponse, http } from 'msw';
import type { AddCartItemBody, CartItem } from '@/types/api';
import { apiPath } from '../api';
import { server } from '../server';
import { loginResponse } from '../fixtures/accounts';
import { products } from '../fixtures/catalog';

/** A server cart held in memory per test; `cartStore.reset(lines)` seeds it. */
export const cartStore = {
  lines: [] as CartItem[],
  nextId: 100,
  reset(lines: CartItem[] = []) {
    this.lines = structuredClone(lines);
    this.nextId = 100;
  },
};

export function cartLine(id: number, productId: number, quantity: number, specs: CartItem['specs'] = { color: 'black', size: 'S' }): CartItem {
  const p = products[productId - 1]!;
  return {
    id,
    product_id: p.id,
    quantity,
    specs,
    product: { id: p.id, name: p.name, name_en: p.name_en, img: p.img, price: p.price, original_price: p.original_price, quantity: p.quantity, discount: p.discount, specs: p.specs },
  };
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${loginResponse.token}`;

export const cartHandlers = [
  http.get(apiPath('/api/cart'), ({ request }) => (signedIn(request) ? HttpResponse.json({ data: cartStore.lines }) : unauthorized())),
  http.post(apiPath('/api/cart'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = (await request.json()) as AddCartItemBody;
    const same = (line: CartItem) => line.product_id === body.product_id && line.specs.color === body.specs.color && line.specs.size === body.specs.size;
    let line = body.id ? cartStore.lines.find((l) => l.id === body.id) : cartStore.lines.find(same);
    if (line) {
      line.quantity = body.quantity;
      line.specs = body.specs;
    } else {
      line = cartLine(cartStore.nextId++, body.product_id, body.quantity, body.specs);
      cartStore.lines.push(line);
    }
    return HttpResponse.json({ message: 'Saved', product_id: body.product_id, quantity: body.quantity, specs: body.specs, data: line });
  }),
  http.delete(apiPath('/api/cart/:id'), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const before = cartStore.lines.length;
    cartStore.lines = cartStore.lines.filter((line) => line.id !== Number(params.id));
    return cartStore.lines.length < before ? HttpResponse.json({ message: 'Removed' }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.delete(apiPath('/api/cart'), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    cartStore.lines = [];
    return HttpResponse.json({ message: 'Cleared' });
  }),
  http.get(apiPath('/api/coupon/by_name/:name'), ({ params }) => {
    const name = String(params.name).toUpperCase();
    if (name === 'WELCOME10') return HttpResponse.json({ discount: 10 });
    if (name === 'RAMADAN20') return HttpResponse.json({ message: 'This coupon has expired.' }, { status: 422 });
    return HttpResponse.json({ message: 'No coupon with that name.' }, { status: 404 });
  }),
];

/** Collects the bodies of POST /api/cart as the SPA sends them; call server.events.removeAllListeners() after. */
export function capturePosts(): AddCartItemBody[] {
  const bodies: AddCartItemBody[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/cart')) void request.clone().json().then((body) => bodies.push(body as AddCartItemBody));
  });
  return bodies;
}
