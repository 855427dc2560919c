/**
 * WCAG 2.2 AA: axe-core on every route, in Arabic and English, at a phone's and a
 * desktop's width, signed out and signed in with a cart; no page scrolls sideways; and, once the
 * consent bar is answered, the chat button covers no text, price or control at any scroll position.
 * Each page is checked once its content has arrived, so what axe reads is what a shopper meets.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import type { BlogPost, ProductList } from '../../src/types/api';
import { axeViolations } from './axe';
import { coveredByChat } from './chat-button';
import { answerTheGeocoderLocally, declineConsent, gateRadio, placeOrder, shopperWithCart, words, type Language } from './shopper';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** What sticks out past the viewport's width, making the page scroll sideways (WCAG 1.4.10 reflow). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')} (${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)} of ${width})`);
  });
}

/**
 * Headings that skip a level on the way down (an h1 followed by an h3), which Lighthouse's
 * heading-order audit marks and axe's WCAG tags do not.
 */
async function skippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter((h) => !h.closest('[aria-hidden="true"], [hidden], [inert]'));
    const skips: string[] = [];
    shown.forEach((heading, i) => {
      const level = Number(heading.tagName[1]);
      const before = i === 0 ? level : Number(shown[i - 1]!.tagName[1]);
      if (level > before + 1) skips.push(`h${before} then h${level} "${heading.textContent?.trim().slice(0, 30)}"`);
    });
    return skips.slice(0, 3);
  });
}

/** axe's violations, skipped heading levels and, at a phone's width, anything that makes the page scroll sideways. */
async function problems(page: Page, path: string) {
  const found = (await axeViolations(page)).map((v) => `${path}: ${v}`);
  const skips = await skippedHeadings(page);
  if (skips.length) found.push(`${path}: heading levels skipped: ${skips.join('; ')}`);
  const wide = await overflow(page);
  if (wide.length) found.push(`${path}: scrolls sideways: ${wide.join('; ')}`);
  return found;
}

/** Opens a route and waits until its content (not a skeleton) is on screen. */
async function visit(page: Page, path: string, language: Language) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Answers the consent bar, if it shows, then lists what the chat button covers on the page. */
async function chatProblems(page: Page, path: string, language: Language) {
  await declineConsent(page, language);
  return coveredByChat(page, path, language);
}

/** What the configuration gives each test's own page (playwright.config.ts), for a second context. */
const CONTEXT = { ...devices['Desktop Chrome'], serviceWorkers: 'block' } as const;

let signedOutRoutes: string[] = [];
/** Routes outside the shop's main layout (signing in, tracking an order), which has the chat button. */
const WITHOUT_CHAT = new Set(['/login', '/register', '/forget-password', '/tracking/LB0000000000']);

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
    '/login',
    '/register',
    '/forget-password',
    '/tracking/LB0000000000',
    '/no-such-page',
  ];
});

