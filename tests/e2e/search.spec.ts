import { expect, test, type APIRequestContext } from '@playwright/test';

// Product search against the real API and its seeded catalogue, in both languages: the
// header's combobox suggests as the shopper types, Enter opens the results (the shop with q), a
// misspelt name still finds, and a suggestion opens its product. Expected products come from the
// API, and each card's name is checked for the word, so a different seed still passes.

const text = {
  ar: {
    open: 'بحث',
    box: 'البحث في المنتجات',
    // "عبايه" with ه for ة, as shoppers often type it; "عبابة" has a wrong letter.
    folded: 'عبايه',
    typo: 'عبابة',
    word: /عباي[ةه]/,
    results: (q: string) => new RegExp(`^نتائج البحث عن «\u2068${q}\u2069»`),
  },
  en: {
    open: 'Search',
    box: 'Search products',
    folded: 'ABAYA',
    typo: 'abaja',
    word: /abaya/i,
    results: (q: string) => new RegExp(`^Results for “${q}”`),
  },
} as const;

interface ApiProduct {
  id: number;
  name: string;
  name_en?: string;
}

async function searchApi(request: APIRequestContext, language: 'ar' | 'en', q: string) {
  const response = await request.get('/api/products', { params: { page: 1, q }, headers: { 'Accept-Language': language } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { data: ApiProduct[]; total: number };
}

for (const language of ['ar', 'en'] as const) {
  const t = text[language];
  const nameOf = (product: ApiProduct) => (language === 'en' ? product.name_en || product.name : product.name);

  test(`a shopper finds the abayas by a variant spelling and by a typo (${language})`, async ({ page, request }) => {
    // The abayas by name come first; products whose descriptions mention abayas may follow.
    const expected = await searchApi(request, language, t.folded);
    const named = expected.data.filter((product) => t.word.test(nameOf(product)));
    expect(named.length).toBeGreaterThan(1);
    expect(expected.data.slice(0, named.length)).toEqual(named);

    await page.goto(`/?lng=${language}`);
    await page.getByRole('banner').getByRole('button', { name: t.open, exact: true }).click();
    const box = page.getByRole('combobox', { name: t.box });
    await expect(box).toBeFocused();

    // Suggestions after two letters and a pause: the abayas, named in the page's language.
    await box.fill(t.folded);
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(nameOf(named[0]!));
    for (const option of await options.all()) await expect(option).toContainText(t.word);

    // Enter without a chosen suggestion: the shop, with the words in the URL and the API's matches.
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/shop' && url.searchParams.get('q') === t.folded);
    await expect(page.getByRole('heading', { level: 2, name: t.results(t.folded) })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(expected.total, 12));
    await expect(cards.first().getByRole('heading')).toHaveText(nameOf(expected.data[0]!));
    for (const [i, product] of named.entries()) await expect(cards.nth(i).getByRole('heading')).toHaveText(nameOf(product));

    // A letter wrong: the abayas still come, and a suggestion opens its product.
    const typo = await searchApi(request, language, t.typo);
    expect(typo.data[0]?.id).toBe(expected.data[0]!.id);
    await page.getByRole('banner').getByRole('button', { name: t.open, exact: true }).click();
    await expect(box).toBeFocused();
    await box.fill(t.typo);
    await expect(options.first()).toHaveText(new RegExp(nameOf(typo.data[0]!)));
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${typo.data[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(typo.data[0]!));
  });
}
