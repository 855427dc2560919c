import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

const prose =
  'leading-relaxed text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-ink [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-4 [&_strong]:text-ink [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * Sanitises server HTML with DOMPurify and fits its headings under the page's: the shallowest becomes
 * `top` and the rest keep their steps from it, so an article that starts at h3 under the page's
 * h1 does not skip a level (WCAG 1.3.1).
 */
export function cleanHtml(html: string, top = 2): string {
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const shallowest = Math.min(...headings.map((h) => Number(h.tagName[1])));
  for (const heading of headings) {
    const level = Math.min(6, Number(heading.tagName[1]) - shallowest + top);
    if (level === Number(heading.tagName[1])) continue;
    const renamed = heading.ownerDocument.createElement(`h${level}`);
    for (const { name, value } of [...heading.attributes]) renamed.setAttribute(name, value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** Server HTML (product, blog and content descriptions), sanitised before it is rendered. */
export function SanitizedHtml({ html, className = '' }: { html: string; className?: string }) {
  // DOMPurify needs a DOM, so a server-rendered page fills this in once hydrated.
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? cleanHtml(html) : ''), [html, hydrated]);
  return <div className={`${prose} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
