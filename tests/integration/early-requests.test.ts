/**
 * index.html asks for a signed-in page's first data with the document (api/early-requests.ts):
 * the app takes each answer instead of asking again, and only when it would ask the same thing.
 * The script is index.html's own, with the route table's early requests written in as the build
 * and `npm run dev` write them (scripts/route-table.ts), run as the browser runs it.
 */
import { readFileSync } from 'node:fs';
import { listAddresses } from '@/api/orders/addresses';
import { listCart } from '@/api/cart';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import afterFirstPage, { dropEarlyRequests } from '@/app/after-first-page';
import { ROUTES } from '@/app/route-table';
import { SHOPPER_DATA_MARK } from '@/server-render/template';
import { getLatestOrder, getOrderStatus, listMyOrders } from '@/api/orders/orders';
import { currentLanguage } from '@/i18n';
import { saveStoredLogin } from '@/lib/stored-login';
import { EARLY_REQUESTS_SLOT, clientRoutes, earlyRequestMap, fillEarlyRequests } from '../../scripts/route-table';

const scriptOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((code) => code.includes('earlyRequests'))!;
const SOURCE = readFileSync('index.html', 'utf8');
const SCRIPT = scriptOf(fillEarlyRequests(SOURCE));

const login = { token: 'early-token', user: { id: 7, name: 'Sara' } };
let calls: string[];

beforeEach(() => {
  calls = [];
  delete window.earlyRequests;
  // Every address answers with its own path, so a test can tell which answer the app got.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return Promise.resolve(Response.json(url.endsWith('/api/cart') ? { data: [{ id: new URL(url).pathname }] } : { from: new URL(url).pathname }));
  });
  document.documentElement.lang = currentLanguage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Opens `page` as a document would: the script runs with it. */
function open(page: string) {
  window.history.replaceState(null, '', page);
  new Function(SCRIPT)();
}

const api = (path: string) => `${window.location.origin}${path}`;

it.each([
  ['/cart', [() => listCart()], ['/api/cart']],
  ['/payment', [() => listCart(), () => listAddresses(), () => getLatestOrder()], ['/api/cart', '/api/addresses', '/api/order/latest']],
  ['/payment-status?order_id=12', [() => listCart(), () => getOrderStatus(12)], ['/api/cart', '/api/orders/12/status']],
  ['/payment-status', [() => listCart(), () => getLatestOrder()], ['/api/cart', '/api/order/latest']],
  ['/profile', [() => listCart(), () => listMyOrders()], ['/api/cart', '/api/my_orders']],
])('on %s, starts what the page asks for first, and the app takes each answer once', async (page, asks, paths) => {
  saveStoredLogin(login);
  open(page);
  expect(calls).toEqual(paths.map(api));
  for (const ask of asks) await ask();
  // Taken, not asked again.
  expect(calls).toEqual(paths.map(api));
  // Once: the next time goes to the network.
  await listCart();
  expect(calls.filter((url) => url === api('/api/cart'))).toHaveLength(2);
});

it('sends them as the app would: the login, the language and JSON', async () => {
  saveStoredLogin(login);
  const sent: Headers[] = [];
  vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    return Promise.resolve(Response.json({ data: [] }));
  });
  open('/cart');
  expect(Object.fromEntries(sent[0]!)).toEqual({ accept: 'application/json', 'accept-language': currentLanguage(), authorization: 'Bearer early-token' });
});

it('starts nothing for a visitor, an expired login or another page', () => {
  open('/cart');
  saveStoredLogin(login, Date.now() - 1);
  open('/cart');
  saveStoredLogin(login);
  open('/shop');
  open('/wishlist');
  expect(calls).toEqual([]);
});

it('starts nothing on a page that came rendered with the shopper’s data', () => {
  saveStoredLogin(login);
  document.head.insertAdjacentHTML('beforeend', SHOPPER_DATA_MARK);
  try {
    open('/cart');
  } finally {
    document.head.querySelector('meta[name="shopper-data"]')!.remove();
  }
  expect(calls).toEqual([]);
});

