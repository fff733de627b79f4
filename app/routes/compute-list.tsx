// /compute and its sections (/compute/servers, /compute/leasing, /compute/appliances): offers with filters and sorts
// in a GET form (works without JavaScript), pagination, and the sample notice while the prices are samples.
import { FormattedMessage } from '~/i18n/intl';
import { Form, Link } from 'react-router';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ComputeNav } from '~/features/compute/components/compute-nav';
import { OfferCard } from '~/features/compute/components/offer-card';
import { ZComputeListQuery, type TComputeListQuery } from '~/features/compute/compute.schema';
import {
  COMPUTE_AVAILABILITY,
  COMPUTE_GPU_COUNTS,
  COMPUTE_MEMORY_STEPS,
  COMPUTE_REGIONS,
  COMPUTE_SECTIONS,
  COMPUTE_SORTS,
  COMPUTE_TOPIC,
  type TComputeSection,
} from '~/features/compute/compute.constants';
import { listOffers } from '~/features/compute/compute.server';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import { FilterSelect } from '~/ui/filter-select';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/compute-list';

const FILTERS = ['section', 'gpu', 'memory', 'count', 'region', 'provider', 'availability', 'priceMin', 'priceMax'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(COMPUTE_TOPIC);
  const { rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const last = rest.split('/').filter(Boolean)[1];
  const section = (COMPUTE_SECTIONS as readonly string[]).includes(last ?? '') ? (last as TComputeSection) : undefined;
  // Bad filter values are dropped rather than failing the page.
  const raw: Record<string, string> = Object.fromEntries(url.searchParams);
  const parsed = ZComputeListQuery.safeParse(raw);
  const query: TComputeListQuery = parsed.success
    ? parsed.data
    : ZComputeListQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k, v]) => ZComputeListQuery.shape[k as keyof TComputeListQuery]?.safeParse(v).success)));
  // A section page shows its section; the section field of the form only appears on /compute.
  if (section) query.section = section;
  const list = await listOffers(context.deps, query);
  const filtered = FILTERS.some((f) => f !== 'section' && query[f] !== undefined) || (!section && query.section !== undefined) || query.page > 1 || query.sort !== 'price-hour';
  return { list, query, section: section ?? null, filtered };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const title = data.section ? metaT(messages, `compute.section.${data.section}.title`) : metaT(messages, 'compute.title');
  const description = data.section ? metaT(messages, `compute.section.${data.section}.description`) : metaT(messages, 'compute.description');
  return [
    { title: `${title} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: description },
    // Filtered and later pages are for visitors; each area's first page is the one to index.
    ...(data.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function ComputeList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { list, query, section } = loaderData;
  const any = t('compute.filter.any');
  const base = section ? `/compute/${section}` : '/compute';
  const title = section ? t(`compute.section.${section}.title`) : t('compute.title');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={section ? [{ label: t('compute.title'), to: '/compute' }, { label: t(`compute.section.${section}`) }] : [{ label: t('compute.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        {section ? t(`compute.section.${section}.description`) : t('compute.description')}
      </p>
      <ComputeNav current={base as '/compute'} />
      {list.hasSamples ? (
        <p className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="sample-notice">
          <FormattedMessage id="compute.sampleNotice" />
        </p>
      ) : null}

      <Form method="get" action={href(base)} className="mt-6 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="compute-filters">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {section ? null : (
            <FilterSelect name="section" label={t('compute.filter.section')} value={query.section} options={[['', any], ...COMPUTE_SECTIONS.map((s): [string, string] => [s, t(`compute.section.${s}`)])]} />
          )}
          <FilterSelect name="gpu" label={t('compute.filter.gpu')} value={query.gpu} options={[['', any], ...list.gpus.map((g): [string, string] => [g.slug, `${g.name} (${g.count})`])]} />
          <FilterSelect name="memory" label={t('compute.filter.memory')} value={query.memory} options={[['', any], ...COMPUTE_MEMORY_STEPS.map((m): [string, string] => [String(m), t('compute.filter.memoryAtLeast', { gb: m })])]} />
          <FilterSelect name="count" label={t('compute.filter.count')} value={query.count} options={[['', any], ...COMPUTE_GPU_COUNTS.map((n): [string, string] => [String(n), t('compute.filter.countN', { n })])]} />
          <FilterSelect name="region" label={t('compute.filter.region')} value={query.region} options={[['', any], ...COMPUTE_REGIONS.map((r): [string, string] => [r, t(`compute.region.${r}`)])]} />
          <FilterSelect name="provider" label={t('compute.filter.provider')} value={query.provider} options={[['', any], ...list.providers.map((p): [string, string] => [p, p])]} />
          <FilterSelect name="availability" label={t('compute.filter.availability')} value={query.availability} options={[['', any], ...COMPUTE_AVAILABILITY.map((a): [string, string] => [a, t(`compute.availability.${a}`)])]} />
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('compute.filter.priceMin')}</span>
            <input type="number" name="priceMin" min={0} step="any" inputMode="decimal" defaultValue={query.priceMin ?? ''} className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900" />
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-sm">
            <span className="font-medium text-slate-600 dark:text-slate-300">{t('compute.filter.priceMax')}</span>
            <input type="number" name="priceMax" min={0} step="any" inputMode="decimal" defaultValue={query.priceMax ?? ''} className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900" />
          </label>
          <FilterSelect name="sort" label={t('compute.sort.label')} value={query.sort} options={COMPUTE_SORTS.map((s): [string, string] => [s, t(`compute.sort.${s}`)])} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            <FormattedMessage id="compute.filter.apply" />
          </button>
          <Link to={href(base)} className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-300">
            <FormattedMessage id="compute.filter.reset" />
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="result-count">
            <FormattedMessage id="compute.count" values={{ total: list.total }} />
          </span>
          <Link to={href('/compute/assistant')} className="ml-auto text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
            <FormattedMessage id="compute.assistantLink" />
          </Link>
        </div>
      </Form>

      <div className="mt-6">
        {list.items.length ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((o) => (
              <OfferCard key={o.id} offer={o} />
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
          name: title,
          url: `${appUrl}${href(base)}`,
          itemListElement: list.items.map((o, i) => ({
            '@type': 'ListItem',
            position: (list.page - 1) * list.pageSize + i + 1,
            name: o.title,
            url: `${appUrl}${href(`/compute/offers/${o.id}`)}`,
          })),
        }}
      />
    </main>
  );
}
