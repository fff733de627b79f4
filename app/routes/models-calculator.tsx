// /models/calculator: monthly cost per model for a workload, cheapest first, in CNY and USD; or in budget mode how
// many requests a monthly budget buys. A GET form (works without JavaScript); the maths is models.cost.ts, the same
// module the API and the site's MCP tool use.
import clsx from 'clsx';
import { FormattedMessage } from '~/i18n/intl';
import { Form, Link } from 'react-router';
import { ModelDataSource } from '~/features/models/components/data-source';
import { ProviderIcon } from '~/features/models/components/provider-icon';
import { DAYS_PER_MONTH, TOKENS_PER_UNIT } from '~/features/models/models.cost';
import { formatCount, formatMoney, formatPrice } from '~/features/models/models.format';
import { MODEL_PROVIDERS, providerName } from '~/features/models/models.providers';
import { ZCostQuery } from '~/features/models/models.schema';
import { CURRENCIES, MODEL_TOPIC, UNITS, } from '~/features/models/models.constants';
import type { TCostQuery } from '~/features/models/models.schema';
import { estimateModelCosts } from '~/features/models/models.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import type { Route } from './+types/models-calculator';

const SHOWN = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MODEL_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const raw: Record<string, string | string[]> = Object.fromEntries(url.searchParams);
  if (url.searchParams.getAll('ids').length > 1) raw.ids = url.searchParams.getAll('ids');
  // A bad field falls back to its default (the form shows the value used) rather than failing the page.
  const parsed = ZCostQuery.safeParse(raw);
  const query: TCostQuery = parsed.success
    ? parsed.data
    : ZCostQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k, v]) => ZCostQuery.shape[k as keyof TCostQuery]?.safeParse(v).success)));
  const { ids, provider, ...input } = query;
  const rate = context.deps.env.USD_CNY_RATE;
  const result = await estimateModelCosts(context.deps, input, { ids, provider }, lang, rate);
  const all = url.searchParams.get('all') === '1';
  return {
    query,
    result: { ...result, rows: all ? result.rows : result.rows.slice(0, SHOWN), total: result.rows.length },
    all,
    filtered: url.search.length > 0,
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'models.calculator.title')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'models.calculator.description') },
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

const field = 'h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';

function NumberField({ name, label, value, step = 'any', min = 0, max }: { name: string; label: string; value: number; step?: string; min?: number; max?: number }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <input type="number" name={name} defaultValue={value} min={min} max={max} step={step} inputMode="decimal" className={field} data-testid={`calc-${name}`} />
    </label>
  );
}