for (const language of ['ar', 'en'] as const) {
  for (const size of WIDTHS) {
    test.describe(`${language}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('every signed-out route has no axe violations, and its chat button covers nothing', async ({ browser, baseURL, page }) => {
        test.setTimeout(300_000);
        const check = async (on: Page, paths: string[]) => {
          const found: string[] = [];
          for (const path of paths) {
            await visit(on, path, language);
            found.push(...(await problems(on, path)));
            if (!WITHOUT_CHAT.has(path)) found.push(...(await chatProblems(on, path, language)));
          }
          return found;
        };
        // Two visitors share the routes and go side by side: while one waits for its network to fall
        // quiet, the other runs axe. Each meets the consent bar on its first route and answers it
        // there. The second has a context of its own: a second tab would be in the background, where
        // the browser holds back animation frames.
        const other = await browser.newContext({ ...CONTEXT, baseURL, viewport: { width: size.width, height: size.height } });
        try {
          const halves = await Promise.all([
            check(page, signedOutRoutes.filter((_, i) => i % 2 === 0)),
            check(await other.newPage(), signedOutRoutes.filter((_, i) => i % 2 === 1)),
          ]);
          expect(halves.flat()).toEqual([]);
        } finally {
          await other.close();
        }
      });

      test('the cart, checkout and profile of a signed-in shopper have no axe violations, and the chat button covers nothing', async ({ page, request, baseURL }) => {
        test.setTimeout(180_000);
        await answerTheGeocoderLocally(page, baseURL!);
        const { token, product, specs } = await shopperWithCart(page, request, language);
        const found: string[] = [];
        for (const path of ['/cart', '/payment', '/profile', '/wishlist']) {
          await visit(page, path, language);
          found.push(...(await problems(page, path)), ...(await chatProblems(page, path, language)));
          if (path === '/payment') {
            // Once the address is found, the companies are uncovered and priced: checked then too.
            await expect(page.getByRole('region', { name: language === 'ar' ? 'خريطة عنوان التوصيل' : 'Map of the delivery address' })).toBeVisible();
            await page.getByRole('searchbox', { name: words[language].search }).fill(words[language].query);
            await page.getByRole('search').getByRole('button', { name: words[language].searchButton }).click();
            await expect(gateRadio(page, language, words[language].naqel)).toBeEnabled();
            await expect(page.getByRole('button', { name: new RegExp(words[language].locked) })).toHaveCount(0);
            found.push(...(await problems(page, '/payment (an address found)')));
          }
        }
        // With an order placed: the order's status page, and the profile's order detail dialog open.
        const { orderId } = await placeOrder(request, token, product, specs);
        await visit(page, `/payment-status?order_id=${orderId}`, language);
        found.push(...(await problems(page, '/payment-status')));
        await visit(page, '/profile?tab=orders', language);
        found.push(...(await chatProblems(page, '/profile?tab=orders', language)));
        const number = `LB-${String(orderId).padStart(6, '0')}`;
        await page.getByRole('button', { name: language === 'ar' ? `عرض تفاصيل الطلب رقم ${number}` : `View order ${number} details` }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await problems(page, '/profile?tab=orders (order detail)')));
        // The saved addresses, with the order's address in them, and the form to add one open.
        await visit(page, '/profile?tab=addresses', language);
        found.push(...(await problems(page, '/profile?tab=addresses')));
        await page.getByRole('button', { name: language === 'ar' ? 'إضافة عنوان' : 'Add an address' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await problems(page, '/profile?tab=addresses (new address)')));
        expect(found).toEqual([]);
      });
    });
  }
}

test('the clear-cart dialog is modal: focus moves in and stays, Escape closes it, focus returns, and axe finds nothing', async ({ page, request }) => {
  for (const language of ['ar', 'en'] as const) {
    await shopperWithCart(page, request, language);
    await visit(page, '/cart', language);
    const opener = page.getByRole('button', { name: language === 'ar' ? 'إفراغ السلة' : 'Clear cart' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Tab never reaches the page behind: focus stays in the dialog, or passes to the browser's own
    // controls (document.body here) as a native modal dialog lets it, and comes back in.
    let inside = 0;
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((d) => (d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
      expect(where).not.toBe('page');
      if (where === 'dialog') inside++;
    }
    expect(inside).toBeGreaterThan(4);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test.describe('focus not obscured (WCAG 2.4.11), phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the shop's filter drawer is modal: the page behind is inert, Escape closes it and focus returns", async ({ page }) => {
    await visit(page, '/shop', 'en');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate((d) => (d.contains(document.activeElement) ? 'drawer' : document.activeElement === document.body ? 'browser' : 'page'));
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('no control the keyboard reaches on the shop and the cart sits under the chat button or the header', async ({ page, request }) => {
    test.setTimeout(120_000);
    await shopperWithCart(page, request, 'en');
    // The consent bar answered, so only the header and the chat button float over the page.
    for (const path of ['/shop', '/cart']) {
      await visit(page, path, 'en');
      await declineConsent(page, 'en');
      const hidden: string[] = [];
      for (let step = 0; step < 60; step++) {
        await page.keyboard.press('Tab');
        const overlap = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const chat = document.querySelector<HTMLElement>('[aria-label^="Chat with the seller"]');
          const header = document.querySelector('header');
          // The skip link shows over the header on purpose.
          const skipLink = focused?.getAttribute('href') === '#main';
          if (!focused || !chat || skipLink || chat.contains(focused) || header?.contains(focused) || focused === document.body) return null;
          const a = focused.getBoundingClientRect();
          const covered = (b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
          const under = [chat.getBoundingClientRect(), header?.getBoundingClientRect()].filter((b): b is DOMRect => Boolean(b)).some(covered);
          return under ? `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"` : null;
        });
        if (overlap) hidden.push(`${path}: ${overlap}`);
      }
      expect(hidden).toEqual([]);
    }
  });
});

/**
 * Where the focused control's focus ring is drawn, and what clips it: `null` when it shows whole.
 * The ring is the control's own outline (or box shadow), or the outline of its `::after` for a card's
 * stretched link; any scrolling or clipping box it lies inside must hold all of it.
 */
