// Previous / "3 / 12" / next for a list inside a page (the staff console's audit trail and requests), keeping the
// scroll position; the catalogue's numbered Pagination is for whole pages of results. One page may hold several
// (the staff console), so each is named for the list it pages: landmarks a screen reader lists must differ.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';
import { useT } from '~/i18n/use-t';

const LINK = 'flex size-9 items-center justify-center rounded-lg border border-slate-200 hover:border-brand-500 dark:border-slate-700';

export function CompactPager({ page, pages, to, list }: { page: number; pages: number; to: (page: number) => To; list: string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.labelOf', { list })} className="flex items-center justify-center gap-2 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} aria-label={t('pagination.previous')} className={LINK} preventScrollReset>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
      <span className="tabular-nums text-slate-500 dark:text-slate-400">
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} aria-label={t('pagination.next')} className={LINK} preventScrollReset>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
