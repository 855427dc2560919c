import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The visitor's journeys against the real API and its seeded catalogue, in both languages.
// Data is read from the API (never hard-coded), so a different seed still passes.

const text = {
  ar: {
    mainNav: 'التنقل الرئيسي',
    shop: 'المتجر',
    shopNow: 'تسوّق الآن',
    brand: 'العلامة التجارية',
    maxPrice: 'أعلى سعر',
    sort: 'ترتيب حسب',
    pages: 'الصفحات',
    page2: 'الصفحة 2',
    addHeart: (name: string) => `أضف ${name} إلى المفضلة`,
    removeHeart: (name: string) => `أزل ${name} من المفضلة`,
    added: 'تمت الإضافة إلى المفضلة',
    wishlist: 'المفضلة',
    wishlistLink: /^المفضلة، /,
    search: 'ابحث في المقالات',
    blog: 'مدونتنا',
    homeBlog: 'من مدونتنا',
    contact: 'تواصل معنا',
    send: 'إرسال الرسالة',
    required: ['الاسم الأول مطلوب', 'اسم العائلة مطلوب', 'الموضوع مطلوب', 'البريد الإلكتروني مطلوب', 'رقم الجوال مطلوب', 'الرسالة مطلوبة'],
  },
  en: {
    mainNav: 'Main navigation',
    shop: 'Shop',
    shopNow: 'Shop now',
    brand: 'Brand',
    maxPrice: 'Maximum price',
    sort: 'Sort by',
    pages: 'Pages',
    page2: 'Page 2',
    addHeart: (name: string) => `Add ${name} to the wishlist`,
    removeHeart: (name: string) => `Remove ${name} from the wishlist`,
    added: 'Added to your wishlist',
    wishlist: 'Wishlist',
    wishlistLink: /^Wishlist, /,
    search: 'Search articles',
    blog: 'Our blog',
    homeBlog: 'From our blog',
    contact: 'Contact us',
    send: 'Send message',
    required: ['First name is required', 'Last name is required', 'subject is required', 'email is required', 'phone is required', 'message is required'],
  },
} as const;

type Language = keyof typeof text;

interface ApiProduct {
  id: number;
  name: string;
  name_en: string;
  price: number;
}

const nameOf = (product: ApiProduct, language: Language) => (language === 'en' ? product.name_en || product.name : product.name);

