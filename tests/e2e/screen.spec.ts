/**
 * The screen itself, in Arabic and English at a phone's and a desktop's width: the chat button
 * covers nothing on any route at any scroll position, toasts stay clear of the header, the phone
 * header has the account icon, a slow page shows a bar, the password's show button sits in its
 * field, the hero's text never overlaps its picture on a desktop, and on a phone's first visit
 * nothing moves as the page starts.
 */
import { expect, test, type Page } from '@playwright/test';
import type { BlogPost, ProductList } from '../../src/types/api';
import { shopperWithCart, type Language } from './shopper';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const chatName = { ar: 'محادثة البائع', en: 'Chat with the seller' } as const;

/** Opens a route and waits until its content (not a skeleton) is on screen, the consent bar answered. */
async function visit(page: Page, path: string, language: Language) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const decline = page.getByRole('button', { name: language === 'ar' ? 'رفض' : 'Decline' });
  if (await decline.isVisible()) await decline.click();
}

/**
 * Scrolls through the page, top to bottom and back up, stopping as a shopper does, and at each stop
 * where the chat button shows, lists the text, prices and controls under it: what
 * document.elementsFromPoint finds at its centre and around its rim, above anything opaque (its
 * own dock on a phone is the screen's edge, as the sticky header is at the top).
 */
function coveredByChat(buttonName: string): Promise<string[]> {
  const CONTROL = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="slider"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
  // The scroll's listeners run within the next frames; the dock's slide they may start then runs to
  // its end. Endless animations (a skeleton's pulse) are not waited for.
  const settle = async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  };
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const opaque = (el: Element) => {
    if (el instanceof HTMLImageElement || el instanceof HTMLVideoElement) return false;
    const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
    const alpha = match ? (match[1]!.split(',')[3] ?? '1') : '0';
    return Number(alpha) >= 0.99;
  };
  const textAt = (el: Element, x: number, y: number) =>
    [...el.childNodes].some((node) => {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    });

  async function sample(): Promise<string[]> {
    const button = document.querySelector<HTMLElement>(`[aria-label^="${buttonName}"]`);
    if (!button) return ['no chat button'];
    const box = button.getBoundingClientRect();
    // Stepped below the screen's edge (a phone scrolling down): it covers nothing.
    if (box.top >= window.innerHeight - 1) return [];
    const dock = button.closest('[data-chat-dock]');
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const r = box.width / 2 - 2;
    const points = [[cx, cy], ...Array.from({ length: 8 }, (_, i) => [cx + r * Math.cos((i * Math.PI) / 4), cy + r * Math.sin((i * Math.PI) / 4)])];
    const found = new Set<string>();
    for (const [x, y] of points) {
      for (const el of document.elementsFromPoint(x!, y!)) {
        if (button.contains(el)) continue;
        if (dock && el === dock && getComputedStyle(dock).display !== 'contents') break;
        if (el === document.documentElement || el === document.body) break;
        if (el.matches(CONTROL) || el.closest(CONTROL)) {
          found.add(`control ${describe(el.closest(CONTROL) ?? el)}`);
          break;
        }
        if (textAt(el, x!, y!)) {
          found.add(`text ${describe(el)}`);
          break;
        }
        if (opaque(el)) break;
      }
    }
    return [...found].map((what) => `at ${Math.round(window.scrollY)}: ${what}`);
  }

  return (async () => {
    const problems: string[] = [];
    const step = Math.round(window.innerHeight * 0.6);
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, 0);
    await settle();
    problems.push(...(await sample()));
    for (let y = step; y < end() + step; y += step) {
      window.scrollTo(0, Math.min(y, end()));
      await settle();
      problems.push(...(await sample()));
    }
    // On the way back up a phone's dock shows again.
    for (let y = end() - step; y > -step; y -= step) {
      window.scrollTo(0, Math.max(y, 0));
      await settle();
      problems.push(...(await sample()));
    }
    return [...new Set(problems)];
  })();
}

let signedOutRoutes: string[] = [];

test.beforeAll(async ({ request }) => {
  const products = (await (await request.get('/api/products?page=1')).json()) as ProductList;
  const blogs = (await (await request.get('/api/blogs')).json()) as { data: BlogPost[] };
  const product = products.data[0]!;
  signedOutRoutes = [
    '/',
    '/shop',
    '/category',
    `/category/${product.category_id}`,
    '/brands',
    `/brand/${product.brand_id}`,
    `/product/${product.id}`,
    '/top-seller',
    '/sale-products',
    '/ourblog',
    `/post/${blogs.data[0]!.id}`,
    '/wishlist',
    '/contact-us',
    '/about-us',
    '/privacy-policy',
    '/return-policy',
    '/map',
    '/no-such-page',
  ];
});

for (const language of ['ar', 'en'] as const) {
  for (const size of WIDTHS) {
    test.describe(`${language}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('the chat button covers no text, price or control on any route, at any scroll position', async ({ page, request }) => {
        test.setTimeout(600_000);
        const found: string[] = [];
        for (const path of signedOutRoutes) {
          await visit(page, path, language);
          found.push(...(await page.evaluate(coveredByChat, chatName[language])).map((problem) => `${path} ${problem}`));
        }
        // Signed in, with a cart: the cart's summary and coupon, the checkout, the profile's orders.
        await shopperWithCart(page, request, language);
        for (const path of ['/cart', '/payment', '/profile', '/profile?tab=orders']) {
          await visit(page, path, language);
          found.push(...(await page.evaluate(coveredByChat, chatName[language])).map((problem) => `${path} ${problem}`));
        }
        expect(found).toEqual([]);
      });

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
    expect((await page.evaluate(coveredByChat, chatName.en)).length).toBeGreaterThan(0);
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
