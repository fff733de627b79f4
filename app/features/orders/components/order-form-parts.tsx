// Pieces the three order forms share: labelled fields with their zod messages, the choice cards (package, ad
// position, payment method), and the submit path — checked with the shared schema, signed-in or asked to sign in,
// posted once per opened form (Idempotency-Key), then on to the order page.
import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref, usePageUser, useSignInHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { toast } from '~/ui/toast';
import type { TOrderKind, TPaymentMethod } from '../orders.schema';
import type { TPickedProduct } from '../orders.pages.server';
import { PRIMARY_BUTTON } from './order-format';

export type FieldErrors = Record<string, string>;

/** A field's label, control and message; the control gets its id, aria-invalid and aria-describedby. */
export function Field({
  name,
  label,
  hint,
  optional,
  errors,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  errors: FieldErrors;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = `f-${name.replace('.', '-')}`;
  const error = errors[name];
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-baseline gap-2 text-sm font-medium">
        {label}
        {optional ? (
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
            <FormattedMessage id="orders.form.optional" />
          </span>
        ) : null}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-rose-600 dark:text-rose-400" data-testid="field-error">
      {error}
    </p>
  );
}

export interface Choice {
  value: string;
  title: ReactNode;
  detail?: ReactNode;
  price?: ReactNode;
}

/** Radio cards: a fieldset whose legend names the choice; works as plain radios without scripts. */
export function ChoiceCards({
  name,
  legend,
  choices,
  errors,
  columns = 'sm:grid-cols-2',
  defaultValue,
  testId,
}: {
  name: string;
  legend: ReactNode;
  choices: Choice[];
  errors: FieldErrors;
  columns?: string;
  defaultValue?: string;
  testId?: string;
}) {
  const error = errors[name];
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `f-${name}-error` : undefined} data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={clsx('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3.5 transition hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40 dark:border-slate-700 dark:has-[:checked]:bg-brand-600/10"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{choice.title}</span>
                {choice.price ? <span className="font-semibold text-brand-700 dark:text-brand-100">{choice.price}</span> : null}
              </span>
              {choice.detail ? <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`f-${name}-error`} error={error} />
    </fieldset>
  );
}

export function MethodChoice({ methods, errors }: { methods: TPaymentMethod[]; errors: FieldErrors }) {
  if (!methods.length) {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200">
        <FormattedMessage id="orders.form.noMethods" />
      </p>
    );
  }
  return (
    <ChoiceCards
      name="method"
      legend={<FormattedMessage id="orders.form.method" />}
      defaultValue={methods[0]}
      errors={errors}
      columns="grid-cols-1 sm:grid-cols-2"
      testId="method-choice"
      choices={methods.map((method) => ({
        value: method,
        title: <FormattedMessage id={`orders.method.${method}`} />,
        detail: method === 'sandbox' ? <FormattedMessage id="orders.method.sandboxNote" /> : undefined,
      }))}
    />
  );
}

/** The form's fields as strings; empty optional ones are left out so optional schemas see them as absent. */
export function readForm(form: HTMLFormElement, optional: (name: string) => boolean = () => false): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (value.trim() === '' && optional(name)) continue;
    values[name] = value;
  }
  return values;
}

/** A key naming one opened form (8–64 of [A-Za-z0-9_-]); getRandomValues works outside secure contexts too. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Failure {
  message: string;
  slug?: string;
  orderNo?: string;
}

const DRAFT_PREFIX = 'atlas.orderDraft.';

/** Signing in reloads the page: the form is kept in the session's storage meanwhile and filled in again. */
function saveDraft(kind: TOrderKind, values: Record<string, string>, product: TPickedProduct | null) {
  try {
    sessionStorage.setItem(`${DRAFT_PREFIX}${kind}`, JSON.stringify({ values, product }));
  } catch {
    // Storage may be off (private modes); the form then starts empty after signing in.
  }
}

export function takeDraft(kind: TOrderKind): { values: Record<string, string>; product: TPickedProduct | null } | null {
  try {
    const raw = sessionStorage.getItem(`${DRAFT_PREFIX}${kind}`);
    if (!raw) return null;
    sessionStorage.removeItem(`${DRAFT_PREFIX}${kind}`);
    return JSON.parse(raw) as { values: Record<string, string>; product: TPickedProduct | null };
  } catch {
    return null;
  }
}

/** Puts a saved draft back into the form's controls. */
export function fillForm(form: HTMLFormElement, values: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || !(control.name in values) || control.type === 'hidden') continue;
    if (control.type === 'radio' || control.type === 'checkbox') control.checked = control.value === values[control.name];
    else control.value = values[control.name]!;
  }
}

