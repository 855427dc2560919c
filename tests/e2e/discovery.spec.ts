import { expect, test, type APIRequestContext } from '@playwright/test';

// Browsing against the real API and its seeded catalogue, in both languages: the
// header's category panel (and the phone menu's list), and the recently viewed products. Data is
// read from the API, never hard-coded.

const text = {
  ar: {
    mainNav: 'التنقل الرئيسي',
    categories: 'الأقسام',
    sale: 'التخفيضات',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    recentlyViewed: 'شوهدت مؤخرًا',
    clear: 'مسح ما شوهد مؤخرًا',
    cleared: 'تم مسح قائمة المنتجات التي شوهدت مؤخرًا.',
  },
  en: {
    mainNav: 'Main navigation',
    categories: 'Categories',
    sale: 'Sale',
    openMenu: 'Open menu',
    menu: 'Menu',
    recentlyViewed: 'Recently viewed',
    clear: 'Clear recently viewed',
    cleared: 'Your recently viewed products were cleared.',
  },
} as const;

type Language = keyof typeof text;

interface Named {
  id: number;
  name: string;
  name_en?: string | null;
}

const nameOf = (entity: Named, language: Language) => (language === 'en' ? entity.name_en || entity.name : entity.name);

async function api<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as T;
}

for (const language of ['ar', 'en'] as const) {
  const t = text[language];

  test(`the header's category panel leads to a category (${language})`, async ({ page, request }) => {
    const { data: categories } = await api<{ data: Named[] }>(request, '/api/categories', language);
    const category = categories[1]!;
    await page.goto(`/about-us?lng=${language}`);
    const button = page.getByRole('navigation', { name: t.mainNav }).getByRole('button', { name: t.categories });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard: open, Escape closes and gives focus back.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: nameOf(categories[0]!, language) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // With the pointer: every category from the API, and sale beside them; one is followed.
    await button.click();
    const list = page.getByRole('list', { name: t.categories });
    await expect(list.getByRole('link')).toHaveCount(Math.min(categories.length, 12));
    await expect(panel.getByRole('link', { name: t.sale, exact: true })).toHaveAttribute('href', '/sale-products');
    await list.getByRole('link', { name: nameOf(category, language), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(category, language));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: t.categories })).toHaveCount(0);
  });

  test(`the phone menu lists the categories (${language})`, async ({ page, request }) => {
    const { data: categories } = await api<{ data: Named[] }>(request, '/api/categories', language);
    const category = categories[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/about-us?lng=${language}`);
    await page.getByRole('button', { name: t.openMenu }).click();
    const menu = page.getByRole('navigation', { name: t.menu });
    await menu.getByRole('list', { name: t.categories }).getByRole('link', { name: nameOf(category, language), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category.id}$`));
    await expect(menu).toHaveCount(0);
  });

  test(`two products viewed show on the home page, newest first, and can be cleared (${language})`, async ({ page, request }) => {
    const { data: products } = await api<{ data: Named[] }>(request, '/api/products?page=1', language);
    const [first, second] = [products[2]!, products[5]!];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The served page shows its heading before it hydrates; a view counts once the page is live.
    const viewed = () => page.evaluate(() => localStorage.getItem('recentlyViewed'));
    await page.goto(`/product/${first.id}?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(first, language));
    await expect.poll(viewed).toBe(JSON.stringify([first.id]));
    await page.goto(`/product/${second.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(second, language));
    await expect.poll(viewed).toBe(JSON.stringify([second.id, first.id]));
    // The product page lists the one seen before, not itself.
    const row = page.getByRole('region', { name: t.recentlyViewed });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('product-card').getByRole('heading', { name: nameOf(first, language), exact: true }).first()).toBeVisible();
    await expect(row.getByRole('heading', { name: nameOf(second, language), exact: true })).toHaveCount(0);

    // The home page is server-rendered without the list, and shows it once hydrated.
    await page.goto('/');
    const section = page.getByRole('region', { name: t.recentlyViewed });
    await section.scrollIntoViewIfNeeded();
    const names = section.getByTestId('product-card').getByRole('heading', { level: 3 });
    await expect(names.first()).toHaveText(nameOf(second, language));
    await expect(section.getByTestId('product-card')).toHaveCount(2);
    await expect(names.nth(1)).toHaveText(nameOf(first, language));

    await section.getByRole('button', { name: t.clear }).click();
    await expect(section.getByRole('status')).toHaveText(t.cleared);
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('region', { name: t.recentlyViewed })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
