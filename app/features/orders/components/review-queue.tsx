// The staff console's review (SPEC §4 "Product update, submission and ad"): paid orders waiting for a decision,
// fast track first, each with what was submitted and a preview — the card a submission will make, an update's
// current and proposed values, an ad's product and position — then approve, or reject with a reason (a policy
// rejection refunds in full, on by default).
import clsx from 'clsx';
import { Check, ExternalLink, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { Dialog } from '~/ui/dialog';
import { LocalTime } from '~/ui/local-time';
import { toast } from '~/ui/toast';
import { ZReviewDecision } from '../orders.schema';
import type { TReviewEntry } from '../orders.pages.server';
import { AdMark } from './ad-slots';
import { FieldError, useFormErrors } from './order-form-parts';
import { FIELD, Money, PRIMARY_BUTTON, SECONDARY_BUTTON } from './order-format';

type Categories = Record<string, string>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** An external site as a link staff can check; only http(s) addresses become links. */
function SiteLink({ url, label }: { url: string; label?: string }) {
  if (!/^https?:\/\//i.test(url)) return <span className="break-all">{label ?? url}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline dark:text-brand-100">
      {label ?? url}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}

function CardPreview({ name, tagline, category, pricing, seed }: { name: string; tagline: string; category: string; pricing: string; seed: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950" data-testid="card-preview">
      <div className="flex items-start gap-3">
        <ProductAvatar name={name} id={seed} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {category} · <FormattedMessage id={`catalogue.pricing.${pricing || 'freemium'}`} />
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{tagline}</p>
    </div>
  );
}

const CHANGE_ORDER = ['name', 'websiteUrl', 'tagline', 'description', 'categorySlug', 'pricing'] as const;

function UpdatePreview({ item, categories }: { item: TReviewEntry; categories: Categories }) {
  const changes = (item.details.changes ?? {}) as Record<string, string>;
  const current: Record<string, string> = {
    name: item.product?.name ?? '',
    websiteUrl: item.product?.url ?? '',
    tagline: item.product?.tagline ?? '',
    description: item.current?.description ?? '',
    categorySlug: item.current?.categorySlug ?? '',
    pricing: item.current?.pricing ?? '',
  };
  const shown = (field: string, value: string) => {
    if (field === 'categorySlug') return categories[value] ?? value;
    if (field === 'pricing' && value) return <FormattedMessage id={`catalogue.pricing.${value}`} />;
    return value || '—';
  };
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid="update-preview">
      <thead className="text-xs text-slate-500 dark:text-slate-400">
        <tr>
          <th scope="col" className="w-24 pb-1.5 font-medium">
            <FormattedMessage id="review.field" />
          </th>
          <th scope="col" className="pb-1.5 font-medium">
            <FormattedMessage id="review.current" />
          </th>
          <th scope="col" className="pb-1.5 font-medium">
            <FormattedMessage id="review.proposed" />
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
        {CHANGE_ORDER.filter((field) => field in changes).map((field) => (
          <tr key={field}>
            <th scope="row" className="py-1.5 pr-2 font-medium">
              <FormattedMessage id={`orders.change.${field}`} />
            </th>
            <td className="break-words py-1.5 pr-2 text-slate-500 line-through decoration-slate-300 dark:text-slate-400 dark:decoration-slate-600">{shown(field, current[field]!)}</td>
            <td className="break-words py-1.5 font-medium text-emerald-700 dark:text-emerald-300">{shown(field, changes[field]!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Submitted({ item, categories }: { item: TReviewEntry; categories: Categories }) {
  const d = item.details;
  const rows: [string, React.ReactNode][] =
    item.kind === 'submission'
      ? [
          ['orders.form.name', str(d.name)],
          ['orders.form.websiteUrl', <SiteLink key="url" url={str(d.websiteUrl)} />],
          ['orders.form.category', categories[str(d.categorySlug)] ?? str(d.categorySlug)],
          ['orders.form.type', <FormattedMessage key="type" id={`catalogue.type.${str(d.type) || 'commercial'}`} />],
          ['orders.form.description', str(d.description) || '—'],
        ]
      : [
          ['orders.detail.product', item.product ? <SiteLink key="product" url={item.product.url} label={item.product.name} /> : '—'],
          ...(item.kind === 'ad'
            ? ([['orders.form.position', <FormattedMessage key="pos" id={`orders.position.${str(d.position)}`} />]] as [string, React.ReactNode][])
            : []),
        ];
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
          <dt className="text-slate-500 dark:text-slate-400">
            <FormattedMessage id={label} />
          </dt>
          <dd className="min-w-0 whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
        <dt className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="orders.form.contactEmail" />
        </dt>
        <dd className="break-all">{str(d.contactEmail)}</dd>
      </div>
    </dl>
  );
}

function Preview({ item, categories }: { item: TReviewEntry; categories: Categories }) {
  const href = useLocalizedHref();
  const d = item.details;
  if (item.kind === 'submission') {
    return <CardPreview name={str(d.name)} tagline={str(d.tagline)} category={categories[str(d.categorySlug)] ?? ''} pricing={str(d.pricing)} seed={item.user.id} />;
  }
  if (item.kind === 'update') return <UpdatePreview item={item} categories={categories} />;
  return (
    <div className="space-y-2 text-sm" data-testid="ad-preview">
      {item.product ? (
        <div className="relative rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950">
          <AdMark className="absolute right-3 top-3" />
          <div className="flex items-center gap-3 pr-12">
            <ProductAvatar name={item.product.name} id={item.product.id} />
            <div className="min-w-0">
              <Link to={href(`/details/${item.product.slug}`)} className="block truncate font-semibold hover:underline">
                {item.product.name}
              </Link>
              <p className="line-clamp-2 text-slate-600 dark:text-slate-300">{item.product.tagline}</p>
            </div>
          </div>
        </div>
      ) : null}
      <p className="text-slate-600 dark:text-slate-400">
        <FormattedMessage id="review.adAt" values={{ position: <FormattedMessage id={`orders.position.${str(d.position)}`} /> }} />
      </p>
    </div>
  );
}

export function ReviewQueue({ items, categories }: { items: TReviewEntry[]; categories: Categories }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<TReviewEntry | null>(null);
  const { errors, failure, setFailure, check, fail } = useFormErrors();

  async function decide(orderNo: string, body: unknown, done: string) {
    setBusy(orderNo);
    try {
      await unwrap(api.post(`/api/admin/orders/${orderNo}/decision`, body));
      toast.success(done);
      setRejecting(null);
      await revalidator.revalidate();
    } catch (error) {
      if (rejecting) fail(error);
      else toast.error(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-review" className="space-y-4" data-testid="review-queue">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="admin-review" className="text-lg font-semibold">
          <FormattedMessage id="review.title" />
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="review.count" values={{ total: items.length }} />
        </p>
      </div>
      {items.length ? (
        <ul className="space-y-4">
          {items.map((item) => (
            <li key={item.orderNo}>
              <article className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-testid="review-item" data-order-no={item.orderNo} data-kind={item.kind}>
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-slate-100 px-4 py-3 text-sm dark:border-slate-800">
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-slate-800">
                    <FormattedMessage id={`orders.kind.${item.kind}`} />
                  </span>
                  {item.package === 'fast' ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200" data-testid="fast-track">
                      <Zap aria-hidden="true" className="size-3" />
                      <FormattedMessage id="orders.package.fast" />
                    </span>
                  ) : null}
                  <span className="font-mono text-xs">{item.orderNo}</span>
                  <Money minor={item.amountMinor} currency={item.currency} className="font-semibold" />
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {item.user.email ?? `#${item.user.id}`}
                    {item.paidAt ? (
                      <>
                        {' · '}
                        <LocalTime value={item.paidAt} />
                      </>
                    ) : null}
                  </span>
                </header>
                <div className="grid gap-4 p-4 md:grid-cols-2">
                  <div className="min-w-0">
                    <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="review.submitted" />
                    </h3>
                    <Submitted item={item} categories={categories} />
                  </div>
                  <div className="min-w-0">
                    <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                      <FormattedMessage id="review.preview" />
                    </h3>
                    <Preview item={item} categories={categories} />
                  </div>
                </div>
                <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-4 py-3 dark:border-slate-800">
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => {
                      setFailure(null);
                      setRejecting(item);
                    }}
                    className={clsx(SECONDARY_BUTTON, 'border-rose-300 text-rose-700 hover:border-rose-500 dark:border-rose-800 dark:text-rose-300')}
                    data-testid="review-reject"
                  >
                    <FormattedMessage id="review.reject" />
                  </button>
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void decide(item.orderNo, { decision: 'approve' }, t('review.approved'))}
                    className={PRIMARY_BUTTON}
                    data-testid="review-approve"
                  >
                    <Check aria-hidden="true" className="size-4" />
                    <FormattedMessage id="review.approve" />
                  </button>
                </footer>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-200 px-4 py-5 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400" data-testid="review-empty">
          <FormattedMessage id="review.empty" />
        </p>
      )}

      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} testId="reject-dialog" title={<FormattedMessage id="review.rejectTitle" values={{ orderNo: rejecting?.orderNo ?? '' }} />}>
        {rejecting ? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const body = { decision: 'reject', reason: String(form.get('reason') ?? ''), policy: form.get('policy') === 'on' };
              if (check(event.currentTarget, ZReviewDecision, body)) void decide(rejecting.orderNo, body, t('review.rejected'));
            }}
          >
            <label className="block space-y-1.5 text-sm">
              <span className="font-medium">
                <FormattedMessage id="review.reason" />
              </span>
              <textarea
                name="reason"
                rows={3}
                maxLength={500}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? 'f-reason-error' : 'reason-hint'}
                className={FIELD}
                data-testid="reject-reason-input"
              />
              <span id="reason-hint" className="block text-xs text-slate-500 dark:text-slate-400">
                <FormattedMessage id="review.reasonHint" />
              </span>
            </label>
            <FieldError id="f-reason-error" error={errors.reason} />
            <label className="flex items-start gap-2.5 text-sm">
              <input type="checkbox" name="policy" defaultChecked className="mt-0.5 size-4 accent-brand-600" data-testid="reject-policy" />
              <span>
                <span className="font-medium">
                  <FormattedMessage id="review.policy" />
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  <FormattedMessage id="review.policyHint" />
                </span>
              </span>
            </label>
            {failure ? (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {failure.message}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <button type="button" onClick={() => setRejecting(null)} className={SECONDARY_BUTTON}>
                <FormattedMessage id="common.cancel" />
              </button>
              <button type="submit" disabled={busy !== null} className={clsx(PRIMARY_BUTTON, 'bg-rose-600 hover:bg-rose-700')} data-testid="reject-submit">
                <FormattedMessage id="review.reject" />
              </button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
