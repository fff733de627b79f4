// The status timeline of an order (issue 18: "never leave a submitter guessing"): submitted → paid → in review →
// live / rejected (with the reason) / refunded, each reached step with its date and time, the next ones greyed.
import clsx from 'clsx';
import { Check, Circle, X } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { LocalTime } from '~/ui/local-time';
import type { TOrder, TOrderStatus } from '../orders.schema';

type StepKey = 'submitted' | 'paid' | 'in_review' | 'fulfilled' | 'rejected' | 'refunding' | 'refunded' | 'expired' | 'cancelled';

interface Step {
  key: StepKey;
  at: string | null;
  state: 'done' | 'next' | 'later' | 'stopped';
  note?: string | null;
}

/** The steps of an order from its recorded transitions, then the ones still ahead. */
export function timelineOf(order: Pick<TOrder, 'status' | 'events' | 'createdAt' | 'rejectReason'>): Step[] {
  const at = (to: TOrderStatus) => order.events.find((e) => e.to === to);
  const steps: Step[] = [{ key: 'submitted', at: at('pending')?.at ?? order.createdAt, state: 'done' }];
  const stoppedEarly = !at('paid') && (order.status === 'expired' || order.status === 'cancelled');
  if (stoppedEarly) {
    steps.push({ key: order.status as StepKey, at: at(order.status)?.at ?? null, state: 'stopped' });
    return steps;
  }
  for (const key of ['paid', 'in_review'] as const) {
    const event = at(key);
    steps.push({ key, at: event?.at ?? null, state: event ? 'done' : 'later' });
  }
  const rejected = at('rejected') ?? at('refunding');
  const fulfilled = at('fulfilled');
  if (fulfilled) steps.push({ key: 'fulfilled', at: fulfilled.at, state: 'done' });
  else if (rejected) {
    steps.push({ key: 'rejected', at: rejected.at, state: 'stopped', note: rejected.note ?? order.rejectReason });
    if (at('refunding') || at('refunded')) {
      const refunded = at('refunded');
      steps.push(refunded ? { key: 'refunded', at: refunded.at, state: 'done' } : { key: 'refunding', at: at('refunding')!.at, state: 'next' });
    }
  } else steps.push({ key: 'fulfilled', at: null, state: 'later' });
  // The step the order is at: review while in review, else the first one not reached yet.
  const reviewing = order.status === 'in_review' ? steps.find((s) => s.key === 'in_review') : undefined;
  const next = reviewing ?? steps.find((s) => s.state === 'later');
  if (next) next.state = 'next';
  if (reviewing) for (const s of steps) if (s.key === 'fulfilled') s.state = 'later';
  return steps;
}

/** A reached step says what happened (已支付); a step ahead says what comes (等待支付). */
function labelOf(step: Step, kind: TOrder['kind']): string {
  const base = step.key === 'fulfilled' ? `orders.timeline.fulfilled.${kind}` : `orders.timeline.${step.key}`;
  const ahead = !step.at && ['paid', 'in_review', 'fulfilled'].includes(step.key);
  return ahead ? `${base}.todo` : base;
}

const DOT: Record<Step['state'], string> = {
  done: 'bg-emerald-600 text-white',
  next: 'bg-white text-brand-600 ring-2 ring-brand-600 dark:bg-slate-900',
  later: 'bg-slate-200 text-slate-400 dark:bg-slate-800 dark:text-slate-500',
  stopped: 'bg-rose-600 text-white',
};

export function OrderTimeline({ order }: { order: TOrder }) {
  const steps = timelineOf(order);
  return (
    <ol className="relative space-y-0" data-testid="order-timeline">
      {steps.map((step, index) => {
        const Icon = step.state === 'stopped' ? X : step.state === 'done' ? Check : Circle;
        const last = index === steps.length - 1;
        return (
          <li key={step.key} className="relative flex gap-4 pb-6 last:pb-0" data-step={step.key} data-state={step.state}>
            {last ? null : (
              <span aria-hidden="true" className={clsx('absolute left-[0.9375rem] top-8 h-[calc(100%-2rem)] w-0.5', step.state === 'done' ? 'bg-emerald-600/50' : 'bg-slate-200 dark:bg-slate-800')} />
            )}
            <span className={clsx('relative flex size-8 shrink-0 items-center justify-center rounded-full', DOT[step.state])}>
              <Icon aria-hidden="true" className={clsx(step.state === 'next' || step.state === 'later' ? 'size-2.5 fill-current' : 'size-4')} strokeWidth={3} />
            </span>
            <div className="min-w-0 pt-1">
              <p className={clsx('font-medium', step.state === 'later' && 'text-slate-500 dark:text-slate-400')}>
                <FormattedMessage id={labelOf(step, order.kind)} />
                {step.state === 'next' ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-600/15 dark:text-brand-100">
                    <FormattedMessage id="orders.timeline.now" />
                  </span>
                ) : null}
              </p>
              {step.at ? (
                <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="step-time">
                  <LocalTime value={step.at} />
                </p>
              ) : null}
              {!step.at || step.state === 'next' ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id={`orders.timeline.${step.key === 'fulfilled' ? `fulfilled.${order.kind}` : step.key}.hint`} />
                </p>
              ) : null}
              {step.note ? (
                <p className="mt-1 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200" data-testid="reject-reason">
                  <FormattedMessage id="orders.timeline.reason" values={{ reason: step.note }} />
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
