// The GEO check tool: the form (question, brand keywords, platforms), the detections of the current check followed
// live by polling the API until every one has finished, retries, exports, the history, and recommended keywords.
import clsx from 'clsx';
import { Download, History, Loader2, Plus, Radar, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, langTypeFor, unwrap, useApi } from '~/lib/api-client';
import { toast } from '~/ui/toast';
import {
  GEO_POLL_MS,
  GEO_QUESTION_MAX,
  type TGeoCheck,
  type TGeoExportFormat,
  type TGeoHistoryItem,
  type TGeoPlatform,
  type TRecommendedKeyword,
} from '../geo-check.constants';
import { DetectionCard } from './detection-card';
import { KeywordInput } from './keyword-input';

type History = { items: TGeoHistoryItem[]; total: number; page: number; pageSize: number };

export function GeoCheckTool({ platforms, initialCheck, initialHistory }: { platforms: TGeoPlatform[]; initialCheck: TGeoCheck | null; initialHistory: History }) {
  const t = useT();
  const api = useApi();
  const lang = useLang();
  const isCN = useConfig()?.isCN ?? false;
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [question, setQuestion] = useState(initialCheck?.question ?? '');
  const [keywords, setKeywords] = useState<string[]>(initialCheck?.keywords ?? []);
  const [chosen, setChosen] = useState<string[]>(() => {
    if (initialCheck) return initialCheck.detections.map((d) => d.platform).filter((id) => platforms.some((p) => p.id === id && p.available));
    const online = platforms.filter((p) => p.available && !p.offline);
    return (online.length ? online : platforms.filter((p) => p.available)).slice(0, 3).map((p) => p.id);
  });
  const [errors, setErrors] = useState<{ question?: string; keywords?: string; platforms?: string }>({});
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<TGeoCheck | null>(initialCheck);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [history, setHistory] = useState(initialHistory);
  const submitted = useRef(false);

  // Follow the check until every detection has finished.
  const checkId = check?.id;
  const finished = check?.finished ?? true;
  useEffect(() => {
    if (!checkId || finished) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const next = await unwrap(api.get<TGeoCheck>(`/api/geo-check/checks/${checkId}`));
        if (!stopped) setCheck(next);
      } catch {
        /* the next tick asks again */
      }
    }, GEO_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, checkId, finished]);

  // The history's summary of this check follows it too.
  useEffect(() => {
    if (!check?.finished) return;
    api
      .get<History>('/api/geo-check/checks')
      .then((envelope) => envelope.code === 0 && setHistory(envelope.data))
      .catch(() => {});
  }, [api, check?.finished]);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (busy || submitted.current) return;
    const found: typeof errors = {};
    if (!question.trim()) found.question = t('geo.error.questionRequired');
    if (!keywords.length) found.keywords = t('geo.error.keywordsRequired');
    if (!chosen.length) found.platforms = t('geo.error.platformsRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    submitted.current = true;
    try {
      const created = await unwrap(api.post<TGeoCheck>('/api/geo-check/checks', { question, keywords, platforms: chosen }));
      await navigate(href(`/tools/geo/${created.id}`));
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.status !== 0 ? error.message || t('geo.search.failed') : t('geo.search.error'), { id: 'geo' });
    } finally {
      submitted.current = false;
      setBusy(false);
    }
  }

  async function retry(id: string) {
    if (retrying) return;
    setRetrying(id);
    try {
      setCheck(await unwrap(api.post<TGeoCheck>(`/api/geo-check/detections/${id}/retry`)));
      toast.success(t('geo.retry.ok'), { id: 'geo' });
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.status !== 0 ? t('geo.retry.failed') : t('geo.retry.error'), { id: 'geo' });
    } finally {
      setRetrying(null);
    }
  }

  async function exportAs(format: TGeoExportFormat) {
    if (!check || exporting) return;
    if (!check.finished) return void toast.error(t('geo.error.exportUnfinished'), { id: 'geo' });
    setExporting(true);
    try {
      const response = await fetch(`/api/geo-check/checks/${check.id}/export?format=${format}&langType=${langTypeFor(lang, isCN)}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { msg?: string } | null;
        toast.error(body?.msg || t('geo.export.failed'), { id: 'geo' });
        return;
      }
      const blob = await response.blob();
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `geo-check.${format}`;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error(t('geo.export.error'), { id: 'geo' });
    } finally {
      setExporting(false);
    }
  }

  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id]));
  const completed = check?.detections.filter((d) => d.analysis) ?? [];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-8">
        {check ? (
          <section aria-labelledby="geo-results" className="space-y-4" data-testid="geo-check" data-finished={check.finished}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="min-w-0">
                <h2 id="geo-results" className="text-xl font-semibold">
                  <FormattedMessage id="geo.result.title" />
                </h2>
                <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                  <FormattedMessage id="geo.result.question" values={{ question: check.question }} />
                </p>
                {completed.length ? (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="geo-summary">
                    <FormattedMessage
                      id="geo.result.summary"
                      values={{ mentioned: completed.filter((d) => d.analysis!.mentioned).length, total: check.detections.length, recommended: completed.filter((d) => d.analysis!.recommended).length }}
                    />
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-2">
                {(['xlsx', 'csv'] as const).map((format) => (
                  <button
                    key={format}
                    type="button"
                    onClick={() => void exportAs(format)}
                    disabled={exporting}
                    data-ready={check.finished}
                    className={clsx(
                      'inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium dark:border-slate-600',
                      check.finished ? 'border-slate-300 hover:border-brand-500' : 'border-slate-200 text-slate-400 dark:text-slate-500',
                    )}
                    data-testid={`geo-export-${format}`}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    <FormattedMessage id={`geo.export.${format}`} />
                  </button>
                ))}
              </div>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {check.detections.map((d) => (
                <DetectionCard key={d.id} detection={d} onRetry={(id) => void retry(id)} retrying={retrying === d.id} />
              ))}
            </div>
          </section>
        ) : null}
        <form onSubmit={(e) => void start(e)} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="geo-form">
          <div>
            <label htmlFor="geo-question" className="block font-semibold">
              <FormattedMessage id="geo.form.question" />
            </label>
            <textarea
              id="geo-question"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              maxLength={GEO_QUESTION_MAX}
              rows={3}
              disabled={busy}
              placeholder={t('geo.form.questionPlaceholder')}
              aria-invalid={errors.question ? true : undefined}
              className="mt-2 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950"
              data-testid="geo-question"
            />
            <div className="flex justify-between gap-3 text-xs">
              <span className="text-red-600 dark:text-red-400" data-testid={errors.question ? 'geo-question-error' : undefined}>
                {errors.question}
              </span>
              <span className="text-slate-500 tabular-nums dark:text-slate-400">
                {question.length}/{GEO_QUESTION_MAX}
              </span>
            </div>
          </div>
          <KeywordInput value={keywords} onChange={(next) => (setKeywords(next), setErrors((e) => ({ ...e, keywords: undefined })))} disabled={busy} error={errors.keywords} />
          <fieldset>
            <legend className="font-semibold">
              <FormattedMessage id="geo.form.platforms" />
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {platforms.map((p) => (
                <label
                  key={p.id}
                  className={clsx(
                    'flex min-w-0 items-start gap-2 rounded-xl border px-3 py-2 text-sm',
                    p.available ? 'cursor-pointer border-slate-300 hover:border-brand-500 dark:border-slate-700' : 'cursor-not-allowed border-dashed border-slate-200 text-slate-400 dark:border-slate-800 dark:text-slate-500',
                  )}
                  data-testid="geo-platform"
                  data-platform={p.id}
                >
                  <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" disabled={!p.available || busy} checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} />
                  <span className="min-w-0">
                    <span className="font-medium">{p.label}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {!p.available ? t('geo.platform.unavailable') : p.offline ? t('geo.platform.offline') : p.model}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.platforms ? (
              <p className="mt-1 text-sm text-red-600 dark:text-red-400" data-testid="geo-platforms-error">
                {errors.platforms}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {check ? (
              <Link to={href('/tools/geo')} className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-600" data-testid="geo-new">
                <Plus aria-hidden="true" className="size-4" />
                <FormattedMessage id="geo.newCheck" />
              </Link>
            ) : null}
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
              data-testid="geo-submit"
            >
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Radar aria-hidden="true" className="size-4" />}
              <FormattedMessage id={busy ? 'geo.form.submitting' : 'geo.form.submit'} />
            </button>
          </div>
        </form>

        <RecommendedKeywords onUse={(keyword) => setQuestion(keyword)} />
      </div>
      <HistoryList history={history} currentId={check?.id ?? null} onMore={setHistory} />
    </div>
  );
}

function HistoryList({ history, currentId, onMore }: { history: History; currentId: string | null; onMore: (next: History) => void }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const lang = useLang();
  const [loading, setLoading] = useState(false);
  async function more() {
    setLoading(true);
    try {
      const next = await unwrap(api.get<History>('/api/geo-check/checks', { query: { page: history.page + 1 } }));
      onMore({ ...next, items: [...history.items, ...next.items] });
    } catch {
      toast.error(t('geo.history.loadFailed'), { id: 'geo' });
    } finally {
      setLoading(false);
    }
  }
  const date = new Intl.DateTimeFormat(lang === 'tw' ? 'zh-TW' : lang === 'zh' ? 'zh-CN' : lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <aside aria-labelledby="geo-history" className="min-w-0" data-testid="geo-history">
      <h2 id="geo-history" className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4" />
        <FormattedMessage id="geo.history.title" />
      </h2>
      {history.items.length ? (
        <ul className="mt-3 space-y-2">
          {history.items.map((item) => (
            <li key={item.id}>
              <Link
                to={href(`/tools/geo/${item.id}`)}
                className={clsx(
                  'block rounded-xl border px-3 py-2 text-sm hover:border-brand-500',
                  item.id === currentId ? 'border-brand-500 bg-brand-600/5' : 'border-slate-200 dark:border-slate-800',
                )}
                data-testid="geo-history-item"
              >
                <span className="line-clamp-2 font-medium break-words">{item.question}</span>
                <span className="mt-1 block truncate text-xs text-slate-500 dark:text-slate-400">{item.keywords.join(' · ')}</span>
                <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                  {date.format(new Date(item.createdAt))} · <FormattedMessage id="geo.history.summary" values={{ completed: item.completed, total: item.total, mentioned: item.mentioned }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="common.empty" />
        </p>
      )}
      {history.items.length < history.total ? (
        <button type="button" disabled={loading} onClick={() => void more()} className="mt-3 w-full rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 disabled:opacity-50 dark:border-slate-600">
          <FormattedMessage id="geo.history.more" />
        </button>
      ) : null}
    </aside>
  );
}

function RecommendedKeywords({ onUse }: { onUse: (keyword: string) => void }) {
  const t = useT();
  const api = useApi();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<TRecommendedKeyword[] | null>(null);
  const [loading, setLoading] = useState(false);
  async function search(event: React.FormEvent) {
    event.preventDefault();
    if (!q.trim() || loading) return;
    setLoading(true);
    try {
      setRows(await unwrap(api.get<TRecommendedKeyword[]>('/api/geo-check/keywords', { query: { q } })));
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.status !== 0 ? t('geo.search.failed') : t('geo.search.error'), { id: 'geo' });
    } finally {
      setLoading(false);
    }
  }
  return (
    <section aria-labelledby="geo-keywords" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="geo-keywords">
      <h2 id="geo-keywords" className="font-semibold">
        <FormattedMessage id="geo.keywords.title" />
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="geo.keywords.lead" />
      </p>
      <form onSubmit={(e) => void search(e)} className="mt-3 flex gap-2">
        <input
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={100}
          placeholder={t('geo.keywords.placeholder')}
          aria-label={t('geo.keywords.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-base focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950"
          data-testid="geo-keywords-input"
        />
        <button type="submit" disabled={loading} className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50 dark:bg-slate-100 dark:text-slate-900" data-testid="geo-keywords-search">
          {loading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Search aria-hidden="true" className="size-4" />}
          <FormattedMessage id="geo.keywords.search" />
        </button>
      </form>
      {rows ? (
        rows.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="geo-keywords-table">
              <thead className="text-xs text-slate-500 dark:text-slate-400">
                <tr>
                  <th className="py-1.5 pr-3 font-medium">{t('geo.keywords.keyword')}</th>
                  <th className="py-1.5 pr-3 text-right font-medium">{t('geo.keywords.heat')}</th>
                  <th className="py-1.5 pr-3 font-medium">{t('geo.keywords.difficulty')}</th>
                  <th className="py-1.5" />
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.keyword} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="py-1.5 pr-3 break-words">{row.keyword}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{row.heat}</td>
                    <td className="py-1.5 pr-3">
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs',
                          row.difficulty === 'high' ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' : row.difficulty === 'medium' ? 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200' : 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
                        )}
                        data-testid="geo-keyword-difficulty"
                      >
                        {t(`geo.keywords.level.${row.difficulty}`)}
                      </span>
                    </td>
                    <td className="py-1.5 text-right">
                      <button type="button" onClick={() => onUse(row.keyword)} className="text-xs whitespace-nowrap text-brand-700 hover:underline dark:text-brand-100">
                        {t('geo.keywords.use')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id="common.empty" />
          </p>
        )
      ) : null}
    </section>
  );
}
