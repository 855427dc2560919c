import type { ReactNode, Ref } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';

/** A page's breadcrumb and its one h1; a page that moves focus to its heading passes `headingRef`. */
export function PageTitle({ title, crumbs, children, headingRef }: { title: string; crumbs?: Crumb[]; children?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="flex flex-col gap-3 py-6">
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
