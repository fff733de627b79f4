// One tracker's page: while the run generates, its analysis steps (followed by polling); when completed, the
// report — overall and per-platform scores, visibility, exposure, the queries with their intent, the comparison
// with competitors — and the trend of the completed runs. The notification opt-in opens from here.
import clsx from 'clsx';
import { Bell, BellRing, Check, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';
import { TRACKER_POLL_MS, type TNotifyState, type TTracker, type TTrackerStep, type TVisibility } from '../trackers.constants';
import { NotifyDialog } from './notify-dialog';
import { TrendChart } from './trend-chart';

const STEPS: TTrackerStep[] = ['queries', 'asking', 'analysing', 'report'];
const card = 'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
const td = 'px-3 py-2 whitespace-nowrap tabular-nums';

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
      <div className="text-xs text-slate-500 dark:text-slate-400">{label}</div>
      <div className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

function Bar({ value }: { value: number }) {
  return (
    <span className="inline-block h-2 w-20 overflow-hidden rounded bg-slate-200 align-middle dark:bg-slate-700" aria-hidden="true">
      <span className="block h-full bg-brand-600" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </span>
  );
}

export function TrackerReport({ initial }: { initial: TTracker }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [tracker, setTracker] = useState(initial);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const run = tracker.run;
  const generating = run?.status === 'generating';

  useEffect(() => {
    if (!generating) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const next = await unwrap(api.get<TTracker>(`/api/trackers/${tracker.id}`));
        if (!stopped) setTracker(next);
      } catch {
        /* the next tick asks again */
      }
    }, TRACKER_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, generating, tracker.id]);

  function notifyChanged(state: TNotifyState, phone: string | null) {
    setTracker((prev) => ({ ...prev, notifyState: state, notifyPhone: phone }));
  }

  async function disable() {
    try {
      const answer = await unwrap(api.request<{ state: TNotifyState; phone: string | null }>('DELETE', `/api/trackers/${tracker.id}/notify`));
      notifyChanged(answer.state, answer.phone);
      toast.success(t('tracker.notify.disabled'), { id: 'tracker-notify' });
    } catch {
      toast.error(t('tracker.add.failed'), { id: 'tracker-notify' });
    }
  }

  async function remove() {
    if (deleting || !window.confirm(t('tracker.deleteConfirm'))) return;
    setDeleting(true);
    try {
      await unwrap(api.request('DELETE', `/api/trackers/${tracker.id}`));
      toast.success(t('tracker.deleted'), { id: 'tracker' });
      await navigate(href('/tools/trackers'));
    } catch {
      toast.error(t('tracker.add.failed'), { id: 'tracker' });
      setDeleting(false);
    }
  }

  const report = run?.status === 'completed' ? run.report : null;
  const stepIndex = run ? STEPS.indexOf(run.step) : 0;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section className={card} aria-labelledby="tracker-status">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="tracker-status" className="text-lg font-semibold">
              {run ? t('tracker.report.run', { seq: run.seq }) : t('tracker.status.generating')}
            </h2>
            <span
              className={clsx('rounded-full px-2.5 py-0.5 text-sm font-medium', generating ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200')}
              data-testid="tracker-run-status"
              data-status={run?.status ?? 'generating'}
            >
              {t(generating || !run ? 'tracker.status.generating' : 'tracker.status.completed')}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {tracker.notifyState === 'enabled' ? (
              <>
                <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400" data-testid="tracker-notify-state" data-state="enabled">
                  <BellRing aria-hidden="true" className="size-4" />
                  {t('tracker.notify.state.enabled', { phone: tracker.notifyPhone ?? '' })}
                </span>
                <button type="button" onClick={disable} className="rounded-lg px-2 py-1 text-sm text-slate-600 underline dark:text-slate-300" data-testid="tracker-notify-disable">
                  {t('tracker.notify.disable')}
                </button>
              </>
            ) : (
              <>
                <span className="text-sm text-slate-500 dark:text-slate-400" data-testid="tracker-notify-state" data-state={tracker.notifyState}>
                  {t(`tracker.notify.state.${tracker.notifyState}`)}
                </span>
                <button type="button" onClick={() => setNotifyOpen(true)} className="inline-flex items-center gap-1.5 rounded-xl border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 dark:text-brand-100" data-testid="tracker-notify-open">
                  <Bell aria-hidden="true" className="size-4" />
                  {t('tracker.notify.open')}
                </button>
              </>
            )}
            <button type="button" onClick={remove} disabled={deleting} className="inline-flex items-center gap-1 rounded-xl px-2 py-1.5 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950" data-testid="tracker-delete">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('tracker.delete')}
            </button>
          </div>
        </div>
        {generating || !run ? (
          <div className="mt-4">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <strong data-testid="tracker-eta">{t(tracker.slowReports ? 'tracker.report.etaSlow' : 'tracker.report.etaFast')}</strong> · {t('tracker.report.generatingText')}
            </p>
            <ol className="mt-4 grid gap-2 sm:grid-cols-4" data-testid="tracker-steps">
              {STEPS.map((step, i) => {
                const state = i < stepIndex ? 'done' : i === stepIndex ? 'current' : 'waiting';
                return (
                  <li key={step} className={clsx('flex items-center gap-2 rounded-xl border px-3 py-2 text-sm', state === 'current' ? 'border-brand-500 bg-brand-50 dark:bg-brand-600/15' : 'border-slate-200 dark:border-slate-800')} data-testid="tracker-step" data-state={state}>
                    {state === 'done' ? <Check aria-hidden="true" className="size-4 text-emerald-600" /> : state === 'current' ? <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" /> : <span aria-hidden="true" className="size-4 rounded-full border border-slate-300 dark:border-slate-600" />}
                    <span>{t(`tracker.step.${step}`)}</span>
                  </li>
                );
              })}
            </ol>
            {run ? (
              <p className="mt-2 text-sm text-slate-500 tabular-nums dark:text-slate-400" data-testid="tracker-progress">
                {t('tracker.step.progress', { done: run.done, total: run.total })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
            {t('tracker.report.nextRun')}
            <LocalTime value={tracker.nextRunAt} />
          </p>
        )}
      </section>

      {report ? (
        <>
          <section className={card} aria-labelledby="tracker-overall" data-testid="tracker-report">
            <h2 id="tracker-overall" className="text-lg font-semibold">
              {t('tracker.report.overall')}
            </h2>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat label={t('tracker.report.overall')} value={report.overall.score} testId="tracker-overall-score" />
              <Stat label={t('tracker.report.visibility')} value={`${report.overall.visibility}%`} testId="tracker-overall-visibility" />
              <Stat label={t('tracker.report.exposure')} value={report.overall.exposure} testId="tracker-overall-exposure" />
              <Stat label={t('tracker.report.recommended')} value={report.overall.recommended} />
            </div>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('tracker.report.mentioned', { mentioned: report.overall.mentioned, answers: report.overall.answers })}</p>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('tracker.report.method')}</p>
          </section>

          <section className={card} aria-labelledby="tracker-platforms">
            <h2 id="tracker-platforms" className="text-lg font-semibold">
              {t('tracker.report.platforms')}
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-sm" data-testid="tracker-platform-table">
                <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                  <tr>
                    <th className={th}>{t('tracker.report.platform')}</th>
                    <th className={th}>{t('tracker.report.score')}</th>
                    <th className={th}>{t('tracker.report.visibility')}</th>
                    <th className={th}>{t('tracker.report.exposure')}</th>
                    <th className={th}>{t('tracker.report.recommended')}</th>
                    <th className={th}>{t('tracker.report.avgRank')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.platforms.map((p) => (
                    <tr key={p.platform} className="border-t border-slate-100 dark:border-slate-800" data-testid="tracker-platform-row" data-platform={p.platform}>
                      <td className="px-3 py-2">
                        <span className="font-medium">{p.label}</span>
                        {p.offline ? <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">{t('tracker.report.offline')}</span> : null}
                        {p.failed ? <span className="ml-2 text-xs text-red-600 dark:text-red-400">{t('tracker.report.failed', { count: p.failed })}</span> : null}
                      </td>
                      <td className={td}>
                        <Bar value={p.score} /> <span className="ml-1">{p.score}</span>
                      </td>
                      <td className={td}>{p.visibility}%</td>
                      <td className={td}>{p.exposure}</td>
                      <td className={td}>{p.recommended}</td>
                      <td className={td}>{p.avgListRank ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className={card} aria-labelledby="tracker-comparison">
            <h2 id="tracker-comparison" className="text-lg font-semibold">
              {t('tracker.report.comparison')}
            </h2>
            {report.comparison.length < 2 ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('tracker.report.noCompetitors')}</p> : null}
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-sm" data-testid="tracker-comparison-table">
                <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
                  <tr>
                    <th className={th}>{t('tracker.report.name')}</th>
                    <th className={th}>{t('tracker.report.score')}</th>
                    <th className={th}>{t('tracker.report.visibility')}</th>
                    <th className={th}>{t('tracker.report.exposure')}</th>
                    <th className={th}>{t('tracker.report.recommended')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.comparison.map((c: TVisibility & { name: string; own: boolean }) => (
                    <tr key={c.name} className={clsx('border-t border-slate-100 dark:border-slate-800', c.own && 'bg-brand-50/60 dark:bg-brand-600/15')} data-testid="tracker-comparison-row">
                      <td className="px-3 py-2 font-medium">
                        {c.name}
                        {c.own ? <span className="ml-2 text-xs text-brand-700 dark:text-brand-100">({t('tracker.report.you')})</span> : null}
                      </td>
                      <td className={td}>
                        <Bar value={c.score} /> <span className="ml-1">{c.score}</span>
                      </td>
                      <td className={td}>{c.visibility}%</td>
                      <td className={td}>{c.exposure}</td>
                      <td className={td}>{c.recommended}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className={card} aria-labelledby="tracker-trend-title">
            <h2 id="tracker-trend-title" className="text-lg font-semibold">
              {t('tracker.trend.title')}
            </h2>
            <div className="mt-3">
              <TrendChart points={tracker.trend} platforms={tracker.platforms} />
            </div>
          </section>
        </>
      ) : null}

      {run ? (
        <section className={card} aria-labelledby="tracker-queries">
          <h2 id="tracker-queries" className="text-lg font-semibold">
            {t('tracker.report.queries')}
          </h2>
          <ol className="mt-3 grid gap-2" data-testid="tracker-queries">
            {run.queries.map((q, i) => {
              const hits = report?.queries.find((x) => x.index === i);
              return (
                <li key={i} className="flex flex-col gap-1 rounded-xl border border-slate-200 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800" data-testid="tracker-query" data-intent={q.intent}>
                  <span className="min-w-0 break-words">{q.text}</span>
                  <span className="flex shrink-0 items-center gap-2">
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{t(`tracker.intent.${q.intent}`)}</span>
                    {hits ? (
                      <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400" title={t('tracker.report.hits')}>
                        {hits.mentioned}/{hits.answers}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      <section className={card} aria-labelledby="tracker-profile">
        <h2 id="tracker-profile" className="text-lg font-semibold">
          {t('tracker.report.profile')}
        </h2>
        <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">{tracker.description}</p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {(
            [
              ['tracker.field.products', tracker.products.join('、')],
              ['tracker.field.competitors', tracker.competitors.join('、') || '—'],
              ['tracker.field.topics', tracker.topics.join('、') || '—'],
              ['tracker.field.platforms', tracker.platforms.map((p) => p.label).join('、')],
              ['tracker.field.website', tracker.websiteUrl ?? '—'],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-slate-500 dark:text-slate-400">{t(key)}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <NotifyDialog trackerId={tracker.id} open={notifyOpen} onClose={() => setNotifyOpen(false)} onChange={notifyChanged} />
    </div>
  );
}
