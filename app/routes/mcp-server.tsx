// /mcp/{slug}: one MCP server — the project's description, packages, transports, environment variables, the
// repository, install snippets for common clients (copies counted), likes and views (counted in the browser: the
// page is shared and cached), and its schema.org description (docs/decisions/013, 020).
import { Eye, ExternalLink, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { useApi } from '~/lib/api-client';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { JsonLd } from '~/shell/json-ld';
import { or404 } from '~/shell/not-found.server';
import { mcpServerJsonLd } from '~/features/mcp/mcp.json-ld';
import { MCP_VIEW_TYPE, SNIPPET_CLIENTS } from '~/features/mcp/mcp.constants';
import { getServerDetail, MCP_TOPIC } from '~/features/mcp/mcp.server';
import { installSnippets } from '~/features/mcp/mcp.snippets';
import { InstallSnippets } from '~/features/mcp/components/install-snippets';
import { McpLikeButton } from '~/features/mcp/components/like-button';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { ServerInitial, TransportBadge } from '~/features/mcp/components/server-card';
import type { Route } from './+types/mcp-server';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const slug = params.slug.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._-]{0,119}$/.test(slug)) throw data(null, { status: 404 });
  context.cacheTags?.add(MCP_TOPIC);
  return or404(async () => {
    const server = await getServerDetail(context.deps.database.db, slug, lang);
    return { server, snippets: installSnippets({ key: server.slug, packages: server.packages, remotes: server.remotes }, SNIPPET_CLIENTS) };
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const { server } = loaded;
  const title = metaT(messages, 'mcp.detail.metaTitle', { name: server.title });
  return [
    { title },
    { name: 'description', content: server.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: server.description },
    { property: 'og:type', content: 'website' },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const REGISTRY_PAGE: Record<string, (id: string) => string> = {
  npm: (id) => `https://www.npmjs.com/package/${id}`,
  pypi: (id) => `https://pypi.org/project/${id}/`,
  oci: (id) => (id.includes('.') && id.split('/')[0]!.includes('.') ? `https://${id.split(':')[0]}` : `https://hub.docker.com/r/${id.split(':')[0]}`),
  nuget: (id) => `https://www.nuget.org/packages/${id}`,
};

export default function McpServerPage({ loaderData }: Route.ComponentProps) {
  const { server, snippets } = loaderData;
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  const [installs, setInstalls] = useState(server.installs);
  useEffect(() => {
    // One view per visitor per minute (SPEC §7 updatePv), with the server's id as the target.
    api.updatePv(String(server.id), MCP_VIEW_TYPE).catch(() => {});
  }, [api, server.id]);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 md:px-6">
      <Breadcrumb
        items={[
          { label: t('mcp.title'), to: '/mcp' },
          { label: t(`mcp.category.${server.category}`), to: `/mcp/servers?category=${server.category}` },
          { label: server.title },
        ]}
      />
      <JsonLd data={mcpServerJsonLd(server, `${appUrl}${href(`/mcp/${server.slug}`)}`, t(`mcp.category.${server.category}`))} />
      <McpAreaNav current={null} />

      <header className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 md:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <ServerInitial title={server.title} size="lg" />
          <div className="min-w-0 flex-1 space-y-2">
            <h1 className="text-2xl font-bold md:text-3xl">{server.title}</h1>
            <p className="break-all font-mono text-sm text-slate-500 dark:text-slate-400" data-testid="mcp-server-name">
              {server.name}
            </p>
            <p className="text-slate-700 dark:text-slate-300" data-testid="mcp-description">
              {server.description}
            </p>
            <div className="flex flex-wrap items-center gap-1.5 pt-1">
              <Link
                to={href(`/mcp/servers?category=${server.category}`)}
                className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 hover:underline dark:bg-brand-600/15 dark:text-brand-100"
              >
                <FormattedMessage id={`mcp.category.${server.category}`} />
              </Link>
              {server.transports.map((tr) => (
                <TransportBadge key={tr} transport={tr} />
              ))}
              {server.tags.map((tag) => (
                <Link key={tag} to={href(`/mcp/servers?tag=${encodeURIComponent(tag)}`)} className="rounded-md border border-slate-200 px-1.5 py-0.5 text-xs hover:border-brand-500 dark:border-slate-700">
                  #{tag}
                </Link>
              ))}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
            <McpLikeButton slug={server.slug} likes={server.likes} />
            <p className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
              <span className="inline-flex items-center gap-1" data-testid="mcp-views">
                <Eye aria-hidden="true" className="size-4" />
                <FormattedMessage id="mcp.detail.views" values={{ count: server.views }} />
              </span>
              <span data-testid="mcp-installs">
                <FormattedMessage id="mcp.detail.installs" values={{ count: installs }} />
              </span>
            </p>
            {server.repositoryUrl ? (
              <a
                href={server.repositoryUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600"
                data-testid="mcp-repository"
              >
                <FormattedMessage id="mcp.detail.repository" />
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            ) : null}
          </div>
        </div>
      </header>

      <Section id="mcp-install" title={t('mcp.detail.install')}>
        <InstallSnippets slug={server.slug} snippets={snippets} onCopied={setInstalls} />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="mcp-packages" title={t('mcp.detail.packages')}>
          {server.packages.length || server.remotes.length ? (
            <ul className="space-y-3 text-sm" data-testid="mcp-packages">
              {server.packages.map((p, i) => {
                const page = REGISTRY_PAGE[p.registryType];
                return (
                  <li key={`p${i}`} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-slate-700">
                        <FormattedMessage id={`mcp.registry.${p.registryType}`} />
                      </span>
                      {page ? (
                        <a href={page(p.identifier)} target="_blank" rel="noopener noreferrer nofollow" className="break-all font-mono hover:underline">
                          {p.identifier}
                        </a>
                      ) : (
                        <span className="break-all font-mono">{p.identifier}</span>
                      )}
                      {p.version ? (
                        <span className="text-xs text-slate-500 dark:text-slate-400">
                          <FormattedMessage id="mcp.detail.version" values={{ version: p.version }} />
                        </span>
                      ) : null}
                      <TransportBadge transport={p.transport.type} />
                    </p>
                    {p.packageArguments.length ? (
                      <p className="mt-1.5 break-all font-mono text-xs text-slate-600 dark:text-slate-400">
                        <FormattedMessage id="mcp.detail.arguments" />{' '}
                        {p.packageArguments.map((a) => [a.name, a.value ?? (a.valueHint ? `<${a.valueHint}>` : '')].filter(Boolean).join(' ')).join(' ')}
                      </p>
                    ) : null}
                  </li>
                );
              })}
              {server.remotes.map((r, i) => (
                <li key={`r${i}`} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold dark:bg-slate-700">
                      <FormattedMessage id="mcp.detail.remote" />
                    </span>
                    <TransportBadge transport={r.type} />
                    <span className="break-all font-mono">{r.url}</span>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="mcp.detail.noPackages" />
            </p>
          )}
        </Section>
        <Section id="mcp-env" title={t('mcp.detail.env')}>
          {server.envVars.length ? (
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="mcp-env">
              {server.envVars.map((e) => (
                <li key={e.name} className="flex flex-wrap items-center gap-2 py-2">
                  <code className="break-all font-mono font-semibold">{e.name}</code>
                  {e.isSecret ? (
                    <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
                      <KeyRound aria-hidden="true" className="size-3" />
                      <FormattedMessage id="mcp.detail.secret" />
                    </span>
                  ) : null}
                  {!e.isRequired ? (
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="mcp.detail.optional" />
                    </span>
                  ) : null}
                  {e.description ? <span className="w-full text-slate-600 dark:text-slate-400">{e.description}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="mcp.detail.noEnv" />
            </p>
          )}
        </Section>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id={`mcp.detail.source.${server.source}`} />
      </p>
    </main>
  );
}
