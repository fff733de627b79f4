// The "Report a problem" form (loaded when its dialog opens, report-problem.tsx): reason, description and an
// optional e-mail, checked with the schema the server uses; no sign-in. A field hidden from people (website) is left
// filled only by bots.
import { useId, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { REPORT_REASONS, ZProductReport } from '../catalogue.schema';

const FIELD =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900';

export function ReportForm({ productSlug }: { productSlug: string }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(form: HTMLFormElement) {
    if (busy) return;
    const data = new FormData(form);
    const values = {
      reason: data.get('reason') ?? undefined,
      text: String(data.get('text') ?? ''),
      email: String(data.get('email') ?? ''),
      website: String(data.get('website') ?? ''),
    };
    const checked = ZProductReport.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? 'form');
        found[name] ??= issue.message.startsWith('report.') ? t(issue.message) : t('report.error.text');
      }
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      await unwrap(api.post(`/api/products/${encodeURIComponent(productSlug)}/report`, values));
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <>
        {sent ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400" data-testid="report-sent">
            <FormattedMessage id="report.sent" />
          </p>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit(event.currentTarget);
            }}
          >
            <fieldset aria-describedby={described('reason')}>
              <legend className="text-sm font-medium">
                <FormattedMessage id="report.reason" />
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-600/10">
                    <input type="radio" name="reason" value={reason} className="accent-brand-600" />
                    <FormattedMessage id={`report.reason.${reason}`} />
                  </label>
                ))}
              </div>
              {errors.reason ? (
                <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
                  {errors.reason}
                </p>
              ) : null}
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-text`} className="text-sm font-medium">
                <FormattedMessage id="report.text" />
              </label>
              <textarea
                id={`${id}-text`}
                name="text"
                rows={4}
                maxLength={1000}
                placeholder={t('report.textHint')}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={described('text')}
                className={FIELD}
              />
              {errors.text ? (
                <p id={`${id}-text-error`} className="text-sm text-red-600 dark:text-red-400">
                  {errors.text}
                </p>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                <FormattedMessage id="report.email" />
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={described('email') ?? `${id}-email-hint`}
                className={FIELD}
              />
              {errors.email ? (
                <p id={`${id}-email-error`} className="text-sm text-red-600 dark:text-red-400">
                  {errors.email}
                </p>
              ) : (
                <p id={`${id}-email-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="report.emailHint" />
                </p>
              )}
            </div>
            {/* Off screen and out of the tab order: people never fill it. */}
            <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
              <label>
                <FormattedMessage id="report.website" />
                <input name="website" type="text" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {failure ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {failure}
              </p>
            ) : null}
            <button type="submit" disabled={busy} className="w-full rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60" data-testid="report-submit">
              <FormattedMessage id={busy ? 'report.sending' : 'report.submit'} />
            </button>
          </form>
        )}
    </>
  );
}
