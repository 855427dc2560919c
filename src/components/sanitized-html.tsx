import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

const prose =
  'leading-relaxed text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-4 [&_strong]:text-ink [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6';

/** Server HTML (product, blog and content descriptions), sanitised before it is rendered (R13). */
export function SanitizedHtml({ html, className = '' }: { html: string; className?: string }) {
  // DOMPurify needs a DOM, so a server-rendered page fills this in once hydrated.
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''), [html, hydrated]);
  return <div className={`${prose} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
