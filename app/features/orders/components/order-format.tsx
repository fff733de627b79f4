// Amounts (integer minor units) and order states as every orders page shows them, in the page's language.
import clsx from 'clsx';
import { FormattedMessage } from '~/i18n/intl';
import { useLanguage } from '~/i18n/use-lang';
import type { TCurrency, TOrderStatus } from '../orders.schema';

const formats = new Map<string, Intl.NumberFormat>();

/** 29900 CNY → ¥299.00 (zh), CN¥299.00 (en): Intl knows each currency's decimals. */
export function formatMoney(minor: number, currency: TCurrency | string, locale: string): string {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

export function useMoney() {
  const { hreflang } = useLanguage();
  return (minor: number, currency: TCurrency | string) => formatMoney(minor, currency, hreflang);
}

export function Money({ minor, currency, className }: { minor: number; currency: TCurrency | string; className?: string }) {
  const money = useMoney();
  return <span className={clsx('tabular-nums', className)}>{money(minor, currency)}</span>;
}

const TONE: Record<TOrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30',
  paid: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-200 dark:ring-sky-500/30',
  in_review: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-500/10 dark:text-sky-200 dark:ring-sky-500/30',
  fulfilled: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-200 dark:ring-emerald-500/30',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30',
  refunding: 'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-500/10 dark:text-violet-200 dark:ring-violet-500/30',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-500/10 dark:text-violet-200 dark:ring-violet-500/30',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

export function StatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONE[status])} data-testid="order-status" data-status={status}>
      <FormattedMessage id={`orders.status.${status}`} />
    </span>
  );
}

/** Field styles shared by the orders forms. */
export const FIELD =
  'w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-rose-500 sm:text-sm dark:border-slate-600 dark:bg-slate-950';
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 disabled:opacity-60 dark:border-slate-600';
