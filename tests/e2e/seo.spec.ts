import { expect, test, type Page } from '@playwright/test';

// What search engines read of a product page (docs/product.md, "Search engines"), in both languages:
// its one address and its alternates, its structured data, and the same address in the sitemap.
// Data is read from the API, never hard-coded.

interface ApiProduct {
  id: number;
  name: string;
  name_en: string;
  price: number;
  quantity: number;
  reviews: unknown[];
}

/** What the page carries in its head and its JSON-LD, once the browser has it. */
function readTags(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.getAttribute('href')])),
    structured: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, any>), // eslint-disable-line @typescript-eslint/no-explicit-any
    og: Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[property^="og:"], meta[property^="product:"]')].map((meta) => [meta.getAttribute('property'), meta.content])),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

for (const language of ['ar', 'en'] as const) {
  test(`a product page names its address in ${language}, its alternates and its structured data, as served and once hydrated`, async ({ page, request }) => {
    const { data } = await (await request.get('/api/products?page=1', { headers: { 'Accept-Language': language } })).json();
    const listed = (data as ApiProduct[]).find((product) => product.reviews.length > 0 || product.quantity > 0)!;
    const product = (await (await request.get(`/api/products/${listed.id}`, { headers: { 'Accept-Language': language } })).json()) as ApiProduct;
    const name = language === 'en' ? product.name_en || product.name : product.name;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    // Sort, colour and other parameters do not make another address.
    const response = await page.goto(`/product/${product.id}?lng=${language}&color=black&utm_source=mail`);
    const html = await response!.text();
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)![1]!;
    const address = (lng: string) => `${origin}/product/${product.id}?lng=${lng}`;
    // Served: the tags are in the HTML a crawler fetches, before any script.
    expect(html).toContain(`<link rel="canonical" href="${address(language)}"/>`);
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(html).toContain('<script type="application/ld+json">');

    // Once hydrated: one set of tags, the same.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const tags = await readTags(page);
    expect(tags.lang).toBe(language);
    expect(tags.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(tags.canonical).toEqual([address(language)]);
    expect(tags.alternates).toEqual({ ar: address('ar'), en: address('en'), 'x-default': address('ar') });

    const productData = tags.structured.filter((entry) => entry['@type'] === 'Product');
    expect(productData).toHaveLength(1);
    const [structured] = productData;
    expect(structured).toMatchObject({ '@context': 'https://schema.org', name, sku: String(product.id), url: address(language) });
    expect(structured!.image.length).toBeGreaterThan(0);
    for (const image of structured!.image) expect(image).toMatch(/^https?:\/\//);
    expect(structured!.description.length).toBeGreaterThan(0);
    expect(structured!.brand?.name).toBeTruthy();
    // The price with VAT, as the page shows it.
    const withVat = Math.round(Math.round(product.price * 100) * 1.15) / 100;
    expect(structured!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'SAR', price: withVat.toFixed(2), url: address(language) });
    expect(structured!.offers.availability).toBe(`https://schema.org/${product.quantity > 0 ? 'InStock' : 'OutOfStock'}`);
    const shown = withVat.toFixed(2).replace(/\.00$/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await expect(page.locator('main')).toContainText(shown);
    if (product.reviews.length > 0) expect(structured!.aggregateRating).toMatchObject({ reviewCount: product.reviews.length });
    const breadcrumb = tags.structured.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ name, item: address(language) });

    expect(tags.og).toMatchObject({ 'og:type': 'product', 'og:title': name, 'og:url': address(language), 'product:price:amount': withVat.toFixed(2), 'product:price:currency': 'SAR' });
    expect(tags.og['og:image']).toMatch(/^https?:\/\//);

    // The sitemap lists the same address, with the other language's as its alternate.
    const sitemap = await (await request.get('/sitemap-products-1.xml')).text();
    expect(sitemap).toContain(`<loc>${address(language)}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${language === 'ar' ? 'en' : 'ar'}" href="${address(language === 'ar' ? 'en' : 'ar')}"/>`);
    expect(errors).toEqual([]);
  });
}

test('a page the browser renders alone gets its address, alternates and breadcrumb from the same code', async ({ page }) => {
  await page.goto('/category?lng=en&page=1&sort=x');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tags = await readTags(page);
  const origin = new URL(tags.canonical[0]!).origin;
  expect(tags.canonical).toEqual([`${origin}/category?lng=en`]);
  expect(tags.alternates['x-default']).toBe(`${origin}/category?lng=ar`);
  expect(tags.structured.map((entry) => entry['@type'])).toContain('BreadcrumbList');
});
