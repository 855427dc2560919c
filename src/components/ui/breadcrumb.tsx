import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { pageAddress } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { ChevronIcon } from './icons';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Breadcrumbs always start with Home → /; the last crumb is the current page. Search
 * engines read the same trail as a schema.org BreadcrumbList, at each page's own address.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), to: paths.home() }, ...items];
  const trail = crumbs.map((crumb, index) => ({ name: crumb.label, url: pageAddress(index === crumbs.length - 1 ? pathname : (crumb.to ?? pathname), language) }));
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {crumb.to && !last ? (
                  <Link to={crumb.to} className="rounded hover:text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-ink' : undefined}>
                    {crumb.label}
                  </span>
                )}
                {!last && <ChevronIcon size={14} className="text-stone-400" />}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
