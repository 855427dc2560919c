import { HttpResponse, http } from 'msw';
import { apiPath } from '../api';
import { categories } from '../fixtures/catalog';

export const categoriesHandlers = [
  http.get(apiPath('/api/categories'), ({ request }) => {
    const page = new URL(request.url).searchParams.get('page');
    return HttpResponse.json(page ? { data: categories, current_page: Number(page), last_page: 1, total: categories.length } : { data: categories });
  }),
];
