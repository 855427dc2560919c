import { HttpResponse, http } from 'msw';
import type { ShippingCostBody, ShippingGate } from '@/types/api';
import { apiPath, traderPath } from '../api';
import { server } from '../server';

/** The main API lists three gates; the trader has aramex off, so it shows dimmed ("Shipping"). */
export const generalGates: ShippingGate[] = [
  { id: 1, name: 'naqel', status: true },
  { id: 2, name: 'fastlo', status: true },
  { id: 3, name: 'aramex', status: true },
];
export const traderGates: ShippingGate[] = [
  { id: 1, name: 'naqel', status: true },
  { id: 2, name: 'fastlo', status: true },
  { id: 3, name: 'aramex', status: false },
];

/** naqel 15 SAR, fastlo 18 SAR; cash on delivery adds 10 and 7.50. */
export function shippingCost({ shiping_gate, cod }: ShippingCostBody): number {
  if (shiping_gate === 'naqel') return 15 + (cod ? 10 : 0);
  return 18 + (cod ? 7.5 : 0);
}

export const shippingHandlers = [
  http.get(apiPath('/api/shipping-gates'), () => HttpResponse.json(generalGates)),
  http.get(traderPath('/api/shipping-gates'), () => HttpResponse.json(traderGates)),
  http.post(traderPath('/api/calculate/shiping'), async ({ request }) => {
    const body = (await request.json()) as ShippingCostBody;
    if (!body.city) return HttpResponse.json({ message: 'Please choose a city' }, { status: 400 });
    const cost = shippingCost(body);
    const days = body.shiping_gate === 'naqel' ? { min_days: 1, max_days: 2 } : { min_days: 2, max_days: 4 };
    return HttpResponse.json({ shiping_cost: cost, cod_fee: body.cod ? cost - shippingCost({ ...body, cod: false }) : 0, ...days });
  }),
];

/** The bodies of the shipping-cost calls, in order; call server.events.removeAllListeners() after. */
export function captureCostRequests(): ShippingCostBody[] {
  const bodies: ShippingCostBody[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/calculate/shiping')) void request.clone().json().then((body) => bodies.push(body as ShippingCostBody));
  });
  return bodies;
}
