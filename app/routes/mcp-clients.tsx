// /mcp/clients: the MCP clients the library knows, as facts — vendor, platforms, transports, where servers are
// configured — and which of them the server pages write install snippets for.
import { ExternalLink } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { clientsIn } from '~/features/mcp/mcp.content.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { TransportBadge } from '~/features/mcp/components/server-card';
import type { Route } from './+types/mcp-clients';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  return { clients: clientsIn(lang) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'mcp.clients.metaTitle', 'mcp.clients.description');
}

export default function McpClients({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.clients') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="mcp.clients.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcp.clients.description" />
      </p>
      <div className="mt-5">
        <McpAreaNav current="clients" />
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="mcp-clients">
        {loaderData.clients.map((c) => (
          <li key={c.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">{c.name}</h2>
              <a href={c.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-100">
                <FormattedMessage id="mcp.clients.website" />
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </div>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {c.vendor} · {c.platforms.join(' / ')}
            </p>
            <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{c.description}</p>
            <dl className="mt-3 space-y-1.5 text-sm">
              <div className="flex flex-wrap items-center gap-1.5">
                <dt className="text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="mcp.clients.transports" />
                </dt>
                <dd className="flex flex-wrap gap-1">
                  {c.transports.map((tr) => (
                    <TransportBadge key={tr} transport={tr} />
                  ))}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <dt className="text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="mcp.clients.config" />
                </dt>
                <dd className="break-all font-mono text-xs">{c.configFile}</dd>
              </div>
            </dl>
            {c.snippet ? (
              <p className="mt-3 text-xs text-emerald-700 dark:text-emerald-400">
                <FormattedMessage id="mcp.clients.snippets" />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
