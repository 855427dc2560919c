/**
 * The schema.org data and addresses search engines read (docs/product.md, "Search engines"): parsed
 * back from the text a page carries, with the fields schema.org and Google's rich results require.
 */
import { alternateAddresses, pageAddress, scriptJson, setShopOrigin, shopOrigin } from '@/lib/seo';
import { breadcrumbJsonLd, organizationJsonLd, plainText, productJsonLd, websiteJsonLd, type ProductFacts } from '@/lib/structured-data';

const ORIGIN = 'https://libas.example';
let previous: string;
beforeAll(() => {
  previous = shopOrigin();
  setShopOrigin(`${ORIGIN}/`);
});
afterAll(() => setShopOrigin(previous));

/** As a crawler reads it: the script's text parsed as JSON. */
const parsed = (data: object) => JSON.parse(scriptJson(data)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PRODUCT: ProductFacts = {
  name: 'Classic Abaya',
  description: 'Black crepe abaya',
  price: 150,
  images: [`${ORIGIN}/storage/a.jpg`, `${ORIGIN}/storage/b.jpg`],
  sku: '12',
  brand: 'Lamsa',
  inStock: true,
  url: `${ORIGIN}/product/12?lng=en`,
  rating: 4.5,
  reviewCount: 3,
};

it('gives a product its name, images, description, brand, SKU, URL and an offer at the price with VAT in SAR', () => {
  const data = parsed(productJsonLd(PRODUCT));
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(data).toMatchObject({ name: 'Classic Abaya', description: 'Black crepe abaya', image: PRODUCT.images, sku: '12', url: PRODUCT.url });
  expect(data.brand).toEqual({ '@type': 'Brand', name: 'Lamsa' });
  // 150 SAR before VAT is 172.50 with 15 % VAT, as the page shows it.
  expect(data.offers).toEqual({
    '@type': 'Offer',
    url: PRODUCT.url,
    price: '172.50',
    priceCurrency: 'SAR',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  });
  expect(Number(data.offers.price)).not.toBeNaN();
  expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 3, bestRating: 5, worstRating: 1 });
});

it('marks a sold-out product out of stock, and gives no rating without reviews and no brand when unknown', () => {
  const data = parsed(productJsonLd({ ...PRODUCT, inStock: false, reviewCount: 0, rating: 0, brand: undefined }));
  expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  expect(data).not.toHaveProperty('aggregateRating');
  expect(data).not.toHaveProperty('brand');
});

it('escapes text that would end the script or open a comment, and parses back to the same data', () => {
  const hostile = { ...PRODUCT, name: '</script><script>alert(1)</script>', description: '<!-- x \u2028 y \u2029' };
  const text = scriptJson(productJsonLd(hostile));
  expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
  expect(parsed(productJsonLd(hostile))).toMatchObject({ name: hostile.name, description: hostile.description });
});

it('lists breadcrumbs in order with their positions and addresses', () => {
  const data = parsed(
    breadcrumbJsonLd([
      { name: 'Home', url: pageAddress('/', 'en') },
      { name: 'Shop', url: pageAddress('/shop', 'en') },
      { name: 'Classic Abaya', url: pageAddress('/product/12', 'en') },
    ]),
  );
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/?lng=en` },
    { '@type': 'ListItem', position: 2, name: 'Shop', item: `${ORIGIN}/shop?lng=en` },
    { '@type': 'ListItem', position: 3, name: 'Classic Abaya', item: `${ORIGIN}/product/12?lng=en` },
  ]);
});

it('describes the store with its logo, contact and social pages, and its site with the search', () => {
  const organization = parsed(
    organizationJsonLd({ name: 'Libas', logo: `${ORIGIN}/storage/logo.svg`, phone: '+966500000000', email: 'care@libas.example', social: ['https://x.com/libas', null, ''] }, `${ORIGIN}/`),
  );
  expect(organization).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Libas',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/storage/logo.svg`,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+966500000000', email: 'care@libas.example' },
    sameAs: ['https://x.com/libas'],
  });
  const template = `${pageAddress('/shop', 'ar')}&q={search_term_string}`;
  const site = parsed(websiteJsonLd('لباس', pageAddress('/', 'ar'), 'ar', template));
  expect(site).toMatchObject({ '@type': 'WebSite', name: 'لباس', url: `${ORIGIN}/?lng=ar`, inLanguage: 'ar' });
  expect(site.potentialAction).toEqual({ '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/shop?lng=ar&q={search_term_string}` }, 'query-input': 'required name=search_term_string' });
  // Without the API's search there is no search to offer.
  expect(parsed(websiteJsonLd('Libas', pageAddress('/', 'en'), 'en'))).not.toHaveProperty('potentialAction');
});

it('names one address per page and language, keeping the list page, with both languages and x-default as alternates', () => {
  expect(pageAddress('/shop', 'ar')).toBe(`${ORIGIN}/shop?lng=ar`);
  expect(pageAddress('/shop', 'en', 3)).toBe(`${ORIGIN}/shop?page=3&lng=en`);
  expect(pageAddress('/shop', 'en', 1)).toBe(`${ORIGIN}/shop?lng=en`);
  expect(alternateAddresses('/product/12', 'ar')).toEqual([
    ['ar', `${ORIGIN}/product/12?lng=ar`],
    ['en', `${ORIGIN}/product/12?lng=en`],
    ['x-default', `${ORIGIN}/product/12?lng=ar`],
  ]);
});

it('reads the text of a description written in HTML', () => {
  expect(plainText('<p>Soft&nbsp;crepe &amp; <b>silk</b></p><p>&#1604;&#x627;</p>')).toBe('Soft crepe & silk لا');
});
