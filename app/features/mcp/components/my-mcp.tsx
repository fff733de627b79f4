// The user center's "my MCP": the servers this user submitted, with their review status (and the reason of a
// refusal); a published one links to its page.
import clsx from 'clsx';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import { mcpServerPath, } from '../mcp.constants';
import type { TMcpSubmissionRow } from '../mcp.schema';

const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-500/15 dark:text-rose-200',
};

export function MyMcpList({ rows }: { rows: TMcpSubmissionRow[] }) {
  const href = useLocalizedHref();
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to={href('/mcp/submit')} className="font-semibold text-brand-700 hover:underline dark:text-brand-100" data-testid="my-mcp-submit">
          <FormattedMessage id="mcp.mine.submitLink" />
        </Link>
      </p>
      {rows.length ? (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="my-mcp">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                {r.status === 'published' ? (
                  <Link to={href(mcpServerPath(r.slug))} className="font-semibold hover:text-brand-700 dark:hover:text-brand-100">
                    {r.title}
                  </Link>
                ) : (
                  <span className="font-semibold">{r.title}</span>
                )}
                <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">{r.name}</p>
                {r.status === 'rejected' && r.rejectReason ? (
                  <p className="mt-1 text-sm text-rose-700 dark:text-rose-300">
                    <FormattedMessage id="mcp.mine.reason" values={{ reason: r.rejectReason }} />
                  </p>
                ) : null}
              </div>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                <LocalTime value={r.createdAt} />
              </span>
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[r.status])} data-testid="my-mcp-status">
                <FormattedMessage id={`mcp.status.${r.status}`} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-200 dark:border-slate-800">
          <EmptyState />
        </div>
      )}
    </div>
  );
}
