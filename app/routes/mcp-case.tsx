// /mcp/cases/{slug}: one how-to, step by step, with the servers it uses linked to their pages.
import { data } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { caseBySlug } from '~/features/mcp/mcp.content.server';
import { MCP_TOPIC, serverCardsBySlug } from '~/features/mcp/mcp.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { ServerGrid } from '~/features/mcp/components/server-card';
import type { Route } from './+types/mcp-case';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const found = caseBySlug(params.slug, lang);
  if (!found) throw data(null, { status: 404 });
  context.cacheTags?.add(MCP_TOPIC);
  return { item: found, servers: await serverCardsBySlug(context.deps, found.servers, lang) };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  return [{ title: `${loaded.item.title} - ${metaT(messages, 'site.name')}` }, { name: 'description', content: loaded.item.summary }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function McpCase({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item, servers } = loaderData;
  const textLang = item.textLang === 'tw' ? 'zh-TW' : item.textLang === 'zh' ? 'zh-CN' : 'en';
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.cases'), to: '/mcp/cases' }, { label: item.title }]} />
      <div className="mt-5">
        <McpAreaNav current="cases" />
      </div>
      <article lang={textLang} className="mt-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{item.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{item.summary}</p>
        <ol className="mt-6 space-y-4" data-testid="mcp-case-steps">
          {item.steps.map((step, i) => (
            <li key={i} className="flex gap-3">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <p className="pt-0.5 text-slate-700 dark:text-slate-300">{step}</p>
            </li>
          ))}
        </ol>
      </article>
      <section aria-labelledby="case-servers" className="mt-10">
        <h2 id="case-servers" className="text-lg font-semibold">
          <FormattedMessage id="mcp.cases.servers" />
        </h2>
        <div className="mt-4">
          <ServerGrid servers={servers} />
        </div>
      </section>
    </main>
  );
}
