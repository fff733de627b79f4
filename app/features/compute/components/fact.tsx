// One labelled figure of a fact grid (offer and GPU pages).
export function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid={testId}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
