import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';

/** A page's breadcrumb and its one h1. */
export function PageTitle({ title, crumbs, children }: { title: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-6">
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
