// /models: the model library (issue 20 §1) with filters and sorts in a GET form (works without JavaScript), a
// comparison picked with checkboxes, and on its first unfiltered page the "model library home" ads (SPEC §9).
import { Calculator, GitCompareArrows } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Form, Link } from 'react-router';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ModelCard } from '~/features/models/components/model-card';
import { ModelDataSource } from '~/features/models/components/data-source';
import { ZModelListQuery } from '~/features/models/models.schema';
import type { TModelListQuery } from '~/features/models/models.schema';
import { CONTEXT_STEPS, MODALITIES, MODEL_SORTS, MODEL_TOPIC, PRICE_STEPS } from '~/features/models/models.constants';
import { listModels } from '~/features/models/models.server';
import { formatTokens } from '~/features/models/models.format';
import { SponsoredCards } from '~/features/orders/components/ad-slots';
import { ADS_TOPIC } from '~/features/orders/orders.ads.server';
import { liveAdViews } from '~/features/orders/orders.pages.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import { FilterSelect } from '~/ui/filter-select';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/models-list';

const FILTERS = ['q', 'provider', 'input', 'output', 'open', 'minContext', 'maxPrice'] as const;

/** The query in one spelling: filters in a fixed order, defaults left out (the canonical link uses it). */
function canonicalQuery(query: TModelListQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTERS) if (query[key] !== undefined && query[key] !== '') params.set(key, String(query[key]));
  if (query.sort !== 'importance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MODEL_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  // Bad filter values are dropped rather than failing the page.
  const raw = Object.fromEntries(url.searchParams);
  const parsed = ZModelListQuery.safeParse(raw);
  const query = parsed.success
    ? parsed.data
    : ZModelListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k, v]) => ZModelListQuery.shape[k as keyof TModelListQuery]?.safeParse(v).success)));
  const home = FILTERS.every((f) => query[f] === undefined) && query.page === 1;
  if (home) context.cacheTags?.add(ADS_TOPIC);
  const [list, ads] = await Promise.all([
    listModels(context.deps, { ...query, pageSize: 36 }, lang, context.deps.env.USD_CNY_RATE),
    home ? liveAdViews(context.deps, 'models_home', lang) : [],
  ]);
  // Only what the cards show travels with the page (descriptions and sources stay on the detail pages).
  const items = list.items.map((m) => ({
    id: m.id,
    name: m.name,
    provider: m.provider,
    providerName: m.providerName,
    modalitiesIn: m.modalitiesIn,
    contextWindow: m.contextWindow,
    currency: m.currency,
    priceInput: m.priceInput,
    priceOutput: m.priceOutput,
    openWeights: m.openWeights,
    reasoning: m.reasoning,
  }));
  return { list: { ...list, items }, ads, query, canonicalSearch: canonicalQuery(query), filtered: !home };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'models.title')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'models.description') },
    // Filtered and later pages are for visitors; the library's first page is the one to index.
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function ModelsList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { list, ads, query } = loaderData;
  const any = t('models.filter.any');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('models.title') }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <FormattedMessage id="models.title" />
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
            <FormattedMessage id="models.description" />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={href('/models/compare')} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
            <GitCompareArrows aria-hidden="true" className="size-4" />
            <FormattedMessage id="models.compare.title" />
          </Link>
          <Link to={href('/models/calculator')} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-700">
            <Calculator aria-hidden="true" className="size-4" />
            <FormattedMessage id="models.calculator.title" />
          </Link>
        </div>
      </div>

      <Form method="get" action={href('/models')} className="mt-6 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="model-filters">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <label className="col-span-2 flex min-w-0 flex-col gap-1 text-sm sm:col-span-3 lg:col-span-1">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('models.filter.q')}</span>
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              placeholder={t('models.filter.qPlaceholder')}
              className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
          <FilterSelect name="provider" label={t('models.filter.provider')} value={query.provider} options={[['', any], ...list.providers.map((p): [string, string] => [p.id, `${p.name} (${p.count})`])]} />
          <FilterSelect name="input" label={t('models.filter.input')} value={query.input} options={[['', any], ...MODALITIES.map((m): [string, string] => [m, t(`models.modality.${m}`)])]} />
          <FilterSelect name="output" label={t('models.filter.output')} value={query.output} options={[['', any], ...MODALITIES.map((m): [string, string] => [m, t(`models.modality.${m}`)])]} />
          <FilterSelect name="open" label={t('models.filter.open')} value={query.open} options={[['', any], ['yes', t('models.filter.openYes')], ['no', t('models.filter.openNo')]]} />
          <FilterSelect name="minContext" label={t('models.filter.minContext')} value={query.minContext} options={[['', any], ...CONTEXT_STEPS.map((n): [string, string] => [String(n), `≥ ${formatTokens(n)}`])]} />
          <FilterSelect name="maxPrice" label={t('models.filter.maxPrice')} value={query.maxPrice} options={[['', any], ...PRICE_STEPS.map((n): [string, string] => [String(n), n === 0 ? t('models.filter.free') : `≤ $${n}`])]} />
          <FilterSelect name="sort" label={t('models.sort.label')} value={query.sort} options={MODEL_SORTS.map((s): [string, string] => [s, t(`models.sort.${s}`)])} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="models.filter.apply" />
          </button>
          <Link to={href('/models')} className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300">
            <FormattedMessage id="models.filter.reset" />
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="result-count">
            <FormattedMessage id="models.count" values={{ total: list.total }} />
          </span>
        </div>
      </Form>

      {ads.length ? (
        <div className="mt-6">
          <SponsoredCards ads={ads} testId="ads-models_home" />
        </div>
      ) : null}

      <Form method="get" action={href('/models/compare')} id="compare-form" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-900">
        <span className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="models.compare.hint" values={{ min: 2, max: 4 }} />
        </span>
        <button type="submit" className="rounded-lg border border-brand-600 px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800" data-testid="compare-submit">
          <FormattedMessage id="models.compare.selected" />
        </button>
      </Form>

      <div className="mt-6">
        {list.items.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((model) => (
              <ModelCard key={model.id} model={model} compareForm="compare-form" />
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
      </div>
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('models.title'),
          url: `${appUrl}${href('/models')}`,
          itemListElement: list.items.map((m, i) => ({
            '@type': 'ListItem',
            position: (list.page - 1) * list.pageSize + i + 1,
            name: m.name,
            url: `${appUrl}${href(`/models/${m.id}`)}`,
          })),
        }}
      />
      <ModelDataSource />
    </main>
  );
}
