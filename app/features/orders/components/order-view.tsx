// One order as its owner sees it: the payment panel while it is pending (the page learns the result by asking
// every 2 s while visible), the status timeline, what was ordered, the ad's figures, the refund and the invoice.
import { ArrowLeft, BarChart3, ExternalLink, LoaderCircle, MousePointerClick, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, FormattedNumber } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, SITE_RETRY_COUNT, unwrap, useApi } from '~/lib/api-client';
import { Dialog } from '~/ui/dialog';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';
import type { TOrder } from '../orders.schema';
import { InvoicePanel } from './invoice-panel';
import { Money, PRIMARY_BUTTON, SECONDARY_BUTTON, StatusBadge } from './order-format';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel } from './payment-panel';

export const POLL_MS = 2000;

/** Asks for the order every POLL_MS while it may still change by itself (pending, paid) and the page is visible. */
function useOrderPolling(order: TOrder, setOrder: (order: TOrder) => void) {
  const api = useApi();
  const moving = order.status === 'pending' || order.status === 'paid';
  useEffect(() => {
    if (!moving) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const abort = new AbortController();
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, POLL_MS);
    };
    const tick = async () => {
      try {
        const next = await unwrap(api.get<TOrder>(`/api/orders/${order.orderNo}`, { retry: SITE_RETRY_COUNT, signal: abort.signal }));
        if (!stopped) setOrder(next);
      } catch {
        // A missed answer is asked again at the next tick.
      }
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else clearTimeout(timer);
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, moving, order.orderNo, setOrder]);
}