function focusRingProblem(): string | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return null;
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
  const drawn = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const own = getComputedStyle(focused);
  const after = getComputedStyle(focused, '::after');
  let box: DOMRect;
  let grow: number;
  let from: Element | null;
  const spread = (element: Element) => Math.max(0, ...[...getComputedStyle(element).boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/g)].map((m) => Number(m[4])));
  const own1px = focused.getBoundingClientRect();
  // A visually hidden input (a chip's checkbox) is ringed by the sibling its peer-focus style draws.
  const ringedSibling = own1px.width <= 1 && own1px.height <= 1 ? [...(focused.parentElement?.children ?? [])].find((el) => el !== focused && getComputedStyle(el).boxShadow !== 'none') : undefined;
  if (ringedSibling) {
    box = ringedSibling.getBoundingClientRect();
    grow = spread(ringedSibling);
    from = focused.parentElement;
  } else if (drawn(own)) {
    box = focused.getBoundingClientRect();
    grow = parseFloat(own.outlineOffset) + parseFloat(own.outlineWidth);
    from = focused.parentElement;
  } else if (drawn(after) && after.position === 'absolute' && focused.offsetParent) {
    // A stretched link's ring: its box is the card's, and only the card and its ancestors clip it.
    box = focused.offsetParent.getBoundingClientRect();
    grow = parseFloat(after.outlineOffset) + parseFloat(after.outlineWidth);
    from = focused.offsetParent;
  } else if (own.boxShadow !== 'none') {
    box = focused.getBoundingClientRect();
    grow = 0;
    from = focused.parentElement;
  } else if (focused.parentElement?.parentElement && [focused.parentElement, focused.parentElement.parentElement].some((box) => getComputedStyle(box).boxShadow !== 'none')) {
    // A text field's ring is drawn by its box (focus-within), around the input and its prefix.
    const ringed = [focused.parentElement, focused.parentElement.parentElement].find((box) => getComputedStyle(box).boxShadow !== 'none')!;
    box = ringed.getBoundingClientRect();
    grow = 0;
    from = ringed.parentElement;
  } else {
    return `${name}: no focus ring`;
  }
  const ring = { left: box.left - grow, right: box.right + grow, top: box.top - grow, bottom: box.bottom + grow };
  for (let box = from; box && box !== document.documentElement; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = box.getBoundingClientRect();
    const within = (a: number, b: number) => a >= b - 0.5;
    const inside = within(ring.left, clip.left) && within(clip.right, ring.right) && within(ring.top, clip.top) && within(clip.bottom, ring.bottom);
    // A control scrolled wholly out of its box (a carousel's later slide) is not a clipped ring.
    const seen = box.contains(focused) && focused.getBoundingClientRect().right > clip.left && focused.getBoundingClientRect().left < clip.right;
    if (!inside && seen) return `${name}: ring clipped by ${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 3).join('.')}`;
  }
  return null;
}

test.describe('focus is always visible (WCAG 2.4.7)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('every control the keyboard reaches on the shop, a product and the cart shows a whole focus ring', async ({ page, request }) => {
    test.setTimeout(150_000);
    await shopperWithCart(page, request, 'en');
    const products = (await (await request.get('/api/products?page=1')).json()) as ProductList;
    const found: string[] = [];
    for (const path of ['/shop', `/product/${products.data[0]!.id}`, '/cart']) {
      await visit(page, path, 'en');
      await declineConsent(page, 'en');
      await page.locator('body').focus();
      for (let step = 0; step < 70; step++) {
        await page.keyboard.press('Tab');
        const problem = await page.evaluate(focusRingProblem);
        if (problem && !found.includes(`${path}: ${problem}`)) found.push(`${path}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });
});

test.describe('a phone’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['ar', 'en'] as const) {
    test(`the home page's hero shows its image, in a width sized for the phone (${language})`, async ({ page }) => {
      await visit(page, '/', language);
      const image = page.getByRole('group', { name: language === 'ar' ? 'التشكيلات المميزة' : 'Featured collections' }).locator('img').first();
      await expect(image).toBeVisible();
      const shown = await image.evaluate((img: HTMLImageElement) => ({ loaded: img.complete && img.naturalWidth > 0, src: img.currentSrc }));
      expect(shown.loaded).toBe(true);
      expect(shown.src).toMatch(/\?w=(640|960|1280)$/);
    });
  }
});
