/**
 * Quick add, the size guide and signing up (docs/product.md "Quick add", "Size guide", "Signing up"),
 * against the real API and its seeded catalogue, in both languages: Arabic on a phone, where the
 * quick add is a sheet along the screen's foot, English on a desktop, where it is a centred dialog.
 * A visitor opens a card's quick add, reads the size guide, closes both with Escape (focus going back
 * each time), chooses a colour and size, is asked to sign in, creates an account instead, and comes
 * back signed in to the product, where the choice is added. axe finds nothing with either dialog open.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CartList, Product, ProductList, SizeGuideList } from '../../src/types/api';
import { axeViolations } from './axe';

const SCREENS = { ar: { width: 390, height: 844 }, en: { width: 1366, height: 900 } } as const;

const text = {
  ar: {
    add: 'أضف إلى السلة',
    guide: 'دليل المقاسات',
    pleaseLogin: 'الرجاء تسجيل الدخول أولًا.',
    toRegister: 'أنشئ حسابًا',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    create: 'إنشاء الحساب',
    welcome: 'أهلاً بك في لباس! حسابك جاهز وأنت مسجَّل الدخول.',
    added: 'تمت الإضافة إلى السلة بنجاح',
  },
  en: {
    add: 'Add to cart',
    guide: 'Size guide',
    pleaseLogin: 'Please login first.',
    toRegister: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    create: 'Create account',
    welcome: 'Welcome to Libas! Your account is ready and you are signed in.',
    added: 'Added to your cart',
  },
} as const;

type Language = keyof typeof text;

const options = (product: Product, key: 'color' | 'size') => (product.specs[0] ?? []).filter((entry) => entry.key === key);

/** A product on the shop's first page with several sizes, a size guide, and its second colour's second size in stock. */
async function productToChoose(request: APIRequestContext, language: Language) {
  const list = (await (await request.get('/api/products?page=1')).json()) as ProductList;
  for (const candidate of list.data) {
    if (candidate.quantity <= 0 || options(candidate, 'size').length < 2 || options(candidate, 'color').length < 2) continue;
    const guides = (await (await request.get(`/api/size-guides?category_id=${candidate.category_id}`, { headers: { 'accept-language': language } })).json()) as SizeGuideList;
    const detail = (await (await request.get(`/api/products/${candidate.id}`)).json()) as Product;
    const [color, size] = [options(candidate, 'color')[1]!, options(candidate, 'size')[1]!];
    const stock = detail.availability?.find((o) => o.color === color.value && o.size === size.value)?.stock ?? detail.quantity;
    if (guides.data.length && stock > 0) return { product: detail, guide: guides.data[0]!, color, size };
  }
  throw new Error('No product on the first page has several sizes, a size guide and its second colour and size in stock');
}

/** Clicks once React has hydrated the control (a served page shows it before, ADR 0007). */
async function press(target: Locator) {
  await expect.poll(() => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await target.click();
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const focusInside = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

for (const language of ['ar', 'en'] as const) {
  const t = text[language];

  test(`a visitor chooses in the quick add, reads the size guide, signs up and finds the choice in the cart (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const screen = SCREENS[language];
    await page.setViewportSize(screen);
    const { product, guide, color, size } = await productToChoose(request, language);
    const name = (language === 'en' ? product.name_en : product.name) ?? product.name;
    const label = (entry: { value: string; label?: string; label_en?: string }) => (language === 'en' ? entry.label_en : entry.label) ?? entry.value;

    await page.goto(`/shop?lng=${language}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name, exact: true }) }).first();
    const opener = card.getByRole('button', { name: t.add });
    await press(opener);

    // A modal dialog named by the product: a sheet along a phone's foot, centred on a desktop.
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group').first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    if (language === 'ar') {
      expect(Math.round(box.y + box.height)).toBe(screen.height);
      expect(Math.round(box.width)).toBe(screen.width);
    } else {
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThan(screen.height);
      expect(box.width).toBeLessThan(screen.width / 2);
    }
    // Focus is inside and stays there.
    expect(await focusInside(dialog)).toBe(true);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(dialog), `Tab ${step + 1}`).toBe(true);
    }
    await expect(dialog.getByRole('radio', { name: label(size), exact: true })).not.toBeChecked();
    await expectNoViolations(page);

    // The size guide of its kind opens over it, and Escape closes only the guide.
    const guideButton = dialog.getByRole('button', { name: t.guide });
    await guideButton.click();
    const guideDialog = page.getByRole('dialog', { name: guide.title });
    await expect(guideDialog).toBeVisible();
    await expect(guideDialog.getByRole('columnheader')).toHaveText(guide.columns);
    await expect(guideDialog.getByRole('row')).toHaveCount(guide.rows.length + 1);
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(guideDialog).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(guideButton).toBeFocused();

    // Escape closes the quick add, focus back on the card's button, nothing added.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Choose and add: a visitor is asked to sign in, and creates an account instead.
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByTitle(label(color), { exact: true }).click();
    await dialog.getByTitle(label(size), { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: label(size), exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: t.add }).click();
    await expect(page.getByText(t.pleaseLogin)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await press(page.getByRole('link', { name: t.toRegister }));
    const email = `quick.${language}.${Date.now()}@example.sa`;
    await page.getByLabel(t.firstName, { exact: true }).fill('Sara');
    await page.getByLabel(t.lastName, { exact: true }).fill('Alqahtani');
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill('quick-pass1');
    await page.getByLabel(t.confirm, { exact: true }).fill('quick-pass1');
    await page.getByRole('button', { name: t.create }).click();

    // Signed in, back on the product with the choice, which is added once.
    await expect(page.getByText(t.welcome)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?`));
    await expect(page.getByText(t.added).first()).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]add=1/);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? 'null') as { token: string } | null)?.token);
    expect(token).toBeTruthy();
    const cart = (await (await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })).json()) as CartList;
    expect(cart.data.map((line) => ({ product_id: line.product_id, quantity: line.quantity, specs: line.specs }))).toEqual([
      { product_id: product.id, quantity: 1, specs: { color: color.value, size: size.value } },
    ]);
  });
}
