/**
 * The screen itself, in Arabic and English at a phone's and a desktop's width: toasts stay clear of
 * the header, the phone header has the account icon, a slow page shows a bar, the password's show
 * button sits in its field, the hero's text never overlaps its picture on a desktop, on a phone's
 * first visit nothing moves as the page starts, the consent bar comes with a served page until a
 * choice is made and is hidden without scripting, and the chat button's check (which a11y.spec.ts
 * runs on every route) finds what the button covers.
 */
import { expect, test, type Page } from '@playwright/test';
import { coveredByChat } from './chat-button';
import { declineConsent, type Language } from './shopper';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Opens a route and waits until its content (not a skeleton) is on screen, the consent bar answered. */
async function visit(page: Page, path: string, language: Language) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await declineConsent(page, language);
}

for (const language of ['ar', 'en'] as const) {
  for (const size of WIDTHS) {
    test.describe(`${language}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test("toasts stay clear of the header's controls", async ({ page }) => {
        await visit(page, '/shop', language);
        // A toast: the first card's heart adds to the wishlist.
        await page.getByRole('button', { name: language === 'ar' ? /المفضلة/ : /wishlist/i }).first().click();
        const toast = page.locator('.Toastify__toast').first();
        await expect(toast).toBeVisible();
        const header = (await page.getByRole('banner').boundingBox())!;
        const box = (await toast.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      });

      test('the header has the account icon, signing in', async ({ page }) => {
        await visit(page, '/about-us', language);
        const account = page.getByRole('banner').getByRole('link', { name: language === 'ar' ? 'تسجيل الدخول' : 'Log in' });
        await expect(account).toBeVisible();
        // The row still fits the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await account.click();
        await expect(page).toHaveURL(/\/login/);
      });

      test("the password's show button sits inside its field, at its end", async ({ page }) => {
        await visit(page, '/login', language);
        const input = page.getByLabel(language === 'ar' ? 'كلمة المرور' : 'Password', { exact: true });
        const field = (await input.locator('..').boundingBox())!;
        const show = (await page.getByRole('button', { name: language === 'ar' ? 'إظهار كلمة المرور' : 'Show password' }).boundingBox())!;
        expect(show.y).toBeGreaterThanOrEqual(field.y);
        expect(show.y + show.height).toBeLessThanOrEqual(field.y + field.height);
        // At the end: the right in English, the left in Arabic.
        if (language === 'en') expect(field.x + field.width - (show.x + show.width)).toBeLessThan(12);
        else expect(show.x - field.x).toBeLessThan(12);
      });

      test('a slow change of page shows a bar while the last page stays', async ({ page }) => {
        await visit(page, '/about-us', language);
        // The blog page's code arrives late.
        await page.route(/\/assets\/blog-[^/]*\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        const blog = language === 'ar' ? 'المدونة' : 'Blog';
        if (size.name === 'phone') {
          await page.getByRole('button', { name: language === 'ar' ? 'فتح القائمة' : 'Open menu' }).click();
          await page.getByRole('navigation', { name: language === 'ar' ? 'القائمة' : 'Menu' }).getByRole('link', { name: blog }).click();
        } else {
          await page.getByRole('navigation', { name: language === 'ar' ? 'التنقل الرئيسي' : 'Main navigation' }).getByRole('link', { name: blog }).click();
        }
        await expect(page.getByTestId('route-progress')).toBeVisible();
        await expect(page.getByText(language === 'ar' ? 'جارٍ تحميل الصفحة…' : 'Loading the page…')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? 'من نحن' : 'About us' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? 'مدونتنا' : 'Our blog' })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('route-progress')).toHaveCount(0);
      });
    });
  }
}

test.describe('the chat button check itself', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('finds the cards under the button when the page leaves it no margin', async ({ page }) => {
    await visit(page, '/shop', 'en');
    // The content as wide as it was before the margin: the grid's last column runs under the button.
    await page.addStyleTag({ content: ':root { --container-7xl: 80rem !important; }' });
    expect((await coveredByChat(page, '/shop', 'en')).length).toBeGreaterThan(0);
  });
});

test.describe("the hero's text and picture on a desktop", () => {
  for (const language of ['ar', 'en'] as const) {
    test(`never overlap from 1024 to 1920 px (${language})`, async ({ page }) => {
      for (const width of [1024, 1280, 1366, 1440, 1600, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, '/', language);
        const overlap = await page.evaluate(() => {
          const slide = document.querySelector('picture')?.parentElement;
          const picture = slide?.querySelector('picture')?.getBoundingClientRect();
          const text = slide?.querySelector('h2, p.text-4xl')?.parentElement?.getBoundingClientRect();
          if (!picture || !text) return 'no hero';
          const apart = text.right <= picture.left + 0.5 || text.left >= picture.right - 0.5;
          return apart ? null : `text ${Math.round(text.left)}–${Math.round(text.right)}, picture ${Math.round(picture.left)}–${Math.round(picture.right)}`;
        });
        expect(overlap, `${width} px`).toBeNull();
      }
    });
  }
});

test.describe('a first visit on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  for (const language of ['ar', 'en'] as const) {
    test(`nothing moves as the page starts, the consent bar arrives and the chat's dock makes room for it (${language})`, async ({ page }) => {
      // Every layout shift the browser reports, with what moved.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
            const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].slice(0, 4).join('.')}` : '?'));
            shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of ['/', '/shop']) {
        await page.goto(`${path}?lng=${language}`);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('region', { name: language === 'ar' ? 'ملفات تعريف الارتباط الإعلانية' : 'Advertising cookies' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
      }
    });
  }
});

test.describe('the consent bar on a served page', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Advertising cookies' });

  test('comes in the HTML until the shopper chooses, and is kept apart from the page without it', async ({ page, request }) => {
    const html = async (cookie?: string) => (await request.get('/shop?lng=en', { headers: cookie ? { cookie } : {} })).text();
    expect(await html()).toContain('id="consent-title"');
    expect(await html('consent=denied')).not.toContain('id="consent-title"');
    expect(await html()).toContain('id="consent-title"');

    // Hydrated as it came (React reports a mismatch as an error), then answered: the next page comes without it.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto('/shop?lng=en');
    await declineConsent(page, 'en');
    expect(errors).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.getElementById('consent-title'))).toBeNull();
  });

  test('is hidden without scripting, which leaves no pixel to consent to', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/shop?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.locator('#consent-title').count()).toBe(1);
      await expect(bar(page)).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
