import type { ReactNode, Ref } from 'react';
import { PageMeta, type PageMetaProps } from './page-meta';
import { Breadcrumb, type Crumb } from './ui/breadcrumb';

export interface PageShellProps extends Omit<PageMetaProps, 'title'> {
  /** The page's one h1, and its title in the browser's tab unless `metaTitle` says otherwise. */
  title: string;
  /** The tab's title when it is not the heading (a profile section, an about page's own entry). */
  metaTitle?: string;
  /** The trail after Home; the title alone by default. */
  crumbs?: Crumb[];
  /** A line under the heading, inside the title block. */
  intro?: ReactNode;
  /** For a page that moves focus to its heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Room under the content, for pages that end in a form or a summary. */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a list or content page: its meta tags, breadcrumb and one h1 in the shop's width,
 * then the page's own content, which keeps its loading, error and empty states. Breadcrumbs always
 * start with Home; a page that moves focus to its heading passes `headingRef`.
 */
export function PageShell({ title, metaTitle = title, crumbs, intro, headingRef, className, children, ...meta }: PageShellProps) {
  return (
    <div className={`mx-auto max-w-7xl px-4${className ? ` ${className}` : ''}`}>
      <PageMeta title={metaTitle} {...meta} />
      <div className="flex flex-col gap-3 py-6">
        <Breadcrumb items={crumbs ?? [{ label: title }]} />
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-bold text-ink md:text-3xl">
          {title}
        </h1>
        {intro}
      </div>
      {children}
    </div>
  );
}
