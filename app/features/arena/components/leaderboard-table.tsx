// The arena leaderboard: rank (ties where the intervals overlap), contestant, rating with its 95% interval drawn
// as a bar, battles and wins / ties / losses.
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { PRELIMINARY_BATTLES } from '../arena.constants';
import type { TLeaderboardRow } from '../arena.schema';

export function LeaderboardTable({ rows }: { rows: TLeaderboardRow[] }) {
  const t = useT();
  if (!rows.length) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400" data-testid="leaderboard-empty">
        <FormattedMessage id="arena.leaderboard.empty" />
      </p>
    );
  }
  const low = Math.min(...rows.map((r) => r.ciLow));
  const high = Math.max(...rows.map((r) => r.ciHigh));
  const span = Math.max(1, high - low);
  const x = (v: number) => `${((v - low) / span) * 100}%`;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="leaderboard-table">
        <caption className="sr-only">{t('arena.leaderboard.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">{t('arena.leaderboard.rank')}</th>
            <th scope="col" className="px-2 py-2 sm:px-3">{t('arena.leaderboard.model')}</th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right">{t('arena.leaderboard.rating')}</th>
            <th scope="col" className="px-2 py-2 sm:px-3">{t('arena.leaderboard.interval')}</th>
            <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell sm:px-3">{t('arena.leaderboard.battles')}</th>
            <th scope="col" className="hidden px-2 py-2 sm:px-3 text-right sm:table-cell">{t('arena.leaderboard.record')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.contestant.id} data-testid="leaderboard-row" data-contestant={row.contestant.id}>
              <td className="px-2 py-2 sm:px-3 font-semibold tabular-nums">{row.rank}</td>
              <td className="px-2 py-2 sm:px-3">
                <div className="font-medium">{row.contestant.label}</div>
                <div className="text-xs text-slate-500 dark:text-slate-400">
                  {row.contestant.model}
                  {row.contestant.offline ? (
                    <span className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-amber-800 dark:bg-amber-950 dark:text-amber-300">
                      <FormattedMessage id="arena.offline.badge" />
                    </span>
                  ) : null}
                </div>
                <div className="text-xs text-slate-500 sm:hidden dark:text-slate-400">
                  <FormattedMessage id="arena.leaderboard.battlesCount" values={{ count: row.battles, wins: row.wins, ties: row.ties, losses: row.losses }} />
                </div>
              </td>
              <td className="px-2 py-2 sm:px-3 text-right font-semibold tabular-nums" data-testid="leaderboard-rating">
                {row.rating.toFixed(1)}
              </td>
              <td className="px-2 py-2 sm:px-3">
                <div className="flex items-center gap-2">
                  <span className="relative hidden h-2 w-24 shrink-0 rounded-full bg-slate-100 sm:block dark:bg-slate-800" aria-hidden="true">
                    <span className="absolute inset-y-0 rounded-full bg-brand-500/60" style={{ left: x(row.ciLow), right: `calc(100% - ${x(row.ciHigh)})` }} />
                    <span className="absolute inset-y-[-2px] w-0.5 rounded bg-brand-700 dark:bg-brand-100" style={{ left: x(row.rating) }} />
                  </span>
                  <span className="whitespace-nowrap text-xs tabular-nums text-slate-600 dark:text-slate-400">
                    {row.ciLow.toFixed(0)}–{row.ciHigh.toFixed(0)}
                  </span>
                  {row.battles < PRELIMINARY_BATTLES ? (
                    <span
                      className="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                      title={t('arena.leaderboard.preliminaryHint', { count: PRELIMINARY_BATTLES })}
                      data-testid="leaderboard-preliminary"
                    >
                      {t('arena.leaderboard.preliminary')}
                    </span>
                  ) : null}
                </div>
              </td>
              <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell sm:px-3" data-testid="leaderboard-battles">{row.battles}</td>
              <td className="hidden px-2 py-2 sm:px-3 text-right tabular-nums sm:table-cell">
                {row.wins} / {row.ties} / {row.losses}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.battles < PRELIMINARY_BATTLES) ? (
        <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <span className="font-medium">{t('arena.leaderboard.preliminary')}</span>
          {' · '}
          {t('arena.leaderboard.preliminaryHint', { count: PRELIMINARY_BATTLES })}
        </p>
      ) : null}
    </div>
  );
}
