// The user center's orders and invoices tabs: each order with its state, amount and date, linking to its page; each
// invoice with its state and, once issued, its PDF. Empty lists point to the submission page.
import { ChevronRight, Download, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { Pagination } from '~/features/catalogue/components/pagination';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import type { TOrderSummary } from '../orders.schema';
import type { TInvoice } from '../orders.invoices.server';
import { Money, PRIMARY_BUTTON, SECONDARY_BUTTON, StatusBadge } from './order-format';

function EmptyOrders({ messageId }: { messageId: string }) {
  const href = useLocalizedHref();
  return (
    <div className="rounded-xl border border-dashed border-slate-200 pb-8 text-center dark:border-slate-800">
      <EmptyState />
      <p className="-mt-8 mb-4 px-4 text-sm text-slate-500 dark:text-slate-400">
        <FormattedMessage id={messageId} />
      </p>
      <Link to={href('/submission')} className={PRIMARY_BUTTON} data-testid="empty-submission-link">
        <PlusCircle aria-hidden="true" className="size-4" />
        <FormattedMessage id="orders.list.start" />
      </Link>
    </div>
  );
}

export function OrderList({ page }: { page: { items: TOrderSummary[]; total: number; page: number; pageSize: number } }) {
  const href = useLocalizedHref();
  if (!page.items.length) return <EmptyOrders messageId="orders.list.empty" />;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="order-list">
        {page.items.map((order) => (
          <li key={order.orderNo}>
            <Link
              to={href(`/user/orders/${order.orderNo}`)}
              className="flex items-center gap-4 px-4 py-3.5 hover:bg-slate-50 dark:hover:bg-slate-800/50"
              data-testid="order-row"
              data-order-no={order.orderNo}
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{order.title || <FormattedMessage id={`orders.kind.${order.kind}`} />}</span>
                  <StatusBadge status={order.status} />
                </p>
                <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                  <FormattedMessage id={`orders.kind.${order.kind}`} /> · <span className="font-mono">{order.orderNo}</span> · <LocalTime value={order.createdAt} />
                </p>
              </div>
              <Money minor={order.amountMinor} currency={order.currency} className="shrink-0 font-semibold" />
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </>
  );
}

export function InvoiceList({ invoices }: { invoices: TInvoice[] }) {
  const href = useLocalizedHref();
  if (!invoices.length) return <EmptyOrders messageId="orders.invoices.empty" />;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="invoice-list">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3.5" data-testid="invoice-row" data-status={invoice.status}>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="truncate">{invoice.title}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${invoice.status === 'issued' ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200' : 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-200'}`}
              >
                <FormattedMessage id={`orders.invoices.status.${invoice.status}`} />
              </span>
            </p>
            <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              <Link to={href(`/user/orders/${invoice.orderNo}`)} className="font-mono hover:text-brand-600">
                {invoice.orderNo}
              </Link>{' '}
              · {invoice.taxId} · <LocalTime value={invoice.issuedAt ?? invoice.createdAt} />
            </p>
          </div>
          <Money minor={invoice.amountMinor} currency={invoice.currency} className="font-semibold" />
          {invoice.status === 'issued' && invoice.hasPdf ? (
            <a href={`/api/invoices/${invoice.id}/pdf`} download className={SECONDARY_BUTTON} data-testid="invoice-download">
              <Download aria-hidden="true" className="size-4" />
              <FormattedMessage id="orders.invoice.download" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
