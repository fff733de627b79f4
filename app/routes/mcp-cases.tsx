// /mcp/cases: how-to write-ups — tasks done with servers from the library.
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { casesIn } from '~/features/mcp/mcp.content.server';
import { MCP_TOPIC, serverCardsBySlug } from '~/features/mcp/mcp.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { mcpCasePath } from '~/features/mcp/mcp.constants';
import type { Route } from './+types/mcp-cases';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MCP_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const cases = casesIn(lang);
  const titles = new Map((await serverCardsBySlug(context.deps, [...new Set(cases.flatMap((c) => c.servers))], lang)).map((s) => [s.slug, s.title]));
  return { cases: cases.map((c) => ({ slug: c.slug, title: c.title, summary: c.summary, textLang: c.textLang, servers: c.servers.flatMap((s) => (titles.has(s) ? [titles.get(s)!] : [])) })) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'mcp.cases.metaTitle', 'mcp.cases.description');
}

export default function McpCases({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.cases') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="mcp.cases.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcp.cases.description" />
      </p>
      <div className="mt-5">
        <McpAreaNav current="cases" />
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="mcp-cases">
        {loaderData.cases.map((c) => (
          <li key={c.slug} lang={c.textLang === 'tw' ? 'zh-TW' : c.textLang === 'zh' ? 'zh-CN' : 'en'} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-semibold">
              <Link to={href(mcpCasePath(c.slug))} className="hover:text-brand-700 dark:hover:text-brand-100">
                {c.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{c.summary}</p>
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{c.servers.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
