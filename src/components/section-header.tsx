import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowIcon } from './icons/page-icons';

/** A home section's header: a title, an optional subtitle, and a 'view all' link to a route. */
export function SectionHeader({ id, title, subtitle, link }: { id?: string; title: string; subtitle?: string; link?: { to: string; label: string; name?: string } }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3 md:mb-8">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold text-ink md:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="text-stone-600">{subtitle}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          aria-label={link.name}
          className="group inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {link.label}
          <ArrowIcon size={18} className="transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
        </Link>
      )}
    </div>
  );
}

/** A home section: spacing, and the header naming the region. */
export function HomeSection({ id, children, className = '' }: { id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`mx-auto w-full max-w-7xl px-4 py-10 md:py-14 ${className}`}>
      {children}
    </section>
  );
}
