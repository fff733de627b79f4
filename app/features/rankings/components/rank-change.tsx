// ▲ places gained, ▼ places lost, "new" for a product not ranked in the same list the period before.
import { useT } from '~/i18n/use-t';

export function RankChange({ change }: { change: number | null }) {
  const t = useT();
  if (change === null) {
    return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">{t('rankings.new')}</span>;
  }
  if (change === 0) return <span className="text-xs text-slate-500 dark:text-slate-400" title={t('rankings.rankSame')}>–<span className="sr-only">{t('rankings.rankSame')}</span></span>;
  const up = change > 0;
  const label = t(up ? 'rankings.rankUp' : 'rankings.rankDown', { n: Math.abs(change) });
  return (
    <span className={`text-xs font-medium tabular-nums ${up ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} title={label}>
      <span aria-hidden="true">{up ? '▲' : '▼'}{Math.abs(change)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
