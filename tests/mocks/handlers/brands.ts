import { HttpResponse, http } from 'msw';
import { apiPath } from '../api';
import { brands } from '../fixtures/catalog';

export const brandsHandlers = [
  http.get(apiPath('/api/brands'), () => HttpResponse.json({ data: brands })),
];
