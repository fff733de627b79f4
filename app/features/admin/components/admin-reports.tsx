// The staff console's queue of problem reports from product pages: accept (the listing needs fixing — hide it or
// correct it from here) or dismiss, with an optional note; a signed-in reporter is told the outcome.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import type { TReportRow } from '../../catalogue/catalogue.schema';

function ReportItem({ report }: { report: TReportRow }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function decide(decision: 'accepted' | 'dismissed') {
    setBusy(true);
    setFailure('');
    try {
      await unwrap(api.post(`/api/admin/reports/${report.id}/decision`, { decision, note: note || undefined }));
      await revalidator.revalidate();
    } catch (error) {
      setFailure(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-report">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Link to={href(`/details/${report.product.slug}`)} className="font-semibold hover:text-brand-600 hover:underline">
          {report.product.name}
        </Link>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
          <FormattedMessage id={`report.reason.${report.reason}`} />
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id={report.signedIn ? 'admin.reports.signedIn' : 'admin.reports.visitor'} />
          {report.email ? ` · ${report.email}` : ''} · <LocalTime value={report.createdAt} />
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300" data-testid="admin-report-text">
        {report.text}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={500}
          aria-label={t('admin.reports.note')}
          placeholder={t('admin.reports.note')}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="button" disabled={busy} onClick={() => void decide('accepted')} className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60" data-testid="report-accept">
          <FormattedMessage id="admin.reports.accept" />
        </button>
        <button type="button" disabled={busy} onClick={() => void decide('dismissed')} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 disabled:opacity-60 dark:border-slate-600" data-testid="report-dismiss">
          <FormattedMessage id="admin.reports.dismiss" />
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

export function AdminReports({ reports }: { reports: TReportRow[] }) {
  return (
    <section aria-labelledby="admin-reports" className="space-y-4">
      <h2 id="admin-reports" className="text-lg font-semibold">
        <FormattedMessage id="admin.reports.title" />
      </h2>
      {reports.length ? (
        <ul className="space-y-3" data-testid="admin-reports">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      ) : (
        <EmptyState messageId="admin.reports.empty" />
      )}
    </section>
  );
}
