// The points notice (SPEC §4): after sign-in, the first registration or daily sign-in award not shown yet.
import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import type { TNoticePoint } from '~/features/accounts/accounts.schema';
import { unwrap, useApi } from '~/lib/api-client';
import { Dialog } from '~/ui/dialog';
import { useAuth } from './auth-state';

/** SPEC §9: points shown when the server gives none. */
export const DEFAULT_NOTICE_POINTS = 20;

export function PointsNotice() {
  const { user } = useAuth();
  const api = useApi();
  const [notice, setNotice] = useState<TNoticePoint | null>(null);

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    unwrap(api.getNoticePoints())
      .then((items) => {
        if (cancelled || !Array.isArray(items)) return;
        const first = items.find((item) => item.type === 'REGISTER' || item.type === 'LOGIN');
        if (first) setNotice({ type: first.type, points: first.points ?? DEFAULT_NOTICE_POINTS });
      })
      .catch((error: unknown) => console.error('points notice', error));
    return () => {
      cancelled = true;
    };
  }, [api, user]);

  if (!notice) return null;
  const kind = notice.type === 'REGISTER' ? 'register' : 'login';
  return (
    <Dialog
      open
      onClose={() => setNotice(null)}
      title={<FormattedMessage id={`points.notice.${kind}Title`} />}
      testId="points-notice"
    >
      <div className="flex flex-col items-center gap-4 text-center" data-kind={notice.type}>
        <span className="flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
          <Gift aria-hidden="true" className="size-8" />
        </span>
        <p className="text-slate-700 dark:text-slate-200">
          <FormattedMessage
            id={`points.notice.${kind}Text`}
            values={{
              points: notice.points,
              strong: (chunks) => (
                <strong className="text-2xl text-amber-600 dark:text-amber-300">{chunks}</strong>
              ),
            }}
          />
        </p>
        <button
          type="button"
          onClick={() => setNotice(null)}
          data-testid="points-notice-confirm"
          // The confirm button takes the dialog's first focus, not the close button.
          autoFocus
          className="w-full rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <FormattedMessage id="points.notice.confirm" />
        </button>
      </div>
    </Dialog>
  );
}