it('leaves an answer untaken when the app asks with another login or language, or from another page', async () => {
  saveStoredLogin(login);
  open('/cart');
  saveStoredLogin({ ...login, token: 'another-token' });
  await listCart();
  expect(calls).toHaveLength(2);

  saveStoredLogin(login);
  document.documentElement.lang = currentLanguage() === 'ar' ? 'en' : 'ar';
  open('/cart');
  await listCart();
  expect(calls).toHaveLength(4);

  document.documentElement.lang = currentLanguage();
  open('/cart');
  window.history.replaceState(null, '', '/shop');
  await listCart();
  expect(calls).toHaveLength(6);
});

it('lets go of the answers no one took, unread, once the first page has loaded', async () => {
  saveStoredLogin(login);
  open('/profile');
  const untaken = await window.earlyRequests![[api('/api/my_orders'), `Bearer ${login.token}`, currentLanguage(), '/profile'].join(' ')]!;
  dropEarlyRequests();
  expect(window.earlyRequests).toBeUndefined();
  // Cancelled, which counts as used.
  await vi.waitFor(() => expect(untaken.bodyUsed).toBe(true));
  await listCart();
  expect(calls.filter((url) => url === api('/api/cart'))).toHaveLength(2);
});

it('lets them go only once the first page is on screen with its data', async () => {
  saveStoredLogin(login);
  open('/profile');
  const queryClient = new QueryClient();
  afterFirstPage(queryClient);
  const moment = () => new Promise((resolve) => setTimeout(resolve, 1_200));
  // No page yet.
  await moment();
  expect(window.earlyRequests).toBeDefined();
  // The page's data on the way.
  let answer: (value: string) => void = () => {};
  const observer = new QueryObserver(queryClient, { queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  const stop = observer.subscribe(() => {});
  await moment();
  expect(window.earlyRequests).toBeDefined();
  answer('here');
  await vi.waitFor(() => expect(window.earlyRequests).toBeUndefined(), { timeout: 3_000 });
  stop();
});

describe('the map of early requests', () => {
  it('is the route table’s, written into the script of index.html', () => {
    expect(scriptOf(SOURCE)).toContain(EARLY_REQUESTS_SLOT);
    const written = /var asks = (\{.*?\})\[page\];/.exec(SCRIPT)![1]!;
    expect(JSON.parse(written)).toEqual(earlyRequestMap(ROUTES));
    expect(Object.keys(JSON.parse(written))).toEqual(['/cart', '/payment', '/payment-status', '/profile']);
  });

  it('follows the table: a signed-in page added to it is asked for as the document arrives', async () => {
    const routes = [...ROUTES, { path: '/returns-of-mine', lazy: 'profile', signedIn: true, early: ['/api/cart', { path: '/api/orders/:order/status', param: 'order', otherwise: '/api/my_orders' }] }] as const;
    saveStoredLogin(login);
    window.history.replaceState(null, '', '/returns-of-mine?order=5');
    new Function(scriptOf(fillEarlyRequests(SOURCE, routes)))();
    expect(calls).toEqual([api('/api/cart'), api('/api/orders/5/status')]);
  });

  it('needs its slot in index.html', () => {
    expect(() => fillEarlyRequests(SOURCE.replace(EARLY_REQUESTS_SLOT, '{}'))).toThrow(EARLY_REQUESTS_SLOT);
  });
});

it('leaves the early requests, and the server render’s fields, out of the browser’s build of the table', () => {
  const client = clientRoutes(ROUTES);
  expect(client.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
  for (const route of client) expect(Object.keys(route).filter((field) => ['early', 'search', 'parts'].includes(field)), route.path).toEqual([]);
  expect(client.find((route) => route.path === '/payment')).toMatchObject({ lazy: 'payment', loader: 'payment', signedIn: true, served: true });
});
