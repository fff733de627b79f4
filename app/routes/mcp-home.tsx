// /mcp (the MCP library's home: search, filters, servers, clients and the "MCP server home" ads of SPEC §9) and
// /mcp/servers (the full server list). Filters are a plain GET form and links, so they work without JavaScript.
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ADS_TOPIC } from '~/features/orders/orders.ads.server';
import { liveAdViews } from '~/features/orders/orders.pages.server';
import { SponsoredCards } from '~/features/orders/components/ad-slots';
import { clientsIn } from '~/features/mcp/mcp.content.server';
import { ZMcpQuery } from '~/features/mcp/mcp.schema';
import { MCP_CATEGORIES, MCP_REGISTRIES, MCP_SORTS, MCP_TRANSPORTS, } from '~/features/mcp/mcp.constants';
import type { TMcpFacetValue } from '~/features/mcp/mcp.schema';
import { MCP_TOPIC, searchServers } from '~/features/mcp/mcp.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { ServerGrid, TransportBadge } from '~/features/mcp/components/server-card';
import type { Route } from './+types/mcp-home';

const FILTERS = ['category', 'tag', 'transport', 'registry'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MCP_TOPIC);
  const { lang, rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const home = rest.replace(/\/$/, '') === '/mcp';
  const raw = Object.fromEntries(url.searchParams);
  // Empty form fields mean "any"; a bad value is dropped rather than failing the page.
  for (const k of Object.keys(raw)) if (raw[k] === '') delete raw[k];
  const parsed = ZMcpQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : ZMcpQuery.parse({ q: (raw.q ?? '').slice(0, 200) });
  const plain = !query.q && FILTERS.every((f) => !query[f]) && query.page === 1;
  const withAds = home && plain;
  if (withAds) context.cacheTags?.add(ADS_TOPIC);
  const [result, ads] = await Promise.all([
    searchServers(context.deps, { ...query, pageSize: home ? 12 : 24 }, lang),
    withAds ? liveAdViews(context.deps, 'mcp_home', lang) : [],
  ]);
  return {
    home,
    query: { q: query.q, category: query.category ?? '', tag: query.tag ?? '', transport: query.transport ?? '', registry: query.registry ?? '', sort: query.sort },
    filtered: !plain,
    result,
    ads,
    clients: home && plain ? clientsIn(lang) : [],
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  const key = data.home ? 'mcp.home' : 'mcp.servers';
  return [
    { title: `${metaT(messages, `${key}.metaTitle`)} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, `${key}.description`) },
  ];
}

function FacetChips({ name, values, active, label }: { name: 'tag'; values: TMcpFacetValue[]; active: string; label: string }) {
  const location = useLocation();
  if (!values.length) return null;
  const to = (value: string | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (value) params.set(name, value);
    else params.delete(name);
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ''}`;
  };
  const chip = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm';
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid={`mcp-facet-${name}`}>
      <span className="mr-1 text-sm font-medium text-slate-500 dark:text-slate-400">{label}</span>
      {values.map((v) => (
        <Link
          key={v.value}
          to={to(active === v.value ? null : v.value)}
          aria-current={active === v.value ? 'true' : undefined}
          className={clsx(chip, active === v.value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 hover:border-brand-500 dark:border-slate-700')}
        >
          {v.value}
          <span className={clsx('text-xs', active !== v.value && 'opacity-70')}>{v.count}</span>
        </Link>
      ))}
    </div>
  );
}

function Select({ name, value, options, label, optionLabel, counts }: { name: string; value: string; options: readonly string[]; label: string; optionLabel: (v: string) => string; counts?: TMcpFacetValue[] }) {
  const t = useT();
  const count = (v: string) => counts?.find((c) => c.value === v)?.count;
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <select
        name={name}
        defaultValue={value}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-2 dark:border-slate-600 dark:bg-slate-900"
        data-testid={`mcp-filter-${name}`}
      >
        {name !== 'sort' ? <option value="">{t('mcp.filter.any')}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
            {count(o) !== undefined ? ` (${count(o)})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function McpHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const location = useLocation();
  const { home, query, result, ads, clients, filtered } = loaderData;
  const action = href(home ? '/mcp' : '/mcp/servers');
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={home ? [{ label: t('mcp.title') }] : [{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.servers') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id={home ? 'mcp.home.title' : 'mcp.servers.title'} />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id={home ? 'mcp.home.lead' : 'mcp.servers.description'} />
      </p>
      <div className="mt-5">
        <McpAreaNav current={home ? 'home' : 'servers'} />
      </div>

      <Form method="get" action={action} role="search" className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="mcp-search-form">
        <div className="flex gap-2">
          <label className="relative min-w-0 flex-1">
            <span className="sr-only">{t('mcp.search.label')}</span>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={200}
              placeholder={t('mcp.search.placeholder')}
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 dark:border-slate-600 dark:bg-slate-900"
              data-testid="mcp-search-input"
            />
          </label>
          <button type="submit" className="shrink-0 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700" data-testid="mcp-search-submit">
            <FormattedMessage id="mcp.search.submit" />
          </button>
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Select name="category" value={query.category} options={MCP_CATEGORIES} label={t('mcp.filter.category')} optionLabel={(v) => t(`mcp.category.${v}`)} counts={result.facets.category} />
          <Select name="transport" value={query.transport} options={MCP_TRANSPORTS} label={t('mcp.filter.transport')} optionLabel={(v) => t(`mcp.transport.${v}`)} counts={result.facets.transport} />
          <Select name="registry" value={query.registry} options={MCP_REGISTRIES.filter((r) => r !== 'unknown')} label={t('mcp.filter.registry')} optionLabel={(v) => t(`mcp.registry.${v}`)} counts={result.facets.registry} />
          <Select name="sort" value={query.sort} options={MCP_SORTS} label={t('mcp.filter.sort')} optionLabel={(v) => t(`mcp.sort.${v}`)} />
        </div>
        {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
        <FacetChips name="tag" values={result.facets.tag} active={query.tag} label={t('mcp.filter.tag')} />
      </Form>

      {ads.length ? (
        <div className="mt-6">
          <SponsoredCards ads={ads} testId="ads-mcp_home" />
        </div>
      ) : null}

      <section aria-labelledby="mcp-servers-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="mcp-servers-heading" className="text-lg font-semibold">
            <FormattedMessage id={filtered ? 'mcp.results' : 'mcp.home.servers'} />
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="mcp-result-count">
            <FormattedMessage id="mcp.count" values={{ total: result.total }} />
          </p>
        </div>
        <div className="mt-4">{result.items.length ? <ServerGrid servers={result.items} /> : <EmptyState />}</div>
        {home ? (
          result.total > result.items.length ? (
            <p className="mt-6 text-center">
              <Link
                to={`${href('/mcp/servers')}${location.search}`}
                className="inline-block rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:border-brand-500 dark:border-slate-600"
                data-testid="mcp-see-all"
              >
                <FormattedMessage id="mcp.home.seeAll" values={{ total: result.total }} />
              </Link>
            </p>
          ) : null
        ) : (
          <Pagination page={result.page} pageSize={result.pageSize} total={result.total} />
        )}
      </section>

      {clients.length ? (
        <section aria-labelledby="mcp-clients-heading" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="mcp-clients-heading" className="text-lg font-semibold">
              <FormattedMessage id="mcp.home.clients" />
            </h2>
            <Link to={href('/mcp/clients')} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
              <FormattedMessage id="mcp.home.allClients" />
            </Link>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="mcp-client-list">
            {clients.slice(0, 8).map((c) => (
              <li key={c.slug} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <p className="font-semibold">{c.name}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{c.vendor}</p>
                <div className="mt-2 flex flex-wrap gap-1">
                  {c.transports.map((tr) => (
                    <TransportBadge key={tr} transport={tr} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
