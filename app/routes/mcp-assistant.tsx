// /mcp/assistant: describe a task, get the servers that fit, each with the reason — which of the task's words,
// categories and tags it matched. A plain GET form: it works without JavaScript, and answers are cacheable.
import { Link, Form } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { ZMcpAssistantQuery } from '~/features/mcp/mcp.schema';
import { mcpServerPath } from '~/features/mcp/mcp.constants';
import { MCP_TOPIC, recommendServers } from '~/features/mcp/mcp.server';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { TransportBadge } from '~/features/mcp/components/server-card';
import type { Route } from './+types/mcp-assistant';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(MCP_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const { task } = ZMcpAssistantQuery.parse({ task: (url.searchParams.get('task') ?? '').slice(0, 500) });
  const answer = task ? await recommendServers(context.deps, task, lang, 8) : null;
  return { task, answer };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'mcp.assistant.metaTitle', 'mcp.assistant.description');
}

const EXAMPLES = ['mcp.assistant.example1', 'mcp.assistant.example2', 'mcp.assistant.example3'] as const;

export default function McpAssistant({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const { task, answer } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.assistant') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="mcp.assistant.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcp.assistant.description" />
      </p>
      <div className="mt-5">
        <McpAreaNav current="assistant" />
      </div>
      <Form method="get" action={href('/mcp/assistant')} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="mcp-assistant-form">
        <label htmlFor="mcp-task" className="font-medium">
          <FormattedMessage id="mcp.assistant.label" />
        </label>
        <textarea
          id="mcp-task"
          name="task"
          rows={3}
          maxLength={500}
          defaultValue={task}
          placeholder={t('mcp.assistant.placeholder')}
          className="mt-2 w-full rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-950"
          data-testid="mcp-task"
        />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" data-testid="mcp-assistant-submit">
            <FormattedMessage id="mcp.assistant.submit" />
          </button>
          <span className="text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id="mcp.assistant.examples" />
          </span>
          {EXAMPLES.map((k) => (
            <Link key={k} to={`${href('/mcp/assistant')}?task=${encodeURIComponent(t(k))}`} className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500 dark:border-slate-600">
              {t(k)}
            </Link>
          ))}
        </div>
      </Form>
      {answer ? (
        <section aria-labelledby="mcp-recommendations" className="mt-8">
          <h2 id="mcp-recommendations" className="text-lg font-semibold">
            <FormattedMessage id="mcp.assistant.results" />
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid="mcp-assistant-words">
            <FormattedMessage id="mcp.assistant.words" values={{ words: answer.words.join(', ') || '—' }} />
            {answer.categories.length ? (
              <>
                {' '}
                <FormattedMessage id="mcp.assistant.categories" values={{ categories: answer.categories.map((c) => t(`mcp.category.${c}`)).join(', ') }} />
              </>
            ) : null}
          </p>
          {answer.items.length ? (
            <ol className="mt-4 space-y-3" data-testid="mcp-recommendations">
              {answer.items.map((r, i) => (
                <li key={r.server.id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <span className="font-bold text-slate-500 dark:text-slate-400">{i + 1}</span>
                    <Link to={href(mcpServerPath(r.server.slug))} className="font-semibold hover:text-brand-700 dark:hover:text-brand-100">
                      {r.server.title}
                    </Link>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      <FormattedMessage id={`mcp.category.${r.server.category}`} />
                    </span>
                    {r.server.transports.map((tr) => (
                      <TransportBadge key={tr} transport={tr} />
                    ))}
                  </div>
                  <p className="mt-1.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{r.server.description}</p>
                  <p className="mt-2 text-sm text-emerald-800 dark:text-emerald-300" data-testid="mcp-reason">
                    <FormattedMessage id="mcp.assistant.reason" values={{ words: r.words.join(', ') || '—' }} />
                    {r.categories.length ? (
                      <>
                        {' '}
                        <FormattedMessage id="mcp.assistant.reasonCategory" values={{ category: t(`mcp.category.${r.categories[0]}`) }} />
                      </>
                    ) : null}
                    {r.tags.length ? (
                      <>
                        {' '}
                        <FormattedMessage id="mcp.assistant.reasonTags" values={{ tags: r.tags.join(', ') }} />
                      </>
                    ) : null}
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-400" data-testid="mcp-assistant-none">
              <FormattedMessage id="mcp.assistant.none" />
            </p>
          )}
        </section>
      ) : null}
    </main>
  );
}
