// /mcp/submit: submit an MCP server (a registry server.json, pasted or written by the form) for review in /admin.
import { FormattedMessage } from '~/i18n/intl';
import { pageMeta } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { McpAreaNav } from '~/features/mcp/components/mcp-area-nav';
import { McpSubmitForm } from '~/features/mcp/components/submit-form';
import type { Route } from './+types/mcp-submit';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'mcp.submit.metaTitle', 'mcp.submit.description');
}

export default function McpSubmit() {
  const t = useT();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('mcp.title'), to: '/mcp' }, { label: t('mcp.nav.submit') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="mcp.submit.title" />
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        <FormattedMessage id="mcp.submit.description" />
      </p>
      <div className="mt-5">
        <McpAreaNav current="submit" />
      </div>
      <ul className="mt-6 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
        <li>
          <FormattedMessage id="mcp.submit.rule1" />
        </li>
        <li>
          <FormattedMessage id="mcp.submit.rule2" />
        </li>
        <li>
          <FormattedMessage id="mcp.submit.rule3" />
        </li>
      </ul>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        <McpSubmitForm />
      </section>
    </main>
  );
}