export default function ModelsCalculator({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useLocalizedHref();
  const { query, result, all } = loaderData;
  const budget = query.mode === 'budget';
  const idList = query.ids ?? [];
  const allHref = () => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'ids') params.set(k, String(v));
    if (idList.length) params.set('ids', idList.join(','));
    params.set('all', '1');
    return `/models/calculator?${params.toString()}`;
  };
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('models.title'), to: '/models' }, { label: t('models.calculator.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="models.calculator.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="models.calculator.description" />
      </p>

      <Form method="get" action={href('/models/calculator')} className="mt-6 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="calculator-form">
        {idList.length ? <input type="hidden" name="ids" value={idList.join(',')} /> : null}
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">{t('models.calculator.mode')}</legend>
          {(['monthly', 'budget'] as const).map((mode) => (
            <label key={mode} className="inline-flex items-center gap-2">
              <input type="radio" name="mode" value={mode} defaultChecked={query.mode === mode} className="size-4 accent-brand-600" data-testid={`mode-${mode}`} />
              <FormattedMessage id={`models.calculator.mode.${mode}`} />
            </label>
          ))}
        </fieldset>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('models.calculator.unit')}</span>
            <select name="unit" defaultValue={query.unit} className={field} data-testid="calc-unit">
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`models.unit.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <NumberField name="input" label={t('models.calculator.input')} value={query.input} />
          <NumberField name="output" label={t('models.calculator.output')} value={query.output} />
          <NumberField name="requestsPerDay" label={t('models.calculator.requestsPerDay')} value={query.requestsPerDay} />
          <NumberField name="cachedPercent" label={t('models.calculator.cachedPercent')} value={query.cachedPercent} max={100} />
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('models.filter.provider')}</span>
            <select name="provider" defaultValue={query.provider ?? ''} className={field}>
              <option value="">{t('models.filter.any')}</option>
              {MODEL_PROVIDERS.map((p) => (
                <option key={p.id} value={p.id}>
                  {providerName(p.id, lang)}
                </option>
              ))}
            </select>
          </label>
          <NumberField name="budget" label={t('models.calculator.budget')} value={query.budget} />
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('models.calculator.currency')}</span>
            <select name="currency" defaultValue={query.currency} className={field}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700" data-testid="calc-submit">
            <FormattedMessage id="models.calculator.submit" />
          </button>
          {idList.length ? (
            <Link to={href('/models/calculator')} className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300">
              <FormattedMessage id="models.calculator.allModels" />
            </Link>
          ) : null}
        </div>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="calc-ratios">
          <FormattedMessage
            id="models.calculator.ratios"
            values={{ zh: TOKENS_PER_UNIT.zh_chars, en: +TOKENS_PER_UNIT.en_words.toFixed(2), ja: TOKENS_PER_UNIT.ja_chars, days: DAYS_PER_MONTH, rate: result.rate }}
          />
        </p>
      </Form>

      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" data-testid="calc-summary">
        <FormattedMessage
          id="models.calculator.summary"
          values={{ input: formatCount(result.tokens.input, lang), output: formatCount(result.tokens.output, lang), cached: formatCount(result.tokens.cachedInput, lang), requests: formatCount(result.requestsPerMonth, lang) }}
        />
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[40rem] text-left text-sm" data-testid="cost-table">
          <caption className="sr-only">{t(budget ? 'models.calculator.captionBudget' : 'models.calculator.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <th scope="col" className="p-3 font-medium">#</th>
              <th scope="col" className="p-3 font-medium">{t('models.calculator.model')}</th>
              <th scope="col" className="p-3 font-medium">{t('models.calculator.prices')}</th>
              <th scope="col" className="p-3 text-right font-medium">{t('models.calculator.perRequest')}</th>
              {budget ? (
                <>
                  <th scope="col" className="p-3 text-right font-medium">{t('models.calculator.requestsPerMonth')}</th>
                  <th scope="col" className="p-3 text-right font-medium">{t('models.calculator.requestsPerDayBought')}</th>
                </>
              ) : (
                <>
                  <th scope="col" className="p-3 text-right font-medium">{t('models.calculator.monthlyCny')}</th>
                  <th scope="col" className="p-3 text-right font-medium">{t('models.calculator.monthlyUsd')}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {result.rows.map((row, i) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="cost-row" data-model={row.id}>
                <td className="p-3 text-slate-500 dark:text-slate-400">{i + 1}</td>
                <td className="p-3">
                  <span className="flex items-center gap-2">
                    <ProviderIcon provider={row.provider} size="size-6" />
                    <Link to={href(`/models/${row.id}`)} className="font-medium hover:text-brand-600 dark:hover:text-brand-100">
                      {row.name}
                    </Link>
                  </span>
                </td>
                <td className="p-3 text-xs text-slate-600 dark:text-slate-400">
                  {formatPrice(row.applied.input, row.priceCurrency, lang)} / {formatPrice(row.applied.output, row.priceCurrency, lang)}
                  {row.applied.tier !== null ? <span className="ml-1 rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">{t('models.calculator.tier')}</span> : null}
                </td>
                <td className="p-3 text-right">{formatMoney(row.perRequest[query.currency], query.currency, lang)}</td>
                {budget ? (
                  <>
                    <td className={clsx('p-3 text-right font-semibold')} data-testid="budget-requests">
                      {row.budgetRequests === null ? t('models.calculator.unlimited') : formatCount(row.budgetRequests, lang)}
                    </td>
                    <td className="p-3 text-right">{row.budgetRequestsPerDay === null ? t('models.calculator.unlimited') : formatCount(row.budgetRequestsPerDay, lang)}</td>
                  </>
                ) : (
                  <>
                    <td className="p-3 text-right font-semibold" data-testid="monthly-cny">{formatMoney(row.monthly.CNY, 'CNY', lang)}</td>
                    <td className="p-3 text-right" data-testid="monthly-usd">{formatMoney(row.monthly.USD, 'USD', lang)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!all && result.total > result.rows.length ? (
        <p className="mt-3 text-sm">
          <Link to={href(allHref())} className="text-brand-600 hover:underline dark:text-brand-100">
            <FormattedMessage id="models.calculator.showAll" values={{ total: result.total }} />
          </Link>
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="models.calculator.formula" />
      </p>
      <ModelDataSource />
    </main>
  );
}
