// /pay/sandbox/{reference}?sig=… — the sandbox gateway's tester page (the embedded default payment provider): what
// its QR code opens. It says plainly that no money moves, shows the order and amount, and approves or fails the
// payment through the same callback path a real gateway's notice takes. Never indexed, never cached.
import { CheckCircle2, FlaskConical, LoaderCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { data } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { sandboxPageData } from '~/features/orders/orders.pages.server';
import { Money, PRIMARY_BUTTON, SECONDARY_BUTTON } from '~/features/orders/components/order-format';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { NotFoundPage } from '~/shell/error-page';
import type { Route } from './+types/pay-sandbox';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const sig = url.searchParams.get('sig') ?? '';
  const page = await sandboxPageData(context.deps, params.reference, sig);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The page shows a payment's live state: never stored by the page cache or a browser. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  return [{ title: `${t(messages, 'sandbox.title')} - ${t(messages, 'site.name')}` }, { name: 'robots', content: 'noindex' }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function PaySandbox({ loaderData: page }: Route.ComponentProps) {
  const tr = useT();
  const api = useApi();
  const [busy, setBusy] = useState<'paid' | 'failed' | null>(null);
  const [done, setDone] = useState<'paid' | 'failed' | null>(null);
  const [error, setError] = useState('');
  const payable = page.orderStatus === 'pending' && page.attemptStatus === 'open';

  async function answer(outcome: 'paid' | 'failed') {
    setBusy(outcome);
    setError('');
    try {
      const result = await unwrap(api.post<{ accepted: boolean }>(`/api/payments/sandbox/${encodeURIComponent(page.reference)}`, { outcome, sig: page.sig }));
      if (!result.accepted) throw new ApiFailure(0, tr('sandbox.refused'));
      setDone(outcome);
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.message ? failure.message : tr('common.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <div className="overflow-hidden rounded-3xl border border-amber-300 bg-white shadow-sm dark:border-amber-500/40 dark:bg-slate-900" data-testid="sandbox-page">
        <div className="flex items-center gap-3 bg-amber-100 px-5 py-3 text-amber-950 dark:bg-amber-500/15 dark:text-amber-100">
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          <p className="text-sm font-semibold">
            <FormattedMessage id="sandbox.banner" />
          </p>
        </div>
        <div className="space-y-5 p-6">
          <h1 className="text-xl font-bold">
            <FormattedMessage id="sandbox.title" />
          </h1>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id="orders.detail.orderNo" />
              </dt>
              <dd className="font-mono" data-testid="sandbox-order">
                {page.orderNo}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-500 dark:text-slate-400">
                <FormattedMessage id="orders.detail.amount" />
              </dt>
              <dd>
                <Money minor={page.amountMinor} currency={page.currency} className="text-2xl font-bold" />
              </dd>
            </div>
          </dl>
          {done ? (
            <div
              role="status"
              className={`flex items-start gap-3 rounded-2xl p-4 text-sm ${done === 'paid' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100' : 'bg-rose-50 text-rose-900 dark:bg-rose-500/10 dark:text-rose-100'}`}
              data-testid="sandbox-result"
              data-outcome={done}
            >
              {done === 'paid' ? <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> : <XCircle aria-hidden="true" className="size-5 shrink-0" />}
              <FormattedMessage id={done === 'paid' ? 'sandbox.paid' : 'sandbox.failed'} />
            </div>
          ) : payable ? (
            <div className="grid gap-3">
              <button type="button" onClick={() => void answer('paid')} disabled={busy !== null} className={`${PRIMARY_BUTTON} py-3 text-base`} data-testid="sandbox-approve">
                {busy === 'paid' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                <FormattedMessage id="sandbox.approve" />
              </button>
              <button type="button" onClick={() => void answer('failed')} disabled={busy !== null} className={`${SECONDARY_BUTTON} py-3 text-base`} data-testid="sandbox-fail">
                {busy === 'failed' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                <FormattedMessage id="sandbox.fail" />
              </button>
            </div>
          ) : (
            <p role="status" className="rounded-2xl bg-slate-100 p-4 text-sm dark:bg-slate-800" data-testid="sandbox-closed">
              <FormattedMessage id={page.orderStatus === 'pending' ? `sandbox.attempt.${page.attemptStatus}` : 'sandbox.orderDone'} />
            </p>
          )}
          {error ? (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {error}
            </p>
          ) : null}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="sandbox.note" />
          </p>
        </div>
      </div>
    </main>
  );
}
