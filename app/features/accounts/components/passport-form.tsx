// The account service's sign-in form (SPEC §4 China edition): phone + SMS code after the slider check, or
// e-mail + password. Success hands the ticket to the framing page or returns to the caller's address.
import { LoaderCircle, Mail, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import type { z } from 'zod';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { ZEmail, ZPassword, ZPhone, ZSmsCode, type TTicketResult } from '../accounts.schema';
import { SliderCheck } from './slider-check';

export interface PassportTarget {
  /** Embedded in a login overlay: hand the ticket to the parent window. */
  inFrame: boolean;
  /** The validated return address, or null. */
  returnTo: string | null;
  /** Where the parent window may receive the ticket. */
  parentOrigin: string;
  /** Fallback when there is no return address. */
  home: string;
}

/** Sends a successful sign-in where it belongs. */
export function deliverTicket(result: TTicketResult, target: PassportTarget): void {
  if (target.inFrame) {
    window.parent.postMessage({ type: 'SUCCESS_LOGIN', ticket: result.ticket }, target.parentOrigin);
    return;
  }
  const fallback = new URL(target.home, location.origin);
  fallback.searchParams.set('ticket', result.ticket);
  location.replace(result.redirect ?? fallback.toString());
}

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-950';

/** The first localised issue of a zod check, or null. */
function issueOf(schema: z.ZodType, value: unknown, t: (id: string) => string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return message.startsWith('accounts.') ? t(message) : t('passport.error.invalid');
}

export function PassportForm({ target }: { target: PassportTarget }) {
  const [tab, setTab] = useState<'phone' | 'email'>('phone');
  const tabClass = (active: boolean) =>
    `flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
      active ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100' : 'text-slate-600 dark:text-slate-300'
    }`;
  return (
    <div className="space-y-5">
      <div role="tablist" className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        <button type="button" role="tab" aria-selected={tab === 'phone'} onClick={() => setTab('phone')} className={tabClass(tab === 'phone')} data-testid="tab-phone">
          <Smartphone aria-hidden="true" className="size-4" />
          <FormattedMessage id="passport.tab.phone" />
        </button>
        <button type="button" role="tab" aria-selected={tab === 'email'} onClick={() => setTab('email')} className={tabClass(tab === 'email')} data-testid="tab-email">
          <Mail aria-hidden="true" className="size-4" />
          <FormattedMessage id="passport.tab.email" />
        </button>
      </div>
      {tab === 'phone' ? <PhoneForm target={target} /> : <EmailForm target={target} />}
    </div>
  );
}

function PhoneForm({ target }: { target: PassportTarget }) {
  const t = useT();
  const api = useApi();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (!resendAt) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const askCode = () => {
    const problem = issueOf(ZPhone, phone, t);
    setError(problem);
    if (!problem) setSliderOpen(true);
  };

  const sendCode = async (pass: string) => {
    setSliderOpen(false);
    setSending(true);
    try {
      const sent = await unwrap(api.post<{ resendIn: number }>('/api/account/sendCode', { phone, pass, scene: 'login' }));
      const started = Date.now();
      setNow(started);
      setResendAt(started + sent.resendIn * 1000);
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = issueOf(ZPhone, phone, t) ?? issueOf(ZSmsCode, code, t);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      deliverTicket(await unwrap(api.post<TTicketResult>('/api/account/phoneLogin', { phone, code, r: target.returnTo ?? undefined })), target);
    } catch (failure) {
      setError((failure as Error).message);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="phone-form">
      <label className="block space-y-1.5">
        <span className="text-sm font-medium">
          <FormattedMessage id="passport.phone" />
        </span>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name="phone"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder={t('passport.phonePlaceholder')}
          className={field}
        />
      </label>
      <div className="space-y-1.5">
        <label htmlFor="sms-code" className="text-sm font-medium">
          <FormattedMessage id="passport.code" />
        </label>
        <div className="flex gap-2">
          <input
            id="sms-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            placeholder={t('passport.codePlaceholder')}
            className={`${field} min-w-0`}
          />
          <button
            type="button"
            onClick={askCode}
            disabled={wait > 0 || sending}
            data-testid="send-code"
            className="shrink-0 whitespace-nowrap rounded-xl border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-600/10 disabled:border-slate-300 disabled:text-slate-400 dark:text-brand-100 dark:disabled:border-slate-700"
          >
            {wait > 0 ? <FormattedMessage id="passport.resendIn" values={{ seconds: wait }} /> : <FormattedMessage id="passport.sendCode" />}
          </button>
        </div>
      </div>
      <FormError error={error} />
      <SubmitButton busy={submitting} messageId="passport.signIn" />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="passport.phoneNote" />
      </p>
      <SliderCheck open={sliderOpen} onClose={() => setSliderOpen(false)} onPass={(pass) => void sendCode(pass)} />
    </form>
  );
}

function EmailForm({ target }: { target: PassportTarget }) {
  const t = useT();
  const api = useApi();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = issueOf(ZEmail, email, t) ?? (mode === 'signup' ? issueOf(ZPassword, password, t) : password ? null : t('accounts.error.passwordRequired'));
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const path = mode === 'signup' ? '/api/account/emailRegister' : '/api/account/emailLogin';
      deliverTicket(await unwrap(api.post<TTicketResult>(path, { email, password, r: target.returnTo ?? undefined })), target);
    } catch (failure) {
      setError((failure as Error).message);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="email-form">
      <label className="block space-y-1.5">
        <span className="text-sm font-medium">
          <FormattedMessage id="passport.email" />
        </span>
        <input type="email" autoComplete="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} className={field} />
      </label>
      <label className="block space-y-1.5">
        <span className="text-sm font-medium">
          <FormattedMessage id="passport.password" />
        </span>
        <input
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={mode === 'signup' ? t('passport.passwordRule') : undefined}
          className={field}
        />
      </label>
      <FormError error={error} />
      <SubmitButton busy={submitting} messageId={mode === 'signup' ? 'passport.signUp' : 'passport.signIn'} />
      <button
        type="button"
        data-testid="email-mode"
        onClick={() => {
          setMode(mode === 'signup' ? 'signin' : 'signup');
          setError(null);
        }}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        <FormattedMessage id={mode === 'signup' ? 'passport.haveAccount' : 'passport.createAccount'} />
      </button>
    </form>
  );
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="form-error">
      {error}
    </p>
  ) : null;
}

function SubmitButton({ busy, messageId }: { busy: boolean; messageId: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      data-testid="passport-submit"
      className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      <FormattedMessage id={messageId} />
    </button>
  );
}
