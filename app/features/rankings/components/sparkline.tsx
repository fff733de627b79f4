// A small inline SVG line of a row's last periods: no chart library on ranking pages (a list of 50 rows draws 50).

export function Sparkline({ values, label, width = 96, height = 28 }: { values: readonly number[]; label: string; width?: number; height?: number }) {
  if (values.length < 2) return <span className="text-xs text-slate-400">—</span>;
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`);
  const rising = values[values.length - 1]! >= values[0]!;
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={rising ? 'text-emerald-600 dark:text-emerald-400' : 'text-rose-600 dark:text-rose-400'}>
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
