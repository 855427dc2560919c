/**
 * An API that honours the contract and nothing more ("Two parts, one contract"): one msw handler in
 * front of the usual mock handlers, which answers what they answer with every field the contract does
 * not list taken out, and refuses, as a strict API would, a call that leaves out a parameter the
 * contract gives it. It keeps every call it saw, so a test can tell that none failed and none went
 * out half-built.
 */
import { HttpResponse, getResponse, http, type RequestHandler } from 'msw';
import { env } from '@/config/env';
import type { Product } from '@/types/api';
import { handlers } from './handlers';

/** `true` keeps a value whole; `[shape]` is a list of that shape; an object keeps only its keys. */
export type Shape = true | readonly [Shape] | { readonly [key: string]: Shape };

export function stripTo<T>(value: T, shape: Shape): T {
  if (shape === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(shape)) return (Array.isArray(value) ? value.map((item: unknown) => stripTo(item, shape[0] as Shape)) : value) as T;
  if (Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    if (key in value) kept[key] = stripTo((value as Record<string, unknown>)[key], inner);
  }
  return kept as T;
}

const keys = (...names: string[]): Record<string, true> => Object.fromEntries(names.map((name) => [name, true]));

/** The contract's fields, shape by shape. */
export const spec = {
  storeInfo: keys('name', 'description', 'logo_url', 'phone', 'email', 'facebook', 'twitter', 'instagram', 'youtube', 'footer_text'),
  settings: keys('name', 'seo_description', 'seo_keywords', 'logo_url'),
  contactInfo: keys('location', 'location_link', 'phone', 'email', 'facebook', 'twitter', 'instagram', 'youtube'),
  banner: keys('id', 'title', 'description', 'img'),
  review: keys('id', 'name', 'review', 'rating', 'created_at', 'product_id'),
  category: keys('id', 'name', 'img_url'),
  brand: keys('id', 'name', 'img'),
  testimonial: keys('id', 'name', 'img', 'rating', 'review'),
  blogPost: keys('id', 'title', 'description', 'img_url', 'author', 'date', 'created_at'),
  offerBanner: { ...keys('id', 'img_url', 'title', 'description', 'discount'), product: keys('id') },
  content: keys('title', 'description', 'image'),
  coupon: keys('discount'),
  shippingCompany: keys('name', 'status'),
  shippingCost: keys('shiping_cost'),
  adService: keys('app_name', 'status', 'service_api_key'),
  chatMessage: keys('id', 'message', 'sender', 'created_at', 'is_read'),
  /** `id` too: the stored login keeps `user (id, name, phone)` from the login response, stored whole. */
  user: keys('id', 'name', 'email', 'phone', 'location', 'postalCode', 'img'),
  address: { ...keys('lat', 'lon', 'display_name'), address: keys('state', 'neighbourhood', 'postcode') },
} as const satisfies Record<string, Shape>;

const specEntry = keys('key', 'value');
const product: Shape = {
  ...keys('id', 'name', 'name_en', 'description', 'description_en', 'price', 'img', 'images', 'quantity', 'rating', 'rating_avg', 'discount'),
  ...keys('seo_description', 'seo_keywords', 'rate'),
  reviews: [spec.review],
  specs: [[specEntry]],
};
const productList: Shape = { data: [product], last_page: true, current_page: true };
const cartItem: Shape = {
  ...keys('id', 'product_id', 'quantity'),
  product: { ...keys('id', 'name', 'img', 'price', 'quantity'), specs: [[specEntry]] },
  specs: keys('color', 'size'),
};
const order: Shape = {
  ...keys('id', 'total_price', 'discount_amount', 'created_at', 'status'),
  items: [{ ...keys('quantity', 'price'), product: keys('name', 'img') }],
};
/** Entry 0 of the order-status response, and the order of the order-submission response. */
const placedOrder = keys('id', 'status', 'total_price', 'shippment_cost', 'created_at', 'qr_path');
/** Entry 1 matters by its presence, entry 2 is not described, entry 3 is `url_original`. */
const orderStatus = (body: unknown) =>
  Array.isArray(body) ? [stripTo(body[0], placedOrder), body[1] ? {} : null, body[2] ? {} : null, body[3] ? stripTo(body[3], keys('url_original')) : null] : body;

export const specShapes = { product, productList, cartItem, order, placedOrder };

/** A product as an API honouring only the contract sends it. */
export const specProduct = (full: Product): Product => stripTo(full, product);

type Route = { method: string; host: string; path: RegExp; shape: Shape | ((body: unknown) => unknown); required?: string[] };

