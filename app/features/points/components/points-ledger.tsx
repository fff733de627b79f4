// The points tab of the user center: the balance and the ledger, newest first, with kind labels.
import { Coins } from 'lucide-react';
import { FormattedMessage, FormattedNumber } from '~/i18n/intl';
import { Pagination } from '~/features/catalogue/components/pagination';
import { EmptyState } from '~/ui/states';
import { LocalTime } from '~/ui/local-time';
import type { TPointsLedger } from '../../accounts/accounts.schema';

export const POINTS_PAGE_SIZE = 20;

export function PointsLedger({ ledger, page }: { ledger: TPointsLedger; page: number }) {
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-500 p-5 text-white">
        <span className="flex size-12 items-center justify-center rounded-full bg-white/20">
          <Coins aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm text-white/80">
            <FormattedMessage id="points.balance" />
          </p>
          <p className="text-3xl font-bold tabular-nums" data-testid="points-balance">
            <FormattedNumber value={ledger.points} />
          </p>
        </div>
      </div>
      <section>
        <h2 className="mb-3 text-base font-semibold">
          <FormattedMessage id="points.ledger" />
        </h2>
        {ledger.items.length ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="points-ledger">
            {ledger.items.map((entry) => (
              <li key={entry.id} className="flex items-center gap-4 px-4 py-3" data-kind={entry.kind}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    <FormattedMessage id={`points.kind.${entry.kind}`} />
                  </p>
                  <p className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">
                    <LocalTime value={entry.createdAt} />
                    {entry.note ? <span> · {entry.note}</span> : null}
                  </p>
                </div>
                <span
                  className={`shrink-0 text-lg font-semibold tabular-nums ${entry.amount >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}`}
                  data-testid="points-amount"
                >
                  {entry.amount > 0 ? '+' : ''}
                  <FormattedNumber value={entry.amount} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
        <Pagination page={page} pageSize={POINTS_PAGE_SIZE} total={ledger.total} />
      </section>
    </div>
  );
}
