// @vitest-environment node
/**
 * The server render of the first screen (src/entry-server.tsx, ADR 0007): the busiest pages
 * arrive as HTML in the asked-for language, with the answers they were rendered from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import type { Manifest } from 'vite';
import { productKeys } from '@/api/catalog/product-keys';
import { carouselPresets, slidesInView } from '@/components/carousel/presets';
import { SERVER_RENDER_ORIGIN } from '@/config/env';
import { createRenderer, renderedRequest } from '@/entry-server';
import { toLanguage } from '@/i18n';
import { createRouting, findPreload, loaderModule, pageModule } from '@/app/router';
import { ROUTES, type RouteEntry } from '@/app/route-table';
import type { RenderPage } from '@shared/render-contract';
import { COMMON_MODULES, HYDRATION_MODULES } from '@/server-render/preloads';
import { SHOPPER_DATA_MARK, TEMPLATE_HTML_TAG, TEMPLATE_SLOTS, fillTemplate } from '@/server-render/template';
import { cartKeys } from '@/api/cart';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { cartLine, cartStore } from '../mocks/handlers/cart';
import { banners, products } from '../mocks/fixtures/catalog';
import { settings } from '../mocks/fixtures/store';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';

// As Vite writes index.html: its slots for the render, then the entry and its preloaded modules in <head>.
const TEMPLATE =
  '<!doctype html><html lang="ar" dir="rtl"><head><!--app-head--><title>Libas | لباس</title><!--/app-head--><script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

// As Vite's manifest names the chunks: the product page's imports a shared chunk and the entry.
const chunk = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
const MANIFEST: Manifest = {
  'index.html': { ...chunk('index.js', ['_react.js']), isEntry: true },
  '_react.js': chunk('react.js'),
  '_shared.js': chunk('shared.js'),
  'src/app/routes/product.tsx': chunk('product.js', ['index.html', '_shared.js']),
  'src/app/route-data.ts': chunk('route-data.js', ['index.html']),
  'src/app/route-data/product.ts': chunk('product-data.js', ['index.html', '_api-products.js']),
  '_api-products.js': chunk('api-products.js'),
  'src/app/layout/footer.tsx': chunk('footer.js', ['index.html', '_shared.js']),
  'src/features/chat/chat-button.tsx': chunk('chat-button.js', ['index.html', '_shared.js']),
  'src/i18n/locales/ar/product.json': chunk('product-ar.js'),
  'src/i18n/locales/en/product.json': chunk('product-en.js'),
  'src/i18n/locales/ar/catalog.json': chunk('catalog-ar.js'),
  'src/i18n/locales/en/catalog.json': chunk('catalog-en.js'),
};

let render: RenderPage;
let injected: { path: string; language: string | null }[];

// The API as the server's render reaches it, each call noted.
const inject = (path: string, init: RequestInit) => {
  injected.push({ path, language: new Headers(init.headers).get('Accept-Language') });
  return fetch(`${SERVER_RENDER_ORIGIN}${path}`, init);
};

beforeAll(async () => {
  render = await createRenderer({ manifest: MANIFEST, inject });
});
beforeEach(() => {
  injected = [];
});

const stateOf = (html: string) => JSON.parse(/<script id="server-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { language: string; queries: { queries: { queryKey: unknown[] }[] } };

for (const language of ['ar', 'en'] as const) {
  it(`renders the product page in ${language}, with its head, its answers and no script of React's own`, async () => {
    const product = products[3]!;
    const html = (await render(TEMPLATE, { url: `/product/${product.id}`, language }))!;
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    const name = language === 'en' ? product.name_en : product.name;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(html).toContain(`<title>${name} | ${settings[language].name}</title>`);
    expect(html).not.toContain('<title>Libas | لباس</title>');
    // Everything in order: no boundary left for inline scripts to fill in (the CSP allows none).
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    // The entry as Vite wrote it, and before it, at a low priority, its own file and every chunk
    // the page imports as it hydrates: the entry's imports, its own, the layout's lazy parts and
    // its strings.
    // Beside them only data blocks, which never run: the product's and its breadcrumb's structured data.
    const scripts = html.match(/<script\b[^>]*>/g)!;
    expect(scripts.filter((tag) => tag !== '<script type="application/ld+json">')).toEqual(['<script type="module" crossorigin src="/assets/index.js">', '<script id="server-state" type="application/json">']);
    const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; name?: string });
    expect(structured.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    expect(structured.find((data) => data['@type'] === 'Product')!.name).toBe(name);
    // One address per page and language, in the head, with the other language's and x-default.
    const head = html.slice(0, html.indexOf('</head>'));
    const address = (lng: string) => `${SERVER_RENDER_ORIGIN}/product/${product.id}?lng=${lng}`;
    expect(head).toContain(`<link rel="canonical" href="${address(language)}"/>`);
    for (const [hreflang, lng] of [['ar', 'ar'], ['en', 'en'], ['x-default', 'ar']]) expect(head).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${address(lng!)}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${name}"/>`);
    expect(head).toContain('<meta property="product:price:currency" content="SAR"/>');
    const strings = language === 'ar' ? ['/assets/product-ar.js', '/assets/catalog-ar.js'] : ['/assets/product-en.js', '/assets/catalog-en.js'];
    const low = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(low).toEqual(['/assets/index.js', '/assets/react.js', '/assets/product.js', '/assets/shared.js', '/assets/product-data.js', '/assets/api-products.js', '/assets/route-data.js', '/assets/footer.js', '/assets/chat-button.js', ...strings]);
    expect(html.indexOf('fetchpriority="low"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).not.toContain('<!--app-');
    const state = stateOf(html);
    expect(state.language).toBe(language);
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(expect.arrayContaining(['products', 'detail', product.id]));
    expect(injected.every((call) => call.language === language)).toBe(true);
  });
}

it('renders the home page with its hero and first products, and the shop with the URL’s filters', async () => {
  const home = (await render(TEMPLATE, { url: '/?lng=en', language: 'en' }))!;
  expect(home).toContain(banners.en[0]!.title);
  expect(home).toContain(products[0]!.name_en);
  // Carousels arrive as their first view only: the hero's first banner, three new arrivals.
  const markup = home.slice(0, home.indexOf('<script id="server-state"'));
  expect(markup).not.toContain(banners.en[1]!.title);
  expect(products.length).toBeGreaterThan(slidesInView(carouselPresets.newArrivals));
  expect(markup.match(/data-testid="product-card"/g)).toHaveLength(slidesInView(carouselPresets.newArrivals));

  injected = [];
  const shop = (await render(TEMPLATE, { url: '/shop?sort=price_asc&page=2', language: 'ar' }))!;
  const list = injected.map((call) => new URL(call.path, SERVER_RENDER_ORIGIN)).find((url) => url.pathname === '/api/products');
  expect(Object.fromEntries(list!.searchParams)).toMatchObject({ page: '2', price_asc: '1' });
  expect(shop).toMatch(/<h1[^>]*>المتجر<\/h1>/);
});

it('asks for the home’s hero image first, at the width each screen picks, and for no product photo ahead of it', async () => {
  const home = (await render(TEMPLATE, { url: '/', language: 'en' }))!;
  const head = home.slice(0, home.indexOf('</head>'));
  const images = head.match(/<link rel="preload" as="image"[^>]*>/g)!;
  const hero = banners.en[0]!.img;
  expect(images).toHaveLength(2);
  expect(images[0]).toContain('media="(max-width: 1023px)"');
  expect(images[0]).toContain(`imageSrcSet="/storage/${hero}?w=640 640w, /storage/${hero}?w=960 960w, /storage/${hero}?w=1280 1280w"`);
  expect(images[0]).toContain('imageSizes="200vw"');
  expect(images[1]).toContain('media="(min-width: 1024px)"');
  expect(images[1]).toContain(`/storage/${hero}?w=1600 1600w`);
  expect(images.every((link) => link.includes('fetchPriority="high"'))).toBe(true);
  // Before the page's code and stylesheet.
  expect(head.indexOf(images[0]!)).toBeLessThan(head.indexOf('rel="modulepreload"'));
  expect(head.indexOf(images[0]!)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  // The new arrivals' photos wait below the hero, the largest paint.
  const markup = home.slice(home.indexOf('<body'), home.indexOf('<script id="server-state"'));
  const cardPhotos = [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('/storage/products/'));
  expect(cardPhotos.length).toBeGreaterThan(0);
  for (const tag of cardPhotos) {
    expect(tag).toContain('loading="lazy"');
    expect(tag).not.toContain('fetchPriority="high"');
  }

  // The shop's first photos are its largest paint: those are preloaded there.
  const shop = (await render(TEMPLATE, { url: '/shop', language: 'en' }))!;
  expect(shop.slice(0, shop.indexOf('</head>'))).toMatch(/<link rel="preload" as="image" imageSrcSet="\/storage\/products\/[^"]+" imageSizes="[^"]+" fetchPriority="high"\/>/);
});

it('preloads with a page the API modules of its own data only', async () => {
  const manifest: Manifest = {
    ...MANIFEST,
    'src/app/routes/home.tsx': chunk('home.js', ['index.html', '_shared.js']),
    'src/app/route-data/home.ts': chunk('home-data.js', ['index.html', '_api-banners.js', '_api-products.js']),
    'src/app/route-data/shop.ts': chunk('shop-data.js', ['index.html', '_shop-query.js', '_api-products.js']),
    'src/app/route-data/payment.ts': chunk('payment-data.js', ['index.html', '_api-addresses.js', '_api-orders.js']),
    '_api-banners.js': chunk('api-banners.js'),
    '_shop-query.js': chunk('shop-query.js'),
    '_api-addresses.js': chunk('api-addresses.js'),
    '_api-orders.js': chunk('api-orders.js'),
  };
  const renderWith = await createRenderer({ manifest, inject });
  const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const home = preloaded((await renderWith(TEMPLATE, { url: '/', language: 'en' }))!);
  expect(home).toEqual(expect.arrayContaining(['/assets/home.js', '/assets/home-data.js', '/assets/api-banners.js', '/assets/api-products.js']));
  for (const other of ['/assets/shop-data.js', '/assets/shop-query.js', '/assets/payment-data.js', '/assets/api-addresses.js', '/assets/api-orders.js']) expect(home).not.toContain(other);
});

it('asks for the shop’s list as the page will, once store info says what the API offers', async () => {
  server.use(storeInfoWithCapabilities(['search', 'facets']));
  const shop = (await render(TEMPLATE, { url: '/shop?q=dress&size=M&sort=price_asc', language: 'en' }))!;
  const paths = injected.map((call) => new URL(call.path, SERVER_RENDER_ORIGIN));
  expect(paths[0]!.pathname).toBe('/api/store-info');
  const list = paths.find((url) => url.pathname === '/api/products');
  expect(Object.fromEntries(list!.searchParams)).toEqual({ page: '1', q: 'dress', price_asc: '1', sizes: 'M', facets: '1' });
  // The answer comes with the page under the page's own key, so the browser asks for none of it again.
  const keys = stateOf(shop).queries.queries.map((query) => query.queryKey);
  expect(keys).toContainEqual(productKeys.list('en', { page: 1, q: 'dress', price_asc: 1, sizes: 'M', facets: 1 }));
  expect(injected.filter((call) => new URL(call.path, SERVER_RENDER_ORIGIN).pathname === '/api/products')).toHaveLength(1);
});

it('fills the slots of the real index.html, and refuses a template without them', () => {
  const source = readFileSync('index.html', 'utf8');
  for (const slot of [...Object.values(TEMPLATE_SLOTS), TEMPLATE_HTML_TAG]) expect(source.split(slot), slot).toHaveLength(2);
  const page = { language: 'en' as const, head: '<title>Page</title>', app: '<main>Page</main>', state: '<script id="server-state"></script>' };
  const html = fillTemplate(source, page);
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain('<title>Page</title>');
  expect(html).not.toContain('<title>Libas');
  expect(html).toContain('<div id="root"><main>Page</main></div><script id="server-state"></script>');
  expect(() => fillTemplate(source.replace(TEMPLATE_SLOTS.app, ''), page)).toThrow(TEMPLATE_SLOTS.app);
});

describe('the consent bar', () => {
  const bar = (html: string) => /<section aria-labelledby="consent-title"[^>]*>.*?<\/section>/s.exec(html)?.[0];

  for (const language of ['ar', 'en'] as const) {
    it(`comes with the page, before it, when the request carries no choice, in ${language}`, async () => {
      const html = (await render(TEMPLATE, { url: '/shop', language }))!;
      const section = bar(html)!;
      expect(section).toContain(language === 'en' ? 'Advertising cookies' : 'ملفات تعريف الارتباط الإعلانية');
      expect(section).toContain('href="/privacy-policy"');
      // Before the page in the document, as it is before the page's content for a screen reader.
      expect(html.indexOf(section)).toBeLessThan(html.indexOf('<main'));
      expect(stateOf(html)).toMatchObject({ consentBar: true });
    });
  }

  it('is not sent once the shopper has chosen, on a page for anyone or a signed-in one', async () => {
    for (const url of ['/shop', '/', '/cart']) {
      const html = (await render(TEMPLATE, { url, language: 'en', consentChosen: true }))!;
      expect(bar(html), url).toBeUndefined();
      expect(stateOf(html), url).toMatchObject({ consentBar: false });
    }
    const signedIn = (await render(TEMPLATE, { url: '/cart', language: 'en' }))!;
    expect(bar(signedIn)).toBeDefined();
  });
});

describe('a signed-in page with the shopper’s login cookie', () => {
  const cookie = (expiresAt = Date.now() + 60_000) => encodeURIComponent(JSON.stringify({ ...loginResponse, expires_at: expiresAt }));
  beforeEach(() => cartStore.reset([cartLine(1, 4, 2)]));

  for (const language of ['ar', 'en'] as const) {
    it(`is rendered with their data, asked for with their login, in ${language}`, async () => {
      const html = (await render(TEMPLATE, { url: '/cart', language, login: cookie() }))!;
      const product = products[3]!;
      expect(html).toContain(language === 'en' ? product.name_en : product.name);
      expect(injected.find((call) => call.path === '/api/cart')).toBeDefined();
      expect(stateOf(html).queries.queries.map((query) => query.queryKey)).toContainEqual(cartKeys.list(loginResponse.user.id));
      // index.html's script then asks for none of it again, and the page takes no input until the
      // browser has rendered it afresh.
      expect(html.slice(0, html.indexOf('</head>'))).toContain(SHOPPER_DATA_MARK);
      expect(html).toContain('<div id="root"><div inert="">');
    });
  }

  it('is the layout alone without a valid login, or when the shopper’s data does not load', async () => {
    const main = (html: string) => /<main[^>]*>(.*?)<\/main>/s.exec(html)![1]!;
    for (const login of [undefined, cookie(Date.now() - 1), 'not-a-login']) {
      const html = (await render(TEMPLATE, { url: '/cart', language: 'en', login }))!;
      expect(main(html), String(login)).toMatch(/^(<!--\$-->)?<div role="status"/);
      expect(html).not.toContain(SHOPPER_DATA_MARK);
    }
    server.use(http.get(apiPath('/api/cart'), () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })));
    expect(await render(TEMPLATE, { url: '/cart', language: 'en', login: cookie() })).toBeNull();
  });

  it('never reaches a page for anyone', async () => {
    const html = (await render(TEMPLATE, { url: '/shop', language: 'en', login: cookie() }))!;
    expect(injected.some((call) => call.path === '/api/cart')).toBe(false);
    expect(html).not.toContain(loginResponse.user.name);
  });
});

it('names the chunks of each page it renders by their sources, which exist', () => {
  const modules = ROUTES.flatMap((route) => [pageModule(route), ...loaderModule(route), ...(route.parts ?? [])]);
  for (const module of [...COMMON_MODULES, ...HYDRATION_MODULES, ...modules]) expect(existsSync(module), module).toBe(true);
});

for (const language of ['ar', 'en'] as const) {
  it(`sends a signed-in page as its layout, with the page's skeleton and none of its data, in ${language}`, async () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/app/routes/cart.tsx': chunk('cart-page.js', ['index.html', '_shared.js']),
      'src/features/marketing/marketing.tsx': chunk('marketing.js', ['index.html']),
      [`src/i18n/locales/${language}/cart.json`]: chunk(`cart-${language}.js`),
    };
    const renderer = await createRenderer({ manifest, inject: (page, init) => fetch(`${SERVER_RENDER_ORIGIN}${page}`, init) });
    const html = (await renderer(TEMPLATE, { url: '/cart', language }))!;
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)![1]!;
    expect(main).toMatch(/^(<!--\$-->)?<div role="status"/);
    expect(html).toContain(`<span class="text-xl font-bold tracking-wide text-brand-800">${settings[language].name}</span>`);
    // The layout's answers come with it; the shopper's own are asked for by the browser.
    const keys = stateOf(html).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).not.toContain('cart');
    // What its first render needs, not what only hydrating would: rendered afresh, the page loads
    // the footer and the chat button as it renders.
    const low = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(low).toEqual(['/assets/index.js', '/assets/react.js', '/assets/cart-page.js', '/assets/shared.js', '/assets/marketing.js', `/assets/cart-${language}.js`]);
  });
}

// app/route-table.ts is the one list: the router routes and preloads from it, this renderer
// renders from it, and the server caches by it.
describe.each(ROUTES.filter((route) => route.served).map((route) => ({ ...route, module: pageModule(route), name: route.path.split('/')[1] || 'home' })))('the served route $path', ({ path, module, name }) => {
  const url = path.replace(':id', String(products[0]!.id));

  it('is routed to the page its module exports, and preloaded', async () => {
    const own = (await import(/* @vite-ignore */ `/${module}`)) as { default: unknown };
    const found = findPreload(new URL(url, SERVER_RENDER_ORIGIN), 'en');
    expect(found?.route.path).toBe(path);
    expect((await found!.page.preload()).default).toBe(own.default);
  });

  it('is rendered on the server, with its module’s chunk preloaded', async () => {
    const manifest: Manifest = { ...MANIFEST, [module]: chunk(`${name}-page.js`, ['index.html']) };
    const renderer = await createRenderer({ manifest, inject: (page, init) => fetch(`${SERVER_RENDER_ORIGIN}${page}`, init) });
    const html = await renderer(TEMPLATE, { url, language: 'en' });
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${name}-page.js">`);
  });
});