/**
 * A form's messages: `check` runs the shared schema (its catalogue keys become the messages) and focuses the first
 * wrong field; `fail` shows the server's refusal, its field issues beside the fields.
 */
export function useFormErrors() {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const messageOf = (issue: z.core.$ZodIssue) => {
    if (issue.message.startsWith('orders.')) return t(issue.message);
    if (issue.code === 'too_big') return t('orders.form.tooLong', { max: Number(issue.maximum) });
    return t('orders.form.invalid');
  };

  const show = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const control =
      form.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`) ?? form.querySelector<HTMLElement>(`#f-${first.replace('.', '-')}`);
    control?.focus();
  };

  function check(form: HTMLFormElement, schema: z.ZodType, values: unknown): boolean {
    setFailure(null);
    const checked = schema.safeParse(values);
    if (checked.success) {
      setErrors({});
      return true;
    }
    const found: FieldErrors = {};
    for (const issue of checked.error.issues) {
      const name = issue.path.map(String).join('.') || 'form';
      found[name] ??= messageOf(issue);
    }
    show(form, found);
    return false;
  }

  function fail(error: unknown, form?: HTMLFormElement | null) {
    const body = (error instanceof ApiFailure ? error.body : null) as {
      data?: { slug?: string; orderNo?: string; issues?: { field: string; message: string }[] };
    } | null;
    const issues = body?.data?.issues;
    if (issues?.length && form) show(form, Object.fromEntries(issues.map((i) => [i.field, i.message])));
    setFailure({
      message: error instanceof ApiFailure && error.message ? error.message : t('common.failed'),
      slug: body?.data?.slug,
      orderNo: body?.data?.orderNo,
    });
  }

  return { errors, failure, setFailure, check, fail };
}

/**
 * Checks the values with the shared schema, asks a signed-out visitor to sign in, and makes the order once: the key
 * made for this form is sent again if the visitor submits twice.
 */
export function useOrderSubmit(kind: TOrderKind) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  const signIn = useSignInHref();
  const key = useRef<string | null>(null);
  const { errors, failure, check, fail } = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement, schema: z.ZodType, values: Record<string, unknown>, product: TPickedProduct | null = null) {
    if (busy || !check(form, schema, values)) return;
    if (!user) {
      saveDraft(kind, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), product);
      toast.error(t('orders.form.signInFirst'), { id: 'login-required' });
      if (auth) auth.openLogin();
      else void navigate(signIn);
      return;
    }
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const created = await unwrap(
        api.post<{ orderNo: string }>('/api/orders', { kind, ...values }, { headers: { 'Idempotency-Key': key.current } }),
      );
      await navigate(href(`/user/orders/${created.orderNo}`));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure && error.status === 401) {
        auth?.openLogin();
        return;
      }
      fail(error, form);
    }
  }

  return { errors, failure, busy, submit };
}

/** The server's refusal, with a link to the product already listed or the visitor's own order for that site. */
export function FormFailure({ failure }: { failure: Failure | null }) {
  const href = useLocalizedHref();
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3.5 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200" data-testid="form-failure">
      <p>{failure.message}</p>
      {failure.slug ? (
        <Link to={href(`/details/${failure.slug}`)} className="mt-1 inline-block font-semibold underline" data-testid="existing-product">
          <FormattedMessage id="orders.form.seeExisting" />
        </Link>
      ) : null}
      {failure.orderNo ? (
        <Link to={href(`/user/orders/${failure.orderNo}`)} className="mt-1 inline-block font-semibold underline" data-testid="existing-order">
          <FormattedMessage id="orders.form.seeOrder" values={{ orderNo: failure.orderNo }} />
        </Link>
      ) : null}
    </div>
  );
}

/** The amount due and the submit button. */
export function SubmitBar({ busy, total, disabled }: { busy: boolean; total: ReactNode; disabled?: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="orders.form.total" />{' '}
        <span className="text-xl font-bold text-slate-900 dark:text-white" data-testid="order-total">
          {total}
        </span>
      </p>
      <button type="submit" disabled={busy || disabled} className={clsx(PRIMARY_BUTTON, 'px-8 py-3')} data-testid="order-submit">
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        <FormattedMessage id="orders.form.submit" />
      </button>
    </div>
  );
}

/** Runs once after hydration: a draft saved before signing in goes back into the form. */
export function useDraft(kind: TOrderKind, form: React.RefObject<HTMLFormElement | null>, onProduct?: (p: TPickedProduct) => void) {
  const [restored, setRestored] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const draft = takeDraft(kind);
    if (!draft || !form.current) return;
    fillForm(form.current, draft.values);
    if (draft.product) onProduct?.(draft.product);
    // The total follows the restored choices.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(draft.values);
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return restored;
}
