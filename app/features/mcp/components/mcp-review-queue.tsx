// The staff console's MCP section: submitted servers waiting for review, each with its server.json, the
// submitter and the snippet the server page would show; approve publishes it (search, sitemaps), reject needs a
// reason the submitter is told.
import type { TMcpSubmissionRow } from '../mcp.schema';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';

function Entry({ item }: { item: TMcpSubmissionRow }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  async function decide(kind: 'approve' | 'reject') {
    if (busy) return;
    if (kind === 'reject' && reason.trim().length < 2) {
      toast.error(t('mcp.error.reason'));
      return;
    }
    setBusy(true);
    try {
      await unwrap(api.post(`/api/mcp-servers/review/${item.id}/${kind}`, kind === 'reject' ? { reason } : undefined));
      toast.success(t(kind === 'approve' ? 'mcp.review.approved' : 'mcp.review.rejected'));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.message ? error.message : t('mcp.review.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="mcp-review-item">
      <div className="flex flex-wrap items-baseline gap-2">
        <p className="font-semibold">{item.title}</p>
        <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">{item.name}</p>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">
          {item.submitter ?? '—'} · <LocalTime value={item.createdAt} />
        </span>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-700 dark:text-brand-100">
          <FormattedMessage id="mcp.review.serverJson" />
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-xl bg-slate-950 p-3 text-xs text-slate-100">{JSON.stringify(item.serverJson ?? {}, null, 2)}</pre>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" disabled={busy} onClick={() => void decide('approve')} className="rounded-lg bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-700 disabled:opacity-60" data-testid="mcp-approve">
          <FormattedMessage id="mcp.review.approve" />
        </button>
        {rejecting ? (
          <>
            <label className="min-w-0 flex-1">
              <span className="sr-only">{t('mcp.review.reason')}</span>
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                placeholder={t('mcp.review.reason')}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-950"
                data-testid="mcp-reject-reason"
              />
            </label>
            <button type="button" disabled={busy} onClick={() => void decide('reject')} className="rounded-lg bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-700 disabled:opacity-60" data-testid="mcp-reject-confirm">
              <FormattedMessage id="mcp.review.reject" />
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setRejecting(true)} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:border-rose-500 dark:border-slate-600" data-testid="mcp-reject">
            <FormattedMessage id="mcp.review.reject" />
          </button>
        )}
      </div>
    </li>
  );
}

export function McpReviewQueue({ items }: { items: TMcpSubmissionRow[] }) {
  return (
    <section aria-labelledby="mcp-review-title" data-testid="mcp-review-queue">
      <h2 id="mcp-review-title" className="text-xl font-semibold">
        <FormattedMessage id="mcp.review.title" values={{ count: items.length }} />
      </h2>
      {items.length ? (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <Entry key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="mcp.review.empty" />
        </p>
      )}
    </section>
  );
}
