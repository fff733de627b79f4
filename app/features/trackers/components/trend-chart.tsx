// The score trend per platform as a plain SVG (rendered with the page on the server; no chart library): one line
// per platform and a thicker one for the overall score, runs left to right, 0–100 bottom to top.
import { useT } from '~/i18n/use-t';
import type { TTrendPoint } from '../trackers.constants';

const COLORS = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#0891b2', '#dc2626', '#65a30d'];
const W = 640;
const H = 220;
const PAD = { left: 32, right: 12, top: 12, bottom: 28 };

export function TrendChart({ points, platforms }: { points: TTrendPoint[]; platforms: { id: string; label: string }[] }) {
  const t = useT();
  if (points.length < 2) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="tracker-trend-empty">
        {t('tracker.trend.empty')}
      </p>
    );
  }
  const x = (i: number) => PAD.left + ((W - PAD.left - PAD.right) * i) / (points.length - 1);
  const y = (v: number) => PAD.top + ((H - PAD.top - PAD.bottom) * (100 - v)) / 100;
  const line = (values: number[]) => values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const series = [
    { id: 'overall', label: t('tracker.trend.overall'), values: points.map((p) => p.overall), color: '#0f172a', width: 3 },
    ...platforms.map((p, i) => ({ id: p.id, label: p.label, values: points.map((pt) => pt.scores[p.id] ?? 0), color: COLORS[i % COLORS.length]!, width: 2 })),
  ];
  const summary = series.map((s) => `${s.label} ${s.values.join('→')}`).join('; ');
  return (
    <figure data-testid="tracker-trend">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={t('tracker.trend.label', { summary })}>
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200 dark:stroke-slate-700" strokeWidth="1" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {v}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <text key={p.seq} x={x(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
            #{p.seq}
          </text>
        ))}
        {series.map((s) => (
          <path key={s.id} d={line(s.values)} fill="none" stroke={s.color} strokeWidth={s.width} className={s.id === 'overall' ? 'dark:stroke-slate-100' : undefined} data-series={s.id} />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        {series.map((s) => (
          <span key={s.id} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-1 w-4 rounded" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
