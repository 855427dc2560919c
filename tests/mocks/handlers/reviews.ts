import { HttpResponse, http } from 'msw';
import { apiPath } from '../api';

export const reviewsHandlers = [
  http.post(apiPath('/api/product-reviews'), async ({ request }) => {
    const body = (await request.json()) as { product_id: number; name: string; review: string; rating: number };
    return HttpResponse.json({ review: { id: 99, created_at: new Date().toISOString(), ...body } }, { status: 201 });
  }),
];
