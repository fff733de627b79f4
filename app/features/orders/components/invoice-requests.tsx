// The staff console's invoice requests: title, tax id and e-mail of each paid order's request, and the upload of
// the PDF that issues it (the user is notified and downloads it from the user center).
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';
import type { TInvoice } from '../orders.invoices.server';
import { Money, PRIMARY_BUTTON } from './order-format';

export function InvoiceRequests({ invoices }: { invoices: (TInvoice & { userEmail: string | null })[] }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);

  async function issue(id: number, form: HTMLFormElement) {
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || !file.size) {
      toast.error(t('orders.error.pdf'));
      return;
    }
    const body = new FormData();
    body.set('file', file);
    setBusy(id);
    try {
      await unwrap(api.post(`/api/admin/orders/invoices/${id}/issue`, body));
      toast.success(t('review.invoiceIssued'));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-invoices" className="space-y-4" data-testid="invoice-requests">
      <h2 id="admin-invoices" className="text-lg font-semibold">
        <FormattedMessage id="review.invoices" />
      </h2>
      {invoices.length ? (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center" data-testid="invoice-request" data-order-no={invoice.orderNo}>
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {invoice.title} <span className="font-normal text-slate-500 dark:text-slate-400">· {invoice.taxId}</span>
                </p>
                <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                  <span className="font-mono">{invoice.orderNo}</span> · <Money minor={invoice.amountMinor} currency={invoice.currency} /> · {invoice.email}
                  {invoice.userEmail && invoice.userEmail !== invoice.email ? ` · ${invoice.userEmail}` : ''} · <LocalTime value={invoice.createdAt} />
                </p>
              </div>
              <form
                className="flex flex-wrap items-center gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  void issue(invoice.id, event.currentTarget);
                }}
              >
                <label className="text-sm">
                  <span className="sr-only">
                    <FormattedMessage id="review.invoicePdf" />
                  </span>
                  <input
                    type="file"
                    name="file"
                    accept="application/pdf,.pdf"
                    className="max-w-56 text-xs file:mr-2 file:rounded-full file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm dark:file:bg-slate-800 dark:file:text-slate-100"
                    data-testid="invoice-file"
                  />
                </label>
                <button type="submit" disabled={busy !== null} className={PRIMARY_BUTTON} data-testid="invoice-issue">
                  <Upload aria-hidden="true" className="size-4" />
                  <FormattedMessage id="review.issue" />
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-200 px-4 py-5 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400" data-testid="invoices-empty">
          <FormattedMessage id="review.invoicesEmpty" />
        </p>
      )}
    </section>
  );
}
