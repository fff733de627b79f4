// /agent: the AI agent page (SPEC §2.1, docs/decisions/032) — the catalogue's agent products in groups (general,
// coding, browser, platforms, frameworks, business), and a search among them in a GET form (works without
// JavaScript) that also leads to the whole catalogue's search.
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { AGENT_GROUP_PREVIEW, AGENT_QUERY_MAX } from '~/features/agents/agents.constants';
import { ZAgentQuery } from '~/features/agents/agents.schema';
import { getAgentPage } from '~/features/agents/agents.server';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { ProductGrid } from '~/features/catalogue/components/product-card';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import { EmptyState } from '~/ui/states';
import type { Route } from './+types/agent';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  // A bad group or an overlong query is dropped rather than failing the page.
  const raw = { q: url.searchParams.get('q') ?? undefined, group: url.searchParams.get('group') ?? undefined };
  const parsed = ZAgentQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : ZAgentQuery.parse({ q: (raw.q ?? '').slice(0, AGENT_QUERY_MAX) });
  const page = await getAgentPage(context.deps, query, lang, AGENT_GROUP_PREVIEW);
  return { ...page, q: query.q, group: query.group ?? null };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'agent.metaTitle')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'agent.description') },
    // Searches and opened groups are for visitors; the page itself is the one to index.
    ...(data.q || data.group ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function AgentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const { groups, total, results, q, group } = loaderData;
  let position = 0;
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('agent.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="agent.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="agent.description" />
      </p>

      <Form method="get" action={href('/agent')} role="search" className="mt-6 flex max-w-2xl gap-2" data-testid="agent-search">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{t('agent.search.label')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={AGENT_QUERY_MAX}
            placeholder={t('agent.search.placeholder')}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className="h-11 shrink-0 rounded-xl bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700">
          <FormattedMessage id="agent.search.submit" />
        </button>
      </Form>

      {results ? (
        <section className="mt-8" aria-labelledby="agent-results" data-testid="agent-results">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="agent-results" className="text-xl font-semibold">
              <FormattedMessage id="agent.search.results" values={{ q, count: results.length }} />
            </h2>
            <span className="flex flex-wrap gap-4 text-sm">
              <Link to={href(`/discover/${encodeURIComponent(q)}`)} className="text-brand-600 hover:underline dark:text-brand-100" data-testid="agent-search-all">
                <FormattedMessage id="agent.search.all" values={{ q }} />
              </Link>
              <Link to={href('/agent')} className="text-slate-600 hover:text-brand-600 dark:text-slate-300">
                <FormattedMessage id="agent.search.clear" />
              </Link>
            </span>
          </div>
          <div className="mt-4">{results.length ? <ProductGrid products={results} /> : <EmptyState />}</div>
        </section>
      ) : null}

      {/* While searching, the results stand alone (the groups are one "clear search" away). */}
      {results ? null : (
        <>
          <nav aria-label={t('agent.groups')} className="mt-8 flex flex-wrap gap-2" data-testid="agent-group-nav">
            {groups.map((g) => (
              <a
                key={g.key}
                href={`#agent-${g.key}`}
                className="rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-600 dark:border-slate-700 dark:text-slate-200 dark:hover:text-brand-100"
              >
                {t(`agent.group.${g.key}`)} <span className="text-slate-500 dark:text-slate-400">{g.total}</span>
              </a>
            ))}
          </nav>
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" data-testid="result-count">
            <FormattedMessage id="agent.count" values={{ total }} />
          </p>

          {groups.map((g) => (
            <section key={g.key} id={`agent-${g.key}`} className="mt-10 scroll-mt-20" aria-labelledby={`agent-${g.key}-title`} data-testid="agent-group" data-group={g.key}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`agent-${g.key}-title`} className="text-xl font-semibold">
                  {t(`agent.group.${g.key}`)}
                </h2>
                {g.total > AGENT_GROUP_PREVIEW ? (
                  group === g.key ? (
                    <Link to={`${href('/agent')}#agent-${g.key}`} className="text-sm text-brand-600 hover:underline dark:text-brand-100">
                      <FormattedMessage id="agent.showFewer" />
                    </Link>
                  ) : (
                    <Link to={`${href('/agent')}?group=${g.key}#agent-${g.key}`} className="text-sm text-brand-600 hover:underline dark:text-brand-100" data-testid="agent-show-all">
                      <FormattedMessage id="agent.showAll" values={{ count: g.total }} />
                    </Link>
                  )
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`agent.groupDescription.${g.key}`)}</p>
              <div className="mt-4">
                <ProductGrid products={g.items} />
              </div>
            </section>
          ))}
          {groups.length ? null : <EmptyState />}
        </>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('agent.title'),
          url: `${appUrl}${href('/agent')}`,
          itemListElement: groups.flatMap((g) =>
            g.items.map((item) => ({
              '@type': 'ListItem',
              position: ++position,
              name: item.name,
              url: `${appUrl}${href(`/details/${item.slug}`)}`,
            })),
          ),
        }}
      />
    </main>
  );
}
