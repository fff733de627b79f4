// Search and explore (SPEC §2.1 /discover and /discover/{searchKey}): counted results, facets and pages. Its first
// page without words or filters is the product library's home, with that position's ads.
import clsx from 'clsx';
import { FormattedMessage } from '~/i18n/intl';
import { Link, useLocation } from 'react-router';
import { toCardView, ZProductSearchQuery } from '~/features/catalogue/catalogue.schema';
import type { TFacetValue } from '~/features/catalogue/catalogue.schema';
import { searchProducts } from '~/features/catalogue/catalogue.server';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ProductGrid } from '~/features/catalogue/components/product-card';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { ADS_TOPIC } from '~/features/orders/orders.ads.server';
import { liveAdViews } from '~/features/orders/orders.pages.server';
import { SponsoredCards } from '~/features/orders/components/ad-slots';
import type { Route } from './+types/discover';

const FACETS = ['category', 'type', 'pricing', 'language'] as const;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const raw = Object.fromEntries(url.searchParams);
  // The path segment is the query; bad filter values are dropped rather than failing the page.
  const parsed = ZProductSearchQuery.safeParse({ ...raw, q: params.searchKey ?? raw.q ?? '' });
  const query = parsed.success ? parsed.data : ZProductSearchQuery.parse({ q: (params.searchKey ?? '').slice(0, 200) });
  // The library's home — no words, no filter, first page — carries the "product library home" ads (SPEC §9).
  const libraryHome = !query.q && FACETS.every((f) => !query[f]) && !query.tag && !query.recommendation && query.page === 1;
  if (libraryHome) context.cacheTags?.add(ADS_TOPIC);
  const [result, ads] = await Promise.all([
    searchProducts(context.deps, { ...query, pageSize: 24 }, lang),
    libraryHome ? liveAdViews(context.deps, 'library_home', lang) : [],
  ]);
  return {
    ads,
    q: query.q,
    filters: Object.fromEntries(FACETS.map((f) => [f, query[f] ?? null])),
    result: { ...result, items: result.items.map(toCardView) },
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const openSource = !data?.q && data?.filters.type === 'open_source';
  const title = data?.q
    ? t(messages, 'discover.titleWithQuery', { q: data.q })
    : t(messages, openSource ? 'discover.openSource.title' : 'discover.title');
  const description = t(messages, openSource ? 'discover.openSource.description' : 'discover.description');
  return [{ title: `${title} - ${t(messages, 'site.name')}` }, { name: 'description', content: description }];
}

function FacetGroup({ name, values, active }: { name: (typeof FACETS)[number]; values: TFacetValue[]; active: string | null }) {
  const location = useLocation();
  if (!values.length) return null;
  const to = (value: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (value) params.set(name, value);
    else params.delete(name);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const chip = 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={`facet-${name}`}>
      <span className="w-16 shrink-0 text-sm font-medium text-slate-500 dark:text-slate-400">
        <FormattedMessage id={`discover.facet.${name}`} />
      </span>
      <Link to={to(null)} className={clsx(chip, !active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700')}>
        <FormattedMessage id="discover.facet.all" />
      </Link>
      {values.slice(0, 12).map((v) => (
        <Link
          key={v.value}
          to={to(active === v.value ? null : v.value)}
          aria-current={active === v.value ? 'true' : undefined}
          className={clsx(chip, active === v.value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700')}
        >
          {v.name}
          {/* Dimmed on the white chip only: on the selected (brand) chip, dimmed white fails the contrast ratio. */}
          <span className={clsx('text-xs', active !== v.value && 'opacity-70')}>{v.count}</span>
        </Link>
      ))}
    </div>
  );
}

export default function Discover({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const { q, filters, result, ads } = loaderData;
  // Exploring with the open-source filter and no words is the open-source page (SPEC §2.2).
  const openSource = !q && filters.type === 'open_source';
  const title = openSource ? tr('discover.openSource.title') : tr('discover.title');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb
        items={[
          { label: tr('discover.title'), to: q || openSource ? '/discover' : undefined },
          ...(q ? [{ label: q }] : openSource ? [{ label: title }] : []),
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {q ? <FormattedMessage id="discover.titleWithQuery" values={{ q }} /> : title}
      </h1>
      {openSource ? (
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
          <FormattedMessage id="discover.openSource.description" />
        </p>
      ) : null}
      <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="result-count">
        <FormattedMessage id="discover.count" values={{ total: result.total }} />
      </p>
      {result.relaxed ? (
        <p className="mt-1 text-sm text-amber-700 dark:text-amber-300">
          <FormattedMessage id="discover.relaxed" />
        </p>
      ) : null}
      <div className="mt-6 space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        {FACETS.map((name) => (
          <FacetGroup key={name} name={name} values={result.facets[name]} active={filters[name] ?? null} />
        ))}
      </div>
      {ads.length ? (
        <div className="mt-6">
          <SponsoredCards ads={ads} testId="ads-library_home" />
        </div>
      ) : null}
      <div className="mt-6">{result.items.length ? <ProductGrid products={result.items} /> : <EmptyState />}</div>
      <Pagination page={result.page} pageSize={result.pageSize} total={result.total} />
    </main>
  );
}
