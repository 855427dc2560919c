import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductFacets, ProductList } from '../../src/types/api';

// The size, colour and stock filters (capability `facets`) against the real API and its
// seeded catalogue, in both languages: the panel's choices go into the URL, with the search words
// when searching, and every product listed has what was chosen. Values come from the API's own
// counts (never hard-coded), so a different seed still passes.

const text = {
  ar: { filters: 'الفلاتر', reset: 'إعادة ضبط الفلاتر', size: 'المقاس', color: 'اللون', availability: 'التوفر', inStock: /^المتوفر فقط، /, results: /^نتائج البحث عن «\u2068cotton\u2069»/ },
  en: { filters: 'Filters', reset: 'Reset filters', size: 'Size', color: 'Colour', availability: 'Availability', inStock: /^In stock only, /, results: /^Results for “cotton”/ },
} as const;

type Language = keyof typeof text;

async function apiList(request: APIRequestContext, language: Language, params: Record<string, string | number>) {
  const response = await request.get('/api/products', { params: { page: 1, ...params }, headers: { 'Accept-Language': language } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ProductList & { facets: ProductFacets };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A facet checkbox is named "{name}, {count} products" (Arabic comma in Arabic). */
const optionName = (name: string) => new RegExp(`^${escape(name)}[,،] `);

/**
 * Ticks a checkbox through its label, as a shopper clicks the chip or the name. The served shop
 * shows its filters before React has hydrated them, and a click before that does nothing (ADR 0007).
 */
async function tick(page: Page, group: string, name: RegExp) {
  const box = page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name });
  await expect.poll(() => box.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading');

for (const language of ['ar', 'en'] as const) {
  const t = text[language];
  const nameOf = (product: { name: string; name_en: string }) => (language === 'en' ? product.name_en || product.name : product.name);
  const values = (product: ProductList['data'][number], key: 'size' | 'color') => product.specs[0]!.filter((s) => s.key === key).map((s) => s.value);

  test(`a shopper filters the shop by a size, a colour and stock, and the URL keeps them (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // The most common size, then the most common colour among the products in it.
    const all = await apiList(request, language, { facets: 1 });
    const size = [...all.facets.sizes].sort((a, b) => b.count - a.count)[0]!;
    const inSize = await apiList(request, language, { sizes: size.value, facets: 1 });
    const color = [...inSize.facets.colors].sort((a, b) => b.count - a.count)[0]!;
    const colorName = language === 'en' ? color.label_en : color.label;

    await page.goto(`/shop?lng=${language}`);
    await tick(page, t.size, optionName(language === 'en' ? size.label_en : size.label));
    await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size.value).replace(/%20/g, '\\+')}(&|$)`));
    await tick(page, t.color, optionName(colorName));
    await expect(page).toHaveURL(new RegExp(`[?&]color=${color.value}(&|$)`));

    // The grid is the API's list for both, and each of its products comes in that size and colour.
    const both = await apiList(request, language, { sizes: size.value, colors: color.value });
    expect(both.total).toBe(color.count);
    await expect(cardNames(page)).toHaveText(both.data.map(nameOf));
    for (const product of both.data) {
      expect(values(product, 'size')).toContain(size.value);
      expect(values(product, 'color')).toContain(color.value);
    }

    // In stock only: a size and colour with stock, the count it showed.
    const stock = page.getByRole('group', { name: t.availability, exact: true }).getByRole('checkbox', { name: t.inStock });
    const shown = Number((await stock.getAttribute('aria-label'))!.match(/\d+/)![0]);
    await stock.locator('xpath=ancestor::label[1]').click();
    await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
    const inStock = await apiList(request, language, { sizes: size.value, colors: color.value, in_stock: 1 });
    expect(inStock.total).toBe(shown);
    await expect(cardNames(page)).toHaveText(inStock.data.map(nameOf));

    // The filters survive a reload; the panel's reset clears them.
    await page.reload();
    await expect(page.getByRole('group', { name: t.size, exact: true }).getByRole('checkbox', { checked: true })).toHaveCount(1);
    await page.getByRole('complementary', { name: t.filters }).getByRole('button', { name: t.reset }).click();
    await expect(page).not.toHaveURL(/size=|color=|in_stock=/);
  });

  test(`search results filtered by a size keep the search words (${language})`, async ({ page, request }) => {
    // Cotton pieces come in many kinds of size, so one size narrows them.
    const found = await apiList(request, language, { q: 'cotton', facets: 1 });
    const size = found.facets.sizes.find((s) => s.count > 0 && s.count < found.total!)!;
    expect(size).toBeDefined();

    await page.goto(`/shop?q=cotton&lng=${language}`);
    await expect(page.getByRole('heading', { level: 2, name: t.results })).toBeVisible();
    await tick(page, t.size, optionName(language === 'en' ? size.label_en : size.label));
    await expect(page).toHaveURL(new RegExp(`[?&]q=cotton&.*size=${encodeURIComponent(size.value)}`));

    const sized = await apiList(request, language, { q: 'cotton', sizes: size.value });
    expect(sized.total).toBe(size.count);
    await expect(cardNames(page)).toHaveText(sized.data.map(nameOf));
    for (const product of sized.data) expect(values(product, 'size')).toContain(size.value);
  });
}
