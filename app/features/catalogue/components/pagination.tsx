import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t';

/** Page links that keep the rest of the query string. */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const window = [page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages);
  const cls = 'flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm';
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={to(page - 1)} aria-label={t('pagination.previous')} className={`${cls} border-slate-200 hover:border-brand-500 dark:border-slate-700`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
      {window.map((n) => (
        <Link
          key={n}
          to={to(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`${cls} ${n === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700'}`}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link to={to(page + 1)} aria-label={t('pagination.next')} className={`${cls} border-slate-200 hover:border-brand-500 dark:border-slate-700`}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