async function apiProducts(request: APIRequestContext, language: Language, query: Record<string, string | number>) {
  const response = await request.get('/api/products', { params: query, headers: { 'Accept-Language': language } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as { data: ApiProduct[]; total?: number; last_page: number };
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** Drags the price slider's upper handle to `share` of the scale (the scale runs right to left in Arabic). */
async function dragMaxPrice(page: Page, language: Language, share: number) {
  const handle = page.getByRole('slider', { name: text[language].maxPrice });
  // Below the size and colour filters on a short window: in view first, as a shopper scrolls.
  await handle.scrollIntoViewIfNeeded();
  const rail = page.locator('.rc-slider-rail');
  const [h, r] = [await handle.boundingBox(), await rail.boundingBox()];
  if (!h || !r) throw new Error('slider not laid out');
  const x = language === 'ar' ? r.x + r.width * (1 - share) : r.x + r.width * share;
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, r.y + r.height / 2, { steps: 8 });
  await page.mouse.up();
}

for (const language of ['ar', 'en'] as const) {
  const t = text[language];

  test(`a visitor browses, filters, sorts, pages and keeps a wishlist (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // Home → shop
    await page.goto(`/?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('link', { name: t.shopNow }).first()).toBeVisible();
    await page.getByRole('navigation', { name: t.mainNav }).getByRole('link', { name: t.shop }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();

    // Filter by a brand picked from the list: the grid shows that brand's products.
    const brands = page.getByRole('group', { name: t.brand });
    // Our API offers several brands at once (facets): checkboxes. Controlled, they follow the URL,
    // so click and then wait for the state.
    const brand = brands.getByRole('checkbox').first();
    await brand.click();
    await expect(brand).toBeChecked();
    await expect(page).toHaveURL(/brand=\d+/);
    const brandId = Number(searchOf(page).get('brand'));
    const byBrand = await apiProducts(request, language, { page: 1, brand_id: brandId });
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(byBrand.data.length, 12));
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(nameOf(byBrand.data[0]!, language));

    // Back to every brand, then filter by price: the drag applies when it ends, and goes to page 1.
    await brand.click();
    await expect(brand).not.toBeChecked();
    await expect(page).not.toHaveURL(/brand=/);
    // The slider ends at the catalogue's highest price: a third of it still leaves several pages.
    await dragMaxPrice(page, language, 0.3);
    await expect(page).toHaveURL(/max=\d+/);
    const max = Number(searchOf(page).get('max'));
    expect(max).toBeGreaterThan(0);
    expect(max).toBeLessThan(10_000);

    // Sort by price, low to high.
    await page.getByRole('combobox', { name: t.sort }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    const query = { minPrice: Number(searchOf(page).get('min')), max_price: max, price_asc: 1 };
    const first = await apiProducts(request, language, { page: 1, ...query });
    expect(first.last_page).toBeGreaterThan(1);
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(nameOf(first.data[0]!, language));

    // Page 2: the URL says so and the grid holds the API's second page.
    await page.getByRole('navigation', { name: t.pages }).getByRole('button', { name: t.page2 }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await apiProducts(request, language, { page: 2, ...query });
    const target = second.data[0]!;
    const card = page.getByTestId('product-card').first();
    await expect(card.getByRole('heading')).toHaveText(nameOf(target, language));

    // The product (its card's one link covers the photo too), its heart, and the wishlist that survives a reload.
    const photo = (await card.getByRole('img', { name: nameOf(target, language) }).boundingBox())!;
    await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(page).toHaveURL(new RegExp(`/product/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(target, language));
    const name = nameOf(target, language);
    await page.getByRole('button', { name: t.addHeart(name), exact: true }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(page.getByRole('button', { name: t.removeHeart(name), exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('banner').getByRole('link', { name: t.wishlistLink }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: t.wishlist })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test(`the home page renders its lower sections as the visitor scrolls to them (${language})`, async ({ page, request }) => {
    const posts = (await (await request.get('/api/blogs', { headers: { 'Accept-Language': language } })).json()) as { data: { title: string }[] };
    await page.goto(`/?lng=${language}`);
    const blog = page.getByRole('region', { name: t.homeBlog });
    // Far below the first screen: only the space is held until the visitor comes near.
    await expect(blog.getByRole('link', { name: posts.data[0]!.title, exact: true })).toHaveCount(0);
    // Hydration may swap the section's element while the page scrolls to it: scroll again until it shows.
    await expect(async () => {
      await blog.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(blog.getByRole('link', { name: posts.data[0]!.title, exact: true }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
  });

  test(`the blog search matches titles whatever their case (${language})`, async ({ page, request }) => {
    const response = await request.get('/api/blogs', { headers: { 'Accept-Language': language } });
    const posts = ((await response.json()) as { data: { title: string }[] }).data;
    expect(posts.length).toBeGreaterThan(1);
    // The longest word of one title, typed in upper case (Arabic has no case: nothing changes there).
    const word = posts[0]!.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.replace(/[^\p{L}\p{N}]/gu, '');
    const matching = posts.filter((p) => p.title.toLocaleLowerCase().includes(word.toLocaleLowerCase()));

    await page.goto(`/ourblog?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t.blog })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(posts.length);
    await page.getByRole('searchbox', { name: t.search }).fill(word.toLocaleUpperCase());
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(matching.length);
    await expect(page.getByRole('link', { name: posts[0]!.title, exact: true })).toBeVisible();
  });

  test(`the contact form names every missing field (${language})`, async ({ page }) => {
    await page.goto(`/contact-us?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: t.contact })).toBeVisible();
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('alert')).toHaveText([...t.required]);
  });
}
