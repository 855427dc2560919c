/**
 * index.html as the server render fills it (src/entry-server.tsx): its slots, which the plain
 * index.html a static host serves shows as nothing, and the `<html>` tag that takes the page's
 * language.
 */
import type { Lang } from '@shared/lang';
import { directionOf } from '@/i18n';

/** Where index.html takes a rendered page. Between the head's pair is the shell's own title, which the page's replaces. */
export const TEMPLATE_SLOTS = { headStart: '<!--app-head-->', headEnd: '<!--/app-head-->', app: '<!--app-html-->', state: '<!--app-state-->' } as const;

/** In the head of a signed-in page rendered with the shopper's data, which index.html then does not ask for. */
export const SHOPPER_DATA_MARK = '<meta name="shopper-data" content="rendered">';

/** index.html's own `<html>` tag, which a rendered page gives its language. */
export const TEMPLATE_HTML_TAG = '<html lang="ar" dir="rtl">';

export interface RenderedPage {
  language: Lang;
  /** React's `<title>`, `<meta>` and preload links, and the page's chunks to preload. */
  head: string;
  app: string;
  state: string;
}

/** React writes the page's `<title>`, `<meta>` and preload `<link>`s first; they belong at the end of `<head>`. */
export function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** index.html with the rendered page in its slots; throws when the template lacks one. */
export function fillTemplate(template: string, page: RenderedPage): string {
  for (const slot of [...Object.values(TEMPLATE_SLOTS), TEMPLATE_HTML_TAG]) {
    if (!template.includes(slot)) throw new Error(`index.html has no ${slot} for the server render`);
  }
  const before = template.slice(0, template.indexOf(TEMPLATE_SLOTS.headStart));
  const after = template.slice(template.indexOf(TEMPLATE_SLOTS.headEnd) + TEMPLATE_SLOTS.headEnd.length);
  return (before + page.head + after)
    .replace(TEMPLATE_HTML_TAG, () => `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(TEMPLATE_SLOTS.app, () => page.app)
    .replace(TEMPLATE_SLOTS.state, () => page.state);
}