it('renders a page added to the route table as one entry there, and reads and preloads it by that entry', async () => {
  // The about page's module at an address of its own, served, reading one query parameter.
  const lookbook: RouteEntry = { path: '/lookbook', lazy: 'about', namespaces: ['content'], served: true, search: ['season'] };
  const routes = [...ROUTES, lookbook];
  expect(await render(TEMPLATE, { url: '/lookbook', language: 'en' })).toBeNull();

  const manifest: Manifest = { ...MANIFEST, 'src/app/routes/about.tsx': chunk('about-page.js', ['index.html']) };
  const renderer = await createRenderer({ manifest, routes, inject: (page, init) => fetch(`${SERVER_RENDER_ORIGIN}${page}`, init) });
  const html = (await renderer(TEMPLATE, { url: '/lookbook?season=summer&utm_source=mail', language: 'en' }))!;
  expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);
  expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/about-page.js">');
  expect(html).toContain('<html lang="en" dir="ltr">');
  // The entry's other fields follow it too: what the render reads, for the server's cache.
  const { findPreload: findIn } = createRouting(routes);
  expect(renderedRequest({ url: '/lookbook?utm_source=mail&season=summer', language: 'en' }, createRouting(routes))).toEqual({ url: '/lookbook?season=summer', language: 'en', signedIn: false, consentChosen: false });
  expect(findIn(new URL('/lookbook', SERVER_RENDER_ORIGIN), 'en')?.route).toBe(lookbook);
});

