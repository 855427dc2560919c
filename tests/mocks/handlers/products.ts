import { HttpResponse, http } from 'msw';
import type { Product } from '@/types/api';
import { apiPath } from '../api';
import { products } from '../fixtures/catalog';

const PER_PAGE = 12;

/** A page of products as the reference API answers it, 12 to a page. */
export function pageOf(list: Product[], page = 1) {
  return {
    data: list.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    current_page: page,
    last_page: Math.max(1, Math.ceil(list.length / PER_PAGE)),
    total: list.length,
  };
}

const pageParam = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? 1) || 1;

/** The products whose name in either language holds the words `q` (`search`; the real API also folds and ranks). */
export function matching(q: string, list: Product[] = products): Product[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((p) => words.every((word) => `${p.name} ${p.name_en ?? ''}`.toLowerCase().includes(word)));
}

export const productsHandlers = [
  http.get(apiPath('/api/products'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    return HttpResponse.json(pageOf(q === null ? products : matching(q), pageParam(request)));
  }),
  http.get(apiPath('/api/top_products'), ({ request }) => HttpResponse.json(pageOf(products.slice(0, 15), pageParam(request)))),
  http.get(apiPath('/api/has_sale'), ({ request }) => HttpResponse.json(pageOf(products.filter((p) => p.discount), pageParam(request)))),
  http.get(apiPath('/api/products/by-category'), ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('category_id'));
    return HttpResponse.json(pageOf(products.filter((p) => p.category_id === id), pageParam(request)));
  }),
  http.get(apiPath('/api/products/by-brand'), ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('brand_id'));
    return HttpResponse.json(pageOf(products.filter((p) => p.brand_id === id), pageParam(request)));
  }),
  http.get(apiPath('/api/products/:id'), ({ params }) => {
    const found = products.find((p) => p.id === Number(params.id));
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
];
