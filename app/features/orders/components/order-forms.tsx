// The three forms of the submission page (SPEC §2.2, §5): submit a product, buy an ad slot, update a product. Each
// is checked in the browser with the schema the API uses, and the price shown comes from the server's list.
import { useRef, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { AD_DAYS, SUBMISSION_PACKAGES, ZAdOrderForm, ZSubmissionForm, ZUpdateOrderForm, type TAdPosition, type TSubmissionPackage } from '../orders.schema';
import type { TPickedProduct, TSubmissionPage } from '../orders.pages.server';
import { ChoiceCards, Field, FormFailure, MethodChoice, readForm, SubmitBar, useDraft, useOrderSubmit } from './order-form-parts';
import { FIELD, useMoney } from './order-format';
import { ProductPicker } from './product-picker';

/** Shows the scheme a website address starts with (not words: no translation). */
const URL_HINT = 'https://';
const PRICINGS = ['free', 'freemium', 'paid', 'open_source'] as const;

function EmailField({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  return (
    <Field name="contactEmail" label={<FormattedMessage id="orders.form.contactEmail" />} hint={<FormattedMessage id="orders.form.contactEmailHint" />} errors={errors}>
      {(props) => <input {...props} type="email" autoComplete="email" maxLength={254} placeholder={t('orders.form.emailPlaceholder')} className={FIELD} />}
    </Field>
  );
}

function CategorySelect({ name, page, errors, optional }: { name: string; page: TSubmissionPage; errors: Record<string, string>; optional?: boolean }) {
  const t = useT();
  return (
    <Field name={name} label={<FormattedMessage id="orders.form.category" />} optional={optional} errors={errors}>
      {(props) => (
        <select {...props} defaultValue="" className={FIELD}>
          <option value="">{optional ? '—' : t('orders.form.choose')}</option>
          {page.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function PricingSelect({ name, errors, optional }: { name: string; errors: Record<string, string>; optional?: boolean }) {
  const t = useT();
  return (
    <Field name={name} label={<FormattedMessage id="orders.form.pricing" />} optional={optional} errors={errors}>
      {(props) => (
        <select {...props} defaultValue={optional ? '' : 'freemium'} className={FIELD}>
          {optional ? <option value="">—</option> : null}
          {PRICINGS.map((p) => (
            <option key={p} value={p}>
              {t(`catalogue.pricing.${p}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function SubmissionForm({ page }: { page: TSubmissionPage }) {
  const t = useT();
  const money = useMoney();
  const form = useRef<HTMLFormElement>(null);
  const { errors, failure, busy, submit } = useOrderSubmit('submission');
  const [pkg, setPkg] = useState<TSubmissionPackage | null>(null);
  const restored = useDraft('submission', form);
  const chosen = pkg ?? (restored?.package as TSubmissionPackage | undefined) ?? null;
  const { prices } = page;

  return (
    <form
      ref={form}
      noValidate
      className="space-y-5"
      data-testid="submission-form"
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.name === 'package') setPkg(target.value as TSubmissionPackage);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const values = readForm(event.currentTarget);
        void submit(event.currentTarget, ZSubmissionForm, values);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={<FormattedMessage id="orders.form.name" />} errors={errors}>
          {(props) => <input {...props} maxLength={60} autoComplete="off" placeholder={t('orders.form.namePlaceholder')} className={FIELD} />}
        </Field>
        <Field name="websiteUrl" label={<FormattedMessage id="orders.form.websiteUrl" />} errors={errors}>
          {(props) => <input {...props} type="url" inputMode="url" maxLength={2048} placeholder={URL_HINT} className={FIELD} />}
        </Field>
      </div>
      <Field name="tagline" label={<FormattedMessage id="orders.form.tagline" />} hint={<FormattedMessage id="orders.form.taglineHint" />} errors={errors}>
        {(props) => <input {...props} maxLength={120} className={FIELD} />}
      </Field>
      <Field name="description" label={<FormattedMessage id="orders.form.description" />} optional errors={errors}>
        {(props) => <textarea {...props} rows={4} maxLength={2000} className={FIELD} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <CategorySelect name="categorySlug" page={page} errors={errors} />
        <Field name="type" label={<FormattedMessage id="orders.form.type" />} errors={errors}>
          {(props) => (
            <select {...props} defaultValue="commercial" className={FIELD}>
              <option value="commercial">{t('catalogue.type.commercial')}</option>
              <option value="open_source">{t('catalogue.type.open_source')}</option>
            </select>
          )}
        </Field>
        <PricingSelect name="pricing" errors={errors} />
      </div>
      <ChoiceCards
        name="package"
        legend={<FormattedMessage id="orders.form.package" />}
        errors={errors}
        testId="package-choice"
        choices={SUBMISSION_PACKAGES.map((p) => ({
          value: p,
          title: <FormattedMessage id={`orders.package.${p}`} />,
          detail: <FormattedMessage id={`orders.package.${p}.detail`} />,
          price: money(prices.submission[p], prices.currency),
        }))}
      />
      <EmailField errors={errors} />
      <MethodChoice methods={page.methods} errors={errors} />
      <FormFailure failure={failure} />
      <SubmitBar busy={busy} disabled={!page.methods.length} total={chosen ? money(prices.submission[chosen], prices.currency) : '—'} />
    </form>
  );
}

export function AdForm({ page, submitHref }: { page: TSubmissionPage; submitHref: string }) {
  const money = useMoney();
  const form = useRef<HTMLFormElement>(null);
  const { errors, failure, busy, submit } = useOrderSubmit('ad');
  const [product, setProduct] = useState<TPickedProduct | null>(page.product);
  const [position, setPosition] = useState<TAdPosition | null>(null);
  const restored = useDraft('ad', form, setProduct);
  const chosen = position ?? (restored?.position as TAdPosition | undefined) ?? null;
  const { prices } = page;

  return (
    <form
      ref={form}
      noValidate
      className="space-y-5"
      data-testid="ad-form"
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (target.name === 'position') setPosition(target.value as TAdPosition);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget, ZAdOrderForm, readForm(event.currentTarget), product);
      }}
    >
      <ProductPicker selected={product} onSelect={setProduct} error={errors.productId} submitHref={submitHref} />
      <ChoiceCards
        name="position"
        legend={<FormattedMessage id="orders.form.position" />}
        errors={errors}
        testId="position-choice"
        choices={page.positions.map((p) => ({
          value: p,
          title: <FormattedMessage id={`orders.position.${p}`} />,
          detail: <FormattedMessage id={`orders.position.${p}.detail`} />,
          price: money(prices.ad[p], prices.currency),
        }))}
      />
      <div className="rounded-xl bg-slate-50 p-3.5 text-sm dark:bg-slate-800/60">
        <span className="font-medium">
          <FormattedMessage id="orders.form.duration" />
        </span>{' '}
        <FormattedMessage id="orders.form.durationValue" values={{ days: AD_DAYS }} />
      </div>
      <EmailField errors={errors} />
      <MethodChoice methods={page.methods} errors={errors} />
      <FormFailure failure={failure} />
      <SubmitBar busy={busy} disabled={!page.methods.length} total={chosen ? money(prices.ad[chosen], prices.currency) : '—'} />
    </form>
  );
}

const CHANGE_FIELDS = ['changes.name', 'changes.websiteUrl', 'changes.tagline', 'changes.description', 'changes.categorySlug', 'changes.pricing'];

export function UpdateForm({ page, submitHref }: { page: TSubmissionPage; submitHref: string }) {
  const money = useMoney();
  const form = useRef<HTMLFormElement>(null);
  const { errors, failure, busy, submit } = useOrderSubmit('update');
  const [product, setProduct] = useState<TPickedProduct | null>(page.product);
  useDraft('update', form, setProduct);
  const { prices } = page;

  return (
    <form
      ref={form}
      noValidate
      className="space-y-5"
      data-testid="update-form"
      onSubmit={(event) => {
        event.preventDefault();
        const flat = readForm(event.currentTarget, (name) => CHANGE_FIELDS.includes(name));
        const changes: Record<string, string> = {};
        const values: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(flat)) {
          if (name.startsWith('changes.')) changes[name.slice('changes.'.length)] = value;
          else values[name] = value;
        }
        void submit(event.currentTarget, ZUpdateOrderForm, { ...values, changes }, product);
      }}
    >
      <ProductPicker selected={product} onSelect={setProduct} error={errors.productId} submitHref={submitHref} />
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" aria-describedby={errors.changes ? 'f-changes-error' : undefined}>
        <legend className="px-1 text-sm font-medium">
          <FormattedMessage id="orders.form.changes" />
        </legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="orders.form.changesHint" />
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="changes.name" label={<FormattedMessage id="orders.form.name" />} optional errors={errors}>
            {(props) => <input {...props} maxLength={60} autoComplete="off" className={FIELD} />}
          </Field>
          <Field name="changes.websiteUrl" label={<FormattedMessage id="orders.form.websiteUrl" />} optional errors={errors}>
            {(props) => <input {...props} type="url" inputMode="url" maxLength={2048} placeholder={URL_HINT} className={FIELD} />}
          </Field>
        </div>
        <Field name="changes.tagline" label={<FormattedMessage id="orders.form.tagline" />} optional errors={errors}>
          {(props) => <input {...props} maxLength={120} className={FIELD} />}
        </Field>
        <Field name="changes.description" label={<FormattedMessage id="orders.form.description" />} optional errors={errors}>
          {(props) => <textarea {...props} rows={4} maxLength={2000} className={FIELD} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <CategorySelect name="changes.categorySlug" page={page} errors={errors} optional />
          <PricingSelect name="changes.pricing" errors={errors} optional />
        </div>
        {errors.changes ? (
          <p id="f-changes-error" className="text-sm text-rose-600 dark:text-rose-400" data-testid="field-error">
            {errors.changes}
          </p>
        ) : null}
      </fieldset>
      <EmailField errors={errors} />
      <MethodChoice methods={page.methods} errors={errors} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="orders.form.updateNote" />
      </p>
      <FormFailure failure={failure} />
      <SubmitBar busy={busy} disabled={!page.methods.length} total={money(prices.update, prices.currency)} />
    </form>
  );
}
