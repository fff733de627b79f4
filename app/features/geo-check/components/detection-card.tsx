// One platform's detection: queued (people ahead), detecting (progress), done (the analysis and the answer), or
// failed (the reason and a retry), shown by SPEC §3's task display table.
import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Clock, ExternalLink, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { taskDisplayMode, type TGeoDetection } from '../geo-check.constants';

const ANSWER_STYLE =
  'break-words text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h1]:mt-3 [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:my-0.5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5';

function Fact({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        ok ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
      )}
      data-testid={testId}
      data-value={ok ? 'yes' : 'no'}
    >
      {ok ? <CheckCircle2 aria-hidden="true" className="size-3.5" /> : <XCircle aria-hidden="true" className="size-3.5" />}
      {ok ? yes : no}
    </span>
  );
}

export function DetectionCard({ detection, onRetry, retrying }: { detection: TGeoDetection; onRetry: (id: string) => void; retrying: boolean }) {
  const t = useT();
  const mode = taskDisplayMode(detection.status, detection.tasksAhead);
  const a = detection.analysis;
  return (
    <article className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="geo-detection" data-platform={detection.platform} data-mode={mode}>
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0">
          <h3 className="font-semibold">{detection.label}</h3>
          {detection.model ? <p className="mt-0.5 text-xs break-all text-slate-500 dark:text-slate-400">{detection.model}</p> : null}
        </div>
        <span
          className={clsx(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs',
            mode === 'error' ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' : mode === 'view' ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          )}
          data-testid="geo-detection-status"
        >
          <FormattedMessage id={`geo.status.${detection.status}`} />
        </span>
      </header>
      <div className="flex-1 px-4 py-3">
        {mode === 'queue' ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300" data-testid="geo-queue">
            <Clock aria-hidden="true" className="size-4" />
            <FormattedMessage id="geo.queue.ahead" values={{ count: detection.tasksAhead ?? 0 }} />
          </p>
        ) : null}
        {mode === 'progress' ? (
          <div data-testid="geo-progress" data-progress={detection.progress}>
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              <FormattedMessage id="geo.progress" values={{ percent: detection.progress }} />
            </p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={detection.progress} aria-label={detection.label}>
              <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${detection.progress}%` }} />
            </div>
          </div>
        ) : null}
        {mode === 'error' ? (
          <div className="flex flex-col items-start gap-3" data-testid="geo-error">
            <p className="flex items-start gap-2 text-sm text-red-700 dark:text-red-300">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{detection.error}</span>
            </p>
            <button
              type="button"
              disabled={retrying}
              onClick={() => onRetry(detection.id)}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:border-brand-500 disabled:opacity-50 dark:border-slate-600"
              data-testid="geo-retry"
            >
              {retrying ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <RotateCcw aria-hidden="true" className="size-4" />}
              <FormattedMessage id="geo.retry" />
            </button>
          </div>
        ) : null}
        {mode === 'view' && a ? (
          <div className="space-y-3" data-testid="geo-result">
            <div className="flex flex-wrap gap-2">
              <Fact ok={a.mentioned} yes={t('geo.result.mentioned')} no={t('geo.result.notMentioned')} testId="geo-mentioned" />
              <Fact ok={a.recommended} yes={t('geo.result.recommended')} no={t('geo.result.notRecommended')} testId="geo-recommended" />
              <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200" data-testid="geo-exposure">
                <FormattedMessage id="geo.result.exposure" values={{ count: a.exposureCount }} />
              </span>
              {a.sentiment ? (
                <span
                  className={clsx(
                    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
                    a.sentiment === 'positive' ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : a.sentiment === 'negative' ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                  )}
                  data-testid="geo-sentiment"
                >
                  <FormattedMessage id="geo.result.sentiment" values={{ sentiment: t(`geo.sentiment.${a.sentiment}`) }} />
                </span>
              ) : null}
            </div>
            {a.position ? (
              <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
                <li data-testid="geo-position">
                  <FormattedMessage id="geo.result.position" values={{ part: t(`geo.part.${a.position.part}`), percent: a.position.percent }} />
                </li>
                <li data-testid="geo-list-position">
                  {a.listPosition ? <FormattedMessage id="geo.result.listPosition" values={a.listPosition} /> : <FormattedMessage id="geo.result.notInList" />}
                </li>
              </ul>
            ) : null}
            <div className="text-sm">
              <p className="font-medium">
                <FormattedMessage id="geo.result.citedUrls" />
              </p>
              {a.citedUrls.length ? (
                <ul className="mt-1 space-y-0.5" data-testid="geo-cited">
                  {a.citedUrls.map((url) => (
                    <li key={url} className="min-w-0">
                      <a href={url} target="_blank" rel="nofollow noopener noreferrer ugc" className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline dark:text-brand-100">
                        <span className="truncate">{url}</span>
                        <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="geo.result.noUrls" />
                </p>
              )}
            </div>
            <details className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-950/60" open>
              <summary className="cursor-pointer text-sm font-medium">
                <FormattedMessage id="geo.result.answer" />
              </summary>
              <div className={clsx('max-h-96 overflow-y-auto', ANSWER_STYLE)} data-testid="geo-answer" dangerouslySetInnerHTML={{ __html: detection.answerHtml ?? '' }} />
            </details>
          </div>
        ) : null}
      </div>
    </article>
  );
}
