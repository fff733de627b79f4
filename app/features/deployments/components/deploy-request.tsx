// The custom or private deployment request modal (SPEC §2.2, §3, §5): company name, name, contact (phone or e-mail)
// and requirements, checked in the browser with the schema the server uses, every message beside its field; a
// failed send says "提交失败，请稍后重试" and keeps what was typed. Signed out, it asks to sign in first.
import { CheckCircle2, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormattedMessage } from '~/i18n/intl';
import { usePageUser } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { Dialog } from '~/ui/dialog';
import { toast } from '~/ui/toast';
import {
  DEPLOY_COMPANY_MAX,
  DEPLOY_CONTACT_MAX,
  DEPLOY_NAME_MAX,
  DEPLOY_REQUEST_FIELDS,
  DEPLOY_REQUIREMENTS_MAX,
  ZDeployRequest,
  type TDeployRequestField,
} from '../deployments.schema';

type Errors = Partial<Record<TDeployRequestField, string>>;

const FIELD =
  'w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:bg-slate-950';
const MAX: Record<TDeployRequestField, number> = { company: DEPLOY_COMPANY_MAX, name: DEPLOY_NAME_MAX, contact: DEPLOY_CONTACT_MAX, requirements: DEPLOY_REQUIREMENTS_MAX };
const AUTOCOMPLETE: Record<TDeployRequestField, string> = { company: 'organization', name: 'name', contact: 'email', requirements: 'off' };

export function DeployRequestDialog({ open, onClose, product }: { open: boolean; onClose: () => void; product?: string }) {
  const t = useT();
  const api = useApi();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const read = () => {
    const data = form.current ? new FormData(form.current) : null;
    return Object.fromEntries(DEPLOY_REQUEST_FIELDS.map((f) => [f, String(data?.get(f) ?? '')])) as Record<TDeployRequestField, string>;
  };
  const messageOf = (issue: z.core.$ZodIssue) => (issue.message.startsWith('deploy.') ? t(issue.message) : t('deploy.request.error.invalid'));
  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = DEPLOY_REQUEST_FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const close = () => {
    setDone(false);
    setFailure(null);
    setErrors({});
    onClose();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = ZDeployRequest.safeParse({ ...read(), product });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as TDeployRequestField | undefined;
        if (field && !found[field]) found[field] = messageOf(issue);
      }
      showErrors(found);
      return;
    }
    setErrors({});
    if (!user) {
      toast.error(t('deploy.error.signIn'), { id: 'login-required' });
      auth?.openLogin();
      return;
    }
    setBusy(true);
    try {
      await unwrap(api.post('/api/deployments/requests', checked.data));
      setDone(true);
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        toast.error(t('deploy.error.signIn'), { id: 'login-required' });
        auth?.openLogin();
        return;
      }
      const body = (error instanceof ApiFailure ? error.body : null) as { data?: { issues?: { field: string; message: string }[] } } | null;
      const issues = body?.data?.issues;
      if (issues?.length) showErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])) as Errors);
      // SPEC §8: a failed send says "提交失败，请稍后重试" (a refusal with a reason of its own says that reason).
      setFailure(error instanceof ApiFailure && error.status === 429 && error.message ? error.message : t('deploy.request.failed'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: TDeployRequestField, wide = false) => {
    const error = errors[name];
    const id = `deploy-request-${name}`;
    const common = {
      id,
      name,
      defaultValue: '',
      maxLength: MAX[name],
      autoComplete: AUTOCOMPLETE[name],
      placeholder: t(`deploy.request.placeholder.${name}`),
      'aria-invalid': error ? true : undefined,
      'aria-required': true,
      'aria-describedby': error ? `${id}-error` : undefined,
      'data-testid': id,
      className: `${FIELD} ${error ? 'border-rose-400 dark:border-rose-500' : 'border-slate-300 dark:border-slate-600'}`,
      onChange: () => {
        if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
      },
    };
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          <FormattedMessage id={`deploy.request.field.${name}`} />
          <span aria-hidden="true" className="ml-0.5 text-rose-500">
            *
          </span>
        </label>
        {name === 'requirements' ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-rose-600 dark:text-rose-400" data-testid={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog open={open} onClose={close} title={t('deploy.custom.title')} testId="deploy-request" className="w-[min(36rem,calc(100vw-2rem))]">
      {done ? (
        <div role="status" className="space-y-4" data-testid="deploy-request-done">
          <p className="flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            <FormattedMessage id="deploy.request.done" />
          </p>
          <button type="button" onClick={close} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm dark:border-slate-600">
            <FormattedMessage id="deploy.request.close" />
          </button>
        </div>
      ) : (
        <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="deploy-request-form">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="deploy.custom.text" />
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('company')}
            {field('name')}
            {field('contact', true)}
            {field('requirements', true)}
          </div>
          {failure ? (
            <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200" data-testid="deploy-request-failure">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <FormattedMessage id="deploy.request.privacy" />
            </p>
            <button type="submit" disabled={busy} className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60" data-testid="deploy-request-submit">
              <Send aria-hidden="true" className="size-4" />
              <FormattedMessage id={busy ? 'deploy.request.sending' : 'deploy.request.submit'} />
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
