import { expect, test } from '@playwright/test';

const validLogin = () =>
  JSON.stringify({ token: 'e2e-token', user: { id: 1, name: 'Sara' }, expires_at: Date.now() + 60 * 60 * 1000 });

test('the globe flips dir and lang at once, and the choice survives a reload', async ({ page }) => {
  await page.goto('/shop');
  const html = page.locator('html');
  // Arabic is the shop's default ("Languages").
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
});

test('?lng picks the language and is remembered', async ({ page }) => {
  await page.goto('/about-us?lng=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

for (const [language, loginHeading, cartHeading] of [
  ['ar', 'أهلًا بعودتك', 'سلة التسوق'],
  ['en', 'Welcome back', 'Shopping cart'],
] as const) {
  test(`a guarded route sends a visitor to /login and returns them after a stored login (${language})`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: loginHeading })).toBeVisible();

    await page.evaluate((login) => localStorage.setItem('token', login), validLogin());
    await page.reload();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: cartHeading })).toBeVisible();
  });

  test(`unknown routes show the 404 page (${language})`, async ({ page }) => {
    await page.goto(`/no-such-page?lng=${language}`);
    const title = language === 'ar' ? 'الصفحة غير موجودة' : 'Page not found';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main img')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
  });
}

test('an expired login counts as none', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('token', JSON.stringify({ token: 't', user: { id: 1, name: 'Sara' }, expires_at: Date.now() - 1 })),
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
