// The consultation form of every service (SPEC §3, §5; docs/decisions/034): `<LeadForm kind="training" />`, or with
// a subject (`<LeadForm kind="compute" subject={offer.id} />`). Checked in the browser with the schema the server
// uses, every message beside its field; signed out, it says "请先登录后再提交表单" and offers sign-in, keeping what
// was typed (signing in reloads the page, so the draft waits in the session's storage); the server's daily limit
// says "已达到提交限制". It posts to POST /api/leads, which lands in the staff console's lead list.
import { CheckCircle2, LogIn, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormattedMessage } from '~/i18n/intl';
import { usePageUser, useSignInHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { toast } from '~/ui/toast';
import { LEAD_COMPANY_MAX, LEAD_FIELDS, LEAD_NAME_MAX, LEAD_REQUIREMENTS_MAX, ZLeadFields, type TLeadField, type TLeadKind } from '../leads.schema';

type Values = Record<TLeadField, string>;
type Errors = Partial<Record<TLeadField, string>>;

const FIELD =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:bg-slate-950';
const MAX: Record<TLeadField, number> = { name: LEAD_NAME_MAX, company: LEAD_COMPANY_MAX, email: 254, phone: 32, requirements: LEAD_REQUIREMENTS_MAX };
const AUTOCOMPLETE: Record<TLeadField, string> = { name: 'name', company: 'organization', email: 'email', phone: 'tel', requirements: 'off' };
const TYPE: Partial<Record<TLeadField, string>> = { email: 'email', phone: 'tel' };

/** One draft per form: a GEO draft never fills a training form. */
const draftKey = (kind: TLeadKind, subject?: string) => `atlas.leadDraft.${kind}${subject ? `.${subject}` : ''}`;

function saveDraft(key: string, values: Values) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage may be off (private modes); the form then starts empty after signing in.
  }
}

function takeDraft(key: string): Values | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    sessionStorage.removeItem(key);
    const parsed = JSON.parse(raw) as Partial<Values>;
    return Object.fromEntries(LEAD_FIELDS.map((f) => [f, typeof parsed[f] === 'string' ? parsed[f] : ''])) as Values;
  } catch {
    return null;
  }
}

type Failure = { kind: 'signIn' | 'message'; message: string };

export interface LeadFormProps {
  /** Which service the request is for (the lead's kind). */
  kind: TLeadKind;
  /** What within the kind, e.g. a compute offer's id; the server checks it names something that exists. */
  subject?: string;
  /** Prefix of the fields' ids and test ids (`lead-name`, `lead-consult-submit`…); one per form on a page. */
  testIdPrefix?: string;
  /** Catalogue key of the requirements field's placeholder, to say what this service needs to know. */
  placeholderId?: string;
}

export function LeadForm({ kind, subject, testIdPrefix = 'lead', placeholderId = 'leads.form.placeholder.requirements' }: LeadFormProps) {
  const p = testIdPrefix;
  const key = draftKey(kind, subject);
  const t = useT();
  const api = useApi();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  const signIn = useSignInHref();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // A draft kept while signing in goes back into the fields (they are the browser's: nothing typed is lost on a
  // refusal either).
  useEffect(() => {
    const draft = takeDraft(key);
    const el = form.current;
    if (!draft || !el) return;
    for (const name of LEAD_FIELDS) {
      const control = el.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (control) control.value = draft[name];
    }
  }, [key]);

  const read = (): Values => {
    const data = form.current ? new FormData(form.current) : null;
    return Object.fromEntries(LEAD_FIELDS.map((f) => [f, String(data?.get(f) ?? '')])) as Values;
  };

  const messageOf = (issue: z.core.$ZodIssue) =>
    issue.message.startsWith('leads.') || issue.message.startsWith('accounts.') ? t(issue.message) : t('leads.error.invalid');

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = LEAD_FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const askToSignIn = () => {
    const message = t('leads.error.signIn');
    saveDraft(key, read());
    setFailure({ kind: 'signIn', message });
    toast.error(message, { id: 'login-required' });
    auth?.openLogin();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = ZLeadFields.safeParse(read());
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as TLeadField | undefined;
        if (field && !found[field]) found[field] = messageOf(issue);
      }
      showErrors(found);
      return;
    }
    setErrors({});
    if (!user) {
      askToSignIn();
      return;
    }
    setBusy(true);
    try {
      await unwrap(api.post('/api/leads', { ...checked.data, kind, ...(subject ? { subject } : {}) }));
      setDone(true);
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        askToSignIn();
        return;
      }
      const body = (error instanceof ApiFailure ? error.body : null) as { data?: { issues?: { field: string; message: string }[] } } | null;
      const issues = body?.data?.issues;
      if (issues?.length) {
        showErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])) as Errors);
      }
      setFailure({ kind: 'message', message: error instanceof ApiFailure && error.message ? error.message : t('leads.form.failed') });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100" data-testid={`${p}-consult-done`}>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          <FormattedMessage id="leads.form.done.title" />
        </p>
        <p className="mt-2 text-sm">
          <FormattedMessage id="leads.form.done.text" />
        </p>
        <button type="button" onClick={() => setDone(false)} className="mt-4 text-sm font-semibold underline underline-offset-2">
          <FormattedMessage id="leads.form.another" />
        </button>
      </div>
    );
  }

  const field = (name: TLeadField, wide = false) => {
    const error = errors[name];
    const id = `${p}-${name}`;
    const common = {
      id,
      name,
      defaultValue: '',
      maxLength: MAX[name],
      autoComplete: AUTOCOMPLETE[name],
      placeholder: t(name === 'requirements' ? placeholderId : `leads.form.placeholder.${name}`),
      'aria-invalid': error ? true : undefined,
      'aria-required': true,
      'aria-describedby': error ? `${id}-error` : name === 'phone' ? `${id}-hint` : undefined,
      'data-testid': id,
      className: `${FIELD} ${error ? 'border-rose-400 dark:border-rose-500' : 'border-slate-300 dark:border-slate-600'}`,
      onChange: () => {
        if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
      },
    };
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          <FormattedMessage id={`leads.form.field.${name}`} />
          <span aria-hidden="true" className="ml-0.5 text-rose-500">
            *
          </span>
        </label>
        {name === 'requirements' ? <textarea rows={5} {...common} /> : <input type={TYPE[name] ?? 'text'} {...common} />}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-rose-600 dark:text-rose-400" data-testid={`${id}-error`}>
            {error}
          </p>
        ) : name === 'phone' ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="leads.form.phoneHint" />
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-5" data-testid={`${p}-consult-form`}>
      {user ? null : (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-600/10 dark:text-brand-100" data-testid={`${p}-sign-in-note`}>
          <FormattedMessage id="leads.form.signInNote" />
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name')}
        {field('company')}
        {field('email')}
        {field('phone')}
        {field('requirements', true)}
      </div>
      {failure ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3.5 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200" data-testid={`${p}-consult-failure`}>
          <span>{failure.message}</span>
          {failure.kind === 'signIn' ? (
            <Link to={signIn} onClick={() => saveDraft(key, read())} className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700" data-testid={`${p}-sign-in`}>
              <LogIn aria-hidden="true" className="size-4" />
              <FormattedMessage id="leads.form.signIn" />
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="leads.form.privacy" />
        </p>
        <button type="submit" disabled={busy} className="inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60" data-testid={`${p}-consult-submit`}>
          <Send aria-hidden="true" className="size-4" />
          <FormattedMessage id={busy ? 'leads.form.sending' : 'leads.form.submit'} />
        </button>
      </div>
    </form>
  );
}
