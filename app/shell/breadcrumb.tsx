// Breadcrumb with its schema.org BreadcrumbList (SPEC §2.3).
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  /** Path without language prefix; the last crumb usually has none. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  // Search engines need a page for every crumb but the last: a crumb without one (the "Tags" heading of a tag
  // page) is shown but left out of the structured trail.
  const trail = all.filter((crumb, index) => crumb.to || index === all.length - 1);
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-slate-500 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {crumb.to && index < all.length - 1 ? (
              <Link to={href(crumb.to)} className="hover:text-brand-600 dark:hover:text-brand-100">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined} className="text-slate-700 dark:text-slate-200">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            ...(crumb.to ? { item: `${appUrl}${href(crumb.to)}` } : {}),
          })),
        }}
      />
    </nav>
  );
}