const api = new URL(env.apiUrl).host;
const routes: Route[] = [
  { method: 'GET', host: api, path: /^\/api\/store-info$/, shape: [spec.storeInfo] },
  { method: 'GET', host: api, path: /^\/api\/settings$/, shape: [spec.settings] },
  { method: 'GET', host: api, path: /^\/api\/contact-info$/, shape: [spec.contactInfo] },
  { method: 'GET', host: api, path: /^\/api\/banners$/, shape: [spec.banner] },
  { method: 'GET', host: api, path: /^\/api\/offer-banners$/, shape: [spec.offerBanner] },
  { method: 'GET', host: api, path: /^\/api\/testimonials$/, shape: [spec.testimonial] },
  { method: 'GET', host: api, path: /^\/api\/blogs$/, shape: { data: [spec.blogPost] } },
  { method: 'GET', host: api, path: /^\/api\/blogs\/\d+$/, shape: spec.blogPost },
  { method: 'GET', host: api, path: /^\/api\/(products|top_products|has_sale)$/, shape: productList },
  { method: 'GET', host: api, path: /^\/api\/products\/by-category$/, shape: productList, required: ['category_id'] },
  { method: 'GET', host: api, path: /^\/api\/products\/by-brand$/, shape: productList, required: ['brand_id'] },
  { method: 'GET', host: api, path: /^\/api\/products\/\d+$/, shape: product },
  { method: 'GET', host: api, path: /^\/api\/categories$/, shape: { data: [spec.category], last_page: true, current_page: true } },
  { method: 'GET', host: api, path: /^\/api\/brands$/, shape: { data: [spec.brand] } },
  { method: 'GET', host: api, path: /^\/api\/(about-us|privacy-policy|returns-policy)$/, shape: [spec.content] },
  { method: 'GET', host: api, path: /^\/api\/coupon\/by_name\/[^/]+$/, shape: spec.coupon },
  { method: 'GET', host: api, path: /^\/api\/cart$/, shape: { data: [cartItem] } },
  // The contract: success returns the sent payload.
  { method: 'POST', host: api, path: /^\/api\/cart$/, shape: { ...keys('product_id', 'quantity'), specs: keys('color', 'size') } },
  { method: 'GET', host: api, path: /^\/api\/my_orders$/, shape: [order] },
  { method: 'POST', host: api, path: /^\/api\/orders$/, shape: { payment_url: true, order: placedOrder, shippment: {} } },
  { method: 'GET', host: api, path: /^\/api\/(orders\/\d+\/status|order\/latest)$/, shape: orderStatus },
  { method: 'POST', host: api, path: /^\/api\/login$/, shape: { token: true, user: spec.user } },
  { method: 'POST', host: api, path: /^\/api\/update-profile$/, shape: { user: spec.user } },
  { method: 'POST', host: api, path: /^\/api\/product-reviews$/, shape: { review: spec.review } },
  { method: 'GET', host: api, path: /^\/api\/shipping-gates$/, shape: [spec.shippingCompany] },
  { method: 'GET', host: new URL(env.traderApiUrl).host, path: /^\/api\/shipping-gates$/, shape: [spec.shippingCompany] },
  { method: 'POST', host: new URL(env.traderApiUrl).host, path: /^\/api\/calculate\/shiping$/, shape: spec.shippingCost },
  { method: 'POST', host: new URL(env.servicesApiUrl).host, path: /^\/api\/service-requests\/by-domain$/, shape: [spec.adService] },
  { method: 'GET', host: new URL(env.chatApiUrl).host, path: /^\/api\/chats\/[^/]+\/messages$/, shape: [spec.chatMessage] },
  { method: 'GET', host: new URL(env.geocoderUrl).host, path: /^\/search$/, shape: [spec.address] },
  { method: 'GET', host: new URL(env.geocoderUrl).host, path: /^\/reverse$/, shape: spec.address },
];

export interface SeenCall {
  method: string;
  url: URL;
  status: number;
  /** The parameters the contract gives the call that it went without. */
  missing: string[];
}

/**
 * The proxy, for `server.use(...)`, and the calls it saw. It asks `overrides` first, then the usual
 * handlers. A call the contract gives no shape passes through unchanged (its answers carry none of
 * the contract's entities); an error body passes through as it is.
 */
export function specOnlyApi(...overrides: RequestHandler[]): { handler: RequestHandler; calls: SeenCall[] } {
  const calls: SeenCall[] = [];
  const handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const route = routes.find((r) => r.method === request.method && r.host === url.host && r.path.test(url.pathname));
    const missing = route?.required?.filter((name) => !url.searchParams.get(name)) ?? [];
    if (missing.length > 0) {
      calls.push({ method: request.method, url, status: 422, missing });
      return HttpResponse.json({ message: `The ${missing.join(', ')} field is required.` }, { status: 422 });
    }
    const answer = await getResponse([...overrides, ...handlers], request);
    if (!answer) throw new Error(`No mock answers ${request.method} ${request.url}`);
    calls.push({ method: request.method, url, status: answer.status, missing });
    if (!route || !answer.ok || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
    const body: unknown = await answer.json();
    const shaped = typeof route.shape === 'function' ? route.shape(body) : stripTo(body, route.shape);
    return HttpResponse.json(shaped as never, { status: answer.status });
  });
  return { handler, calls };
}
