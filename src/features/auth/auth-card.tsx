import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';

/** The frame every auth page shares: page meta, heading, lead text, form, and the links below. */
export function AuthCard({ title, metaTitle, subtitle, children, footer }: { title: string; metaTitle: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageMeta title={metaTitle} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {subtitle && <p className="text-sm text-stone-600">{subtitle}</p>}
      </header>
      {children}
      {footer && <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 text-sm text-stone-600">{footer}</div>}
    </section>
  );
}
