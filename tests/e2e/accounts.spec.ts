import { expect, test, type Page } from '@playwright/test';

// The account journey against the real API, in both languages: register → login → back to the
// remembered page → edit profile with an image → log out → forgot password → the code from the
// development outbox → verify → reset → log in with the new password.

const text = {
  ar: {
    register: 'أنشئ حسابك',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    createAccount: 'إنشاء الحساب',
    welcome: 'أهلًا بعودتك',
    login: 'تسجيل الدخول',
    account: 'حسابي',
    personal: 'البيانات الشخصية',
    phone: 'رقم الجوال',
    photo: 'الصورة الشخصية',
    save: 'حفظ التغييرات',
    saved: 'تم تحديث البيانات بنجاح',
    logout: 'تسجيل الخروج',
    forgot: 'نسيت كلمة المرور؟',
    verify: 'تحقق',
    code: 'رمز التحقق',
    verifyCode: 'تحقق من الرمز',
    newPassword: 'كلمة المرور الجديدة',
    savePassword: 'حفظ كلمة المرور',
    changed: 'تم تغيير كلمة المرور بنجاح',
    cart: 'سلة التسوق',
  },
  en: {
    register: 'Create your account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    createAccount: 'Create account',
    welcome: 'Welcome back',
    login: 'Log in',
    account: 'My account',
    personal: 'Personal details',
    phone: 'Phone',
    photo: 'Profile photo',
    save: 'Save changes',
    saved: 'Your details have been updated',
    logout: 'Log out',
    forgot: 'Forgot your password?',
    verify: 'Verify',
    code: 'Verification code',
    verifyCode: 'Verify code',
    newPassword: 'New password',
    savePassword: 'Save password',
    changed: 'Password changed successfully',
    cart: 'Shopping cart',
  },
} as const;

async function logIn(page: Page, t: (typeof text)['en' | 'ar'], email: string, password: string) {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login, exact: true }).click();
}

for (const language of ['ar', 'en'] as const) {
  test(`a shopper's whole account journey (${language})`, async ({ page, request }) => {
    const t = text[language];
    const email = `shopper.${language}.${Date.now()}@example.sa`;
    await page.goto(`/?lng=${language}`);

    // A guarded page remembers where the shopper was going.
    await page.goto('/profile?tab=personal');
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();
    await page.getByRole('link', { name: language === 'ar' ? 'أنشئ حسابًا' : 'Create an account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.register })).toBeVisible();
    await page.getByLabel(t.firstName).fill('Noura');
    await page.getByLabel(t.lastName).fill('Alharbi');
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill('first-pass1');
    await page.getByLabel(t.confirm, { exact: true }).fill('first-pass1');
    await page.getByRole('button', { name: t.createAccount }).click();

    // Signing up signs in: back to the remembered page, with the form filled from the new account.
    await expect(page).toHaveURL(/\/profile\?tab=personal$/);
    await expect(page.getByRole('heading', { level: 2, name: t.personal })).toBeVisible();
    await page.getByLabel(t.phone).fill('551234567');
    await page.getByLabel(t.photo).setInputFiles('tests/e2e/fixtures/avatar.png');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
    // Kept as checkout sends it.
    expect(stored.user.phone).toBe('966551234567');
    expect(stored.user.img).toMatch(/\.webp$/);
    const photo = await request.get(`/storage/${stored.user.img}`);
    expect(photo.ok()).toBe(true);
    expect(photo.headers()['content-type']).toBe('image/webp');

    // Logging out of a signed-in page goes home, not to the sign-in form.
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();

    // Forgotten password, with the code from the development outbox.
    await page.getByRole('link', { name: t.forgot }).click();
    // The login form stays on screen until the next page's code has come: fill the new page's field.
    await expect(page.getByRole('heading', { level: 1, name: t.forgot })).toBeVisible();
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/verifycode$/);
    const outbox = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(outbox.ok()).toBe(true);
    const [latest] = (await outbox.json()) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel(t.code).fill(code!);
    await page.getByRole('button', { name: t.verifyCode }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(t.newPassword).fill('second-pass2');
    await page.getByLabel(t.confirm, { exact: true }).fill('second-pass2');
    await page.getByRole('button', { name: t.savePassword }).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signed in with the new password: the profile opens without a login.
    await page.goto('/profile');
    await page.getByRole('button', { name: t.logout }).click();
    // Logging out ends on the home page, loaded afresh: a navigation started before would be cut short.
    await expect(page).toHaveURL(/\/$/);

    // The old password no longer works; the new one does.
    await page.goto('/cart');
    await logIn(page, t, email, 'first-pass1');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, t, email, 'second-pass2');
    await expect(page).toHaveURL(/\/cart$/);
  });
}
