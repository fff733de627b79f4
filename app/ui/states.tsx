// Reusable list and page states (SPEC §8): empty (暂无相关数据) and technical problem.
import { AlertTriangle, Inbox } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';

export function EmptyState({ messageId = 'common.empty' }: { messageId?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-500 dark:text-slate-400" data-testid="empty-state">
      <Inbox aria-hidden="true" className="size-10 text-slate-300 dark:text-slate-600" />
      <p className="text-sm">
        <FormattedMessage id={messageId} />
      </p>
    </div>
  );
}

export function TechnicalError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-300" data-testid="technical-error">
      <AlertTriangle aria-hidden="true" className="size-10 text-amber-500" />
      <p className="text-sm">
        <FormattedMessage id="error.technical" />
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600">
          <FormattedMessage id="common.retry" />
        </button>
      ) : null}
    </div>
  );
}
