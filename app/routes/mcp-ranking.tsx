// /mcp/ranking: servers by this site's own counts — page views, likes, install snippets copied (tabs as links).
// Real counts, labelled as such; a server nobody has viewed, liked or copied yet is not ranked.
import clsx from 'clsx';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { EmptyState } from '~/ui/states';
import { MCP_RANKING_KINDS, mcpServerPath, type TMcpRankingKind } from '~/features/mcp/mcp.constants';
import { MCP_TOPIC, rankServers } from '~/features/mcp/mcp.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import type { Route } from './+types/mcp-ranking';

export async function loader({ url, context }: Route.LoaderArgs) {
  // Counts change with every visit: the page lives as long as the page cache keeps it, and server changes clear it.
  context.cacheTags?.add(MCP_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const requested = url.searchParams.get('by') as TMcpRankingKind | null;
  const by: TMcpRankingKind = requested && MCP_RANKING_KINDS.includes(requested) ? requested : 'views';
  return { by, rows: await rankServers(context.deps.database.db, by, lang, 50) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'mcp.ranking.metaTitle', 'mcp.ranking.description');
}

export default function McpRanking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const { by, rows } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.ranking') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="mcp.ranking.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcp.ranking.description" />
      </p>
      <div className="mt-5">
        <McpAreaNav current="ranking" />
      </div>
      <nav aria-label={t('mcp.ranking.tabsLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2" data-testid="mcp-ranking-tabs">
          {MCP_RANKING_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={href(k === 'views' ? '/mcp/ranking' : `/mcp/ranking?by=${k}`)}
                aria-current={k === by ? 'page' : undefined}
                className={clsx('block rounded-full border px-4 py-1.5 text-sm font-medium', k === by ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:border-brand-500 dark:border-slate-600')}
              >
                <FormattedMessage id={`mcp.ranking.by.${k}`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400" data-testid="mcp-ranking-note">
        <FormattedMessage id={`mcp.ranking.note.${by}`} />
      </p>
      {rows.length ? (
        <ol className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="mcp-ranking">
          {rows.map((r) => (
            <li key={r.server.id} className="flex items-center gap-3 px-4 py-3">
              <span className="w-8 shrink-0 text-center text-lg font-bold tabular-nums text-slate-500 dark:text-slate-400">{r.rank}</span>
              <div className="min-w-0 flex-1">
                <Link to={href(mcpServerPath(r.server.slug))} className="font-semibold hover:text-brand-700 dark:hover:text-brand-100">
                  {r.server.title}
                </Link>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id={`mcp.category.${r.server.category}`} /> · <span className="font-mono text-xs">{r.server.name}</span>
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums" data-testid="mcp-ranking-value">
                <FormattedMessage id={`mcp.ranking.value.${by}`} values={{ count: r.value }} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-200 dark:border-slate-800">
          <EmptyState messageId="mcp.ranking.empty" />
        </div>
      )}
    </main>
  );
}
