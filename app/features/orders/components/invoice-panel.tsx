// The invoice of a paid order: the request form (title, tax id, e-mail — ZInvoiceRequest), then its state, then the
// PDF staff attached.
import { Download, FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { ZInvoiceRequest, type TOrder, type TOrderStatus } from '../orders.schema';
import { Field, FormFailure, readForm, useFormErrors } from './order-form-parts';
import { FIELD, PRIMARY_BUTTON, SECONDARY_BUTTON } from './order-format';

/** Orders that took money and kept it (orders.invoices.server.ts INVOICEABLE). */
const INVOICEABLE: TOrderStatus[] = ['paid', 'in_review', 'fulfilled', 'rejected'];

export function InvoicePanel({ order, onChanged }: { order: TOrder; onChanged: () => Promise<void> }) {
  const t = useT();
  const api = useApi();
  const form = useRef<HTMLFormElement>(null);
  const { errors, failure, check, fail, setFailure } = useFormErrors();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const invoice = order.invoice;
  if (!invoice && !INVOICEABLE.includes(order.status)) return null;

  async function request(element: HTMLFormElement) {
    const values = readForm(element);
    if (!check(element, ZInvoiceRequest, values)) return;
    setBusy(true);
    setFailure(null);
    try {
      await unwrap(api.post(`/api/orders/${order.orderNo}/invoice`, values));
      await onChanged();
      setOpen(false);
    } catch (error) {
      fail(error, element);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="invoice-title" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="invoice-panel">
      <h2 id="invoice-title" className="flex items-center gap-2 font-semibold">
        <FileText aria-hidden="true" className="size-4 text-slate-500" />
        <FormattedMessage id="orders.invoice.title" />
      </h2>
      {invoice ? (
        <div className="mt-3 space-y-2 text-sm" data-testid="invoice-state" data-status={invoice.status}>
          <p>
            <FormattedMessage id={`orders.invoice.status.${invoice.status}`} values={{ title: invoice.title }} />
          </p>
          {invoice.status === 'issued' ? (
            <>
              {invoice.issuedAt ? (
                <p className="text-slate-500 dark:text-slate-400">
                  <LocalTime value={invoice.issuedAt} />
                </p>
              ) : null}
              <a href={`/api/invoices/${invoice.id}/pdf`} download className={SECONDARY_BUTTON} data-testid="invoice-download">
                <Download aria-hidden="true" className="size-4" />
                <FormattedMessage id="orders.invoice.download" />
              </a>
            </>
          ) : null}
        </div>
      ) : open ? (
        <form
          ref={form}
          noValidate
          className="mt-4 space-y-4"
          data-testid="invoice-form"
          onSubmit={(event) => {
            event.preventDefault();
            void request(event.currentTarget);
          }}
        >
          <Field name="title" label={<FormattedMessage id="orders.invoice.invoiceTitle" />} errors={errors}>
            {(props) => <input {...props} maxLength={120} autoComplete="organization" className={FIELD} />}
          </Field>
          <Field name="taxId" label={<FormattedMessage id="orders.invoice.taxId" />} errors={errors}>
            {(props) => <input {...props} maxLength={30} autoComplete="off" className={FIELD} />}
          </Field>
          <Field name="email" label={<FormattedMessage id="orders.invoice.email" />} errors={errors}>
            {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} placeholder={t('orders.form.emailPlaceholder')} className={FIELD} />}
          </Field>
          <FormFailure failure={failure} />
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON} data-testid="invoice-submit">
            <FormattedMessage id="orders.invoice.submit" />
          </button>
        </form>
      ) : (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400">
            <FormattedMessage id="orders.invoice.available" />
          </p>
          <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON} data-testid="invoice-open">
            <FormattedMessage id="orders.invoice.request" />
          </button>
        </div>
      )}
    </section>
  );
}
