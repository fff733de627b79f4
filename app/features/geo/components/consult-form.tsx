// The GEO consultation form (SPEC §3, §5): checked in the browser with the schema the server uses, every message
// beside its field; signed out, it says "请先登录后再提交表单" and offers sign-in, keeping what was typed (signing in
// reloads the page, so the draft waits in the session's storage); the server's daily limit says "已达到提交限制".
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
import { GEO_COMPANY_MAX, GEO_CONSULT_FIELDS, GEO_NAME_MAX, GEO_REQUIREMENTS_MAX, ZGeoConsultation, type TGeoConsultField } from '../consultations.schema';

type Values = Record<TGeoConsultField, string>;
type Errors = Partial<Record<TGeoConsultField, string>>;

const DRAFT_KEY = 'atlas.geoConsultDraft';
const FIELD =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:bg-slate-950';
const MAX: Record<TGeoConsultField, number> = { name: GEO_NAME_MAX, company: GEO_COMPANY_MAX, email: 254, phone: 32, requirements: GEO_REQUIREMENTS_MAX };
const AUTOCOMPLETE: Record<TGeoConsultField, string> = { name: 'name', company: 'organization', email: 'email', phone: 'tel', requirements: 'off' };
const TYPE: Partial<Record<TGeoConsultField, string>> = { email: 'email', phone: 'tel' };

function saveDraft(values: Values) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage may be off (private modes); the form then starts empty after signing in.
  }
}

function takeDraft(): Values | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    const parsed = JSON.parse(raw) as Partial<Values>;
    return Object.fromEntries(GEO_CONSULT_FIELDS.map((f) => [f, typeof parsed[f] === 'string' ? parsed[f] : ''])) as Values;
  } catch {
    return null;
  }
}

type Failure = { kind: 'signIn' | 'message'; message: string };

export function GeoConsultForm() {
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
    const draft = takeDraft();
    const el = form.current;
    if (!draft || !el) return;
    for (const name of GEO_CONSULT_FIELDS) {
      const control = el.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (control) control.value = draft[name];
    }
  }, []);

  const read = (): Values => {
    const data = form.current ? new FormData(form.current) : null;
    return Object.fromEntries(GEO_CONSULT_FIELDS.map((f) => [f, String(data?.get(f) ?? '')])) as Values;
  };

  const messageOf = (issue: z.core.$ZodIssue) =>
    issue.message.startsWith('geo.') || issue.message.startsWith('accounts.') ? t(issue.message) : t('geo.consult.error.invalid');

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = GEO_CONSULT_FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const askToSignIn = () => {
    const message = t('geo.consult.error.signIn');
    saveDraft(read());
    setFailure({ kind: 'signIn', message });
    toast.error(message, { id: 'login-required' });
    auth?.openLogin();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = ZGeoConsultation.safeParse(read());
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as TGeoConsultField | undefined;
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
      await unwrap(api.post('/api/geo/consultations', checked.data));
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
      setFailure({ kind: 'message', message: error instanceof ApiFailure && error.message ? error.message : t('geo.consult.failed') });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100" data-testid="geo-consult-done">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          <FormattedMessage id="geo.consult.done.title" />
        </p>
        <p className="mt-2 text-sm">
          <FormattedMessage id="geo.consult.done.text" />
        </p>
        <button type="button" onClick={() => setDone(false)} className="mt-4 text-sm font-semibold underline underline-offset-2">
          <FormattedMessage id="geo.consult.another" />
        </button>
      </div>
    );
  }

  const field = (name: TGeoConsultField, wide = false) => {
    const error = errors[name];
    const id = `geo-${name}`;
    const common = {
      id,
      name,
      defaultValue: '',
      maxLength: MAX[name],
      autoComplete: AUTOCOMPLETE[name],
      placeholder: t(`geo.consult.placeholder.${name}`),
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
          <FormattedMessage id={`geo.consult.field.${name}`} />
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
            <FormattedMessage id="geo.consult.phoneHint" />
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-5" data-testid="geo-consult-form">
      {user ? null : (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-600/10 dark:text-brand-100" data-testid="geo-sign-in-note">
          <FormattedMessage id="geo.consult.signInNote" />
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
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3.5 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200" data-testid="geo-consult-failure">
          <span>{failure.message}</span>
          {failure.kind === 'signIn' ? (
            <Link to={signIn} onClick={() => saveDraft(read())} className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700" data-testid="geo-sign-in">
              <LogIn aria-hidden="true" className="size-4" />
              <FormattedMessage id="geo.consult.signIn" />
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="geo.consult.privacy" />
        </p>
        <button type="submit" disabled={busy} className="inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60" data-testid="geo-consult-submit">
          <Send aria-hidden="true" className="size-4" />
          <FormattedMessage id={busy ? 'geo.consult.sending' : 'geo.consult.submit'} />
        </button>
      </div>
    </form>
  );
}
