// The payment panel of a pending order (SPEC §4 "Payment", §8): the QR code of the current attempt with the amount
// and a countdown; an expired code dims with 二维码已过期 and a click makes a new one; a failed attempt says 支付失败
// with a retry. In the sandbox a link opens the tester page on this screen.
import clsx from 'clsx';
import { ExternalLink, LoaderCircle, RefreshCw, ScanLine, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import type { TOrder } from '../orders.schema';
import { Money, PRIMARY_BUTTON } from './order-format';

/** The time now, ticking every second once mounted (null while server rendering and hydrating). */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Our own server's SVG, shown as an image: it cannot run or style anything on the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The tester page's path on this site: the QR holds the public address, a desktop tester stays on this host. */
function localPayPath(payUrl: string): string {
  try {
    const url = new URL(payUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return payUrl;
  }
}

export function PaymentPanel({ order, onOrder, skewMs = 0 }: { order: TOrder; onOrder: (order: TOrder) => void; skewMs?: number }) {
  const t = useT();
  const api = useApi();
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const attempt = order.attempt;
  const remaining = attempt && now !== null ? Date.parse(attempt.expiresAt) - (now + skewMs) : null;
  const failed = attempt?.status === 'failed';
  const expired = Boolean(attempt) && !failed && (attempt!.status === 'closed' || (remaining !== null && remaining <= 0));

  async function refresh() {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      onOrder(await unwrap(api.post<TOrder>(`/api/orders/${order.orderNo}/payment`)));
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.message ? failure.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pay-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6 dark:border-brand-600/40 dark:bg-slate-900" data-testid="payment-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pay-title" className="text-lg font-semibold">
          <FormattedMessage id="orders.pay.title" />
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="orders.pay.amount" />{' '}
          <Money minor={order.amountMinor} currency={order.currency} className="text-2xl font-bold text-slate-900 dark:text-white" />
        </p>
      </div>
      <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="relative size-52 shrink-0 overflow-hidden rounded-2xl border border-slate-200 bg-white p-1 dark:border-slate-700">
          {attempt?.qrSvg ? (
            <img
              src={svgSource(attempt.qrSvg)}
              alt={t('orders.pay.qrAlt')}
              width={200}
              height={200}
              className={clsx('size-full transition', (expired || failed) && 'opacity-15 blur-[1px]')}
              data-testid="payment-qr"
              data-reference={attempt.reference}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-slate-400">
              <ScanLine aria-hidden="true" className="size-12" />
            </div>
          )}
          {expired || !attempt ? (
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={busy}
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/70 text-sm font-semibold text-slate-900 backdrop-blur-[1px] dark:bg-slate-900/70 dark:text-white"
              data-testid="qr-refresh"
            >
              {busy ? <LoaderCircle aria-hidden="true" className="size-7 animate-spin" /> : <RefreshCw aria-hidden="true" className="size-7" />}
              {attempt ? <FormattedMessage id="orders.error.qrExpired" /> : null}
              <span className="font-normal text-brand-700 dark:text-brand-100">
                <FormattedMessage id={attempt ? 'orders.pay.clickRefresh' : 'orders.pay.newCode'} />
              </span>
            </button>
          ) : null}
          {failed ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/75 text-center dark:bg-slate-900/75" role="alert" data-testid="payment-failed">
              <XCircle aria-hidden="true" className="size-8 text-rose-600" />
              <span className="font-semibold text-rose-700 dark:text-rose-300">
                <FormattedMessage id="orders.error.paymentFailed" />
              </span>
              <button type="button" onClick={() => void refresh()} disabled={busy} className={clsx(PRIMARY_BUTTON, 'px-4 py-1.5')} data-testid="payment-retry">
                {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                <FormattedMessage id="common.retry" />
              </button>
            </div>
          ) : null}
        </div>
        <div className="w-full min-w-0 space-y-3 text-sm">
          <p className="font-medium">
            <FormattedMessage id={`orders.pay.scan.${order.method}`} />
          </p>
          {attempt && !expired && !failed ? (
            <p className="text-slate-600 dark:text-slate-400" aria-live="off">
              <FormattedMessage
                id="orders.pay.expiresIn"
                values={{ time: <span className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid="qr-countdown">{remaining === null ? '--:--' : countdown(remaining)}</span> }}
              />
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
            <FormattedMessage id="orders.pay.waiting" />
          </p>
          {attempt?.redirectUrl && !expired && !failed ? (
            <a href={attempt.redirectUrl} rel="noopener" className={clsx(PRIMARY_BUTTON, 'inline-flex items-center gap-1.5 px-4 py-1.5')} data-testid="checkout-link">
              <ExternalLink aria-hidden="true" className="size-4" />
              <FormattedMessage id="orders.pay.checkout" />
            </a>
          ) : null}
          {attempt?.payUrl && !expired && !failed ? (
            <a
              href={localPayPath(attempt.payUrl)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-amber-400 bg-amber-50 px-3 py-1.5 font-medium text-amber-900 hover:border-amber-500 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200"
              data-testid="sandbox-link"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <FormattedMessage id="orders.pay.openSandbox" />
            </a>
          ) : null}
          {error ? (
            <p role="alert" className="text-rose-600 dark:text-rose-400">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