it('routes the pages that are not on the list to the browser alone', () => {
  for (const path of ['/wishlist', '/shop/extra', '/category/3', '/product']) expect(findPreload(new URL(path, SERVER_RENDER_ORIGIN), 'ar'), path).toBeNull();
});

it('leaves to the browser the pages it does not render, and any page whose data failed', async () => {
  expect(await render(TEMPLATE, { url: '/wishlist', language: 'ar' })).toBeNull();
  expect(await render(TEMPLATE, { url: '/ourblog', language: 'en' })).toBeNull();
  server.use(http.get(apiPath('/api/products/:id'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  expect(await render(TEMPLATE, { url: '/product/4', language: 'en' })).toBeNull();
});

it('keeps the page’s text from closing its state script early', async () => {
  server.use(http.get(apiPath('/api/settings'), () => HttpResponse.json([{ ...settings.en, seo_description: '</script><script>alert(1)</script>' }])));
  const html = (await render(TEMPLATE, { url: '/shop', language: 'en' }))!;
  const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
  expect(state).not.toContain('</script>');
  expect(state).toContain('\\u003c/script>');
  // Nor can a product's text close its structured data.
  server.use(http.get(apiPath('/api/products/:id'), () => HttpResponse.json({ ...products[3]!, seo_description: '</script><script>alert(1)</script>' })));
  const product = (await render(TEMPLATE, { url: `/product/${products[3]!.id}`, language: 'en' }))!;
  const data = [...product.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => match[1]!);
  expect(data.some((text) => text.includes('\\u003c/script>\\u003cscript>alert(1)'))).toBe(true);
  expect(product).not.toContain('<script>alert(1)');
});

describe('what a render reads', () => {
  it('is the path, the query parameters the page reads sorted by name, and a language it has', () => {
    const fallback = toLanguage(undefined);
    expect(renderedRequest({ url: '/shop?x=1&sort=price_asc&utm_source=mail&page=2', language: 'fr' })).toEqual({ url: '/shop?page=2&sort=price_asc', language: fallback, signedIn: false, consentChosen: false });
    expect(renderedRequest({ url: '/shop?page=2&sort=price_asc', language: 'en' })).toEqual({ url: '/shop?page=2&sort=price_asc', language: 'en', signedIn: false, consentChosen: false });
    expect(renderedRequest({ url: '/?lng=en&fbclid=1', language: 'en' })).toEqual({ url: '/', language: 'en', signedIn: false, consentChosen: false });
    expect(renderedRequest({ url: '/product/4?add=1&color=black&ref=ad', language: 'ar' })).toEqual({ url: '/product/4?add=1&color=black', language: 'ar', signedIn: false, consentChosen: false });
    expect(renderedRequest({ url: '/cart?page=2', language: 'ar' })).toEqual({ url: '/cart', language: 'ar', signedIn: true, consentChosen: false });
    expect(renderedRequest({ url: '/wishlist?page=2', language: 'ar' })).toBeNull();
  });

  it('includes whether the request carried the shopper’s consent choice', () => {
    expect(renderedRequest({ url: '/shop?page=2', language: 'en', consentChosen: true })).toEqual({ url: '/shop?page=2', language: 'en', signedIn: false, consentChosen: true });
    expect(renderedRequest({ url: '/cart', language: 'en', consentChosen: true })).toEqual({ url: '/cart', language: 'en', signedIn: true, consentChosen: true });
  });

  it("names a signed-in page by its own lower-case path, however the request spells it", () => {
    expect(renderedRequest({ url: '/Profile', language: 'en' })).toEqual({ url: '/profile', language: 'en', signedIn: true, consentChosen: false });
    expect(renderedRequest({ url: '/PAYMENT', language: 'ar' })).toEqual({ url: '/payment', language: 'ar', signedIn: true, consentChosen: false });
    expect(renderedRequest({ url: '/Payment-Status/?order_id=1', language: 'ar' })).toMatchObject({ url: expect.stringMatching(/^\/payment-status(\?|$)/), signedIn: true, consentChosen: false });
    expect(renderedRequest({ url: '/CART', language: 'ar' })).toEqual({ url: '/cart', language: 'ar', signedIn: true, consentChosen: false });
  });

  it('renders the same page whatever other parameters the address carries', async () => {
    // The page and the queries it brings (their answers carry the time they were fetched).
    const parts = (html: string) => ({ markup: html.slice(0, html.indexOf('<script id="server-state"')), queries: stateOf(html).queries.queries.map((query) => query.queryKey) });
    const plain = parts((await render(TEMPLATE, { url: '/shop?sort=price_asc', language: 'en' }))!);
    expect(parts((await render(TEMPLATE, { url: '/shop?utm_source=mail&sort=price_asc&x=1', language: 'en' }))!)).toEqual(plain);
  });

  /**
   * The names the app's own code (src/, not its API layer's URLs or the test's mock API) asks a
   * URLSearchParams for while `run` runs.
   */
  async function parametersRead(run: () => Promise<unknown>): Promise<string[]> {
    const names = new Set<string>();
    const source = `${process.cwd()}/src/`;
    const prototype = URLSearchParams.prototype;
    const originals = { get: prototype.get, getAll: prototype.getAll, has: prototype.has };
    const record = (method: keyof typeof originals) =>
      function (this: URLSearchParams, name: string, value?: string) {
        // The first frame outside this file and the libraries is the code that asked.
        const caller = new Error().stack?.split('\n').slice(1).find((frame) => !frame.includes('server-render.test') && !frame.includes('node_modules')) ?? '';
        if (caller.includes(source) && !caller.includes(`${source}api/`)) names.add(name);
        return (originals[method] as (this: URLSearchParams, name: string, value?: string) => unknown).call(this, name, ...(value === undefined ? [] : [value]));
      };
    Object.assign(prototype, { get: record('get'), getAll: record('getAll'), has: record('has') });
    try {
      await run();
    } finally {
      Object.assign(prototype, originals);
    }
    return [...names].sort();
  }

  // Every parameter each rendered page reads, set, so that none is left unread behind another.
  it.each([
    ['/', ''],
    ['/shop', 'q=dress&page=2&sort=price_asc&brand=1&category=1&rating=3&min=10&max=500&size=M&color=black&in_stock=1'],
    ['/product/4', 'color=black&size=M&qty=2&add=1&notify=1'],
  ])('reads on %s only query parameters that the cache key keeps', async (path, query) => {
    const read = await parametersRead(() => render(TEMPLATE, { url: `${path}?${query}`, language: 'en' }));
    // A parameter read but not listed in its route's `search` (app/route-table.ts) would be dropped from the key:
    // list it there.
    const kept = new URL(renderedRequest({ url: `${path}?${read.map((name) => `${name}=1`).join('&')}` })!.url, SERVER_RENDER_ORIGIN).searchParams;
    expect(read.filter((name) => !kept.has(name))).toEqual([]);
    if (path !== '/') expect(read.length).toBeGreaterThan(0);
  });
});
