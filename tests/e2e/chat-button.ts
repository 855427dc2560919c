/**
 * The chat button's check: on a route, at every scroll position, the floating chat button covers no
 * text, price or control.
 */
import type { Page } from '@playwright/test';
import type { Language } from './shopper';

const chatName = { ar: 'محادثة البائع', en: 'Chat with the seller' } as const;

/**
 * Scrolls through the page, top to bottom and back up, stopping as a shopper does, and at each stop
 * where the chat button shows, lists the text, prices and controls under it: what
 * document.elementsFromPoint finds at its centre and around its rim, above anything opaque (its
 * own dock on a phone is the screen's edge, as the sticky header is at the top).
 */
function coveredByChatButton(buttonName: string): Promise<string[]> {
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

/** What the chat button covers on the page open now, each problem named with `path`. */
export async function coveredByChat(page: Page, path: string, language: Language): Promise<string[]> {
  return (await page.evaluate(coveredByChatButton, chatName[language])).map((problem) => `${path} ${problem}`);
}
