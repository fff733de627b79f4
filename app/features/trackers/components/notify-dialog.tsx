// The notification opt-in (SPEC §4 "Tracker report"): phone, a 6-digit code sent by SMS, then enabled;
// unsubmitted → submitted (code sent) → enabled. Failures say 验证码发送失败，请重试 / 通知开启失败，请重试.
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { Dialog } from '~/ui/dialog';
import { toast } from '~/ui/toast';
import { TRACKER_CODE_LENGTH, TRACKER_PHONE_MAX, type TNotifyState } from '../trackers.constants';

interface NotifyAnswer {
  state: TNotifyState;
  phone: string | null;
  resendIn?: number;
}

const input =
  'mt-2 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950';

export function NotifyDialog({ trackerId, open, onClose, onChange }: { trackerId: string; open: boolean; onClose: () => void; onChange: (state: TNotifyState, phone: string | null) => void }) {
  const t = useT();
  const api = useApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [wait, setWait] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const message = (failure: unknown, fallback: string) => (failure instanceof ApiFailure && failure.status !== 0 && failure.status < 500 && failure.message ? failure.message : t(fallback));

  async function send() {
    if (sending || wait > 0) return;
    if (!phone.trim()) return setError(t('tracker.notify.phoneInvalid'));
    setError(null);
    setSending(true);
    try {
      const answer = await unwrap(api.post<NotifyAnswer>(`/api/trackers/${trackerId}/notify/code`, { phone }));
      setWait(answer.resendIn ?? 60);
      onChange(answer.state, answer.phone);
      toast.success(t('tracker.notify.sent'), { id: 'tracker-notify' });
    } catch (failure) {
      setError(message(failure, 'tracker.notify.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (!new RegExp(`^\\d{${TRACKER_CODE_LENGTH}}$`).test(code.trim())) return setError(t('tracker.notify.codeInvalid'));
    setError(null);
    setSaving(true);
    try {
      const answer = await unwrap(api.post<NotifyAnswer>(`/api/trackers/${trackerId}/notify`, { phone, code: code.trim() }));
      onChange(answer.state, answer.phone);
      toast.success(t('tracker.notify.enabled'), { id: 'tracker-notify' });
      setCode('');
      onClose();
    } catch (failure) {
      setError(message(failure, 'tracker.notify.enableFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('tracker.notify.title')} testId="tracker-notify-dialog">
      <form onSubmit={confirm} noValidate>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('tracker.notify.text')}</p>
        <label htmlFor="tracker-notify-phone" className="mt-4 block font-semibold">
          {t('tracker.notify.phone')}
        </label>
        <div className="flex gap-2">
          <input id="tracker-notify-phone" type="tel" autoComplete="tel" value={phone} maxLength={TRACKER_PHONE_MAX} onChange={(e) => setPhone(e.target.value)} placeholder={t('tracker.notify.phonePlaceholder')} className={input} data-testid="tracker-notify-phone" />
          <button type="button" onClick={send} disabled={sending || wait > 0} className="mt-2 shrink-0 rounded-xl border border-brand-600 px-3 text-sm font-medium text-brand-700 disabled:opacity-60 dark:text-brand-100" data-testid="tracker-notify-send">
            {wait > 0 ? t('tracker.notify.resend', { seconds: wait }) : t('tracker.notify.send')}
          </button>
        </div>
        <label htmlFor="tracker-notify-code" className="mt-4 block font-semibold">
          {t('tracker.notify.code')}
        </label>
        <input id="tracker-notify-code" inputMode="numeric" autoComplete="one-time-code" value={code} maxLength={TRACKER_CODE_LENGTH} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} placeholder={t('tracker.notify.codePlaceholder')} className={input} data-testid="tracker-notify-code" />
        {error ? (
          <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert" data-testid="tracker-notify-error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={saving} className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60" data-testid="tracker-notify-confirm">
          {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('tracker.notify.confirm')}
        </button>
      </form>
    </Dialog>
  );
}
