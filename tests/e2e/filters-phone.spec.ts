/**
 * Filters on a phone (docs/product.md "Filters and search"), against the real API and its seeded
 * catalogue, in both languages: the drawer scrolls as one with no box scrolling inside it, ends with
 * a button naming the results that stays at its foot, offers sizes by kind, and the chosen filters
 * become removable chips above the results, with Clear all; the cards show the filtered colour.
 * axe finds nothing, drawer open or chips shown.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ProductFacets, ProductList } from '../../src/types/api';
import { axeViolations } from './axe';

const PHONE = { width: 390, height: 844 };

const text = {
  ar: {
    open: 'عرض الفلاتر',
    filters: 'الفلاتر',
    size: 'المقاس',
    color: 'اللون',
    kinds: ['مقاسات بالأحرف', 'الطول (بالبوصة)', 'الخصر (بالبوصة)', 'مقاس الحذاء (أوروبي)', 'أعمار الأطفال', 'طول الحزام (سم)'],
    show: /^(عرض .*نتيج|لا توجد نتائج)/,
    chips: 'الفلاتر المختارة',
    remove: (name: string) => `إزالة الفلتر: ${name}`,
    clear: 'مسح الكل',
  },
  en: {
    open: 'Show filters',
    filters: 'Filters',
    size: 'Size',
    color: 'Colour',
    kinds: ['Letter sizes', 'Length (inches)', 'Waist (inches)', 'Shoe size (EU)', "Children's ages", 'Belt length (cm)'],
    show: /^(Show \d+ results?|No results)$/,
    chips: 'Chosen filters',
    remove: (name: string) => `Remove filter: ${name}`,
    clear: 'Clear all',
  },
} as const;

type Language = keyof typeof text;

async function apiList(request: APIRequestContext, params: Record<string, string | number>) {
  const response = await request.get('/api/products', { params: { page: 1, facets: 1, ...params } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ProductList & { facets: ProductFacets };
}

/** Clicks once React has hydrated the control (a served page shows it before, ADR 0007). */
async function press(target: Locator) {
  await expect.poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await target.click();
}

async function tick(group: Locator, name: RegExp) {
  const box = group.getByRole('checkbox', { name });
  await expect.poll(() => box.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/** The elements inside the drawer that scroll (overflow auto or scroll, with more content than room). */
const scrollers = (drawer: Locator) =>
  drawer.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((node) => {
        const { overflowY } = getComputedStyle(node);
        return (overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight + 1;
      })
      .map((node) => node.tagName.toLowerCase()),
  );

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const optionName = (name: string) => new RegExp(`^${escape(name)}[,،] `);

for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  const t = text[language];

  test(`on a phone, the filter drawer scrolls as one, ends with its results button, and the choices become chips (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const all = await apiList(request, {});
    const size = all.facets.sizes.find((s) => s.value === 'M')!;
    const inSize = await apiList(request, { sizes: 'M' });
    const color = inSize.facets.colors.find((c) => c.value === 'black')!;
    const colorName = language === 'en' ? color.label_en : color.label;
    const both = await apiList(request, { sizes: 'M', colors: 'black' });

    await page.goto(`/shop?lng=${language}`);
    await press(page.getByRole('button', { name: t.open }));
    const drawer = page.getByRole('dialog', { name: t.filters });
    await expect(drawer).toBeVisible();

    // One scroller: the drawer itself, not a list inside it.
    const sizes = drawer.getByRole('group', { name: t.size, exact: true });
    await expect(sizes.getByRole('checkbox').first()).toBeAttached();
    expect(await drawer.locator(':scope > div').nth(1).evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    expect(await scrollers(drawer)).toEqual(['div']);
    // Sizes by what they fit, each group named.
    for (const kind of t.kinds) await expect(sizes.getByRole('group', { name: kind })).toBeVisible();

    // The results button sits at the drawer's foot, wherever the drawer is scrolled.
    const show = drawer.getByRole('button', { name: t.show });
    await expect(show).toHaveText(language === 'en' ? `Show ${all.total} results` : new RegExp(`^عرض ${all.total} `));
    for (const where of ['end', 'middle']) {
      await drawer.locator(':scope > div').nth(1).evaluate((node, to) => node.scrollTo({ top: to === 'end' ? node.scrollHeight : node.scrollHeight / 3 }), where);
      const box = (await show.boundingBox())!;
      expect(box.y + box.height, where).toBeLessThanOrEqual(PHONE.height);
      expect(box.y + box.height, where).toBeGreaterThan(PHONE.height - 40);
    }
    await expectNoViolations(page);

    await tick(sizes, optionName(language === 'en' ? size.label_en : size.label));
    await tick(drawer.getByRole('group', { name: t.color, exact: true }), optionName(colorName));
    await expect(page).toHaveURL(/[?&]size=M&color=black(&|$)/);
    await expect(show).toHaveText(language === 'en' ? `Show ${both.total} results` : new RegExp(`^عرض ${both.total} `));
    await show.click();
    await expect(drawer).toBeHidden();

    // The chips above the results; the cards show black and open on it.
    const chips = page.getByRole('list', { name: t.chips });
    await expect(chips.getByRole('button')).toHaveText([size.value, colorName].map((name) => new RegExp(escape(name))));
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard.getByRole('link')).toHaveAttribute('href', /\?color=black$/);
    await expectNoViolations(page);

    await press(chips.getByRole('button', { name: t.remove(size.value) }));
    await expect(page).toHaveURL(/\/shop\?color=black$/);
    await page.getByRole('button', { name: t.clear }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(chips).toBeHidden();
  });

  test(`a category's page on a phone offers only its own sizes (${language})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const categories = (await (await request.get('/api/categories')).json()) as { data: { id: number; name_en?: string }[] };
    const abayas = categories.data.find((c) => c.name_en === 'Abayas')!;
    const own = await apiList(request, { category_id: abayas.id });
    await page.goto(`/category/${abayas.id}?lng=${language}`);
    await press(page.getByRole('button', { name: t.open }));
    const sizes = page.getByRole('dialog', { name: t.filters }).getByRole('group', { name: t.size, exact: true });
    await expect(sizes.getByRole('checkbox')).toHaveCount(own.facets.sizes.length);
    // An abaya's number is its length, which the filter's value carries.
    expect(own.facets.sizes.map((s) => s.value)).toEqual(['length:52', 'length:54', 'length:56', 'length:58', 'length:60']);
  });
}