function Detail({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-slate-500 sm:w-28 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function OrderDetails({ order }: { order: TOrder }) {
  const href = useLocalizedHref();
  const d = order.details as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const changes = (d.changes ?? {}) as Record<string, string>;
  return (
    <dl className="space-y-2.5 text-sm" data-testid="order-details">
      <Detail label={<FormattedMessage id="orders.detail.orderNo" />}>
        <span className="font-mono">{order.orderNo}</span>
      </Detail>
      <Detail label={<FormattedMessage id="orders.detail.kind" />}>
        <FormattedMessage id={`orders.kind.${order.kind}`} />
        {order.kind === 'submission' ? (
          <>
            {' · '}
            <FormattedMessage id={`orders.package.${order.package}`} />
          </>
        ) : null}
      </Detail>
      {order.product ? (
        <Detail label={<FormattedMessage id="orders.detail.product" />}>
          {order.product.live ? (
            <Link to={href(`/details/${order.product.slug}`)} className="font-medium text-brand-700 hover:underline dark:text-brand-100" data-testid="order-product">
              {order.product.name}
            </Link>
          ) : (
            order.product.name
          )}
        </Detail>
      ) : d.name ? (
        <Detail label={<FormattedMessage id="orders.form.name" />}>{text(d.name)}</Detail>
      ) : null}
      {order.kind === 'submission' && d.websiteUrl ? (
        <Detail label={<FormattedMessage id="orders.form.websiteUrl" />}>{text(d.websiteUrl)}</Detail>
      ) : null}
      {order.kind === 'ad' && d.position ? (
        <Detail label={<FormattedMessage id="orders.form.position" />}>
          <FormattedMessage id={`orders.position.${text(d.position)}`} />
        </Detail>
      ) : null}
      {order.kind === 'update'
        ? Object.entries(changes).map(([field, value]) => (
            <Detail key={field} label={<FormattedMessage id={`orders.change.${field}`} />}>
              {value}
            </Detail>
          ))
        : null}
      <Detail label={<FormattedMessage id="orders.detail.amount" />}>
        <Money minor={order.amountMinor} currency={order.currency} className="font-semibold" />
        {' · '}
        <FormattedMessage id={`orders.method.${order.method}`} />
      </Detail>
      <Detail label={<FormattedMessage id="orders.detail.created" />}>
        <LocalTime value={order.createdAt} />
      </Detail>
    </dl>
  );
}

function AdFigures({ ad }: { ad: NonNullable<TOrder['ad']> }) {
  return (
    <section aria-labelledby="ad-title" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="ad-figures">
      <h2 id="ad-title" className="flex items-center gap-2 font-semibold">
        <BarChart3 aria-hidden="true" className="size-4 text-slate-500" />
        <FormattedMessage id="orders.ad.title" />
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage
          id="orders.ad.period"
          values={{ start: <LocalTime value={ad.startsAt} />, end: <LocalTime value={ad.endsAt} /> }}
        />
        {' · '}
        <FormattedMessage id={`orders.ad.status.${ad.status === 'live' ? 'live' : 'ended'}`} />
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="orders.ad.impressions" />
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="ad-impressions">
            <FormattedNumber value={ad.impressions} />
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <dt className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
            <MousePointerClick aria-hidden="true" className="size-3.5" />
            <FormattedMessage id="orders.ad.clicks" />
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="ad-clicks">
            <FormattedNumber value={ad.clicks} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * How far the browser's clock is from the server's, measured once when the page arrives: a device whose clock is
 * minutes off would otherwise count a fresh QR code as expired (or an expired one as fresh). Differences under 30 s
 * are the page's own travel time and are ignored.
 */
function clockSkew(serverNow: number): number {
  if (typeof window === 'undefined') return 0;
  const skew = serverNow - Date.now();
  return Math.abs(skew) > 30_000 ? skew : 0;
}

export function OrderView({ initial, serverNow }: { initial: TOrder; serverNow: number }) {
  const t = useT();
  const [skewMs] = useState(() => clockSkew(serverNow));
  const api = useApi();
  const href = useLocalizedHref();
  const [order, setOrder] = useState(initial);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  useOrderPolling(order, setOrder);

  const reload = useCallback(async () => {
    setOrder(await unwrap(api.get<TOrder>(`/api/orders/${order.orderNo}`, { retry: SITE_RETRY_COUNT })));
  }, [api, order.orderNo]);

  async function cancel() {
    setCancelling(true);
    try {
      await unwrap(api.post(`/api/orders/${order.orderNo}/cancel`));
      setConfirmCancel(false);
      toast.success(t('orders.cancelled'));
      await reload();
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setCancelling(false);
    }
  }

  const live = order.status === 'fulfilled' && order.product?.live;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={href('/user/orders')} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400">
          <ArrowLeft aria-hidden="true" className="size-4" />
          <FormattedMessage id="orders.backToList" />
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          <FormattedMessage id={`orders.kind.${order.kind}`} />
          <span className="ml-2 font-mono text-base font-normal text-slate-500 dark:text-slate-400">{order.orderNo}</span>
        </h1>
        <StatusBadge status={order.status} />
      </div>

      {order.status === 'pending' ? <PaymentPanel order={order} onOrder={setOrder} skewMs={skewMs} /> : null}
      {order.status === 'paid' ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900 dark:bg-sky-500/10 dark:text-sky-100">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          <FormattedMessage id="orders.paidNotice" />
        </p>
      ) : null}
      {live ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100" data-testid="order-live">
          <FormattedMessage id={`orders.liveNotice.${order.kind}`} />
          <Link to={href(`/details/${order.product!.slug}`)} className={PRIMARY_BUTTON}>
            <ExternalLink aria-hidden="true" className="size-4" />
            <FormattedMessage id="orders.viewProduct" />
          </Link>
        </div>
      ) : null}
      {order.refund ? (
        <div className="flex items-start gap-3 rounded-2xl bg-violet-50 p-4 text-sm text-violet-900 dark:bg-violet-500/10 dark:text-violet-100" data-testid="order-refund" data-status={order.refund.status}>
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <FormattedMessage
              id={order.refund.status === 'succeeded' ? 'orders.refund.done' : 'orders.refund.pending'}
              values={{ amount: <Money minor={order.refund.amountMinor} currency={order.currency} className="font-semibold" /> }}
            />{' '}
            <span className="text-violet-700 dark:text-violet-300">
              <LocalTime value={order.refund.at} />
            </span>
          </p>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="timeline-title" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="timeline-title" className="mb-4 font-semibold">
            <FormattedMessage id="orders.timeline.title" />
          </h2>
          <OrderTimeline order={order} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="details-title" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="details-title" className="mb-4 font-semibold">
              <FormattedMessage id="orders.detail.title" />
            </h2>
            <OrderDetails order={order} />
            {order.status === 'pending' ? (
              <button type="button" onClick={() => setConfirmCancel(true)} className={`${SECONDARY_BUTTON} mt-5`} data-testid="order-cancel">
                <FormattedMessage id="orders.cancel" />
              </button>
            ) : null}
          </section>
          {order.ad ? <AdFigures ad={order.ad} /> : null}
          <InvoicePanel order={order} onChanged={reload} />
        </div>
      </div>

      <Dialog open={confirmCancel} onClose={() => setConfirmCancel(false)} testId="cancel-dialog" title={<FormattedMessage id="orders.cancel" />}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="orders.cancelConfirm" />
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={() => setConfirmCancel(false)} className={SECONDARY_BUTTON}>
            <FormattedMessage id="orders.keep" />
          </button>
          <button type="button" onClick={() => void cancel()} disabled={cancelling} className={PRIMARY_BUTTON} data-testid="confirm-cancel">
            <FormattedMessage id="orders.cancel" />
          </button>
        </div>
      </Dialog>
    </div>
  );
}
