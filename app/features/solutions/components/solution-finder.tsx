// The scenario finder: the form (with example scenarios), the plan being shown (steps, tools, reasons), the no-match
// modal, and the signed-in user's history (docs/decisions/035).
import { History, Loader2, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref, useSignInHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { CopyButton } from '~/ui/copy-button';
import { Dialog } from '~/ui/dialog';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';
import {
  SOLUTION_DESCRIPTION_MAX,
  SOLUTION_DESCRIPTION_MIN,
  SOLUTION_EXAMPLES,
  type TSolutionAnswer,
  type TSolutionHistory,
  type TSolutionPlan,
  type TSolutionReason,
  type TSolutionStep,
} from '../solutions.constants';

function ReasonText({ reason }: { reason: TSolutionReason }) {
  switch (reason.kind) {
    case 'category':
      return <FormattedMessage id="solutions.reason.category" values={{ name: reason.name }} />;
    case 'tags':
      return <FormattedMessage id="solutions.reason.tags" values={{ names: reason.names.join(' / ') }} />;
    case 'words':
      return <FormattedMessage id="solutions.reason.words" values={{ words: reason.words.join(' / ') }} />;
    case 'popular':
      return <FormattedMessage id="solutions.reason.popular" values={{ rank: reason.rank }} />;
    case 'model':
      return <FormattedMessage id="solutions.reason.model" values={{ text: reason.text }} />;
    default:
      return <FormattedMessage id={`solutions.reason.${reason.kind}`} />;
  }
}

function StepCard({ step, n }: { step: TSolutionStep; n: number }) {
  const t = useT();
  const href = useLocalizedHref();
  const known = step.kind !== 'model' && step.kind !== 'category';
  const title = known
    ? t(`solutions.step.${step.kind}`)
    : step.kind === 'category'
      ? t('solutions.step.category', { name: step.title ?? '' })
      : step.title;
  const detail = known ? t(`solutions.stepWhy.${step.kind}`) : step.detail;
  return (
    <li
      className="relative rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="solution-step"
      data-kind={step.kind}
    >
      <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
        <FormattedMessage id="solutions.result.step" values={{ n }} />
      </p>
      <h3 className="mt-1 text-lg font-semibold break-words">{title}</h3>
      {detail ? (
        <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{detail}</p>
      ) : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {step.tools.map((tool) => (
          <li
            key={tool.id}
            className="flex min-w-0 flex-col rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            data-testid="solution-tool"
          >
            <Link
              to={href(`/details/${tool.slug}`)}
              className="flex min-w-0 items-center gap-3 hover:text-brand-600 dark:hover:text-brand-100"
              data-testid="solution-tool-link"
            >
              <ProductAvatar name={tool.name} id={tool.id} logo={tool.logo} size="size-9" />
              <span className="min-w-0">
                <span className="block truncate font-semibold" data-testid="solution-tool-name">
                  {tool.name}
                </span>
                <span className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">
                  {tool.tagline}
                </span>
              </span>
            </Link>
            <p className="sr-only">
              <FormattedMessage id="solutions.result.why" />
            </p>
            <ul className="mt-3 flex flex-wrap gap-1.5" data-testid="solution-reasons">
              {tool.reasons.map((reason, i) => (
                <li
                  key={i}
                  className="max-w-full rounded-full bg-slate-100 px-2 py-0.5 text-xs break-words text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                  data-reason={reason.kind}
                >
                  <ReasonText reason={reason} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SolutionPlanView({ plan, shareUrl }: { plan: TSolutionPlan; shareUrl: string }) {
  const t = useT();
  const prefs = plan.preferences.map((p) => t(`solutions.pref.${p}`)).join(' · ');
  return (
    <section
      aria-labelledby="solution-title"
      className="space-y-4"
      data-testid="solution-plan"
      data-planner={plan.planner}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="solution-title" className="text-xl font-semibold">
            <FormattedMessage id="solutions.result.title" />
          </h2>
          <p
            className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300"
            data-testid="solution-description"
          >
            <FormattedMessage id="solutions.result.for" values={{ description: plan.description }} />
          </p>
          {plan.matchedTerms.length ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="solution-matched">
              {plan.template ? (
                <FormattedMessage
                  id="solutions.result.matched"
                  values={{
                    scenario: t(`solutions.template.${plan.template}`),
                    terms: plan.matchedTerms.join(' / '),
                  }}
                />
              ) : (
                <FormattedMessage
                  id="solutions.result.byNames"
                  values={{ terms: plan.matchedTerms.join(' / ') }}
                />
              )}
            </p>
          ) : null}
          {prefs ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="solutions.result.preferences" values={{ list: prefs }} />
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {plan.planner === 'llm' ? (
              <FormattedMessage id="solutions.result.llm" values={{ platform: plan.platform ?? '' }} />
            ) : (
              <FormattedMessage id="solutions.result.offline" />
            )}
          </p>
        </div>
        <div className="shrink-0">
          <CopyButton
            text={shareUrl}
            label={t('solutions.result.share')}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium whitespace-nowrap hover:border-brand-500 dark:border-slate-600"
          />
        </div>
      </div>
      <ol className="space-y-4">
        {plan.steps.map((step, i) => (
          <StepCard key={i} step={step} n={i + 1} />
        ))}
      </ol>
    </section>
  );
}

export function SolutionFinder({
  plan,
  history,
  signedIn,
  shareUrl,
}: {
  plan: TSolutionPlan | null;
  history: TSolutionHistory | null;
  signedIn: boolean;
  shareUrl: string;
}) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const signInHref = useSignInHref();
  const navigate = useNavigate();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [noMatch, setNoMatch] = useState<string | null>(null);
  const submitted = useRef(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || submitted.current) return;
    const text = description.trim();
    const problem = !text
      ? 'solutions.error.required'
      : text.length < SOLUTION_DESCRIPTION_MIN
        ? 'solutions.error.short'
        : text.length > SOLUTION_DESCRIPTION_MAX
          ? 'solutions.error.long'
          : null;
    setError(problem ? t(problem) : null);
    if (problem) return;
    setBusy(true);
    submitted.current = true;
    try {
      const answer = await unwrap(api.post<TSolutionAnswer>('/api/solutions', { description: text }));
      if (answer.matched) await navigate(href(`/solutions/${answer.plan.id}`));
      else setNoMatch(answer.message);
    } catch (failure) {
      const message =
        failure instanceof ApiFailure && failure.status !== 0
          ? failure.message || t('solutions.error.failed')
          : t('solutions.error.network');
      if (failure instanceof ApiFailure && failure.status === 400) setError(message);
      else toast.error(message, { id: 'solutions' });
    } finally {
      submitted.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0 space-y-8">
        {plan ? <SolutionPlanView plan={plan} shareUrl={shareUrl} /> : null}
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          data-testid="solution-form"
        >
          <label htmlFor="solution-description" className="block font-semibold">
            <FormattedMessage id="solutions.form.label" />
          </label>
          <textarea
            id="solution-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={SOLUTION_DESCRIPTION_MAX}
            rows={3}
            placeholder={t('solutions.form.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'solution-error' : undefined}
            className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950"
            data-testid="solution-input"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <FormattedMessage
                id="solutions.form.count"
                values={{ count: description.length, max: SOLUTION_DESCRIPTION_MAX }}
              />
            </p>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              data-testid="solution-submit"
            >
              {busy ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )}
              <FormattedMessage id={busy ? 'solutions.form.submitting' : 'solutions.form.submit'} />
            </button>
          </div>
          {error ? (
            <p
              id="solution-error"
              role="alert"
              className="text-sm text-red-700 dark:text-red-400"
              data-testid="solution-error"
            >
              {error}
            </p>
          ) : null}
          <div>
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
              <FormattedMessage id="solutions.examples" />
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {SOLUTION_EXAMPLES.map((n) => (
                <button
                  key={n}
                  type="button"
                  onClick={() => setDescription(t(`solutions.example.${n}`))}
                  className="max-w-full rounded-full border border-slate-300 px-3 py-1 text-left text-sm break-words hover:border-brand-500 dark:border-slate-600"
                  data-testid="solution-example"
                >
                  {t(`solutions.example.${n}`)}
                </button>
              ))}
            </div>
          </div>
          {!signedIn ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <FormattedMessage id="solutions.form.anonymous" />
            </p>
          ) : null}
        </form>
      </div>
      <aside aria-labelledby="solution-history" className="min-w-0" data-testid="solution-history">
        <h2 id="solution-history" className="flex items-center gap-2 font-semibold">
          <History aria-hidden="true" className="size-4" />
          <FormattedMessage id="solutions.history.title" />
        </h2>
        {!signedIn ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <Link to={signInHref} className="text-brand-600 underline dark:text-brand-100">
              <FormattedMessage id="solutions.history.signIn" />
            </Link>
          </p>
        ) : !history?.items.length ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id="solutions.history.empty" />
          </p>
        ) : (
          <ul className="mt-3 space-y-2">
            {history.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={href(`/solutions/${item.id}`)}
                  aria-current={plan?.id === item.id ? 'page' : undefined}
                  className="block rounded-xl border border-slate-200 p-3 text-sm hover:border-brand-500 aria-[current=page]:border-brand-500 dark:border-slate-800"
                  data-testid="solution-history-item"
                >
                  <span className="line-clamp-2 font-medium break-words">{item.description}</span>
                  <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                    <FormattedMessage
                      id="solutions.history.summary"
                      values={{ steps: item.steps, tools: item.tools }}
                    />{' '}
                    · <LocalTime value={item.createdAt} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </aside>
      <Dialog
        open={noMatch !== null}
        onClose={() => setNoMatch(null)}
        title={t('solutions.noMatchTitle')}
        testId="solution-no-match"
      >
        <p className="text-slate-700 dark:text-slate-300" data-testid="solution-no-match-text">
          {noMatch}
        </p>
        <div className="mt-5 flex justify-end">
          <button
            type="button"
            onClick={() => setNoMatch(null)}
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="solution-no-match-close"
          >
            <FormattedMessage id="solutions.noMatchClose" />
          </button>
        </div>
      </Dialog>
    </div>
  );
}
