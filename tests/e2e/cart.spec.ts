import { expect, test } from '@playwright/test';
import { formatSar, fromHalalas, orderAmounts } from '../../src/lib/money';
import type { Product, ProductList } from '../../src/types/api';

// The cart journey against the real API, in both languages: sign in → add from a card → add from
// the product page with a size and colour → change quantity quickly → right totals with a valid
// coupon → remove a line → clear the cart.

const text = {
  ar: {
    shop: 'المتجر',
    login: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    add: 'أضف إلى السلة',
    added: 'في السلة',
    addedToast: 'تمت الإضافة إلى السلة بنجاح',
    increase: (name: string) => `زيادة كمية ${name}`,
    coupon: 'كوبون الخصم',
    apply: 'تطبيق',
    remove: (name: string) => `إزالة ${name} من السلة`,
    removed: 'تم الحذف من السلة بنجاح',
    clear: 'إفراغ السلة',
    confirm: 'نعم، أفرغها',
    cleared: 'تم حذف السلة بنجاح',
    empty: 'سلتك فارغة',
  },
  en: {
    shop: 'Shop',
    login: 'Log in',
    email: 'Email',
    password: 'Password',
    add: 'Add to cart',
    added: 'Added to Cart',
    addedToast: 'Added to your cart',
    increase: (name: string) => `Increase the quantity of ${name}`,
    coupon: 'Discount coupon',
    apply: 'Apply',
    remove: (name: string) => `Remove ${name} from the cart`,
    removed: 'Removed from your cart',
    clear: 'Clear cart',
    confirm: 'Yes, clear it',
    cleared: 'Your cart has been cleared',
    empty: 'Your cart is empty',
  },
} as const;

const options = (product: Product, key: 'color' | 'size') => (product.specs[0] ?? []).filter((entry) => entry.key === key);

