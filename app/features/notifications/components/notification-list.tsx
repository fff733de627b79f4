// The notifications tab of the user center: each message in the reader's language, unread ones marked,
// with "mark as read" for one or all.
import { BellRing, Check } from 'lucide-react';
import { FormattedMessage, useIntl } from '~/i18n/intl';
import { Link, useRevalidator } from 'react-router';
import { toast } from '~/ui/toast';
import { Pagination } from '~/features/catalogue/components/pagination';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import type { TNotification, TNotificationPage } from '../notifications.schema';

function useMessageOf() {
  const intl = useIntl();
  return (n: TNotification) => {
    const id = `notification.${n.kind}`;
    if (!(id in intl.messages)) return intl.formatMessage({ id: 'notification.unknown' });
    const values: Record<string, string | number> = { ...n.values };
    if (typeof values.amount === 'number') values.amount = `${values.amount > 0 ? '+' : ''}${intl.formatNumber(values.amount)}`;
    return intl.formatMessage({ id }, values);
  };
}

export function NotificationList({ page }: { page: TNotificationPage }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const messageOf = useMessageOf();

  async function run(call: Promise<unknown>) {
    try {
      await call;
      await revalidator.revalidate();
    } catch {
      toast.error(t('common.failed'));
    }
  }

  if (!page.items.length) return <EmptyState />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="unread-count">
          <FormattedMessage id="notifications.unreadCount" values={{ count: page.unread }} />
        </p>
        {page.unread ? (
          <button
            type="button"
            onClick={() => void run(unwrap(api.post('/api/notifications/read-all')))}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600"
            data-testid="mark-all-read"
          >
            <Check aria-hidden="true" className="size-4" />
            <FormattedMessage id="notifications.markAll" />
          </button>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="notification-list">
        {page.items.map((n) => (
          <li key={n.id} className="flex gap-3 px-4 py-3" data-read={n.read ? 'true' : 'false'}>
            <span
              className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${n.read ? 'bg-slate-100 text-slate-400 dark:bg-slate-800' : 'bg-brand-600/10 text-brand-600 dark:text-brand-100'}`}
            >
              <BellRing aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className={`break-words text-sm ${n.read ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}`}>
                {n.read ? null : (
                  <span className="mr-2 rounded bg-rose-500 px-1.5 py-0.5 text-xs font-medium text-white">
                    <FormattedMessage id="notifications.new" />
                  </span>
                )}
                {messageOf(n)}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                <LocalTime value={n.createdAt} />
                {n.link ? (
                  <Link to={href(n.link)} className="text-brand-600 hover:underline dark:text-brand-100">
                    <FormattedMessage id="notifications.open" />
                  </Link>
                ) : null}
                {n.read ? null : (
                  <button
                    type="button"
                    onClick={() => void run(unwrap(api.post(`/api/notifications/${n.id}/read`)))}
                    className="text-slate-500 hover:text-brand-600 dark:text-slate-400"
                  >
                    <FormattedMessage id="notifications.markRead" />
                  </button>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </div>
  );
}
