// The staff console's audit trail: who did what to whom, newest first.
import { FormattedMessage, useIntl } from '~/i18n/intl';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t';
import { ColumnHeads } from './column-heads';
import { LocalTime } from '~/ui/local-time';
import { CompactPager } from '~/ui/compact-pager';
import { EmptyState } from '~/ui/states';
import type { TAuditEntry, TAuditPage } from '../admin.schema';

function useDetailOf() {
  const intl = useIntl();
  return (entry: TAuditEntry): string => {
    const d = entry.detail as Record<string, unknown>;
    const parts: string[] = [];
    if (typeof d.amount === 'number') parts.push(`${d.amount > 0 ? '+' : ''}${intl.formatNumber(d.amount)}`);
    for (const key of ['product', 'note', 'reason', 'source'])
      if (typeof d[key] === 'string') parts.push(d[key] as string);
    return parts.join(' · ');
  };
}

export function AdminAudit({ page }: { page: TAuditPage }) {
  const t = useT();
  const intl = useIntl();
  const location = useLocation();
  const detailOf = useDetailOf();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n === 1) params.delete('auditPage');
    else params.set('auditPage', String(n));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const actionLabel = (action: string) => {
    const id = `admin.action.${action}`;
    return id in intl.messages ? intl.formatMessage({ id }) : action;
  };
  return (
    // Not a landmark itself: the table's scroll region below carries the heading's name (one landmark per name).
    <section className="space-y-4">
      <h2 id="admin-audit" className="text-lg font-semibold">
        <FormattedMessage id="admin.audit" />
      </h2>
      {page.items.length ? (
        // A region that scrolls sideways on phones must be reachable by keyboard (focusable, named by its heading).
        <div
          role="region"
          aria-labelledby="admin-audit"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="admin-audit">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <ColumnHeads
                  columns={[
                    'admin.col.time',
                    'admin.col.actor',
                    'admin.col.action',
                    'admin.col.target',
                    'admin.col.detail',
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {page.items.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td className="whitespace-nowrap px-4 py-2.5 text-slate-500 dark:text-slate-400">
                    <LocalTime value={entry.createdAt} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-2.5">{entry.actor ?? t('admin.actorSystem')}</td>
                  <td className="whitespace-nowrap px-4 py-2.5 font-medium">{actionLabel(entry.action)}</td>
                  <td className="whitespace-nowrap px-4 py-2.5">{entry.target ?? '—'}</td>
                  <td
                    className="max-w-xs truncate px-4 py-2.5 text-slate-600 dark:text-slate-300"
                    title={detailOf(entry)}
                  >
                    {detailOf(entry)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState />
      )}
      <CompactPager page={page.page} pages={pages} to={to} list={t('admin.audit')} />
    </section>
  );
}
