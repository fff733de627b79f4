// /datasets: the AI dataset library (issue 21 §4) with filters and sorts in a GET form (works without JavaScript).
import { FormattedMessage } from '~/i18n/intl';
import { Form, Link } from 'react-router';
import { Pagination } from '~/features/catalogue/components/pagination';
import { DatasetCard } from '~/features/datasets/components/dataset-card';
import { ZDatasetListQuery, type TDatasetListQuery } from '~/features/datasets/datasets.schema';
import { DATASET_FILTER_LANGUAGES, DATASET_MODALITIES, DATASET_SORTS, DATASETS_TOPIC, LICENCE_KINDS } from '~/features/datasets/datasets.constants';
import { datasetCard, listDatasets } from '~/features/datasets/datasets.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import { FilterSelect } from '~/ui/filter-select';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/datasets-list';

const FILTERS = ['q', 'task', 'modality', 'licence', 'language'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(DATASETS_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  // Bad filter values are dropped rather than failing the page.
  const raw = Object.fromEntries(url.searchParams);
  const parsed = ZDatasetListQuery.safeParse(raw);
  const query: TDatasetListQuery = parsed.success
    ? parsed.data
    : ZDatasetListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k, v]) => ZDatasetListQuery.shape[k as keyof TDatasetListQuery]?.safeParse(v).success)));
  const list = await listDatasets(context.deps, query, lang);
  // The cards' fields only (sources and links stay on the detail pages).
  const items = list.items.map(datasetCard);
  const filtered = FILTERS.some((f) => query[f] !== undefined) || query.page > 1 || query.sort !== 'newest';
  return { list: { ...list, items }, query, filtered };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'datasets.title')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'datasets.description') },
    // Filtered and later pages are for visitors; the library's first page is the one to index.
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function DatasetsList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { list, query } = loaderData;
  const any = t('datasets.filter.any');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('datasets.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="datasets.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="datasets.description" />
      </p>

      <Form method="get" action={href('/datasets')} className="mt-6 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="dataset-filters">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <label className="col-span-2 flex min-w-0 flex-col gap-1 text-sm sm:col-span-3 lg:col-span-1">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('datasets.filter.q')}</span>
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              placeholder={t('datasets.filter.qPlaceholder')}
              className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
          <FilterSelect
            name="task"
            label={t('datasets.filter.task')}
            value={query.task}
            options={[['', any], ...list.tasks.map(({ task, count }): [string, string] => [task, `${t(`datasets.task.${task}`)} (${count})`])]}
          />
          <FilterSelect name="modality" label={t('datasets.filter.modality')} value={query.modality} options={[['', any], ...DATASET_MODALITIES.map((m): [string, string] => [m, t(`datasets.modality.${m}`)])]} />
          <FilterSelect name="licence" label={t('datasets.filter.licence')} value={query.licence} options={[['', any], ...LICENCE_KINDS.map((k): [string, string] => [k, t(`datasets.licenceKind.${k}`)])]} />
          <FilterSelect name="language" label={t('datasets.filter.language')} value={query.language} options={[['', any], ...DATASET_FILTER_LANGUAGES.map((l): [string, string] => [l, t(`datasets.language.${l}`)])]} />
          <FilterSelect name="sort" label={t('datasets.sort.label')} value={query.sort} options={DATASET_SORTS.map((s): [string, string] => [s, t(`datasets.sort.${s}`)])} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="datasets.filter.apply" />
          </button>
          <Link to={href('/datasets')} className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300">
            <FormattedMessage id="datasets.filter.reset" />
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="result-count">
            <FormattedMessage id="datasets.count" values={{ total: list.total }} />
          </span>
        </div>
      </Form>

      <div className="mt-6">
        {list.items.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((d) => (
              <DatasetCard key={d.slug} dataset={d} />
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
      </div>
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
      <p className="mt-8 text-xs text-slate-500 dark:text-slate-400" data-testid="data-source">
        <FormattedMessage id="datasets.dataSource" />
      </p>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('datasets.title'),
          url: `${appUrl}${href('/datasets')}`,
          itemListElement: list.items.map((d, i) => ({
            '@type': 'ListItem',
            position: (list.page - 1) * list.pageSize + i + 1,
            name: d.name,
            url: `${appUrl}${href(`/datasets/${d.slug}`)}`,
          })),
        }}
      />
    </main>
  );
}
