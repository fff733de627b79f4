// The product page's "rank in category over time": its place in its category's monthly worldwide traffic ranking,
// as a small inline SVG (rank 1 at the top) with the figures as text for screen readers and small screens.
// The month names and the ranking's path come worked out with the page's data (catalogue.page.server.ts).
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

export interface RankPoint {
  /** The month, `YYYY-MM`. */
  key: string;
  /** The month as the page's language names it ("2026年10月", "October 2026"). */
  period: string;
  rank: number;
  of: number;
}

export function RankHistory({ points, rankingPath }: { points: readonly RankPoint[]; rankingPath: string }) {
  const t = useT();
  const href = useLocalizedHref();
  const width = 320;
  const height = 80;
  const worst = Math.max(2, ...points.map((p) => p.rank));
  // The left edge carries the scale: #1 at the top, the worst rank shown at the bottom.
  const x = (i: number) => (points.length > 1 ? 36 + (i * (width - 44)) / (points.length - 1) : width / 2);
  const y = (rank: number) => 8 + ((rank - 1) / (worst - 1)) * (height - 16);
  const last = points[points.length - 1];
  return (
    <section className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="rank-history" aria-labelledby="rank-history-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="rank-history-title" className="font-semibold">
          {t('rankings.historyTitle')}
        </h3>
        <Link to={href(rankingPath)} className="text-sm text-brand-600 hover:underline dark:text-brand-100">
          {t('rankings.landing.seeAll')}
        </Link>
      </div>
      {points.length && last ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('rankings.historyLabel', { period: last.period, rank: last.rank, of: last.of })}
          </p>
          <svg viewBox={`0 0 ${width} ${height}`} className="mt-2 h-20 w-full max-w-md text-brand-600 dark:text-brand-100" aria-hidden="true">
            <line x1="32" x2={width} y1={height - 8} y2={height - 8} className="stroke-slate-200 dark:stroke-slate-700" strokeWidth="1" />
            <text x="0" y="12" className="fill-slate-500 text-[10px] dark:fill-slate-400">#1</text>
            <text x="0" y={height - 4} className="fill-slate-500 text-[10px] dark:fill-slate-400">#{worst}</text>
            <polyline points={points.map((p, i) => `${x(i).toFixed(1)},${y(p.rank).toFixed(1)}`).join(' ')} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            {points.map((p, i) => (
              <circle key={p.key} cx={x(i)} cy={y(p.rank)} r="2.5" fill="currentColor" />
            ))}
          </svg>
          <ol className="sr-only">
            {points.map((p) => (
              <li key={p.key}>{t('rankings.historyLabel', { period: p.period, rank: p.rank, of: p.of })}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('rankings.historyEmpty')}</p>
      )}
    </section>
  );
}
