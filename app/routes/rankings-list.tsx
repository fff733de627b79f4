// /best-ai-tools/{weekly|monthly|quarterly}/{slug}: one ranking list. The catch-all slug names the list and its
// filters in canonical order (kind/category/type/region/period: /weekly/growth/video-generation/open-source/us/
// 2026-w47); another spelling of the same filters, and the filter form's query, answer 301 to it.
import { data, redirect } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { listCategories } from '~/features/catalogue/catalogue.server';
import { Pagination } from '~/features/catalogue/components/pagination';
import { RankingFilters } from '~/features/rankings/components/ranking-filters';
import { RankingTable } from '~/features/rankings/components/ranking-table';
import { SampleNotice } from '~/features/rankings/components/sample-notice';
import { listName, listTitle, type Translate } from '~/features/rankings/rankings.labels';
import type { TPeriodKind } from '~/features/rankings/rankings.periods';
import {
  formatRankingSlug,
  parseRankingSlug,
  PRODUCT_TYPES,
  RANKING_KINDS,
  rankingPath,
  type RankingFilters as Filters,
  type TProductType,
  type TRankingKind,
} from '~/features/rankings/rankings.slug';
import { listRanking, RANKINGS_TOPIC, storedPeriods } from '~/features/rankings/rankings.server';
import { getLanguage, splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { isRegion } from '~/lib/regions';
import { or404 } from '~/shell/not-found.server';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { LocalTime } from '~/ui/local-time';
import type { Route } from './+types/rankings-list';

const PAGE_SIZE = 50;
const FORM_FIELDS = ['kind', 'date', 'category', 'type', 'region'] as const;

/** The filter form's query laid over the slug's filters; an empty field clears its filter. */
function withForm(filters: Filters, params: URLSearchParams): Filters | undefined {
  const next = { ...filters };
  const kind = params.get('kind');
  if (kind !== null) {
    if (!(RANKING_KINDS as readonly string[]).includes(kind)) return undefined;
    next.kind = kind as TRankingKind;
  }
  const date = params.get('date');
  if (date !== null) next.key = date || undefined;
  const category = params.get('category');
  if (category !== null) next.category = category || undefined;
  const type = params.get('type');
  if (type !== null) {
    if (type && !(PRODUCT_TYPES as readonly string[]).includes(type)) return undefined;
    next.type = (type || undefined) as TProductType | undefined;
  }
  const region = params.get('region');
  if (region !== null) {
    if (region && !isRegion(region)) return undefined;
    next.region = region && isRegion(region) ? region : 'global';
  }
  if (next.kind === 'site') next.region = 'global';
  return next;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  context.cacheTags?.add(RANKINGS_TOPIC).add(CATALOGUE_TOPIC);
  const { lang, rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const prefix = url.pathname.slice(0, url.pathname.length - rest.length);
  const period = rest.split('/')[2] as TPeriodKind;
  const splat = params['*'] ?? '';
  let filters = parseRankingSlug(period, splat);
  if (!filters) throw data(null, { status: 404 });
  if (FORM_FIELDS.some((f) => url.searchParams.has(f))) {
    filters = withForm(filters, url.searchParams);
    if (!filters) throw data(null, { status: 404 });
    const key = filters.key ? parseRankingSlug(period, filters.key)?.key : undefined;
    if (filters.key && !key) throw data(null, { status: 404 });
    throw redirect(`${prefix}${rankingPath(period, { ...filters, key })}`, 301);
  }
  if (filters.kind === 'site' && filters.region !== 'global') throw data(null, { status: 404 });
  const canonical = formatRankingSlug(period, filters);
  if (splat !== canonical) {
    const page = url.searchParams.get('page');
    throw redirect(`${prefix}/best-ai-tools/${period}/${canonical}${page ? `?page=${encodeURIComponent(page)}` : ''}`, 301);
  }
  const db = context.deps.database.db;
  const categories = await listCategories(db, lang);
  const category = filters.category ? categories.find((c) => c.slug === filters.category) : undefined;
  if (filters.category && !category) throw data(null, { status: 404 });
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  const query = { period, date: filters.key, kind: filters.kind, region: filters.region, category: filters.category, type: filters.type, page, pageSize: PAGE_SIZE };
  const list = await or404(() => listRanking(db, query, lang));
  if (page > 1 && !list.items.length) throw data(null, { status: 404 });
  const periods = await storedPeriods(db, period, filters.kind, filters.region);
  const apiQuery = new URLSearchParams({ period, date: list.key, kind: filters.kind, region: filters.region });
  if (filters.category) apiQuery.set('category', filters.category);
  if (filters.type) apiQuery.set('type', filters.type);
  return {
    period,
    filters,
    list,
    periods,
    categoryName: category?.name,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    apiQuery: apiQuery.toString(),
  };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages, lang } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const t: Translate = (key, values) => metaT(messages, key, values);
  const words = { kind: loaded.filters.kind, categoryName: loaded.categoryName, type: loaded.filters.type, region: loaded.filters.region };
  const title = listTitle(t, lang, loaded.period, loaded.list.key, words);
  const measure = t(loaded.filters.kind === 'site' ? 'rankings.measure.site' : 'rankings.measure.traffic');
  const description = t('rankings.description', { title, measure });
  return [
    { title: `${title} - ${t('site.name')}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(loaded.list.page > 1 ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function RankingList({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const t: Translate = (key, values) => tr(key, values);
  const lang = useLang();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { period, filters, list, periods, categories, categoryName, apiQuery } = loaderData;
  const words = { kind: filters.kind, categoryName, type: filters.type, region: filters.region };
  const title = listTitle(t, lang, period, list.key, words);
  const path = href(rankingPath(period, filters));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: tr('rankings.breadcrumb'), to: '/best-ai-tools' }, { label: listName(t, words) }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="ranking-title">
        {title}
      </h1>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-500 dark:text-slate-400">
        <span data-testid="result-count">
          <FormattedMessage id="rankings.total" values={{ total: list.total }} />
        </span>
        <span>
          <FormattedMessage id="rankings.computedAt" values={{ time: <LocalTime value={list.snapshotAt} /> }} />
        </span>
      </p>
      {list.isSample ? (
        <div className="mt-4">
          <SampleNotice />
        </div>
      ) : null}
      <div className="mt-6">
        <RankingFilters period={period} filters={filters} periods={periods} categories={categories} action={path} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3 text-sm">
        <span className="text-slate-500 dark:text-slate-400">{tr('rankings.download')}:</span>
        <a href={`/api/rankings/export?${apiQuery}&format=csv&langType=${getLanguage(lang).apiKey}`} download className="font-medium text-brand-600 hover:underline dark:text-brand-100" data-testid="download-csv">
          {tr('rankings.downloadCsv')}
        </a>
        <a href={`/api/rankings/export?${apiQuery}&format=json&langType=${getLanguage(lang).apiKey}`} download className="font-medium text-brand-600 hover:underline dark:text-brand-100" data-testid="download-json">
          {tr('rankings.downloadJson')}
        </a>
      </div>
      <div className="mt-3">
        {list.items.length ? (
          <RankingTable items={list.items} metric={filters.kind === 'site' ? 'site' : 'traffic'} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500 dark:border-slate-700">{tr('rankings.empty')}</p>
        )}
      </div>
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          url: `${appUrl}${path}`,
          numberOfItems: list.total,
          itemListOrder: 'https://schema.org/ItemListOrderDescending',
          itemListElement: list.items.map((item) => ({
            '@type': 'ListItem',
            position: item.rank,
            name: item.name,
            url: `${appUrl}${href(`/details/${item.slug}`)}`,
          })),
        }}
      />
    </main>
  );
}