for (const language of ['ar', 'en'] as const) {
  test(`a shopper fills and empties the cart (${language})`, async ({ page, request }) => {
    const t = text[language];
    const nameOf = (product: Product) => (language === 'en' ? product.name_en || product.name : product.name);
    const label = (entry: { value: string; label?: string; label_en?: string }) => (language === 'en' ? entry.label_en : entry.label) ?? entry.value;
    const email = `cart.${language}.${Date.now()}@example.sa`;
    const password = 'cart-pass1';
    expect((await request.post('/api/register', { data: { name: 'Sara Alqahtani', email, password, password_confirmation: password } })).ok()).toBe(true);

    await page.goto(`/login?lng=${language}`);
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // From a card on the shop's first page: one unit of the first product in stock, in its first
    // colour and size, chosen in the quick add (docs/product.md, "Quick add"), or added at once when
    // it comes in one colour and size.
    await page.getByRole('banner').getByRole('link', { name: t.shop, exact: true }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    // The address changes at once; the home page, whose cards show the same products, stays on screen
    // until the shop's page is ready.
    await expect(page.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
    const firstPage = (await (await request.get('/api/products?page=1')).json()) as ProductList;
    const firstInStock = async (p: Product) => {
      const detail = (await (await request.get(`/api/products/${p.id}`)).json()) as Product;
      const stock = detail.availability?.find((o) => o.color === (options(p, 'color')[0]?.value ?? '') && o.size === (options(p, 'size')[0]?.value ?? ''))?.stock;
      return (stock ?? p.quantity) > 0;
    };
    const inStock = await Promise.all(firstPage.data.map(async (p) => p.quantity > 0 && (await firstInStock(p))));
    const fromCard = firstPage.data.find((_, index) => inStock[index]);
    if (!fromCard) throw new Error('No product on the first page has its first colour and size in stock');
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: nameOf(fromCard), exact: true }) }).first();
    await card.getByRole('button', { name: t.add }).click();
    if (options(fromCard, 'color').length > 1 || options(fromCard, 'size').length > 1) {
      const quickAdd = page.getByRole('dialog', { name: nameOf(fromCard) });
      const firstSize = options(fromCard, 'size')[0];
      if (firstSize) await quickAdd.getByTitle(label(firstSize), { exact: true }).click();
      await quickAdd.getByRole('button', { name: t.add }).click();
      await expect(quickAdd).toBeHidden();
    } else {
      await expect(card.getByRole('button', { name: t.added })).toBeDisabled();
    }
    await expect(page.getByText(t.addedToast)).toBeVisible();

    // From the product page: a product with two colours and two sizes, the second of each.
    // At least 4 of that colour and size in stock, where the API tells (a product's `availability`).
    const secondInStock = async (p: Product) => {
      const detail = (await (await request.get(`/api/products/${p.id}`)).json()) as Product;
      const stock = detail.availability?.find((o) => o.color === options(p, 'color')[1]!.value && o.size === options(p, 'size')[1]!.value)?.stock;
      // The cart goes up to 4 of it below.
      return (stock ?? p.quantity) >= 4;
    };
    const candidates = firstPage.data.filter((p) => p.id !== fromCard.id && p.quantity >= 5 && options(p, 'color').length > 1 && options(p, 'size').length > 1);
    let fromPage: Product | undefined;
    for (const p of candidates) if (!fromPage && (await secondInStock(p))) fromPage = p;
    if (!fromPage) throw new Error('No product on the first page has its second colour and size in stock');
    const color = options(fromPage, 'color')[1]!;
    const size = options(fromPage, 'size')[1]!;
    await page.goto(`/product/${fromPage.id}`);
    // The radios are visually hidden inside their swatch labels; a shopper clicks the swatch.
    await page.getByTitle(label(color), { exact: true }).click();
    await page.getByTitle(label(size), { exact: true }).click();
    await expect(page.getByRole('radio', { name: label(color), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: label(size), exact: true })).toBeChecked();
    await page.getByRole('button', { name: t.add }).first().click();
    await expect(page.getByText(t.addedToast).first()).toBeVisible();

    // The cart: a quick burst of + clicks sends one update.
    await page.goto('/cart');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/cart')) posts.push(r.postData() ?? '');
    });
    const increase = page.getByRole('button', { name: t.increase(nameOf(fromPage)) });
    await increase.click();
    await increase.click();
    await increase.click();
    await expect.poll(() => posts.length).toBe(1);
    await page.waitForTimeout(600);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ product_id: fromPage.id, quantity: 4, specs: { color: color.value, size: size.value } });

    // An expired coupon says why once, under its field: no toast repeats it.
    await page.getByLabel(t.coupon).fill('RAMADAN20');
    await page.getByRole('button', { name: t.apply }).click();
    const expired = language === 'ar' ? 'انتهت صلاحية هذا الكوبون' : 'This coupon has expired';
    await expect(page.getByText(expired)).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(page.getByText(expired)).toHaveCount(1);
    await expect(page.locator('.Toastify').getByText(expired)).toHaveCount(0);

    // Totals with a valid coupon, to the halala: the lines with VAT, less the coupon.
    await page.getByLabel(t.coupon).fill('WELCOME10');
    await page.getByRole('button', { name: t.apply }).click();
    const totals = orderAmounts(
      [
        { price: fromCard.price, quantity: 1 },
        { price: fromPage.price, quantity: 4 },
      ],
      10,
      'included',
    );
    await expect(page.getByTestId('cart-total')).toHaveText(formatSar(fromHalalas(totals.total), language));

    // The coupon stays through a reload and a switch of language and back.
    const other = language === 'ar' ? 'en' : 'ar';
    await page.reload();
    await expect(page.getByTestId('cart-total')).toHaveText(formatSar(fromHalalas(totals.total), language));
    await page.getByRole('button', { name: language === 'ar' ? 'Switch to English' : 'التبديل إلى العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByTestId('cart-total')).toHaveText(formatSar(fromHalalas(totals.total), other));
    await page.getByRole('button', { name: other === 'ar' ? 'Switch to English' : 'التبديل إلى العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('cart-total')).toHaveText(formatSar(fromHalalas(totals.total), language));

    await page.getByRole('button', { name: t.remove(nameOf(fromCard)) }).click();
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(page.getByRole('button', { name: t.remove(nameOf(fromCard)) })).toHaveCount(0);

    await page.getByRole('button', { name: t.clear }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.cleared)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
  });
}

